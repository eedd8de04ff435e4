/** @jest-environment node */
import type { TestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { formatCompanyName } from '@/lib/company';
import { fillTemplate, formatIban, formatItalianAddress } from '@/lib/format';
import { cents, formatEuro, formatPerLitre, packPrice, pricePerBottle, pricePerLitre } from '@/lib/offer';
import { escapeHtml } from '@/server/mail/layout';
import { teamLog } from '@/server/auth/store';
import { eventsOf, teamRequestById } from '@/server/store/lifecycle';
import type { Database } from '@/server/store';
import { AREA_HEADERS } from '@/server/team/area';
import { checkProposal, deliveryDateLabel } from '@/server/team/proposal';
import type { ServiceTexts } from '@/server/texts';
import { testDatabases, texts } from './support/request-service';
import {
  Agent,
  areaOn,
  expectPage,
  HOUR,
  logIn,
  sendOutbox,
  storeRequest,
  TEAM_MEMBER,
  teamTestBed,
  textOf,
} from './support/team-area';

/**
 * The written proposal, on SQLite and on PostgreSQL, its emails received by a real SMTP server:
 * the totals from the content's prices, every item art. 49 asks for, the refusal while withdrawal
 * is undecided, and the visitor's acceptance (POST only, once, before it expires, with its form
 * token, the newest proposal only), the contract's confirmation with the start guide, the team told.
 */
jest.setTimeout(120_000);

const P = texts.team.proposal;
// Friday 27 November 2026, 10:00 in Italy.
const FRIDAY_10 = Date.parse('2026-11-27T10:00:00+01:00');
const DELIVERY = '2026-12-02';

const withWithdrawal = (decision: ServiceTexts['sales']['withdrawal']['decision']): ServiceTexts => ({
  ...texts,
  sales: {
    ...texts.sales,
    withdrawal: { ...texts.sales.withdrawal, decision, returnCost: texts.sales.withdrawal.returnCost ?? '12,00 €' },
  },
});

const areaWith = (db: Database, smtp: TestSmtpServer, own: ServiceTexts) =>
  areaOn(db, smtp, {}, { now: FRIDAY_10 }, own);

const choice = (extra: Record<string, string> = {}) => ({
  confezione: '0',
  quantita: '2',
  zona: texts.sales.delivery.costs[0].zone,
  data: DELIVERY,
  nota: '',
  ...extra,
});

describe('a proposal’s totals', () => {
  const escluso = withWithdrawal('escluso');
  it('counts the pack × quantity and the zone’s delivery, free from the threshold on', () => {
    const [small] = texts.sales.prices.packs;
    const zone = texts.sales.delivery.costs[0];
    const below = checkProposal(choice({ quantita: '1' }), escluso, FRIDAY_10);
    expect(below.ok && below.totals).toEqual(
      expect.objectContaining({
        subtotal: packPrice(small),
        delivery: cents(zone.cost),
        total: packPrice(small) + cents(zone.cost),
      }),
    );
    const threshold = cents(texts.sales.delivery.free!.from);
    const enough = String(Math.ceil(threshold / packPrice(small)));
    const free = checkProposal(choice({ quantita: enough }), escluso, FRIDAY_10);
    expect(free.ok && free.totals).toEqual(
      expect.objectContaining({
        subtotal: packPrice(small) * Number(enough),
        delivery: 0,
        total: packPrice(small) * Number(enough),
      }),
    );
  });

  it('refuses a made-up pack or zone, a quantity out of range, a past date; and anything while withdrawal is undecided', () => {
    for (const bad of [
      { confezione: '9' } as Record<string, string>,
      { zona: 'Marte' },
      { quantita: '0' },
      { quantita: '100' },
      { data: '2026-11-27' },
      { data: 'domani' },
    ]) {
      expect(checkProposal(choice(bad), escluso, FRIDAY_10).ok).toBe(false);
    }
    expect(checkProposal(choice(), withWithdrawal('da-decidere'), FRIDAY_10)).toEqual({
      ok: false,
      problem: P.form.undecided,
      undecided: true,
    });
  });
});

describe.each(testDatabases())('on $name', (database) => {
  const bed = teamTestBed(database);
  // Opened in the bed's beforeAll.
  let { db, smtp } = bed;
  beforeAll(() => ({ db, smtp } = bed));

  /** A team member logged in, a request, a proposal sent from its page; the visitor's email received. */
  async function proposed(own: ServiceTexts, extra: Record<string, string> = {}) {
    const area = areaWith(db, smtp, own);
    const member = new Agent(area);
    await logIn(member, smtp);
    const stored = await storeRequest(db, area.clock.now, { name: 'Giulia Rossi', email: 'giulia@esempio.it' });
    const form = await member.get(`/team/richieste/${stored.id}/proposta?${new URLSearchParams(choice(extra))}`);
    expect(form.status).toBe(200);
    const sent = await member.post(`/team/richieste/${stored.id}/proposta`, choice(extra));
    expect(sent.status).toBe(303);
    await sendOutbox(db, smtp, area);
    const email = smtp.messages
      .filter(
        (message) =>
          message.to.includes('giulia@esempio.it') &&
          message.subject === fillTemplate(P.email.subject, { number: stored.number }),
      )
      .at(-1)!;
    expect(email).toBeDefined();
    const link = new URL(/https?:\/\/\S+\/team\/proposta\/[A-Za-z0-9_-]{43}/.exec(email.text)![0]);
    return { area, member, stored, form, email, link };
  }

  it('sends an email with every item of art. 49, the same as the preview, Reply-To the team, the number in the subject', async () => {
    const own = withWithdrawal('escluso');
    const { area, stored, form, email } = await proposed(own, { nota: 'Suoniamo due volte.' });
    const { company } = texts.site;
    const [pack] = texts.sales.prices.packs;
    const expected = [
      formatCompanyName(company, texts.ui),
      formatItalianAddress(company),
      company.vatNumber,
      texts.site.email,
      fillTemplate(P.email.productText, { site: texts.site.name }),
      `${area.config.siteUrl}/prodotto#informazioni`,
      fillTemplate(P.email.line, {
        pack: fillTemplate(texts.sales.prices.pack, { bottles: pack.bottles, ml: pack.ml }),
        quantity: 2,
        amount: formatEuro(packPrice(pack) * 2),
      }),
      fillTemplate(P.email.unitPrice, {
        perBottle: formatEuro(pricePerBottle(pack)),
        perLitre: formatPerLitre(pricePerLitre(pack)),
      }),
      fillTemplate(P.email.delivery, {
        zone: texts.sales.delivery.costs[0].zone,
        amount: formatEuro(cents(texts.sales.delivery.costs[0].cost)),
      }),
      fillTemplate(P.email.total, {
        amount: formatEuro(packPrice(pack) * 2 + cents(texts.sales.delivery.costs[0].cost)),
      }),
      texts.sales.payment,
      formatIban(texts.sales.bankTransfer!.iban),
      fillTemplate(P.email.reference, { number: stored.number }),
      fillTemplate(P.email.deliveryDateText, {
        zone: texts.sales.delivery.costs[0].zone,
        date: deliveryDateLabel(DELIVERY),
      }),
      texts.sales.withdrawal.excluded,
      P.email.guaranteeText,
      'Suoniamo due volte.',
      P.email.validity,
    ];
    const flat = (value: string) => value.replace(/\s+/g, ' ');
    for (const item of expected) expect(flat(email.text)).toContain(flat(item));
    expect(email.replyTo).toContain(area.config.teamEmail);
    expect(email.subject).toContain(stored.number);
    // The preview is the email's text, but for the link's token.
    const preview = /<pre class="preview"[^>]*>([\s\S]*?)<\/pre>/.exec(form.body)![1];
    expect(preview).toContain(escapeHtml(texts.sales.withdrawal.excluded));
    expect(textOf(preview).split(P.email.acceptLink)[0]).toBe(
      textOf(escapeHtml(email.text)).split(P.email.acceptLink)[0],
    );
    // Logged with who and when; the request answered.
    expect((await teamLog(db)).map((entry) => [entry.actor, entry.action])).toContainEqual([TEAM_MEMBER, 'propose']);
    expect((await teamRequestById(db, stored.id))!.status).toBe('answered');
    // Only the hash of the link's token is kept.
    const token = /\/team\/proposta\/([A-Za-z0-9_-]{43})/.exec(email.text)![1];
    expect(JSON.stringify(await db.query('SELECT * FROM proposals'))).not.toContain(token);
  });

  it('with withdrawal allowed, carries the right and the model withdrawal form', async () => {
    const own = withWithdrawal('ammesso');
    const { email } = await proposed(own);
    expect(email.text).toContain(
      fillTemplate(own.sales.withdrawal.allowed, { returnCost: own.sales.withdrawal.returnCost! }).split('\n')[0],
    );
    expect(email.text).toContain(P.email.withdrawalForm);
    expect(email.text.replace(/\s+/g, ' ')).toContain(P.withdrawalForm.split('\n')[0].replace(/\s+/g, ' '));
  });

  it('refuses to send while withdrawal is undecided, saying so', async () => {
    const area = areaWith(db, smtp, withWithdrawal('da-decidere'));
    const member = new Agent(area);
    await logIn(member, smtp);
    const stored = await storeRequest(db, area.clock.now);
    const page = await member.get(`/team/richieste/${stored.id}/proposta`);
    expect(page.body).toContain(escapeHtml(P.form.undecided));
    const sent = await member.post(`/team/richieste/${stored.id}/proposta`, choice());
    expect(sent.status).toBe(409);
    expect(await db.query('SELECT id FROM proposals')).toEqual([]);
  });

  it('accepts on POST only, once, with its form token: the request accepted by the visitor, the contract and the guide sent, the team told', async () => {
    const own = withWithdrawal('escluso');
    const { area, stored, link } = await proposed(own);
    const visitor = new Agent(area, '198.51.100.20');
    // A mail scanner opens the link: nothing is accepted.
    for (let time = 0; time < 2; time += 1) {
      const opened = await visitor.get(link.pathname, { 'Sec-Fetch-Site': 'none' });
      expect(opened.status).toBe(200);
      expect(opened.body).toContain(`>${escapeHtml(P.page.order)}</button>`);
      for (const [name, value] of Object.entries(AREA_HEADERS)) expect(opened.headers.get(name)).toBe(value);
    }
    expect((await teamRequestById(db, stored.id))!.status).toBe('answered');
    // Without its form token, or from another site: refused.
    const formToken = visitor.token;
    expect((await visitor.post(link.pathname, { token: 'x' })).status).toBe(403);
    expect(
      (
        await visitor.post(
          link.pathname,
          { token: formToken },
          { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
        )
      ).status,
    ).toBe(403);
    const done = await visitor.post(link.pathname, { token: formToken });
    expectPage(done, 200, fillTemplate(P.page.done, { number: stored.number }));
    expectPage(await visitor.post(link.pathname, { token: formToken }), 410, P.page.accepted);

    const request = (await teamRequestById(db, stored.id))!;
    expect(request.status).toBe('accepted');
    expect((await eventsOf(db, stored.id)).at(-1)).toEqual(
      expect.objectContaining({ actor: P.visitor, action: 'accept', from: 'answered', to: 'accepted' }),
    );

    await sendOutbox(db, smtp, area);
    const contract = smtp.messages.find(
      (message) => message.subject === fillTemplate(P.contract.subject, { number: stored.number }),
    )!;
    expect(contract.to).toEqual(['giulia@esempio.it']);
    expect(contract.text).toContain(texts.sales.withdrawal.excluded.split('\n')[0]);
    expect(contract.text).toContain(fillTemplate(P.email.reference, { number: stored.number }));
    expect(contract.text).toContain(texts.guide.title);
    expect(contract.html).toContain(escapeHtml(texts.guide.title));
    const teamTold = smtp.messages.find(
      (message) =>
        message.subject === fillTemplate(P.accepted.subject, { number: stored.number, name: 'Giulia Rossi' }),
    )!;
    expect(teamTold.to).toEqual([area.config.teamEmail]);
  });

  it('says in Italian when a proposal expired, was replaced by a newer one, or the link is made up', async () => {
    const own = withWithdrawal('escluso');
    const first = await proposed(own);
    const visitor = new Agent(first.area, '198.51.100.21');
    await visitor.get(first.link.pathname);
    const formToken = visitor.token;
    // The team sends a second proposal: the first link says so.
    await first.member.post(`/team/richieste/${first.stored.id}/proposta`, choice({ quantita: '3' }));
    expectPage(await visitor.post(first.link.pathname, { token: formToken }), 410, P.page.superseded);
    await sendOutbox(db, smtp, first.area);
    const second = new URL(
      /https?:\/\/\S+\/team\/proposta\/[A-Za-z0-9_-]{43}/.exec(
        smtp.messages.filter((message) => message.to.includes('giulia@esempio.it')).at(-1)!.text,
      )![0],
    );
    expect(second.pathname).not.toBe(first.link.pathname);
    first.area.clock.now += P.validityDays * 24 * HOUR;
    expectPage(await visitor.get(second.pathname), 410, fillTemplate(P.page.expired, { days: P.validityDays }));
    expectPage(await visitor.get(`/team/proposta/${'A'.repeat(43)}`), 400, P.page.unknown);
    expect((await teamRequestById(db, first.stored.id))!.status).toBe('answered');
  });
});
