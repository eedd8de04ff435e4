import { site } from './site';

/** The /come-ordinare page: three steps, the order form, the questions and the support address. */
export const orderingPage = {
  intro: {
    eyebrow: 'Niente carrello, nessuna registrazione',
    title: 'Come Ordinare',
    lead: 'Ordinare Limenta è una conversazione: ci scrivi, ti rispondiamo con prezzo e consegna, e decidi tu.',
  },
  steps: {
    title: 'Tre Passi per Riceverla',
    lead: 'Dalla richiesta al primo bicchiere, senza sorprese.',
  },
  form: {
    title: 'Scrivi la Tua Richiesta',
    lead: 'Dicci quante bottiglie desideri e dove consegnarle: ti rispondiamo entro 24 ore nei giorni lavorativi.',
  },
  faq: {
    title: 'Domande Frequenti',
  },
  support: {
    title: 'Serve Aiuto?',
    text: 'Per una domanda che qui non trovi, o su una richiesta già inviata, scrivi al nostro supporto: ti rispondiamo entro 24 ore nei giorni lavorativi.',
    cta: { label: `Scrivi a ${site.email}`, href: `mailto:${site.email}` },
  },
} as const;
