/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import ThankYouPage from '@/app/grazie-benvenuto/page';
import { contactFormText } from '@/content/forms';
import { grazie } from '@/content/pages/grazie-benvenuto';
import { exportedPages } from '@/server/site-pages';
import { REQUEST_CODE_EXPRESSION, REQUEST_CODE_PATTERN } from '@/lib/request-code';
import { requestsOf } from '@/server/store/requests';
import { counts, newKey, order, serviceOn, SITE_URL, testDatabases, texts, visitor } from './support/request-service';

/**
 * Every rule of POST /api/richieste, on SQLite and on PostgreSQL. Whatever is refused
 * leaves no row and no email behind; whatever is accepted is committed, with its two emails in
 * the outbox, before the answer leaves.
 */
jest.setTimeout(60_000);

const { messages, fields } = contactFormText;
const NUMBER = REQUEST_CODE_PATTERN;
const FORM_TYPE = 'application/x-www-form-urlencoded';
/** The order form as a browser without JavaScript posts it. */
const posted = { ...visitor, form: 'ordine', page: '/come-ordinare', _gotcha: '' };

describe.each(testDatabases())('on $name', (database) => {
  let db: Awaited<ReturnType<typeof database.open>>;
  beforeAll(async () => {
    db = await database.open();
  });
  afterAll(() => database.close(db));
  beforeEach(() => database.reset(db));

  /** A refusal: the status, the field names and their Italian labels, and nothing stored. */
  async function expectRefused(response: Response, status: number, refusedFields: string[] = []) {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.message).toMatch(/\S/);
    expect(body.errors.map((error: { field: string }) => error.field).sort()).toEqual([...refusedFields].sort());
    for (const error of body.errors) expect(error.message).toMatch(/\S/);
    expect(await counts(db)).toEqual({ requests: 0, emails: 0 });
    return body;
  }

  /** A body sent as it is, with only its Content-Type: neither the island's request nor the form's. */
  const sendRaw = (body: BodyInit, type = 'application/json') =>
    serviceOn(db).send({ body, headers: { 'Content-Type': type } });

  describe('an order from the island (JSON)', () => {
    it('is stored once, with its two emails in the outbox, before the 201 with its number leaves', async () => {
      const service = serviceOn(db);
      const response = await service.postJson(order());
      expect(response.status).toBe(201);
      const body = await response.json();
      expect(body).toEqual({
        ok: true,
        requestNumber: expect.stringMatching(NUMBER),
        confirmationHeld: false,
        message: expect.stringContaining(body.requestNumber),
      });
      expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
      const [stored] = await requestsOf(db, visitor.email.toUpperCase());
      expect(stored).toMatchObject({
        number: body.requestNumber,
        form: 'ordine',
        page: '/come-ordinare',
        name: visitor.name,
        email: visitor.email,
        message: visitor.message,
      });
      const outbox = await db.query('SELECT kind, recipient, status FROM outbox ORDER BY id');
      expect(outbox).toEqual([
        { kind: 'confirmation', recipient: visitor.email, status: 'pending' },
        { kind: 'team', recipient: 'ordini@limenta.it', status: 'pending' },
      ]);
      expect(service.accepted).toHaveLength(1);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('numbers requests with codes that say nothing: neither the year nor how many came before', async () => {
      const service = serviceOn(db);
      const first = (await (await service.postJson(order())).json()).requestNumber as string;
      const second = (await (await service.postJson(order({ message: 'Altre due bottiglie.' }))).json())
        .requestNumber as string;
      for (const number of [first, second]) expect(number).toMatch(REQUEST_CODE_PATTERN);
      expect(second).not.toBe(first);
      expect((await requestsOf(db, visitor.email)).map((request) => request.number)).toEqual([first, second]);
    });

    it('trims what it stores, as the form does', async () => {
      const service = serviceOn(db);
      expect((await service.postJson(order({ name: '  Giulia Rossi ', message: ' Sei bottiglie. ' }))).status).toBe(
        201,
      );
      expect((await requestsOf(db, visitor.email))[0]).toMatchObject({
        name: 'Giulia Rossi',
        message: 'Sei bottiglie.',
      });
    });
  });

  describe('idempotency', () => {
    it('answers a copy (same key, same content) with the first answer and sends nothing more', async () => {
      const service = serviceOn(db);
      const request = order();
      const first = await service.postJson(request);
      const again = await service.postJson(request);
      expect(again.status).toBe(first.status);
      expect(await again.json()).toEqual(await first.json());
      expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
      expect(service.accepted).toHaveLength(1);
    });

    it('refuses the same key with other content (422), storing nothing new', async () => {
      const service = serviceOn(db);
      const request = order();
      await service.postJson(request);
      const other = await service.postJson({ ...request, message: 'Un altro testo' });
      expect(other.status).toBe(422);
      expect((await other.json()).message).toBe(texts.requests.answers.conflict);
      expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
    });

    it('stores 5 requests and 10 emails for 50 parallel sends with 5 keys', async () => {
      const service = serviceOn(db);
      const requests = Array.from({ length: 5 }, (_, index) => order({ message: `Richiesta ${index}` }));
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, index) => service.postJson(requests[index % 5])),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(201));
      const numbers = await Promise.all(answers.map(async (answer) => (await answer.json()).requestNumber));
      for (let index = 0; index < 50; index += 1) expect(numbers[index]).toBe(numbers[index % 5]);
      expect(new Set(numbers).size).toBe(5);
      expect(await counts(db)).toEqual({ requests: 5, emails: 10 });
    });

    it('refuses a key that differs between the header and the body, or is not a key (400)', async () => {
      const service = serviceOn(db);
      await expectRefused(await service.postJson(order(), { 'Idempotency-Key': newKey() }), 400, ['submissionId']);
      await expectRefused(await service.postJson(order({ submissionId: 'x' })), 400, ['submissionId']);
      await expectRefused(await service.postJson(order({ submissionId: 'a'.repeat(101) })), 400, ['submissionId']);
    });
  });

  describe('the form without JavaScript (form-encoded)', () => {
    it('answers an order with 303 to the thank-you page carrying the number', async () => {
      const service = serviceOn(db);
      const response = await service.postForm(posted);
      expect(response.status).toBe(303);
      const [stored] = await requestsOf(db, visitor.email);
      expect(response.headers.get('location')).toBe(`/grazie-benvenuto?richiesta=${stored.number}`);
      expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
    });

    it('answers a support request with 303 back to the support page’s confirmation', async () => {
      const response = await serviceOn(db).postForm({ ...posted, form: 'supporto', page: '/contatti-supporto' });
      const [stored] = await requestsOf(db, visitor.email);
      expect(response.headers.get('location')).toBe(`/contatti-supporto?richiesta=${stored.number}#richiesta-inviata`);
    });

    it('stores one request for a double click (the same text, without a key)', async () => {
      const service = serviceOn(db);
      const [first, second] = await Promise.all([service.postForm(posted), service.postForm(posted)]);
      expect(second.headers.get('location')).toBe(first.headers.get('location'));
      expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
    });

    it('sends a browser an Italian page naming each field to correct, with a link back to the form', async () => {
      const response = await serviceOn(db).postForm({ ...posted, email: 'giulia@esempio', message: ' ' });
      expect(response.status).toBe(422);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const page = await response.text();
      expect(page).toContain('<html lang="it">');
      expect(page).toContain(`<strong>${fields.email.label}</strong>: ${messages.invalidEmail}`);
      expect(page).toContain(`<strong>${fields.message.label}</strong>: ${messages.fieldRequired}`);
      expect(page).toContain(`href="/come-ordinare"`);
      expect(await counts(db)).toEqual({ requests: 0, emails: 0 });
    });

    it('goes back to the site, by its full address, when the site is on another origin', async () => {
      const response = await serviceOn(db).postForm(posted, { Origin: SITE_URL });
      expect(response.headers.get('location')).toMatch(new RegExp(`^${SITE_URL}/grazie-benvenuto\\?richiesta=L-`));
    });

    describe('on the site’s own origin, where the service has the exported thank-you page', () => {
      let folder: string;
      let exported: string;
      const THANK_YOU = '/api/richieste/grazie-benvenuto';
      const sameOrigin = { 'Sec-Fetch-Site': 'same-origin' };
      beforeAll(() => {
        folder = mkdtempSync(path.join(tmpdir(), 'export-'));
        exported = `<!DOCTYPE html>${renderToStaticMarkup(createElement(ThankYouPage))}`;
        writeFileSync(path.join(folder, 'grazie-benvenuto.html'), exported);
      });
      afterAll(() => rmSync(folder, { recursive: true, force: true }));
      const service = () => serviceOn(db, {}, exportedPages(folder));
      const open = (address: string) => service().send({ method: 'GET', path: address });

      it('answers an order posted from a page of this origin with 303 to its own copy of the thank-you page, which shows the number without JavaScript', async () => {
        const response = await service().postForm(posted, sameOrigin);
        expect(response.status).toBe(303);
        const [stored] = await requestsOf(db, visitor.email);
        expect(response.headers.get('location')).toBe(`${THANK_YOU}?richiesta=${stored.number}`);
        const page = await open(response.headers.get('location')!);
        expect(page.status).toBe(200);
        expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(page.headers.get('cache-control')).toBe('no-store');
        const html = await page.text();
        // The exported page, with the number written in and its line no longer hidden: nothing else changed.
        const line = new RegExp(
          `<p class="[^"]*" data-request-number-line="">${grazie.requestNumber.label} <strong data-request-number="" class="[^"]*">${stored.number}</strong>${grazie.requestNumber.hint}</p>`,
        );
        expect(html).toMatch(line);
        expect(html.replace(line, '')).toBe(
          exported.replace(/<p class="[^"]*" hidden="" data-request-number-line="">.*?<\/p>/, ''),
        );
        // A reload asks for the page again: nothing is sent a second time.
        expect((await open(response.headers.get('location')!)).status).toBe(200);
        expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
      });

      it('sends to the site’s own page a post the browser does not say came from this origin, and a support request', async () => {
        for (const headers of [
          {},
          { 'Sec-Fetch-Site': 'same-site' },
          { 'Sec-Fetch-Site': 'cross-site', Origin: SITE_URL },
        ] as Array<Record<string, string>>) {
          expect((await service().postForm(posted, headers)).headers.get('location')).toMatch(
            /^(https:\/\/www\.limenta\.it)?\/grazie-benvenuto\?richiesta=L-/,
          );
        }
        const support = await service().postForm(
          { ...posted, form: 'supporto', page: '/contatti-supporto' },
          sameOrigin,
        );
        expect(support.headers.get('location')).toMatch(
          new RegExp(`^/contatti-supporto\\?richiesta=${REQUEST_CODE_EXPRESSION}#richiesta-inviata$`),
        );
        // Without the exported page (the service alone, no build beside it), the site's page.
        const alone = await serviceOn(db, {}, exportedPages(path.join(folder, 'assente'))).postForm(
          { ...posted, message: 'Altro' },
          sameOrigin,
        );
        expect(alone.headers.get('location')).toMatch(/^\/grazie-benvenuto\?richiesta=L-/);
      });

      it('writes in a number given before the codes, from an email already sent, as it writes in a code', async () => {
        for (const number of ['L-2026-000123', 'L-7KQ4M']) {
          const page = await open(`${THANK_YOU}?richiesta=${number}`);
          expect(page.status).toBe(200);
          expect(await page.text()).toMatch(
            new RegExp(`<strong data-request-number="" class="[^"]*">${number}</strong>`),
          );
        }
      });

      it('writes in only a number of ours; any other address of its copy goes to the site’s page', async () => {
        for (const query of [
          '',
          '?richiesta=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
          '?richiesta=L-2026-12',
          '?richiesta=L-7KO4M',
          '?richiesta=l-7kq4m',
        ]) {
          const response = await open(`${THANK_YOU}${query}`);
          expect(response.status).toBe(303);
          expect(response.headers.get('location')).toBe('/grazie-benvenuto');
        }
        expect((await service().send({ path: THANK_YOU, body: '' })).status).toBe(405);
        expect((await open(`${THANK_YOU}-x?richiesta=L-7KQ4M`)).status).toBe(404);
      });
    });
  });

  describe('bad input: a 4xx naming each field in Italian, no row, no email', () => {
    it('names every empty field (422), with its label', async () => {
      const body = await expectRefused(
        await serviceOn(db).postJson({ form: 'ordine', name: '', email: ' ', message: '' }),
        422,
        ['name', 'email', 'message'],
      );
      expect(body.errors).toContainEqual({ field: 'name', label: fields.name.label, message: messages.fieldRequired });
    });

    it.each([
      ['a name over 100 characters', { name: 'x'.repeat(101) }, 'name'],
      ['a message over 5000 characters', { message: 'x'.repeat(5001) }, 'message'],
      ['an email the shared rule refuses', { email: 'giulia@esempio' }, 'email'],
      ['an email with an invisible character', { email: 'giulia\u200b@esempio.it' }, 'email'],
      ['CR/LF in the name (a header injection)', { name: 'Giulia\r\nBcc: tutti@esempio.it' }, 'name'],
      ['CR/LF in the email', { email: 'giulia@esempio.it\r\nBcc: tutti@esempio.it' }, 'email'],
      ['NUL in the name', { name: 'Giulia\u0000' }, 'name'],
      ['NUL in the message', { message: 'Sei\u0000bottiglie' }, 'message'],
      ['an unknown form', { form: 'newsletter' }, 'form'],
      ['no form at all', { form: undefined }, 'form'],
      ['a field that is not text', { name: { first: 'Giulia' } }, 'name'],
    ])('%s (422)', async (_, change, field) => {
      const body = await expectRefused(await serviceOn(db).postJson(order(change)), 422, [field]);
      expect(body.message).toBe(texts.requests.answers.invalid);
    });

    it('says why beside the field, in the form’s own words', async () => {
      const body = await expectRefused(await serviceOn(db).postJson(order({ name: 'x'.repeat(101) })), 422, ['name']);
      expect(body.errors[0].message).toBe(messages.overLimit.replace('{max}', '100'));
    });

    it.each([
      ['invalid JSON', '{"name": "Giulia",'],
      ['JSON that is not an object', '["Giulia"]'],
      [
        '2,500 fields',
        JSON.stringify(Object.fromEntries(Array.from({ length: 2500 }, (_, index) => [`f${index}`, '']))),
      ],
      ['bytes that are not UTF-8', Buffer.from([0x7b, 0xff, 0xfe, 0x7d])],
    ])('%s (400)', async (_, body) => {
      await expectRefused(await sendRaw(body), 400);
    });

    it('10,000 fields: refused whole, as too many (400) or too large (413)', async () => {
      const form = (count: number, name: (index: number) => string) =>
        sendRaw(Array.from({ length: count }, (_, index) => `${name(index)}=`).join('&'), FORM_TYPE);
      await expectRefused(await form(10_000, () => 'a'), 400);
      await expectRefused(await form(10_000, (index) => `f${index}`), 413);
      await expectRefused(await form(4000, (index) => index.toString(36)), 400);
      const json = Object.fromEntries(Array.from({ length: 10_000 }, (_, index) => [index.toString(36), 0]));
      await expectRefused(await sendRaw(JSON.stringify(json)), 413);
    });

    it('a repeated field (400)', async () => {
      await expectRefused(
        await sendRaw('name=Giulia&name=Marco&email=g%40esempio.it&message=x&form=ordine', FORM_TYPE),
        400,
      );
    });

    it('a body over 32 KB (413), even without a Content-Length', async () => {
      await expectRefused(await sendRaw(JSON.stringify(order({ message: 'x'.repeat(33 * 1024) }))), 413);
      const stream = new ReadableStream({
        start(controller) {
          for (let chunk = 0; chunk < 40; chunk += 1) controller.enqueue(new TextEncoder().encode('x'.repeat(1024)));
          controller.close();
        },
      });
      await expectRefused(
        await serviceOn(db).send({
          body: stream,
          headers: { 'Content-Type': 'application/json' },
          duplex: 'half',
        } as RequestInit),
        413,
      );
    });

    it.each([['text/plain'], ['multipart/form-data; boundary=x'], ['application/json; charset=latin1'], [null]])(
      'Content-Type %p (415)',
      async (type) => {
        const headers: Record<string, string> = type ? { 'Content-Type': type } : {};
        await expectRefused(await serviceOn(db).send({ body: JSON.stringify(order()), headers }), 415);
      },
    );

    it('a post from another site’s page (403: nobody relays through a visitor’s browser)', async () => {
      await expectRefused(await serviceOn(db).postJson(order(), { Origin: 'https://evil.example' }), 403);
    });

    it('another method (405, with Allow) and another address (404)', async () => {
      const service = serviceOn(db);
      const get = await service.send({ method: 'GET' });
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST, OPTIONS');
      expect(
        (await service.send({ path: '/api/altro', body: '{}', headers: { 'Content-Type': 'application/json' } }))
          .status,
      ).toBe(404);
      expect(await counts(db)).toEqual({ requests: 0, emails: 0 });
    });

    it('a database that cannot be reached: 503 with Retry-After, never a 500', async () => {
      const broken = {
        ...db,
        transaction: async () => Promise.reject(new Error('connection refused')),
        query: async () => Promise.reject(new Error('connection refused')),
      };
      const response = await serviceOn(broken as typeof db).postJson(order());
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('30');
      expect((await response.json()).message).toContain(texts.site.email);
    });
  });

  describe('no relay for strangers', () => {
    it('answers a filled honeypot as sent, and stores and sends nothing', async () => {
      const response = await serviceOn(db).postJson(order({ _gotcha: 'https://spam.example' }));
      expect(response.status).toBe(201);
      expect((await response.json()).requestNumber).toBeNull();
      expect(await counts(db)).toEqual({ requests: 0, emails: 0 });
      const form = await serviceOn(db).postForm({ ...posted, _gotcha: 'x' });
      expect(form.status).toBe(303);
      expect(form.headers.get('location')).toBe('/grazie-benvenuto');
      expect(await counts(db)).toEqual({ requests: 0, emails: 0 });
    });

    it('answers a form sent sooner than a person fills it in (under 2 s from the page’s start) as sent, storing nothing', async () => {
      const service = serviceOn(db);
      expect((await service.postJson(order({ fillTimeMs: 400 }))).status).toBe(201);
      expect(await counts(db)).toEqual({ requests: 0, emails: 0 });
      expect((await service.postJson(order({ fillTimeMs: 2500 }))).status).toBe(201);
      expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
    });

    it.each([
      ['missing', undefined],
      ['a string', '30000'],
      ['not a number (NaN, sent as null)', Number.NaN],
      ['negative', -5000],
      ['infinite (sent as a huge number)', 1e400],
    ])(
      'answers island JSON whose fill time is %s as sent, storing nothing: the island always times the form',
      async (_, fillTimeMs) => {
        const response = await serviceOn(db).postJson(order({ fillTimeMs }));
        expect(response.status).toBe(201);
        expect((await response.json()).requestNumber).toBeNull();
        expect(await counts(db)).toEqual({ requests: 0, emails: 0 });
      },
    );

    it('judges the form without JavaScript by its honeypot, and by a fill time only when it carries one, all digits', async () => {
      const service = serviceOn(db);
      for (const fillTimeMs of ['abc', '-3000', '900'])
        expect((await service.postForm({ ...posted, fillTimeMs })).headers.get('location')).toBe('/grazie-benvenuto');
      expect(await counts(db)).toEqual({ requests: 0, emails: 0 });
      expect((await service.postForm({ ...posted, fillTimeMs: '30000' })).headers.get('location')).toMatch(
        /richiesta=L-/,
      );
      expect(await counts(db)).toEqual({ requests: 1, emails: 2 });
    });

    it('limits new requests per IP address (429 in Italian, with Retry-After), but still answers a copy of a stored one', async () => {
      const service = serviceOn(db, { requestsPerIpPerHour: 2 });
      const client = { address: '198.51.100.4' };
      const first = order();
      expect((await service.postJson(first, {}, client)).status).toBe(201);
      expect((await service.postJson(order(), {}, client)).status).toBe(201);
      const refused = await service.postJson(order(), {}, client);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000);
      expect((await refused.json()).message).toMatch(/riprova tra \d+ minuti/);
      expect((await service.postJson(first, {}, client)).status).toBe(201);
      expect((await service.postJson(order(), {}, { address: '198.51.100.5' })).status).toBe(201);
      expect((await counts(db)).requests).toBe(3);
    });

    it('sends one address at most 3 confirmations a day: the request is kept, its confirmation held', async () => {
      const service = serviceOn(db);
      for (let index = 0; index < 4; index += 1)
        expect((await service.postJson(order({ email: `Vittima@esempio.it`, message: `Testo ${index}` }))).status).toBe(
          201,
        );
      const confirmations = await db.query(`SELECT status FROM outbox WHERE kind = 'confirmation' ORDER BY id`);
      expect(confirmations.map((row) => row.status)).toEqual(['pending', 'pending', 'pending', 'held']);
      expect(await counts(db)).toEqual({ requests: 4, emails: 8 });
    });

    it('says in its answers when a confirmation was held back, for a copy of the request too', async () => {
      const service = serviceOn(db);
      const sent = Array.from({ length: 4 }, (_, index) =>
        order({ email: 'vittima@esempio.it', message: `Testo ${index}` }),
      );
      const answers = [];
      for (const request of sent) answers.push(await (await service.postJson(request)).json());
      expect(answers.map((answer) => answer.confirmationHeld)).toEqual([false, false, false, true]);
      expect(answers[3].message).toBe(
        texts.requests.answers.acceptedHeld.replace('{number}', answers[3].requestNumber),
      );
      // A copy (the answer lost on the way back) is answered as its first send was.
      expect(await (await service.postJson(sent[3])).json()).toEqual(answers[3]);
      expect((await (await service.postJson(sent[0])).json()).confirmationHeld).toBe(false);
      // Without JavaScript: the thank-you page, or back to the support page, at the notice that says so.
      const form = { ...posted, email: 'vittima@esempio.it' };
      const held = await service.postForm({ ...form, message: 'Testo 5' });
      expect(held.headers.get('location')).toMatch(
        new RegExp(`^/grazie-benvenuto\\?richiesta=${REQUEST_CODE_EXPRESSION}#conferma-non-inviata$`),
      );
      expect((await service.postForm({ ...form, message: 'Testo 5' })).headers.get('location')).toBe(
        held.headers.get('location'),
      );
      const support = await service.postForm({
        ...form,
        form: 'supporto',
        page: '/contatti-supporto',
        message: 'Testo 6',
      });
      expect(support.headers.get('location')).toMatch(
        new RegExp(`^/contatti-supporto\\?richiesta=${REQUEST_CODE_EXPRESSION}#conferma-non-inviata$`),
      );
    });
  });

  describe('cross-origin (a static host calling the service elsewhere)', () => {
    it('allows the configured site’s origin only, exposing Retry-After', async () => {
      const service = serviceOn(db);
      const preflight = await service.send({
        method: 'OPTIONS',
        headers: {
          Origin: SITE_URL,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': 'content-type, idempotency-key',
        },
      });
      expect(preflight.status).toBe(204);
      expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_URL);
      // A list, as the browser reads it (with or without a space after each comma).
      expect(preflight.headers.get('access-control-allow-headers')?.split(/,\s*/)).toEqual([
        'Content-Type',
        'Accept',
        'Idempotency-Key',
      ]);
      const posted = await service.postJson(order(), { Origin: SITE_URL });
      expect(posted.headers.get('access-control-allow-origin')).toBe(SITE_URL);
      expect(posted.headers.get('access-control-expose-headers')).toBe('Retry-After');

      const stranger = await service.send({
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
      });
      expect(stranger.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
