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
  },
  failure: {
    title: 'Non siamo riusciti a inviare il messaggio',
    text: 'Quello che hai scritto è rimasto nel modulo: riprova tra qualche minuto, oppure mandacelo via email con il link qui sotto, già compilato.',
    mailtoLabel: 'Invia via email a {email}',
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
