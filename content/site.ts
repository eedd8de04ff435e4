/**
 * Company data and site-wide settings. Italian law requires the legal name,
 * address and Partita IVA on the home page: the footer shows them on every page.
 * Before going live, replace them with the registered company's data (see README).
 */
export const site = {
  name: 'Limenta',
  tagline: 'La bevanda naturale del mattino: limone, menta, zenzero e miele.',
  /** Overridable at build time with SITE_URL, e.g. SITE_URL=https://www.limenta.it npm run build */
  url: process.env.SITE_URL || 'https://www.limenta.it',
  locale: 'it_IT',
  language: 'it',
  email: 'info@limenta.it',
  company: {
    legalName: 'Limenta S.r.l.',
    streetAddress: 'Via dei Limoni 12',
    postalCode: '80067',
    city: 'Sorrento',
    province: 'NA',
    country: 'Italia',
    vatNumber: '12345670637',
    rea: 'NA-1234567',
    shareCapital: '10.000,00 € i.v.',
  },
  /**
   * Organic certification (Regulation (EU) 2018/848): the code of the control body that certifies
   * the producer, as printed on its certificate, in the form IT-BIO-0XX. 'IT-BIO-000' is an
   * EXAMPLE: `npm run check:live` refuses it until the real code is here.
   */
  organic: {
    controlBodyCode: 'IT-BIO-000',
  },
  /**
   * The service that receives the contact forms' messages, named in the privacy texts as
   * {{formProcessor}} ("Formspree, Inc. (Stati Uniti)"). `host` must be the host of the delivery
   * address the site is built with (NEXT_PUBLIC_CONTACT_ENDPOINT): `npm run check:live` compares them.
   */
  formProcessor: {
    name: 'Formspree, Inc.',
    country: 'Stati Uniti',
    host: 'formspree.io',
  },
  /** Customer-service hours; dayOfWeek/opens/closes feed the structured data (schema.org). */
  hours: [
    { days: 'Lunedì – Venerdì', time: '9:00 – 18:00', dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'], opens: '09:00', closes: '18:00' },
    { days: 'Sabato', time: '9:00 – 13:00', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    { days: 'Domenica', time: 'Chiuso', dayOfWeek: ['Sunday'], opens: null, closes: null },
  ],
  copyrightYear: 2025,
  /** Shown as the text of the copyright line, after "© {copyrightYear}". */
  copyrightHolder: 'Limenta S.r.l. Tutti i diritti riservati.',
  replyPromise: 'Rispondiamo entro 24 ore nei giorni lavorativi.',
  themeColor: '#1E6B4F',
} as const;

export type Site = typeof site;

/** "Via dei Limoni 12, 80067 Sorrento (NA)" */
export function formatAddress(company: Site['company'] = site.company): string {
  return `${company.streetAddress}, ${company.postalCode} ${company.city} (${company.province})`;
}
