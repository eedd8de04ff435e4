/** The /contatti-supporto page: the support form, the ways to reach us and a closing message. */
export const supportPage = {
  intro: {
    eyebrow: 'Assistenza clienti',
    title: 'Contatti e Supporto',
    lead: 'Una domanda su un ordine, sulla consegna o sul prodotto? Scrivici: una persona del nostro team ti risponde entro 24 ore nei giorni lavorativi.',
  },
  form: {
    title: 'Scrivi al Supporto',
    lead: 'Raccontaci di cosa hai bisogno: se riguarda un ordine, indica il nome con cui l’hai richiesto.',
  },
  details: {
    title: 'Altri Recapiti',
  },
  closing: {
    title: 'Siamo Qui per Te',
    text: 'Ogni messaggio viene letto da una persona del nostro team, non da un risponditore automatico. Grazie per la fiducia: il tuo risveglio ci sta a cuore.',
  },
} as const;
