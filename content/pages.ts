import type { Route } from './routes';

export interface PageMeta {
  /** The <title> before " | Limenta"; unique per page. */
  title: string;
  /** Meta description for search results and link previews: 70 to 160 characters. */
  description: string;
  /**
   * true keeps the page out of search results (robots noindex) and out of sitemap.xml: a page
   * that only makes sense after an action, such as the thank-you page after a request.
   */
  noindex?: boolean;
}

export const pages: Record<Route, PageMeta> = {
  '/': {
    title: 'Bevanda naturale al limone, menta, zenzero e miele',
    description:
      'Limenta è la bevanda naturale del mattino con limone, menta, zenzero e miele: energia vera senza caffè, biologica certificata e prodotta in Italia.',
  },
  '/prodotto': {
    title: 'Il prodotto',
    description:
      'Scopri Limenta: quattro ingredienti naturali, certificazione biologica e produzione italiana, senza additivi né conservanti. Ecco cosa c’è nella bottiglia.',
  },
  '/benefici': {
    title: 'Benefici',
    description:
      'Energia dal mattino, stomaco leggero e ingredienti solo naturali: i benefici di Limenta, l’alternativa al caffè e agli energy drink.',
  },
  '/composizione': {
    title: 'Composizione e ingredienti',
    description:
      'Limone fresco, menta, zenzero e miele: la composizione di Limenta ingrediente per ingrediente, con certificazioni e galleria fotografica.',
  },
  '/recensioni': {
    title: 'Testimonianze dei clienti',
    description:
      'Sette clienti raccontano come Limenta ha cambiato il loro risveglio: testimonianze vere di chi ha sostituito il caffè con la nostra bevanda.',
  },
  '/ricette-salutari': {
    title: 'Ricette salutari al limone',
    description:
      'Ricette al limone dal primo al dolce, ognuna con la sua pagina: ingredienti, passaggi, tempi e porzioni per portare il profumo del limone in tavola.',
  },
  '/come-ordinare': {
    title: 'Come ordinare',
    description:
      'Ordinare Limenta è semplice: scrivici dal modulo di contatto e ti rispondiamo entro 24 ore nei giorni lavorativi con prezzi e dettagli di consegna.',
  },
  '/contatti': {
    title: 'Contatti',
    description:
      'Contatta Limenta: email, indirizzo e orari del servizio clienti. Siamo a Sorrento e rispondiamo entro 24 ore nei giorni lavorativi.',
  },
  '/contatti-supporto': {
    title: 'Contatti e supporto',
    description:
      'Hai una domanda su un ordine o sul prodotto? Scrivi al supporto Limenta: dal lunedì al venerdì 9–18 e il sabato 9–13, risposta entro 24 ore.',
  },
  '/grazie-benvenuto': {
    title: 'Grazie e benvenuto',
    description:
      'Grazie per averci scritto! Ecco cosa succede adesso, cosa fare se l’email non arriva e i consigli per gustare al meglio Limenta ogni mattina.',
    noindex: true,
  },
  '/privacy': {
    title: 'Informativa privacy',
    description:
      'Informativa privacy di Limenta: quali dati raccogliamo con il modulo di contatto, perché, per quanto tempo e come esercitare i tuoi diritti.',
  },
  '/dati-personali': {
    title: 'Trattamento dei dati personali',
    description:
      'Come Limenta tratta i dati personali: finalità, basi giuridiche, conservazione, destinatari, trasferimenti e diritti previsti dal GDPR.',
  },
  '/termini': {
    title: 'Termini e condizioni',
    description:
      'Termini e condizioni di Limenta: come funziona l’ordine su richiesta, prezzi, consegna, diritto di recesso, garanzia legale e foro competente.',
  },
};
