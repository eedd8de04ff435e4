/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { checkFile, formatProblems } from '@/lib/content/check';
import { MONTHS } from '@/lib/content/fields';
import { listFiles } from '@/lib/content/site-index';
import { italianToday } from '@/lib/format';

/**
 * A date that states when something happened (a review written, a review received, the customers
 * counted, a recipe published, a legal text revised) cannot be after today in Italy; the days that
 * are in the future on purpose (a closing day to come) can. «Today» is computed when the test runs.
 */
const DAY = 24 * 60 * 60 * 1000;
/** The day `days` after an AAAA-MM-GG day, by the calendar (never by adding hours to now, which a change of clocks would upset). */
const dayAfter = (day: string, days = 1) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

const read = (file: string) => readFileSync(path.join(process.cwd(), file), 'utf8');
const withValue = (file: string, at: Array<string | number>, value: unknown) => {
  const document = parseDocument(read(file));
  document.setIn(at, value);
  return document.toString();
};
const messages = (file: string, text: string) => checkFile(file, text).map((problem) => problem.message);

const review = listFiles('content/reviews', '.yaml')[0];
const testimonial = listFiles('content/testimonials', '.yaml')[0];
const recipe = listFiles('content/recipes', '.yaml')[0];
const provenance = (receivedOn: string) => ({
  receivedOn,
  channel: 'email',
  orderChecked: true,
  consent: true,
  shortened: false,
});

describe('dates that say when something happened', () => {
  const today = italianToday();
  const tomorrow = dayAfter(today);

  it.each([
    ['a review’s date', review, ['date'], tomorrow, /il giorno in cui è stata scritta/],
    [
      'a review’s provenance, received on',
      testimonial,
      ['provenance'],
      provenance(tomorrow),
      /il giorno in cui è arrivata/,
    ],
    [
      'the customers counted on (asOf)',
      'content/site.yaml',
      ['customers', 'asOf'],
      tomorrow,
      /il giorno in cui hai contato i clienti/,
    ],
    ['a recipe’s publication', recipe, ['datePublished'], tomorrow, /il giorno in cui la ricetta è uscita sul sito/],
  ])('refuses %s of tomorrow, saying today’s date', (_what, file, at, value, says) => {
    const found = messages(file, withValue(file, at, value));
    expect(found).toEqual([expect.stringMatching(says)]);
    expect(found[0]).toBe(`«${tomorrow}» è nel futuro (oggi è ${today}): ${found[0].split(': ').slice(1).join(': ')}`);
  });

  it.each([
    ['a review’s date', review, ['date']],
    ['a review’s provenance', testimonial, ['provenance']],
    ['the customers counted on', 'content/site.yaml', ['customers', 'asOf']],
  ])('accepts %s of today', (_what, file, at) => {
    const value = at[0] === 'provenance' ? provenance(today) : today;
    expect(formatProblems(checkFile(file, withValue(file, at, value)))).toBe('');
  });

  it('takes today as the day in Italy: just after midnight in Rome, while it is still yesterday in UTC, today’s date is not in the future', () => {
    // 23:30 UTC on 12 March 2026 is 00:30 on 13 March in Rome.
    jest.useFakeTimers({
      now: Date.parse('2026-03-12T23:30:00Z'),
      doNotFake: ['setTimeout', 'setInterval', 'setImmediate', 'nextTick', 'queueMicrotask'],
    });
    try {
      expect(italianToday()).toBe('2026-03-13');
      expect(messages(review, withValue(review, ['date'], '2026-03-13'))).toEqual([]);
      expect(messages(review, withValue(review, ['date'], '2026-03-14'))).toEqual([
        expect.stringMatching(/nel futuro/),
      ]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('refuses a legal text revised next month, and accepts this month', () => {
    const file = 'content/pages/privacy.md';
    const month = (day: string) => `${MONTHS[Number(day.slice(5, 7)) - 1]} ${day.slice(0, 4)}`;
    const nextMonth = month(dayAfter(`${today.slice(0, 8)}01`, 32));
    const edit = (value: string) => read(file).replace(/^lastUpdated: .*$/m, `lastUpdated: ${value}`);
    expect(messages(file, edit(nextMonth))).toEqual([
      expect.stringMatching(
        new RegExp(`^«${nextMonth}» è nel futuro \\(siamo a ${month(today)}\\): scrivi il mese dell’ultima revisione`),
      ),
    ]);
    expect(messages(file, edit(month(today)))).toEqual([]);
  });

  it('accepts a closing day in the future: it is there to come', () => {
    const file = 'content/site.yaml';
    expect(
      formatProblems(checkFile(file, withValue(file, ['closedDays'], [{ from: tomorrow, reason: 'Ferie' }]))),
    ).toBe('');
  });
});
