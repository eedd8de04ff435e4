import type { Route } from './routes';
import type { OrderStep } from './steps';

export interface DrinkingTip {
  icon: 'calendar' | 'drop' | 'clock' | 'sun';
  title: string;
  text: string;
  /** Optional: a page to read next, e.g. a recipe (/ricette-salutari/<slug>). */
  link?: { label: string; href: string };
}

/**
 * Copy of /grazie-benvenuto, shown after the order form. Two promises that must stay
 * consistent: the confirmation email arrives within 5 minutes, the team's reply within
 * 24 hours on working days.
 */
export const grazie = {
  intro: {
    eyebrow: 'Richiesta inviata',
    title: 'Perfetto!',
    lead: 'Grazie per averci scritto. Riceverai tutto entro 5 minuti: l’email di conferma con il riepilogo della tua richiesta e la guida per iniziare con Limenta.',
  },
  nextSteps: {
    title: 'I Prossimi Passi',
    lead: 'Ecco cosa succede adesso, passo dopo passo.',
  },
  hint: {
    title: 'Non Hai Ricevuto l’Email?',
    text: 'Controlla la cartella spam o promozioni: a volte la posta automatica finisce lì. Se è passato qualche minuto in più, aggiungi il nostro indirizzo ai contatti e ricarica la casella.',
    writeUsBefore: 'Non la trovi ancora? Scrivici a',
    writeUsAfter: 'indicando il nome e l’email che hai usato nel modulo: ti rimandiamo subito il riepilogo.',
  },
  tips: {
    title: 'Consigli per Gustarla al Meglio',
    lead: 'Quattro semplici abitudini per far diventare Limenta il tuo rituale del mattino.',
  },
  closing: {
    title: 'Nel Frattempo',
    text: 'Hai un’altra domanda o vuoi portare un po’ di limone anche in tavola? Siamo qui.',
    support: { label: 'Contatta il Supporto', href: '/contatti-supporto' },
    recipes: { label: 'Scopri le Ricette Salutari', href: '/ricette-salutari' },
  },
} satisfies {
  closing: { support: { label: string; href: Route }; recipes: { label: string; href: Route } } & Record<string, unknown>;
} & Record<string, unknown>;

/** Numbered 1, 2, 3 in this order. */
export const thankYouSteps: OrderStep[] = [
  {
    title: 'Controlla la Posta',
    text: 'Entro 5 minuti ricevi l’email di conferma con il riepilogo della tua richiesta e la nostra guida per iniziare.',
  },
  {
    title: 'Ti Rispondiamo Noi',
    text: 'Entro 24 ore nei giorni lavorativi ti scriviamo con la proposta: prezzo, modalità di pagamento e tempi di consegna.',
  },
  {
    title: 'Conferma e Goditela',
    text: 'Rispondi alla nostra email per confermare l’ordine e ricevi Limenta a casa: il tuo nuovo risveglio comincia così.',
  },
];

export const drinkingTips: DrinkingTip[] = [
  {
    icon: 'calendar',
    title: 'Ogni Giorno, con Costanza',
    text: 'Bevila ogni giorno per almeno 3-4 settimane: la costanza trasforma un bicchiere in una vera abitudine del mattino.',
  },
  {
    icon: 'drop',
    title: 'Tanta Acqua',
    text: 'Accompagna Limenta con 1,5-2 litri d’acqua al giorno, distribuiti dalla mattina alla sera.',
  },
  {
    icon: 'clock',
    title: 'Prima di Colazione',
    text: 'Prendila 15-20 minuti prima di colazione: è il momento ideale per iniziare la giornata con calma.',
  },
  {
    icon: 'sun',
    title: 'Agitala e Servila Fresca',
    text: 'Agita la bottiglia prima di versarla e, una volta aperta, conservala in frigorifero: fresca è ancora più buona.',
    link: { label: 'Ti piace fresca? Prova la limonata allo zenzero e miele', href: '/ricette-salutari/limonata-zenzero-miele' },
  },
];
