import { site } from './site';

export interface FaqItem {
  question: string;
  answer: string;
}

/** The four questions on /come-ordinare; the answers are plain text (they also feed the structured data). */
export const orderFaq: FaqItem[] = [
  {
    question: 'Quanto costa Limenta e come si paga?',
    answer:
      'Il prezzo dipende da quante bottiglie desideri: te lo indichiamo nella risposta alla tua richiesta, insieme ai metodi di pagamento disponibili. Non paghi nulla sul sito e scriverci non ti impegna all’acquisto.',
  },
  {
    question: 'Quando riceverò una risposta?',
    answer:
      'Rispondiamo a ogni richiesta entro 24 ore nei giorni lavorativi, all’indirizzo email che ci hai lasciato. Se non vedi la nostra risposta, controlla anche la cartella dello spam.',
  },
  {
    question: 'Quanto costa la consegna e in quanto tempo arriva?',
    answer:
      'Costi e tempi di consegna dipendono dall’indirizzo e dalla quantità: li trovi nella nostra risposta, prima che tu confermi l’ordine, così sai esattamente cosa aspettarti.',
  },
  {
    question: 'Posso modificare o annullare la mia richiesta?',
    answer: `Certo. Finché non confermi l’ordine la richiesta non ti impegna: rispondi alla nostra email oppure scrivi a ${site.email} per cambiare quantità o indirizzo, o per annullarla.`,
  },
];
