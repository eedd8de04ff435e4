import type { DeadlineTexts } from '@/content/schemas/team';
import { fillTemplate } from './format';

/**
 * The customer service's working time, as content/site.yaml states it: the opening hours the
 * pages show (hours), the days it stays closed (closedDays) and within how many working hours a
 * request gets its reply (replyHours). Sundays are closed because the hours say so; Italy's
 * national holidays are closed whatever the hours say («dal lunedì al sabato, festivi esclusi»).
 *
 * Instants are milliseconds since the epoch; days and clock times are Italian (Europe/Rome), so a
 * day that opens at 09:00 opens at 09:00 in winter and in summer time alike. A working hour is an
 * hour of real time while the service is open. Pure, with no import from Node: the request service
 * and the browser share it.
 */

const TIME_ZONE = 'Europe/Rome';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A closure longer than this (two years) means the content can never be met: better to say so than to loop. */
const MOST_CLOSED_DAYS = 731;

/** What these helpers need of content/site.yaml: the site's data is one. */
export interface WorkingSchedule {
  hours: ReadonlyArray<{ dayOfWeek: readonly string[]; opens: string | null; closes: string | null }>;
  closedDays?: ReadonlyArray<{ from: string; to?: string }>;
  replyHours: number;
}

// ---- Days and clock times in Italy -------------------------------------------------------------

/**
 * A day of the calendar is counted as days since 1970-01-01: its midnight, written as if it were
 * UTC, is day × DAY. Wall-clock times of Italy are written the same way (as if they were UTC), which
 * makes days and minutes plain arithmetic; only the offset of Italian time turns them into instants.
 */
const romeClock = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The English names of the weekdays, as content/site.yaml lists them in dayOfWeek (schema.org's), from day 0 (a Thursday) on. */
const weekdayName = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long' });
const weekdayNames = Array.from({ length: 7 }, (_, day) => weekdayName.format(day * DAY));
const weekdayOf = (day: number) => weekdayNames[((day % 7) + 7) % 7];

/**
 * Offsets by UTC hour: Italy changes its clocks on the hour (01:00 UTC), so the offset holds for
 * the whole hour. Asking Intl once per hour takes a deadline from about 1 ms to 0.15 ms, and to
 * 0.02 ms for the hours already asked.
 */
const offsetsByHour = new Map<number, number>();

/** How far Italian time is ahead of UTC at an instant: one hour in winter, two in summer time. */
function offsetAt(at: number): number {
  const hour = Math.floor(at / HOUR);
  let offset = offsetsByHour.get(hour);
  if (offset === undefined) {
    const parts = Object.fromEntries(
      romeClock.formatToParts(hour * HOUR).map((part) => [part.type, Number(part.value)]),
    );
    offset = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) - hour * HOUR;
    if (offsetsByHour.size >= 100_000) offsetsByHour.clear();
    offsetsByHour.set(hour, offset);
  }
  return offset;
}

/** The Italian day of an instant. */
function dayOf(at: number): number {
  return Math.floor((at + offsetAt(at)) / DAY);
}

/**
 * The instant at which Italian clocks show `minute` (minutes after midnight) on `day`. Where clocks
 * show that time twice (the last Sunday of October, 02:00–03:00) the first one; where they never
 * show it (the last Sunday of March, 02:00–03:00) the time as many minutes past the jump: the
 * choices of JavaScript's Temporal ("compatible").
 */
function instantOf(day: number, minute: number): number {
  const wall = day * DAY + minute * MINUTE;
  const before = offsetAt(wall - DAY);
  const after = offsetAt(wall + DAY);
  const shown = [wall - before, wall - after].filter((at) => at + offsetAt(at) === wall);
  return shown.length > 0 ? Math.min(...shown) : wall - before;
}

/** 2026-04-06 → its day number; RangeError for anything else (the content check rejects it first). */
function dayOfIso(date: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN;
  if (!match || new Date(time).toISOString().slice(0, 10) !== date)
    throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  return time / DAY;
}

const isoOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

// ---- Public holidays ----------------------------------------------------------------------------

/**
 * Italy's national holidays on a fixed day (legge 260/1949 as amended; 4 October, San Francesco,
 * by legge 151/2025 from 2026), as MM-DD with the first year each applies. Easter Sunday and Monday
 * move: easterSunday(). A town's patron saint is not national: it goes in closedDays.
 */
const FIXED_HOLIDAYS: ReadonlyArray<{ date: string; since?: number }> = [
  { date: '01-01' },
  { date: '01-06' },
  { date: '04-25' },
  { date: '05-01' },
  { date: '06-02' },
  { date: '08-15' },
  { date: '10-04', since: 2026 },
  { date: '11-01' },
  { date: '12-08' },
  { date: '12-25' },
  { date: '12-26' },
];

/** Easter Sunday of a year (Gregorian calendar), by the anonymous algorithm (Meeus/Jones/Butcher): 2026 → 2026-04-05. */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return isoOf(Date.UTC(year, month - 1, day) / DAY);
}

const holidaysByYear = new Map<number, ReadonlySet<number>>();

function holidayDays(year: number): ReadonlySet<number> {
  let days = holidaysByYear.get(year);
  if (!days) {
    const easter = dayOfIso(easterSunday(year));
    const fixed = FIXED_HOLIDAYS.filter((holiday) => (holiday.since ?? year) <= year).map((holiday) =>
      dayOfIso(`${year}-${holiday.date}`),
    );
    days = new Set([...fixed, easter, easter + 1]);
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Italy's national holidays of a year, as YYYY-MM-DD in the order of the calendar. */
export function italianHolidays(year: number): string[] {
  return [...holidayDays(year)].sort((a, b) => a - b).map(isoOf);
}

const isHoliday = (day: number) => holidayDays(new Date(day * DAY).getUTCFullYear()).has(day);

// ---- The schedule -------------------------------------------------------------------------------

interface Timetable {
  /** Open spans of each weekday, by its English name: [opens, closes) in minutes after midnight, sorted and merged. */
  spans: ReadonlyMap<string, ReadonlyArray<readonly [number, number]>>;
  closed: ReadonlyArray<readonly [number, number]>;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function timetableOf(schedule: WorkingSchedule): Timetable {
  const byDay = new Map<string, Array<[number, number]>>();
  for (const entry of schedule.hours) {
    // A day without both times is closed (the pages write «chiuso»); so is one that would close before it opens.
    if (!entry.opens || !entry.closes || minutesOf(entry.closes) <= minutesOf(entry.opens)) continue;
    for (const day of entry.dayOfWeek)
      byDay.set(day, [...(byDay.get(day) ?? []), [minutesOf(entry.opens), minutesOf(entry.closes)]]);
  }
  const spans = new Map<string, Array<readonly [number, number]>>();
  for (const [day, list] of byDay) {
    const merged: Array<[number, number]> = [];
    for (const [opens, closes] of list.sort((a, b) => a[0] - b[0])) {
      const last = merged.at(-1);
      if (last && opens <= last[1]) last[1] = Math.max(last[1], closes);
      else merged.push([opens, closes]);
    }
    spans.set(day, merged);
  }
  const closed = (schedule.closedDays ?? []).map(({ from, to }) => [dayOfIso(from), dayOfIso(to ?? from)] as const);
  return { spans, closed };
}

/** The instants a day is open, in order: none on a holiday or a closing day. */
function openSpans(day: number, timetable: Timetable): Array<readonly [number, number]> {
  if (isHoliday(day) || timetable.closed.some(([from, to]) => from <= day && day <= to)) return [];
  return (timetable.spans.get(weekdayOf(day)) ?? []).map(
    ([opens, closes]) => [instantOf(day, opens), instantOf(day, closes)] as const,
  );
}

/**
 * The open spans that end after `from`, in order, day after day: up to the day of `until` when given,
 * otherwise for as long as the caller takes them (RangeError after two years without an open hour).
 */
function* spansAfter(from: number, timetable: Timetable, until?: number): Generator<readonly [number, number]> {
  const last = until === undefined ? Infinity : dayOf(until);
  for (let day = dayOf(from), closedInARow = 0; day <= last; day += 1) {
    const spans = openSpans(day, timetable);
    closedInARow = spans.length > 0 ? 0 : closedInARow + 1;
    if (closedInARow > MOST_CLOSED_DAYS)
      throw new RangeError(
        `The schedule has no open hour in the ${MOST_CLOSED_DAYS} days after ${isoOf(day - MOST_CLOSED_DAYS)}: check hours and closedDays in content/site.yaml.`,
      );
    for (const span of spans) if (span[1] > from) yield span;
  }
}

// ---- What the request service asks --------------------------------------------------------------

/** Whether the customer service is open at an instant (at its opening, yes; at its closing, no longer). */
export function isOpenAt(at: number, schedule: WorkingSchedule): boolean {
  return openSpans(dayOf(at), timetableOf(schedule)).some(([start, end]) => start <= at && at < end);
}

/** The next time the service opens, strictly after `at` (a day that closes at lunch opens twice). */
export function nextOpening(at: number, schedule: WorkingSchedule): number {
  for (const [start] of spansAfter(at, timetableOf(schedule))) if (start > at) return start;
  throw new RangeError('unreachable: spansAfter ends by throwing');
}

/** The instant when `ms` of working time have passed since `from`; time outside opening hours does not count. */
export function addWorkingMs(from: number, ms: number, schedule: WorkingSchedule): number {
  if (!(ms >= 0)) throw new RangeError(`Working time must be zero or more, not ${ms}`);
  let left = ms;
  for (const [start, end] of spansAfter(from, timetableOf(schedule))) {
    const begin = Math.max(start, from);
    if (left <= end - begin) return begin + left;
    left -= end - begin;
  }
  throw new RangeError('unreachable: spansAfter ends by throwing');
}

/**
 * When the reply to a request received at `receivedAt` is due: replyHours working hours later. One
 * received while the service is closed starts counting at the next opening; a deadline that falls at
 * closing time stays there (Friday 18:00), not at the next opening.
 */
export function replyDeadline(receivedAt: number, schedule: WorkingSchedule): number {
  return addWorkingMs(receivedAt, schedule.replyHours * HOUR, schedule);
}

/** Working time from `from` to `to`, in ms: negative when `to` comes first (how far past a deadline, in working time). */
export function workingMsBetween(from: number, to: number, schedule: WorkingSchedule): number {
  if (to < from) return -workingMsBetween(to, from, schedule);
  let total = 0;
  for (const [start, end] of spansAfter(from, timetableOf(schedule), to)) {
    if (start >= to) break;
    total += Math.min(end, to) - Math.max(start, from);
  }
  return total;
}

// ---- How the team reads a deadline --------------------------------------------------------------

export type DurationForm = keyof DeadlineTexts['duration'];

/** How far a deadline is, in the figures content/team.yaml's templates write. */
export interface TimeLeft {
  /** The deadline has come (now ≥ deadline): «scaduta da …». */
  overdue: boolean;
  /** Which of the duration's forms applies: minutes under a day, hours from a day on. */
  form: DurationForm;
  days: number;
  hours: number;
  minutes: number;
}

/**
 * Real time (not working time) from `now` to `deadline`, as the team reads it in a list. Time left is
 * rounded up and time past rounded down, so a label never says there is more time than there is:
 * to the minute under a day, to the hour from a day on.
 */
export function timeLeft(deadline: number, now: number): TimeLeft {
  const overdue = now >= deadline;
  const round = overdue ? Math.floor : Math.ceil;
  const span = Math.abs(deadline - now);
  let total = round(span / MINUTE);
  if (total >= DAY / MINUTE) total = round(span / HOUR) * (HOUR / MINUTE);
  const days = Math.floor(total / (DAY / MINUTE));
  const hours = Math.floor((total % (DAY / MINUTE)) / (HOUR / MINUTE));
  const minutes = total % (HOUR / MINUTE);
  const form: DurationForm =
    days > 0 ? (hours > 0 ? 'daysHours' : 'days') : hours > 0 ? (minutes > 0 ? 'hoursMinutes' : 'hours') : 'minutes';
  return { overdue, form, days, hours, minutes };
}

/** «scade tra 3 h 20 min», «scaduta da 2 h»: timeLeft() in the words of content/team.yaml. */
export function timeLeftLabel(deadline: number, now: number, texts: DeadlineTexts): string {
  const { overdue, form, ...figures } = timeLeft(deadline, now);
  return fillTemplate(overdue ? texts.overdue : texts.dueIn, { duration: fillTemplate(texts.duration[form], figures) });
}

const italianDay = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const italianClock = new Intl.DateTimeFormat('it-IT', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** «lun 1 dic, 12:00»: an instant in Italian time, in content/team.yaml's order, with the language's own abbreviations. */
export function deadlineLabel(at: number, texts: DeadlineTexts): string {
  const parts = Object.fromEntries(italianDay.formatToParts(at).map((part) => [part.type, part.value]));
  return fillTemplate(texts.date, { ...parts, time: italianClock.format(at) });
}
