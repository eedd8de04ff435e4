/** @jest-environment node */
import { canonicalRequestNumber, REQUEST_NUMBER_PATTERN } from '@/lib/contact/request-number';
import { newRequestCode, REQUEST_CODE_ATTEMPTS, REQUEST_CODE_PATTERN } from '@/lib/request-code';
import { listRequests } from '@/server/store/lifecycle';
import { acceptRequest, findRequest, recentRequests, RequestCodesExhaustedError } from '@/server/store/requests';
import { counts, newRequest, testDatabases } from './support/request-service';

/**
 * A request's number says nothing (not how many came before): a code drawn at random, unique,
 * drawn again when taken, on SQLite and on PostgreSQL; the numbers given before stay valid.
 */
jest.setTimeout(120_000);

const LEGACY = 'L-2026-000123';

/** A generator that gives these codes in turn, then fresh ones. */
const drawing =
  (...codes: string[]) =>
  () =>
    codes.shift() ?? newRequestCode();

describe('the number a page or the service reads', () => {
  it('is a code or a number given before the codes, and nothing else', () => {
    for (const number of [newRequestCode(), 'L-7KQ4M', LEGACY, 'L-2025-1234567'])
      expect(number).toMatch(REQUEST_NUMBER_PATTERN);
    for (const other of [
      '',
      'L-',
      'L-7KQ4',
      'L-7KQ4MM',
      'L-7KO4M',
      'l-7kq4m',
      ' L-7KQ4M',
      'X-7KQ4M',
      'L-2026-12',
      'L-26-000123',
      `${LEGACY}<b>`,
      '<script>alert(1)</script>',
    ]) {
      expect(other).not.toMatch(REQUEST_NUMBER_PATTERN);
    }
  });

  it('is written as the service stores it when someone types it', () => {
    expect(canonicalRequestNumber(' l 7kq4m ')).toBe('L-7KQ4M');
    expect(canonicalRequestNumber(' l-2026-000123 ')).toBe(LEGACY);
    expect(canonicalRequestNumber('L-2026-12')).toBeNull();
  });
});

describe.each(testDatabases())('on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.open>>;
  let clock = Date.UTC(2026, 10, 26, 9);
  const options = (newCode?: () => string) => ({
    now: clock++,
    teamEmail: 'team@limenta.it',
    confirmationLimit: { max: 1_000_000, windowMs: 60_000 },
    newCode,
  });

  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close(db));
  beforeEach(() => database.reset(db));

  it('gives 1,000 requests 1,000 different codes, in no order, while the list still goes by arrival', async () => {
    const numbers: string[] = [];
    for (let i = 0; i < 1000; i++) {
      const outcome = await acceptRequest(db, newRequest({ message: `Richiesta ${i}` }), options());
      if (outcome.kind !== 'created') throw new Error(outcome.kind);
      numbers.push(outcome.request.number);
    }
    for (const number of numbers) expect(number).toMatch(REQUEST_CODE_PATTERN);
    expect(new Set(numbers).size).toBe(1000);
    expect(numbers).not.toEqual([...numbers].sort());
    const increases = numbers.slice(1).filter((number, i) => number > numbers[i]).length;
    expect(increases).toBeGreaterThan(400);
    expect(increases).toBeLessThan(600);
    expect((await recentRequests(db, 1000)).map((request) => request.number)).toEqual(numbers.reverse());
  });

  it('draws again, in the same transaction, a code another request has', async () => {
    const first = await acceptRequest(db, newRequest(), options(drawing('L-7KQ4M')));
    expect(first.kind === 'created' && first.request.number).toBe('L-7KQ4M');
    const second = await acceptRequest(
      db,
      newRequest({ message: 'Un’altra' }),
      options(drawing('L-7KQ4M', 'L-7KQ4M', 'L-3HX9P')),
    );
    expect(second.kind).toBe('created');
    expect(second.request.number).toBe('L-3HX9P');
    expect((await findRequest(db, 'L-3HX9P'))?.message).toBe('Un’altra');
    expect(await counts(db)).toEqual({ requests: 2, emails: 4 });
  });

  it('gives up, storing nothing, when every code it draws is taken', async () => {
    await acceptRequest(db, newRequest(), options(drawing('L-7KQ4M')));
    const taken = Array.from({ length: REQUEST_CODE_ATTEMPTS }, () => 'L-7KQ4M');
    await expect(acceptRequest(db, newRequest({ message: 'Un’altra' }), options(drawing(...taken)))).rejects.toThrow(
      RequestCodesExhaustedError,
    );
    expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
  });

  it('answers a copy of a request (the same idempotency key) with its code, drawing none', async () => {
    const request = newRequest();
    const first = await acceptRequest(db, request, options());
    const copy = await acceptRequest(db, request, options(drawing(first.request.number)));
    expect(copy).toEqual({ kind: 'replayed', request: first.request });
    const other = await acceptRequest(db, request, options(drawing('L-3HX9P')));
    expect(other.kind).toBe('replayed');
    expect(other.request.number).toBe(first.request.number);
    expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
  });

  it('still finds a request by the number it was given before the codes, and by its code typed loosely', async () => {
    const old = await acceptRequest(db, newRequest(), options());
    await db.query('UPDATE requests SET number = ? WHERE id = ?', [LEGACY, old.request.id]);
    const recent = await acceptRequest(db, newRequest({ message: 'Un’altra' }), options(drawing('L-7KQ4M')));
    expect((await findRequest(db, LEGACY))?.id).toBe(old.request.id);
    expect((await findRequest(db, ` ${LEGACY.toLowerCase()} `))?.id).toBe(old.request.id);
    expect((await findRequest(db, 'l 7kq4m'))?.id).toBe(recent.request.id);
    expect(await findRequest(db, 'L-2026-000124')).toBeNull();
    expect(await findRequest(db, String(old.request.id))).toBeNull();
    const search = async (text: string) =>
      (await listRequests(db, { status: null, search: text, page: 1, pageSize: 10 })).requests.map(
        (request) => request.number,
      );
    expect(await search(LEGACY)).toEqual([LEGACY]);
    expect(await search('l-7kq 4m')).toEqual(['L-7KQ4M']);
  });
});
