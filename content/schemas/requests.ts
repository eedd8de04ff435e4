import type { z } from 'zod';
import { group, integer, text } from '@/lib/content/fields';
import { defineFile, defineMarkdown, markdownBody } from '@/lib/content/sources';

/**
 * The rules of content/richieste.yaml (what the request service answers and the two emails it
 * sends) and of content/guida-per-iniziare.md (the start guide, which no email carries yet: it is
 * meant for the contract's confirmation). The service reads them when it starts: a change
 * reaches the emails with the next start of the server.
 */

const SIGNS = { number: 'il numero della richiesta, per esempio L-7KQ4M' } as const;

const answers = group('Risposte del servizio al modulo', {
  accepted: text('Richiesta registrata', { max: 160, placeholders: SIGNS }),
  acceptedHeld: text('Richiesta registrata, conferma non inviata per il limite', {
    max: 240,
    placeholders: SIGNS,
    hint: 'Quando l’indirizzo ha già ricevuto oggi il numero massimo di email di conferma: la richiesta è registrata, ma la conferma non parte.',
  }),
  invalid: text('Campi da correggere (riepilogo)', { max: 160 }),
  unreadable: text('Richiesta illeggibile', {
    max: 160,
    hint: 'Quando ciò che arriva non è un modulo compilato (dati rovinati, campi sconosciuti o ripetuti).',
  }),
  tooLarge: text('Richiesta troppo grande', { max: 160, placeholders: { kilobytes: 'il limite, in KB' } }),
  unsupported: text('Formato non accettato', { max: 160 }),
  conflict: text('Stessa richiesta con un altro testo', {
    max: 200,
    hint: 'Quando arriva di nuovo la chiave di una richiesta già registrata, ma con un testo diverso.',
  }),
  tooMany: text('Troppe richieste dalla stessa connessione', {
    max: 200,
    placeholders: { minutes: 'i minuti da aspettare', email: 'l’email del sito' },
  }),
  unavailable: text('Servizio momentaneamente non disponibile', {
    max: 200,
    placeholders: { email: 'l’email del sito' },
  }),
  notFound: text('Indirizzo sconosciuto', { max: 120 }),
  methodNotAllowed: text('Metodo non accettato', { max: 120 }),
  unknownForm: text('Modulo sconosciuto', { max: 120 }),
  formLabel: text('Nome del campo «modulo»', { max: 30 }),
  keyLabel: text('Nome del campo «chiave della richiesta»', { max: 40 }),
  invalidKey: text('Chiave della richiesta non valida', { max: 160 }),
  errorPage: group('Pagina di errore senza JavaScript', {
    title: text('Titolo', { max: 80 }),
    back: text('Link per tornare al modulo', { max: 60 }),
  }),
});

const confirmation = group(
  'Email di conferma al visitatore',
  {
    subject: text('Oggetto', { max: 100, placeholders: SIGNS }),
    greeting: text('Saluto', {
      max: 60,
      hint: 'Senza il nome: l’email non ripete niente di ciò che il visitatore ha scritto nel modulo, così nessuno può usarla per mandare un suo testo a un altro indirizzo.',
    }),
    intro: text('Apertura', { max: 300, multiline: true, placeholders: SIGNS }),
    replyTitle: text('Titolo «quando ti rispondiamo»', { max: 80 }),
    reply: text('Chi risponde e come', {
      max: 300,
      multiline: true,
      hint: 'Prima di questo testo l’email dice la promessa di risposta, dopo elenca gli orari del servizio clienti (tutti e due da content/site.yaml).',
    }),
    notYou: text('Se non hai scritto tu', { max: 240, multiline: true }),
    privacy: text('Frase con il link all’informativa privacy', {
      max: 200,
      placeholders: { link: 'il link all’informativa privacy' },
    }),
    privacyLink: text('Testo del link all’informativa privacy', { max: 60 }),
    signature: text('Firma', { max: 60 }),
  },
  {
    hint: 'L’email porta il numero della richiesta, il modulo, quando è arrivata, quando rispondiamo, i dati dell’azienda e il link all’informativa: mai il nome, il messaggio o altro scritto dal visitatore.',
  },
);

const team = group('Email al team', {
  subject: text('Oggetto', {
    max: 100,
    placeholders: { ...SIGNS, form: 'il tipo di modulo', name: 'il nome del visitatore' },
  }),
  intro: text('Apertura', { max: 240, multiline: true, placeholders: { name: 'il nome del visitatore' } }),
  labels: group('Etichette', {
    number: text('Numero', { max: 30 }),
    form: text('Modulo', { max: 30 }),
    name: text('Nome', { max: 30 }),
    email: text('Email', { max: 30 }),
    received: text('Ricevuta il', { max: 30 }),
    message: text('Messaggio', { max: 30 }),
    confirmation: text('Conferma al visitatore', { max: 40 }),
  }),
  confirmation: group('Stato della conferma al visitatore', {
    pending: text('In partenza', { max: 160 }),
    retrying: text('Non ancora partita (il servizio riprova)', {
      max: 200,
      placeholders: { error: 'la risposta del server di posta' },
    }),
    sent: text('Inviata', { max: 160, placeholders: { time: 'l’ora dell’invio' } }),
    held: text('Non inviata per il limite', {
      max: 240,
      placeholders: { max: 'quante conferme al giorno per indirizzo' },
    }),
    failed: text('Rifiutata dal server di posta', {
      max: 200,
      placeholders: { error: 'la risposta del server di posta' },
    }),
  }),
  late: group('Conferme in ritardo', {
    title: text('Titolo', { max: 80 }),
    text: text('Spiegazione', { max: 300, multiline: true }),
    waiting: text('Una conferma ancora in attesa', {
      max: 200,
      placeholders: {
        ...SIGNS,
        email: 'l’email del visitatore',
        minutes: 'da quanti minuti aspetta',
        error: 'l’ultimo errore',
      },
    }),
    leftLate: text('Una conferma partita in ritardo', {
      max: 200,
      placeholders: { ...SIGNS, email: 'l’email del visitatore', minutes: 'dopo quanti minuti è partita' },
    }),
  }),
  alertSubject: text('Oggetto dell’avviso di conferme in ritardo', {
    max: 100,
    placeholders: { count: 'quante sono' },
  }),
});

const limits = group('Limiti del sito contro gli abusi (email al team)', {
  notice: group('Avviso: superato il limite orario', {
    subject: text('Oggetto', { max: 100 }),
    text: text('Spiegazione', {
      max: 500,
      multiline: true,
      placeholders: { requests: 'le richieste all’ora', confirmations: 'le conferme all’ora' },
    }),
  }),
  digest: group('Riepilogo delle richieste oltre il limite', {
    subject: text('Oggetto', { max: 100, placeholders: { count: 'quante sono' } }),
    intro: text('Apertura', { max: 300, multiline: true, placeholders: { requests: 'le richieste all’ora' } }),
    line: text('Una richiesta', {
      max: 120,
      placeholders: {
        ...SIGNS,
        form: 'il tipo di modulo',
        name: 'il nome del visitatore',
        email: 'l’email del visitatore',
        excerpt: 'l’inizio del messaggio',
      },
    }),
    more: text('Le richieste non elencate', { max: 160, placeholders: { count: 'quante sono' } }),
  }),
  deferred: text('Stato della conferma: in attesa per il limite orario', {
    max: 200,
    placeholders: { time: 'il giorno e l’ora in cui parte' },
  }),
  failing: group('Avviso ad ALERT_EMAIL: la casella del team rifiuta le email', {
    subject: text('Oggetto', { max: 100 }),
    text: text('Spiegazione', {
      max: 500,
      multiline: true,
      placeholders: { team: 'l’indirizzo del team', error: 'la risposta del server di posta' },
    }),
  }),
});

export const requestsSchema = group('Richieste dai moduli', {
  retentionMonths: integer(
    'Mesi di conservazione delle richieste',
    1,
    120,
    'Dopo questi mesi il servizio cancella le richieste ricevute dai moduli. L’informativa privacy lo dice con {{conservazioneRichieste}}.',
  ),
  formNames: group('Nomi dei moduli', {
    ordine: text('Modulo d’ordine', { max: 40 }),
    supporto: text('Modulo di supporto', { max: 40 }),
  }),
  answers,
  confirmation,
  team,
  limits,
});

export const startGuide = defineMarkdown({
  file: 'content/guida-per-iniziare.md',
  title: 'Guida per iniziare',
  hint: 'La guida per chi inizia con Limenta: la spedisce la conferma del contratto, quando il cliente accetta la proposta del team.',
  fields: {
    title: text('Titolo della guida', { max: 80 }),
  },
  body: markdownBody({
    title: 'Testo della guida',
    hint: 'Sezioni «## Titolo», elenchi con «- ». I link devono portare a pagine del sito o a indirizzi completi.',
    placeholders: {},
    numberedSections: false,
    textRules: true,
  }),
});

export const requestSources = [
  defineFile({
    file: 'content/richieste.yaml',
    title: 'Richieste dai moduli',
    hint: 'Le email che partono a ogni richiesta (conferma al visitatore, avviso al team), le risposte del servizio e per quanto si conservano le richieste.',
    schema: requestsSchema,
  }),
  startGuide,
];

export type RequestTexts = z.infer<typeof requestsSchema>;
export type StartGuideFile = z.infer<typeof startGuide.schema>;
