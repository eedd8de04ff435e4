export interface Review {
  name: string;
  age: number;
  city: string;
  title: string;
  text: string;
  /** Whole number of stars, 1 to 5. */
  rating: number;
  /** When it was written, as YYYY-MM-DD; the page shows it in Italian ("12 marzo 2025"). */
  date: string;
  /** The phrase that sums the review up, shown as a badge. */
  highlight: string;
}

/** The seven testimonials of /recensioni. */
export const reviews: Review[] = [
  {
    name: 'Sara B.',
    age: 34,
    city: 'Roma',
    title: 'Addio al secondo caffè',
    text: 'Ero scettica, lo ammetto. Dopo tre settimane di Limenta al mattino il secondo caffè non mi manca più: arrivo in ufficio sveglia e rimango concentrata fino a pranzo. Il gusto di limone e zenzero è diventato il mio piccolo rito.',
    rating: 5,
    date: '2025-03-12',
    highlight: 'Più concentrata fino a pranzo',
  },
  {
    name: 'Luca P.',
    age: 41,
    city: 'Verona',
    title: 'Perfetta prima della corsa',
    text: 'Corro tre volte a settimana alle sette del mattino. Prima prendevo un energy drink, ora un bicchiere di Limenta mezz’ora prima: leggera, fresca e senza quella sensazione di agitazione. Non torno indietro.',
    rating: 5,
    date: '2025-02-27',
    highlight: 'Niente più energy drink',
  },
  {
    name: 'Maria Grazia F.',
    age: 58,
    city: 'Bari',
    title: 'Leggera sullo stomaco',
    text: 'Il caffè a digiuno mi dava acidità da anni. Con Limenta inizio la giornata con qualcosa di delicato e buono. Mio marito all’inizio mi prendeva in giro, adesso la beve anche lui.',
    rating: 5,
    date: '2025-01-18',
    highlight: 'Delicata anche a digiuno',
  },
  {
    name: 'Davide C.',
    age: 29,
    city: 'Firenze',
    title: 'Ingredienti che capisco',
    text: 'Leggo sempre le etichette e qui non c’è niente da decifrare: limone, menta, zenzero, miele. Mi piace sapere cosa bevo, e mi piace ancora di più il sapore.',
    rating: 5,
    date: '2024-12-05',
    highlight: 'Etichetta trasparente',
  },
  {
    name: 'Chiara V.',
    age: 37,
    city: 'Napoli',
    title: 'Le mattine con due bambini',
    text: 'Con due figli piccoli le mattine sono una corsa. Un bicchiere di Limenta mentre preparo le colazioni e mi sento pronta. L’ordine è arrivato puntuale e il servizio clienti è stato gentilissimo.',
    rating: 5,
    date: '2024-11-20',
    highlight: 'Pronta per la giornata',
  },
  {
    name: 'Giorgio R.',
    age: 63,
    city: 'Genova',
    title: 'Un’abitudine sana',
    text: 'Sono in pensione e cercavo un’abitudine migliore del caffè lungo davanti al giornale. Limenta è diventata il mio buongiorno: fresca d’estate, piacevole anche d’inverno a temperatura ambiente.',
    rating: 5,
    date: '2024-10-08',
    highlight: 'Il mio nuovo buongiorno',
  },
  {
    name: 'Elena S.',
    age: 45,
    city: 'Bergamo',
    title: 'Risposta in poche ore',
    text: 'Ho scritto dal modulo di contatto la domenica sera e il lunedì mattina avevo già la proposta con prezzo e consegna. Prodotto ottimo e persone serie: l’ho consigliata a tutto l’ufficio.',
    rating: 5,
    date: '2024-09-16',
    highlight: 'Servizio impeccabile',
  },
];

/** Texts of /recensioni around the testimonials. */
export const reviewsPage = {
  intro: {
    eyebrow: 'Testimonianze',
    title: 'Le Voci di Chi Ha Cambiato il Risveglio',
    lead: 'Sette clienti raccontano come Limenta è entrata nelle loro mattine. Storie vere, con nome, età e città.',
  },
  list: {
    title: 'Cosa Raccontano i Nostri Clienti',
  },
  /** {age} is replaced with the number. */
  ageTemplate: '{age} anni',
  community: {
    title: 'Unisciti agli Oltre 5000 Italiani',
    text: 'Ogni mattina più di 5.000 persone in tutta Italia iniziano la giornata con Limenta. La prossima storia può essere la tua.',
    cta: { label: 'Inizia Ora', href: '/come-ordinare' },
  },
} as const;
