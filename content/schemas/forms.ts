import type { z } from 'zod';
import { group, route, text } from '@/lib/content/fields';
import { described, metaOf } from '@/lib/content/meta';
import { defineFile } from '@/lib/content/sources';

/**
 * The rules of content/forms.yaml: every text of the two contact forms. Three messages are
 * quoted from the specification (empty fields, invalid email, sent): keep them as they are.
 */

const variant = (title: string) =>
  group(title, {
    submit: text('Pulsante di invio', { max: 30 }),
    messagePlaceholder: text('Esempio nel campo messaggio', { max: 80 }),
    mailSubject: text('Oggetto dell’email di riserva', {
      max: 80,
      hint: 'L’oggetto dell’email già pronta che il visitatore può mandare se l’invio non riesce.',
    }),
  });

/** «solo per rispondere» and the like: the form's data also serve the order and the request for a review (/privacy, section 3). */
const ONLY_FOR = /(?<![\p{L}])(?:solo|soltanto|unicamente|esclusivamente) per(?![\p{L}])/iu;

/** The line beside the submit button: it sums up the purposes the privacy texts list, and links them. */
function privacyNote() {
  const note = group('Nota sulla privacy accanto al pulsante', {
    before: text('Testo prima del link', { max: 160 }),
    linkLabel: text('Testo del link', { max: 40 }),
    href: route('Pagina del link'),
    // Long enough for the purposes, written after a link that comes first, beside the button.
    after: text('Testo dopo il link', {
      max: 120,
      hint: 'Dice, in breve, per cosa usiamo i dati del modulo, come l’informativa privacy (sezione 3).',
    }),
  });
  const checked = note.superRefine((value, ctx) => {
    for (const field of ['before', 'after'] as const) {
      const found = ONLY_FOR.exec(value[field]);
      if (found) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `dice che usiamo i dati «${found[0]}…»: l’informativa privacy elenca anche l’ordine e la richiesta di un parere su Limenta (sezione 3). Scrivi tutti gli scopi, oppure togli «${found[0].split(' ')[0]}».`,
        });
      }
    }
  });
  return described(checked, metaOf(note)!);
}

export const formsSchema = group('Moduli di contatto', {
  contactFormText: group('Testi comuni ai due moduli', {
    requiredNote: text('Nota sui campi obbligatori', { max: 80 }),
    requiredMark: text('Segno dei campi obbligatori', { max: 3 }),
    fields: group('Campi', {
      name: group('Nome', {
        label: text('Etichetta', { max: 30 }),
        placeholder: text('Esempio nel campo', { max: 60 }),
      }),
      email: group('Email', {
        label: text('Etichetta', { max: 30 }),
        placeholder: text('Esempio nel campo', { max: 60 }),
      }),
      message: group('Messaggio', { label: text('Etichetta', { max: 30 }) }),
    }),
    honeypotLabel: text('Campo anti-spam (lo leggono solo i lettori di schermo)', { max: 60 }),
    submitting: text('Pulsante durante l’invio', { max: 30, hint: 'Nella specifica: «Invio in corso...».' }),
    privacy: privacyNote(),
    messages: group('Messaggi', {
      emptyFields: text('Campi vuoti', {
        max: 80,
        hint: 'Il testo della specifica: se lo cambi, npm run check:spec lo segnala.',
      }),
      invalidEmail: text('Email non valida', {
        max: 80,
        hint: 'Il testo della specifica: se lo cambi, npm run check:spec lo segnala.',
      }),
      sent: text('Messaggio inviato', {
        max: 100,
        hint: 'Il testo della specifica: se lo cambi, npm run check:spec lo segnala.',
      }),
      limitReached: text('Limite di caratteri raggiunto', {
        max: 100,
        placeholders: { max: 'il numero massimo di caratteri' },
      }),
      sendFailed: text('Invio non riuscito', { max: 100 }),
      fieldRequired: text('Campo vuoto (accanto al campo)', {
        max: 80,
        hint: 'Accanto a ogni campo lasciato vuoto quando il visitatore prova a inviare.',
      }),
      overLimit: text('Campo oltre il limite (accanto al campo)', {
        max: 120,
        placeholders: { max: 'il numero massimo di caratteri' },
        hint: 'Accanto a un campo riempito (da uno script o da un’estensione) oltre il limite.',
      }),
      tooLong: text('Campo oltre il limite (notifica)', {
        max: 120,
        hint: 'La notifica quando un campo troppo lungo ferma l’invio.',
      }),
      invalidCharacters: text('Caratteri non ammessi (accanto al campo e nella notifica)', {
        max: 160,
        hint: 'Quando un nome o un’email contiene un a capo o un carattere invisibile (di solito incollato da un altro programma).',
      }),
    }),
    toastDismiss: text('Pulsante che chiude una notifica (lettori di schermo)', { max: 40 }),
    alreadySent: text('Richiesta già inviata', {
      max: 200,
      hint: 'Quando il visitatore torna (Indietro o ricarica) su un modulo già inviato.',
    }),
    slowSend: text('Invio lento', {
      max: 240,
      placeholders: { seconds: 'i secondi passati dall’inizio dell’invio' },
      hint: 'Compare sopra il pulsante quando un invio dura più di 5 secondi, mentre il pulsante dice «Invio in corso...»: la richiesta è in viaggio e il visitatore può attendere. Scrivi {seconds} dove va il tempo trascorso (si aggiorna ogni secondo).',
    }),
    failure: group('Riquadro di invio non riuscito', {
      title: text('Titolo', { max: 80 }),
      text: text('Testo', { max: 300, multiline: true }),
      mailtoLabel: text('Link all’email di riserva', {
        max: 60,
        placeholders: { email: 'l’indirizzo email del sito' },
      }),
      cutNote: text('Nota se il messaggio è troppo lungo per il link', { max: 200, multiline: true }),
    }),
    noScript: group('Senza JavaScript', {
      text: text('Testo prima dell’indirizzo', { max: 200 }),
      after: text('Testo dopo l’indirizzo', { max: 120 }),
    }),
    mail: group('Email di riserva', {
      nameLabel: text('Etichetta del nome', { max: 30 }),
      emailLabel: text('Etichetta dell’email', { max: 30 }),
      cutNotice: text('Fine dell’email se il messaggio è stato accorciato', { max: 200, multiline: true }),
    }),
  }),
  contactFormVariants: group('Testi diversi nei due moduli', {
    order: variant('Modulo d’ordine (/come-ordinare)'),
    support: variant('Modulo di supporto (/contatti-supporto)'),
  }),
});

export const formsSources = [
  defineFile({
    file: 'content/forms.yaml',
    title: 'Moduli di contatto',
    hint: 'Etichette, messaggi e pulsanti dei moduli di /come-ordinare e /contatti-supporto.',
    schema: formsSchema,
  }),
];

export type FormsText = z.infer<typeof formsSchema>;
