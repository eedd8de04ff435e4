import type { Route } from './routes';

/** Copy of /contatti. Email, address and hours come from content/site.ts. */
export const contatti = {
  intro: {
    eyebrow: 'Siamo qui per te',
    title: 'Contatti',
    lead: 'Una domanda sul prodotto, su un ordine o sulla consegna? Scrivici: una persona del nostro team legge ogni messaggio e ti risponde.',
  },
  details: {
    title: 'Come Contattarci',
    lead: 'Email, sede e orari del servizio clienti di Limenta.',
  },
  service: {
    title: 'Il Nostro Servizio Clienti',
    text: 'Rispondiamo a ogni messaggio entro 24 ore nei giorni lavorativi. Per un ordine indicaci quante bottiglie desideri e dove vuoi riceverle: così la nostra risposta conterrà già una proposta completa.',
    topicsIntro: 'Puoi scriverci per:',
    topics: [
      'informazioni su ingredienti, preparazione e conservazione della bevanda;',
      'una richiesta d’ordine, con prezzi e tempi di consegna;',
      'assistenza dopo l’acquisto, recesso e garanzia.',
    ],
    cta: { label: 'Vai a Contatti e Supporto', href: '/contatti-supporto' },
  },
} satisfies {
  service: { cta: { label: string; href: Route } } & Record<string, unknown>;
} & Record<string, unknown>;
