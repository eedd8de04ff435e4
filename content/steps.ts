export interface OrderStep {
  title: string;
  text: string;
}

/** "Come Ricevere la Bevanda": numbered 1, 2, 3 in this order. */
export const orderSteps: OrderStep[] = [
  {
    title: 'Scrivi',
    text: 'Invia una richiesta dal modulo di contatto: nome, email e quante bottiglie desideri.',
  },
  {
    title: 'Aspetta',
    text: 'Ti rispondiamo entro 24 ore nei giorni lavorativi con prezzo, pagamento e tempi di consegna.',
  },
  {
    title: 'Goditi',
    text: 'Ricevi Limenta a casa e inizia ogni mattina con energia vera, un bicchiere alla volta.',
  },
];
