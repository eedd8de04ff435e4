/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { siteSchema } from '@/content/schemas/site';
import { site } from '@/content/site';
import { teamTexts } from '@/content/team';
import { checkFile, formatProblems } from '@/lib/content/check';
import { loadContent } from '@/lib/content/parse';
import { fillTemplate } from '@/lib/format';
import {
  addWorkingMs,
  deadlineLabel,
  easterSunday,
  isOpenAt,
  italianHolidays,
  nextOpening,
  replyDeadline,
  timeLeft,
  timeLeftLabel,
  workingMsBetween,
  type WorkingSchedule,
} from '@/lib/working-hours';

/**
 * The arithmetic runs on an explicit schedule of its own (the one the site shows at launch: Monday
 * to Friday 9–18, Saturday 9–13, 24 working hours), so each expected instant can be written out and
 * an editor's change of hours never breaks it. What depends on the content (the site's own schedule,
 * a closing day written in content/site.yaml, the team's words) reads content/.
 */
const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'];
const schedule: WorkingSchedule = {
  hours: [
    { dayOfWeek: WEEKDAYS, opens: '09:00', closes: '18:00' },
    { dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    { dayOfWeek: ['Sunday'], opens: null, closes: null },
  ],
  replyHours: 24,
};

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** An instant written with its Italian offset: +01:00 in winter, +02:00 in summer time. */
const at = (iso: string) => {
  const time = Date.parse(iso);
  if (Number.isNaN(time) || !/[+-]\d\d:\d\d$|Z$/.test(iso)) throw new Error(`not an instant: ${iso}`);
  return time;
};
const iso = (time: number) => new Date(time).toISOString();
const deadline = (received: string, withSchedule = schedule) => iso(replyDeadline(at(received), withSchedule));

describe('the deadline of a request: 24 working hours from its receipt', () => {
  it('during opening hours counts from the receipt (Monday 10:00: 8 h + Tuesday 9 h + Wednesday 7 h)', () => {
    expect(deadline('2026-03-02T10:00+01:00')).toBe(iso(at('2026-03-04T16:00+01:00')));
  });

  it('in the evening, or before opening, starts at the next opening', () => {
    expect(deadline('2026-03-03T20:00+01:00')).toBe(iso(at('2026-03-06T15:00+01:00')));
    expect(deadline('2026-03-04T07:30+01:00')).toBe(iso(at('2026-03-06T15:00+01:00')));
    // At closing time the day is over; at opening time it has begun.
    expect(deadline('2026-03-03T18:00+01:00')).toBe(iso(at('2026-03-06T15:00+01:00')));
    expect(deadline('2026-03-04T09:00+01:00')).toBe(iso(at('2026-03-06T15:00+01:00')));
  });

  it('from a Friday evening: Saturday morning gives only 4 h, then Monday, Tuesday and 2 h of Wednesday', () => {
    expect(deadline('2026-03-06T19:00+01:00')).toBe(iso(at('2026-03-11T11:00+01:00')));
    expect(workingMsBetween(at('2026-03-06T19:00+01:00'), at('2026-03-09T09:00+01:00'), schedule)).toBe(4 * HOUR);
  });

  it('over the weekend: Saturday afternoon and Sunday (closed all day) start on Monday at 9', () => {
    expect(deadline('2026-03-07T12:00+01:00')).toBe(iso(at('2026-03-11T14:00+01:00')));
    expect(deadline('2026-03-07T14:00+01:00')).toBe(iso(at('2026-03-11T15:00+01:00')));
    expect(deadline('2026-03-08T11:00+01:00')).toBe(iso(at('2026-03-11T15:00+01:00')));
  });

  it('that falls at closing time stays there, not at the next opening (8 December is a holiday)', () => {
    // Monday 7 December 12:00: 6 h, Tuesday 8 closed, Wednesday 9 h, Thursday 9 h up to 18:00.
    expect(deadline('2026-12-07T12:00+01:00')).toBe(iso(at('2026-12-10T18:00+01:00')));
  });

  it('skips Easter Monday: 6 April 2026', () => {
    // Saturday 4 April 12:00: 1 h; Sunday 5 (Easter) and Monday 6 closed; Tuesday 9 h, Wednesday 9 h, Thursday 5 h.
    expect(deadline('2026-04-04T12:00+02:00')).toBe(iso(at('2026-04-09T14:00+02:00')));
  });

  it('skips Easter Monday 29 March 2027, the day after the change to summer time', () => {
    // Friday 26 March 17:00: 1 h; Saturday 4 h; Sunday 28 (Easter, clocks forward) and Monday 29 closed; Tuesday 9 h, Wednesday 9 h, Thursday 1 h.
    expect(deadline('2027-03-26T17:00+01:00')).toBe(iso(at('2027-04-01T10:00+02:00')));
  });

  it('skips 25 and 26 December, and the Sunday after them', () => {
    // Thursday 24 December 15:00: 3 h; Friday 25, Saturday 26, Sunday 27 closed; Monday 9 h, Tuesday 9 h, Wednesday 3 h.
    expect(deadline('2026-12-24T15:00+01:00')).toBe(iso(at('2026-12-30T12:00+01:00')));
  });

  it('skips 4 October from 2026 (legge 151/2025): Monday 4 October 2027', () => {
    expect(deadline('2027-10-01T17:00+02:00')).toBe(iso(at('2027-10-07T10:00+02:00')));
    expect(italianHolidays(2025)).not.toContain('2025-10-04');
    expect(italianHolidays(2027)).toContain('2027-10-04');
  });

  it('skips the closing days of the schedule: a run of days, and a single day', () => {
    const closing: WorkingSchedule = {
      ...schedule,
      closedDays: [{ from: '2026-08-10', to: '2026-08-21' }, { from: '2026-06-01' }],
    };
    // Friday 7 August 17:00: 1 h; Saturday 4 h; closed 10–21 August; Saturday 22 4 h; Monday 24 9 h; Tuesday 25 6 h.
    expect(deadline('2026-08-07T17:00+02:00', closing)).toBe(iso(at('2026-08-25T15:00+02:00')));
    // Friday 29 May 12:00: 6 h; Saturday 4 h; Monday 1 June closed, Tuesday 2 June a holiday; Wednesday 9 h, Thursday 5 h.
    expect(deadline('2026-05-29T12:00+02:00', closing)).toBe(iso(at('2026-06-04T14:00+02:00')));
    expect(deadline('2026-05-29T12:00+02:00')).toBe(iso(at('2026-06-03T14:00+02:00')));
  });

  it('across the change to summer time (29 March 2026): Monday opens at 9 summer time, 07:00 UTC', () => {
    expect(deadline('2026-03-28T12:00+01:00')).toBe(iso(at('2026-04-01T14:00+02:00')));
    expect(nextOpening(at('2026-03-28T13:00+01:00'), schedule)).toBe(Date.parse('2026-03-30T07:00:00Z'));
    // Saturday 12:00 winter time to Monday 12:00 summer time: 1 h + 3 h, though 47 hours of clock time have passed.
    expect(workingMsBetween(at('2026-03-28T12:00+01:00'), at('2026-03-30T12:00+02:00'), schedule)).toBe(4 * HOUR);
  });

  it('across the change back (25 October 2026): Monday opens at 9 winter time, 08:00 UTC', () => {
    expect(deadline('2026-10-24T12:00+02:00')).toBe(iso(at('2026-10-28T14:00+01:00')));
    expect(nextOpening(at('2026-10-24T13:00+02:00'), schedule)).toBe(Date.parse('2026-10-26T08:00:00Z'));
  });

  it('counts real time when the hours span the change itself: a Sunday night 01:00–05:00 lasts 3 h in March, 5 h in October', () => {
    const night: WorkingSchedule = {
      hours: [{ dayOfWeek: ['Sunday'], opens: '01:00', closes: '05:00' }],
      replyHours: 4,
    };
    expect(workingMsBetween(at('2026-03-28T12:00+01:00'), at('2026-03-30T12:00+02:00'), night)).toBe(3 * HOUR);
    expect(workingMsBetween(at('2026-10-24T12:00+02:00'), at('2026-10-26T12:00+01:00'), night)).toBe(5 * HOUR);
    expect(workingMsBetween(at('2026-03-21T12:00+01:00'), at('2026-03-23T12:00+01:00'), night)).toBe(4 * HOUR);
    expect(nextOpening(at('2026-10-24T12:00+02:00'), night)).toBe(at('2026-10-25T01:00+02:00'));
    // 4 working hours from Saturday: the 3 h of 29 March, then (5 April is Easter) 1 h of 12 April.
    expect(deadline('2026-03-28T12:00+01:00', night)).toBe(iso(at('2026-04-12T02:00+02:00')));
  });

  it('takes a clock time skipped in March as the same time after the jump, and one shown twice in October as the first', () => {
    const odd: WorkingSchedule = { hours: [{ dayOfWeek: ['Sunday'], opens: '02:30', closes: '06:00' }], replyHours: 1 };
    expect(nextOpening(at('2026-03-28T12:00+01:00'), odd)).toBe(at('2026-03-29T03:30+02:00'));
    expect(nextOpening(at('2026-10-24T12:00+02:00'), odd)).toBe(at('2026-10-25T02:30+02:00'));
  });

  it('merges the spans of one day and counts a break as closed', () => {
    const lunch: WorkingSchedule = {
      hours: [
        { dayOfWeek: WEEKDAYS, opens: '09:00', closes: '13:00' },
        { dayOfWeek: WEEKDAYS, opens: '14:00', closes: '18:00' },
        { dayOfWeek: ['Monday'], opens: '12:00', closes: '13:30' },
      ],
      replyHours: 8,
    };
    expect(workingMsBetween(at('2026-03-02T00:00+01:00'), at('2026-03-03T00:00+01:00'), lunch)).toBe(8.5 * HOUR);
    expect(workingMsBetween(at('2026-03-03T00:00+01:00'), at('2026-03-04T00:00+01:00'), lunch)).toBe(8 * HOUR);
    expect(isOpenAt(at('2026-03-03T13:30+01:00'), lunch)).toBe(false);
    expect(nextOpening(at('2026-03-03T13:00+01:00'), lunch)).toBe(at('2026-03-03T14:00+01:00'));
    expect(deadline('2026-03-03T12:00+01:00', lunch)).toBe(iso(at('2026-03-04T12:00+01:00')));
  });

  it('is refused when the schedule never opens, rather than searched for ever', () => {
    const never: WorkingSchedule = { hours: [{ dayOfWeek: ['Sunday'], opens: null, closes: null }], replyHours: 24 };
    expect(() => replyDeadline(at('2026-03-02T10:00+01:00'), never)).toThrow(RangeError);
    const closedForYears: WorkingSchedule = { ...schedule, closedDays: [{ from: '2026-01-01', to: '2029-12-31' }] };
    expect(() => nextOpening(at('2026-03-02T10:00+01:00'), closedForYears)).toThrow(/closedDays/);
    expect(
      nextOpening(at('2026-03-02T10:00+01:00'), {
        ...schedule,
        closedDays: [{ from: '2026-01-01', to: '2026-12-31' }],
      }),
    ).toBe(at('2027-01-02T09:00+01:00'));
  });
});

describe('Italy’s national holidays', () => {
  it('puts Easter where the calendar does', () => {
    const known = {
      2024: '2024-03-31',
      2025: '2025-04-20',
      2026: '2026-04-05',
      2027: '2027-03-28',
      2028: '2028-04-16',
      2038: '2038-04-25',
      2285: '2285-03-22',
      1943: '1943-04-25',
    };
    for (const [year, easter] of Object.entries(known)) expect(easterSunday(Number(year))).toBe(easter);
  });

  it('lists the twelve (thirteen from 2026) days of the law, Easter Sunday and Monday included', () => {
    expect(italianHolidays(2026)).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-05',
      '2026-04-06',
      '2026-04-25',
      '2026-05-01',
      '2026-06-02',
      '2026-08-15',
      '2026-10-04',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(italianHolidays(2025)).toHaveLength(12);
  });
});

describe('working time', () => {
  it('between two instants counts only the open hours, negative when the second comes first', () => {
    const monday = at('2026-03-02T00:00+01:00');
    const nextMonday = at('2026-03-09T00:00+01:00');
    expect(workingMsBetween(monday, nextMonday, schedule)).toBe((5 * 9 + 4) * HOUR);
    expect(workingMsBetween(at('2026-03-02T10:15+01:00'), at('2026-03-02T11:00+01:00'), schedule)).toBe(45 * MINUTE);
    expect(workingMsBetween(at('2026-03-02T18:00+01:00'), at('2026-03-03T09:00+01:00'), schedule)).toBe(0);
    expect(workingMsBetween(at('2026-03-04T16:00+01:00'), at('2026-03-02T10:00+01:00'), schedule)).toBe(-24 * HOUR);
    expect(workingMsBetween(monday, monday, schedule)).toBe(0);
  });

  it('says when 4 working hours are left: 20 working hours after receipt, where workingMsBetween gives 4 h to the deadline', () => {
    const received = at('2026-03-06T19:00+01:00');
    const alert = addWorkingMs(received, 20 * HOUR, schedule);
    expect(alert).toBe(at('2026-03-10T16:00+01:00'));
    expect(workingMsBetween(alert, replyDeadline(received, schedule), schedule)).toBe(4 * HOUR);
    // No working time to add: the next moment the service is open.
    expect(addWorkingMs(at('2026-03-08T11:00+01:00'), 0, schedule)).toBe(at('2026-03-09T09:00+01:00'));
    expect(() => addWorkingMs(received, -1, schedule)).toThrow(RangeError);
  });

  it('knows when the service is open: from opening (included) to closing (excluded), never on Sundays or holidays', () => {
    expect(isOpenAt(at('2026-03-02T09:00+01:00'), schedule)).toBe(true);
    expect(isOpenAt(at('2026-03-02T17:59+01:00'), schedule)).toBe(true);
    expect(isOpenAt(at('2026-03-02T18:00+01:00'), schedule)).toBe(false);
    expect(isOpenAt(at('2026-03-02T08:59+01:00'), schedule)).toBe(false);
    expect(isOpenAt(at('2026-03-08T11:00+01:00'), schedule)).toBe(false);
    expect(isOpenAt(at('2026-04-06T11:00+02:00'), schedule)).toBe(false);
    expect(isOpenAt(at('2026-04-07T11:00+02:00'), schedule)).toBe(true);
  });

  it('gives the next opening strictly after an instant, for a digest at opening time', () => {
    expect(nextOpening(at('2026-03-06T19:00+01:00'), schedule)).toBe(at('2026-03-07T09:00+01:00'));
    expect(nextOpening(at('2026-03-07T09:00+01:00'), schedule)).toBe(at('2026-03-09T09:00+01:00'));
    expect(nextOpening(at('2026-04-04T10:00+02:00'), schedule)).toBe(at('2026-04-07T09:00+02:00'));
    expect(nextOpening(at('2026-12-31T12:00+01:00'), schedule)).toBe(at('2027-01-02T09:00+01:00'));
  });
});

describe('the schedule of content/site.yaml', () => {
  it('gives every request a deadline replyHours working hours later, inside opening hours', () => {
    const start = at('2026-01-01T00:00+01:00');
    for (let received = start; received < start + 366 * 24 * HOUR; received += 7 * HOUR + 13 * MINUTE) {
      const due = replyDeadline(received, site);
      expect(workingMsBetween(received, due, site)).toBe(site.replyHours * HOUR);
      expect(isOpenAt(due - 1, site)).toBe(true);
    }
  });

  /** content/site.yaml with closedDays added, as an editor would write it. */
  function withClosedDays(closedDays: unknown): string {
    const document = parseDocument(readFileSync(path.join(process.cwd(), 'content/site.yaml'), 'utf8'));
    document.set('closedDays', closedDays);
    return document.toString();
  }
  const problems = (text: string) => checkFile('content/site.yaml', text).map((problem) => formatProblems([problem]));

  it('closes the days an editor lists in closedDays, past or future', () => {
    const received = at('2026-08-07T17:00+02:00');
    const edited = withClosedDays([
      { from: '2026-08-10', to: '2026-08-21', reason: 'x'.repeat(5) },
      { from: '2019-04-24', reason: 'y'.repeat(5) },
    ]);
    expect(problems(edited)).toEqual([]);
    const closing = siteSchema.parse(loadContent('content/site.yaml', edited));
    const due = replyDeadline(received, closing);
    expect(due).toBeGreaterThan(at('2026-08-22T00:00+02:00'));
    expect(workingMsBetween(at('2026-08-10T00:00+02:00'), at('2026-08-22T00:00+02:00'), closing)).toBe(0);
    expect(workingMsBetween(received, due, closing)).toBe(site.replyHours * HOUR);
  });

  it('says in Italian, on one line, when a closing day is not a date or ends before it begins', () => {
    const [notADate] = problems(withClosedDays([{ from: '10/08/2026', reason: 'x'.repeat(5) }]));
    expect(notADate).toMatch(
      /^content\/site\.yaml:\d+ › .*chiusura 1 › from .*«10\/08\/2026» non è una data valida: scrivila come AAAA-MM-GG/,
    );
    expect(problems(withClosedDays([{ from: '2026-02-30', reason: 'x'.repeat(5) }]))).toHaveLength(1);
    const [backwards] = problems(withClosedDays([{ from: '2026-08-21', to: '2026-08-10', reason: 'x'.repeat(5) }]));
    expect(backwards).toMatch(/chiusura 1 › to .*finisce \(2026-08-10\) prima di cominciare \(2026-08-21\)/);
    expect(problems(withClosedDays([{ from: '2026-08-21' }]))).toEqual([expect.stringMatching(/reason/)]);
  });

  it('keeps replyHours and the number of the reply promise the same', () => {
    const promised = /(\d+)\s*ore/.exec(site.replyPromise);
    expect(promised && Number(promised[1])).toBe(site.replyHours);
    const document = parseDocument(readFileSync(path.join(process.cwd(), 'content/site.yaml'), 'utf8'));
    document.set('replyHours', site.replyHours + 24);
    const [mismatch] = problems(document.toString());
    expect(mismatch).toMatch(
      new RegExp(
        `replyHours.*è ${site.replyHours + 24}, ma la promessa di risposta \\(replyPromise\\) dice «${promised![0]}»`,
      ),
    );
  });
});

describe('how the team reads a deadline, in the words of content/team.yaml', () => {
  const texts = teamTexts.deadlines;
  const due = at('2025-12-01T12:00+01:00');
  const label = (overdue: boolean, form: keyof typeof texts.duration, values: Record<string, number>) =>
    fillTemplate(overdue ? texts.overdue : texts.dueIn, { duration: fillTemplate(texts.duration[form], values) });

  it('writes the time left to the minute, rounded up, and the time past rounded down', () => {
    expect(timeLeft(due, due - (3 * HOUR + 19 * MINUTE + 1000))).toEqual({
      overdue: false,
      form: 'hoursMinutes',
      days: 0,
      hours: 3,
      minutes: 20,
    });
    expect(timeLeftLabel(due, due - (3 * HOUR + 19 * MINUTE + 1000), texts)).toBe(
      label(false, 'hoursMinutes', { hours: 3, minutes: 20 }),
    );
    expect(timeLeft(due, due + 2 * HOUR + 40_000)).toEqual({
      overdue: true,
      form: 'hours',
      days: 0,
      hours: 2,
      minutes: 0,
    });
    expect(timeLeftLabel(due, due + 2 * HOUR + 40_000, texts)).toBe(label(true, 'hours', { hours: 2 }));
    expect(timeLeftLabel(due, due - 59_000, texts)).toBe(label(false, 'minutes', { minutes: 1 }));
    expect(timeLeftLabel(due, due + 59_000, texts)).toBe(label(true, 'minutes', { minutes: 0 }));
    expect(timeLeft(due, due).overdue).toBe(true);
  });

  it('counts days and hours from a day on, without minutes', () => {
    expect(timeLeft(due, due - (23 * HOUR + 59 * MINUTE + 30_000))).toMatchObject({ form: 'days', days: 1, hours: 0 });
    expect(timeLeftLabel(due, due - (49 * HOUR + MINUTE), texts)).toBe(
      label(false, 'daysHours', { days: 2, hours: 2 }),
    );
    expect(timeLeftLabel(due, due + 26 * HOUR + 50 * MINUTE, texts)).toBe(
      label(true, 'daysHours', { days: 1, hours: 2 }),
    );
  });

  it('writes the deadline in Italian time with the language’s abbreviations, in the order of the template', () => {
    // The abbreviations are Italian calendar data of Node and browsers (Intl), not texts of the code.
    expect(deadlineLabel(due, texts)).toBe(
      fillTemplate(texts.date, { weekday: 'lun', day: 1, month: 'dic', time: '12:00' }),
    );
    expect(deadlineLabel(at('2026-07-04T09:05+02:00'), texts)).toBe(
      fillTemplate(texts.date, { weekday: 'sab', day: 4, month: 'lug', time: '09:05' }),
    );
    expect(deadlineLabel(at('2026-03-29T23:30+02:00'), texts)).toBe(
      fillTemplate(texts.date, { weekday: 'dom', day: 29, month: 'mar', time: '23:30' }),
    );
    expect(fillTemplate(texts.replyBy, { date: deadlineLabel(due, texts) })).toContain(deadlineLabel(due, texts));
  });
});
