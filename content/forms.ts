import { site } from './site';

/**
 * Every text of the two contact forms. The three messages marked "spec" are quoted
 * from the specification and checked by the tests character for character.
 * {max} and {email} are replaced by fillTemplate (content/ui.ts).
 */
export const contactFormText = {
  requiredNote: 'I campi contrassegnati con * sono obbligatori.',
  requiredMark: '*',
  fields: {
    name: { label: 'Nome', placeholder: 'Es. Mario Rossi' },
    email: { label: 'Email', placeholder: 'Es. mario.rossi@esempio.it' },
    message: { label: 'Messaggio' },
  },
  /** Read only by assistive technology that reaches the hidden anti-spam field. */
  honeypotLabel: 'Lascia vuoto questo campo',
  submitting: 'Invio in corso...',
  privacy: {
    before: 'Useremo i tuoi dati solo per rispondere alla tua richiesta. Leggi l’',
    linkLabel: 'informativa privacy',
    href: '/privacy',
    after: '.',
  },
  messages: {
    /** spec */
    emptyFields: 'Per favore compila tutti i campi',
    /** spec: both the inline message and the toast */
    invalidEmail: 'Inserisci un indirizzo email valido',
    /** spec */
    sent: 'Messaggio inviato con successo! Ti risponderemo presto.',
    limitReached: 'Hai raggiunto il limite massimo di {max} caratteri.',
    sendFailed: 'Invio non riuscito. Il tuo messaggio è ancora nel modulo.',
    /** Beside each field left empty when the visitor tried to send. */
    fieldRequired: 'Questo campo è obbligatorio.',
    /** Beside a field filled (by a script or an extension) beyond its limit; {max} is the limit. */
    overLimit: 'Il testo supera il limite massimo di {max} caratteri: accorcialo per poter inviare.',
    /** The toast when such a field stops the send. */
    tooLong: 'Un campo supera la lunghezza massima: accorcialo per poter inviare.',
  },
  /** The name of the button that closes a notification. */
  toastDismiss: 'Chiudi la notifica',
  /** Coming back (Back, or a reload) to a form whose request was already sent. */
  alreadySent: 'Richiesta già inviata: ti rispondiamo entro 24 ore nei giorni lavorativi. Per scriverne un’altra, compila di nuovo il modulo.',
  failure: {
    title: 'Non siamo riusciti a inviare il messaggio',
    text: 'Quello che hai scritto è rimasto nel modulo: riprova tra qualche minuto, oppure mandacelo via email con il link qui sotto, già compilato.',
    mailtoLabel: 'Invia via email a {email}',
    /** Under the link when the message is too long to travel whole in it. */
    cutNote: 'Il messaggio è troppo lungo per un link email: l’email ne conterrà solo l’inizio. Copia il resto dal modulo e incollalo prima di inviarla.',
  },
  /** Shown without JavaScript when no delivery service is configured. */
  noScript: {
    text: 'Per inviare il modulo serve JavaScript, che nel tuo browser è disattivato. Scrivici direttamente all’indirizzo',
    after: ': ti rispondiamo entro 24 ore nei giorni lavorativi.',
  },
  /** The email prepared by the fallback link when sending fails. */
  mail: {
    nameLabel: 'Nome',
    emailLabel: 'Email',
    /** Ends the email's text when the message had to be cut. */
    cutNotice: '[…] Il messaggio è stato accorciato perché troppo lungo per un link email: incolla qui il resto, che trovi ancora nel modulo sul sito.',
  },
} as const;

/** The texts that differ between the order form and the support form. */
export const contactFormVariants = {
  order: {
    submit: 'Invia la richiesta',
    messagePlaceholder: 'Quante bottiglie desideri e dove dobbiamo consegnarle?',
    mailSubject: `Richiesta d'ordine ${site.name}`,
  },
  support: {
    submit: 'Invia il messaggio',
    messagePlaceholder: 'Come possiamo aiutarti?',
    mailSubject: `Richiesta di supporto ${site.name}`,
  },
} as const;
