import type { z } from 'zod';
import { group, text } from '@/lib/content/fields';
import { defineFile } from '@/lib/content/sources';

/**
 * The rules of content/team.yaml: texts only the team reads, starting with how a request's deadline
 * is written (lib/working-hours.ts fills them in): «rispondi entro lun 1 dic, 12:00», «scade tra
 * 3 h 20 min». The figures come from the deadline; the words and their order come from here.
 */

const DURATION = 'quanto manca o da quanto è passata, per esempio «3 h 20 min» (le forme qui sotto)';

const duration = group('Durate', {
  days: text('Giorni interi', { max: 30, placeholders: { days: 'i giorni' }, hint: 'Da un giorno in su, quando le ore sono zero: per esempio «{days} g».' }),
  daysHours: text('Giorni e ore', { max: 30, placeholders: { days: 'i giorni', hours: 'le ore' }, hint: 'Da un giorno in su (i minuti non si contano più): per esempio «{days} g {hours} h».' }),
  hours: text('Ore intere', { max: 30, placeholders: { hours: 'le ore' }, hint: 'Meno di un giorno, quando i minuti sono zero: per esempio «{hours} h».' }),
  hoursMinutes: text('Ore e minuti', { max: 30, placeholders: { hours: 'le ore', minutes: 'i minuti' }, hint: 'Meno di un giorno: per esempio «{hours} h {minutes} min».' }),
  minutes: text('Minuti', { max: 30, placeholders: { minutes: 'i minuti' }, hint: 'Meno di un’ora: per esempio «{minutes} min».' }),
}, { hint: 'Come si scrive un tempo nelle scadenze: le cifre le mette il servizio.' });

export const teamSchema = group('Testi per il team', {
  deadlines: group('Scadenze delle richieste', {
    replyBy: text('Entro quando rispondere', { max: 60, placeholders: { date: 'la scadenza, scritta come dice «Data della scadenza»' }, hint: 'Per esempio «rispondi entro {date}».' }),
    date: text('Data della scadenza', {
      max: 40,
      placeholders: { weekday: 'il giorno della settimana, abbreviato («lun»)', day: 'il giorno del mese («1»)', month: 'il mese, abbreviato («dic»)', time: 'l’ora («12:00»)' },
      hint: 'Per esempio «{weekday} {day} {month}, {time}», che diventa «lun 1 dic, 12:00» (ora italiana).',
    }),
    dueIn: text('Scadenza ancora da venire', { max: 40, placeholders: { duration: DURATION }, hint: 'Per esempio «scade tra {duration}».' }),
    overdue: text('Scadenza passata', { max: 40, placeholders: { duration: DURATION }, hint: 'Per esempio «scaduta da {duration}».' }),
    duration,
  }, { hint: 'Una richiesta scade quando sono passate le ore lavorative di content/site.yaml (replyHours), contate sugli orari del servizio clienti, senza domeniche, feste nazionali e giorni di chiusura.' }),
});

export const teamSources = [
  defineFile({
    file: 'content/team.yaml',
    title: 'Testi per il team',
    hint: 'Testi che legge solo il team: come si scrivono le scadenze delle richieste («rispondi entro lun 1 dic, 12:00», «scade tra 3 h 20 min»).',
    schema: teamSchema,
  }),
];

export type TeamTexts = z.infer<typeof teamSchema>;
export type DeadlineTexts = TeamTexts['deadlines'];
