/** @jest-environment node */
import { fillTemplate } from '@/lib/format';
import { addWorkingMs, deadlineLabel, isOpenAt, nextOpening, replyDeadline, timeLeftLabel } from '@/lib/working-hours';
import { mailSettingsOf } from '@/server/config';
import type { Mailer } from '@/server/mail/mailer';
import { changeRequest, teamRequestById } from '@/server/store/lifecycle';
import { teamMailComposers } from '@/server/team';
import { ALERT_LATE_MS, ALERT_WORKING_HOURS, createAgenda, DIGEST_LATE_MS, latestOpening } from '@/server/team/agenda';
import { mailerOn, testDatabases, texts } from './support/request-service';
import { HOUR, MINUTE, storeRequest, teamConfig, teamTestBed } from './support/team-area';

/**
 * A request's deadline where the team reads it: in the subject of the team's email, in the morning
 * digest at each opening, and in an alert when 4 working hours are left without a reply. Times come
 * from the schedule of content/site.yaml; the clock is the test's.
 */
jest.setTimeout(90_000);

const schedule = texts.site;
const { deadlines } = texts.team;
const { alert, digest } = texts.team.area;
// An opening of the customer service after Thursday 26 November 2026.
const OPENING = nextOpening(Date.parse('2026-11-26T20:00:00+01:00'), schedule);

describe('the latest opening', () => {
  it('is the start of the span the service is in, or an earlier one while it is closed', () => {
    expect(latestOpening(OPENING, schedule)).toBe(OPENING);
    expect(latestOpening(OPENING + HOUR, schedule)).toBe(OPENING);
    expect(latestOpening(OPENING - 1, schedule)).not.toBe(OPENING);
  });
});

describe.each(testDatabases())('on $name', (database) => {
  const bed = teamTestBed(database);
  // Opened in the bed's beforeAll.
  let { db, smtp } = bed;
  let mailer: Mailer;
  const clock = { now: OPENING };
  const config = teamConfig();

  beforeAll(() => ({ db, smtp } = bed));
  beforeEach(async () => {
    mailer = mailerOn(db, smtp, config, { now: () => clock.now, composers: teamMailComposers(db, texts, config) });
  });
  afterEach(() => mailer.stop());

  const agenda = () =>
    createAgenda({
      db,
      texts,
      settings: mailSettingsOf(config),
      retentionMonths: 12,
      now: () => clock.now,
      log: (line) => console.error(line),
    });
  const toTeam = () => smtp.messages.filter((message) => message.to.includes(config.teamEmail));

  it('writes by when to reply in the subject of the team’s email', async () => {
    clock.now = OPENING + HOUR;
    const request = await storeRequest(db, clock.now);
    await mailer.runOnce();
    await smtp.waitFor(2);
    const team = toTeam()[0];
    const replyBy = fillTemplate(deadlines.replyBy, {
      date: deadlineLabel(replyDeadline(request.createdAt, schedule), deadlines),
    });
    const subject = fillTemplate(texts.requests.team.subject, {
      number: request.number,
      form: texts.requests.formNames.ordine,
      name: request.name,
    });
    expect(team.subject).toBe(fillTemplate(deadlines.teamSubject, { subject, replyBy }));
  });

  it('alerts the team once when a request has 4 working hours left without a reply, and not a minute before', async () => {
    const received = OPENING + 30 * MINUTE;
    const request = await storeRequest(db, received);
    const answered = await storeRequest(db, received);
    const deadline = replyDeadline(received, schedule);
    const fourHoursLeft = addWorkingMs(received, (schedule.replyHours - ALERT_WORKING_HOURS) * HOUR, schedule);
    const clockOf = agenda();

    clock.now = fourHoursLeft - MINUTE;
    expect(await clockOf.tick()).toMatchObject({ alerts: 0 });
    expect(await teamRequestById(db, request.id)).toMatchObject({ deadlineAt: deadline });
    await changeRequest(db, { requestId: answered.id, action: 'phone', actor: config.teamEmails[0], at: clock.now });

    clock.now = fourHoursLeft;
    expect(await clockOf.tick()).toMatchObject({ alerts: 1 });
    clock.now += MINUTE;
    expect(await clockOf.tick()).toMatchObject({ alerts: 0 });
    // Another process on the same database does not send it again either.
    expect(await agenda().tick()).toMatchObject({ alerts: 0 });

    smtp.messages.length = 0;
    await mailer.runOnce();
    const alerts = toTeam().filter(
      (message) =>
        message.subject === fillTemplate(alert.subject, { number: request.number, hours: ALERT_WORKING_HOURS }),
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0].text).toContain(
      fillTemplate(alert.text, {
        number: request.number,
        name: request.name,
        left: timeLeftLabel(deadline, clock.now, deadlines),
        deadline: deadlineLabel(deadline, deadlines),
      }),
    );
    expect(alerts[0].text).toContain(`${config.serviceUrl}/team/richieste/${request.id}`);
    expect(
      toTeam().filter(
        (message) =>
          message.subject === fillTemplate(alert.subject, { number: answered.number, hours: ALERT_WORKING_HOURS }),
      ),
    ).toEqual([]);
  });

  it('sends no alert for a request long past its deadline (stored before the area, or while the service was down): the digest lists it', async () => {
    const old = await storeRequest(db, OPENING - 30 * 24 * HOUR);
    const clockOf = agenda();
    clock.now = OPENING;
    expect(await clockOf.tick()).toEqual({ digest: true, alerts: 0 });
    expect(replyDeadline(old.createdAt, schedule)).toBeLessThan(clock.now - ALERT_LATE_MS);
  });

  it('sends at the opening one digest of the requests awaiting a reply, the most urgent first, and nothing more that day', async () => {
    const yesterday = latestOpening(OPENING - 1, schedule)!;
    const older = await storeRequest(db, yesterday + HOUR, { name: 'Anna Prima' });
    const newer = await storeRequest(db, yesterday + 2 * HOUR, { name: 'Bruno Dopo' });
    const clockOf = agenda();

    clock.now = OPENING - MINUTE;
    expect(isOpenAt(clock.now, schedule)).toBe(false);
    expect(await clockOf.tick()).toMatchObject({ digest: false });
    clock.now = OPENING;
    expect(await clockOf.tick()).toMatchObject({ digest: true });
    clock.now = OPENING + 30 * MINUTE;
    expect(await clockOf.tick()).toMatchObject({ digest: false });

    smtp.messages.length = 0;
    await mailer.runOnce();
    const digests = toTeam().filter((message) => message.subject === fillTemplate(digest.subject, { count: 2 }));
    expect(digests).toHaveLength(1);
    const lines = [older, newer].map((request) => {
      const deadline = replyDeadline(request.createdAt, schedule);
      return fillTemplate(digest.line, {
        number: request.number,
        name: request.name,
        left: timeLeftLabel(deadline, clock.now, deadlines),
        deadline: deadlineLabel(deadline, deadlines),
      });
    });
    const text = digests[0].text;
    expect(text.indexOf(lines[0])).toBeGreaterThan(-1);
    expect(text.indexOf(lines[1])).toBeGreaterThan(text.indexOf(lines[0]));
    expect(text).toContain(`${config.serviceUrl}/team/`);
  });

  it('sends no digest of nothing, none for a request arriving after the opening, and none hours late', async () => {
    const clockOf = agenda();
    clock.now = OPENING;
    expect(await clockOf.tick()).toMatchObject({ digest: false });
    await storeRequest(db, OPENING + HOUR);
    clock.now = OPENING + HOUR + MINUTE;
    expect(await clockOf.tick()).toMatchObject({ digest: false });

    const next = nextOpening(OPENING, schedule);
    clock.now = next + DIGEST_LATE_MS + MINUTE;
    expect(await clockOf.tick()).toMatchObject({ digest: false });
    const [{ count }] = await db.query<{ count: number }>(`SELECT COUNT(*) AS count FROM outbox WHERE kind = 'agenda'`);
    expect(Number(count)).toBe(0);
  });

  it('starts its timer and stops: no look at the clock after that', async () => {
    const clockOf = agenda();
    clockOf.start();
    await clockOf.stop();
    expect(await clockOf.tick()).toEqual({ digest: false, alerts: 0 });
  });
});
