import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { mailSettingsOf, readServiceConfig } from '@/server/config';
import { confirmationEmail, teamEmail, type Email } from '@/server/mail/compose';
import { deadlineAlertEmail, digestEmail, loginEmail, replyEmail } from '@/server/team/mail';
import {
  acceptedEmail,
  checkProposal,
  contractEmail,
  proposalEmail,
  proposalTerms,
  type StoredProposal,
} from '@/server/team/proposal';
import type { TeamRequest } from '@/server/store/lifecycle';
import { loadServiceTexts } from '@/server/texts';
import { browserForTests } from './support/browser';

/**
 * The emails the service writes, to the team and for the team, as a phone of 360 px shows them: no
 * line wider than the screen (no sideways scrolling), whatever the label, the address or the link.
 * Each is photographed into .e2e-artifacts/team-emails/.
 */
jest.setTimeout(120_000);

const WIDTH = 360;
const SHOTS = path.resolve('.e2e-artifacts/team-emails');
const texts = loadServiceTexts();
const settings = mailSettingsOf(
  readServiceConfig(
    { TEAM_EMAIL: 'ordini@limenta.it', SITE_URL: 'https://www.limenta.it', SERVICE_URL: 'https://www.limenta.it' },
    texts,
  ),
);
const now = Date.parse('2026-12-01T09:00:00+01:00');
// A visitor as they come: a long address, a long name, a link pasted in the message.
const request: TeamRequest = {
  id: 7,
  number: 'L-7KQ4M',
  createdAt: now - 3 * 3600_000,
  idempotencyKey: 'k',
  fingerprint: 'f',
  form: 'ordine',
  page: '/come-ordinare',
  name: 'Giulia Maria Rossi Bianchi',
  email: 'giulia.maria.rossi.bianchi@studio-commercialisti-associati-napoli.it',
  message:
    'Vorrei 4 confezioni da 12.\nConsegna in ufficio: https://www.google.com/maps/place/Via+Toledo+256,+80132+Napoli+NA,+Italia/@40.8419,14.2487',
  status: 'new',
  deadlineAt: now + 4 * 3600_000,
};
const requestUrl = `${settings.siteUrl}/team/richieste/${request.id}`;

function emails(): Array<[string, Email]> {
  const checked = checkProposal(
    {
      confezione: '1',
      quantita: '4',
      zona: texts.sales.delivery.costs.at(-1)!.zone,
      data: '2026-12-04',
      nota: 'Citofono Rossi Bianchi.',
    },
    texts,
    now,
  );
  if (!checked.ok) throw new Error(checked.problem);
  const expiresAt = now + 7 * 24 * 3600_000;
  const sections = proposalTerms(request, checked.choice, checked.totals, expiresAt, texts, settings.siteUrl);
  const proposal: StoredProposal = {
    id: 1,
    requestId: request.id,
    linkOrigin: settings.siteUrl,
    createdAt: now,
    expiresAt,
    acceptedAt: now,
    deliveryDate: checked.choice.deliveryDate,
    totalCents: Math.round(checked.totals.total * 100),
    sections,
  };
  const link = `${settings.siteUrl}/team/proposta/${'x'.repeat(43)}`;
  return [
    ['richiesta', teamEmail(request, null, [], texts, settings)],
    ['conferma', confirmationEmail(request, texts, settings)],
    [
      'accesso',
      loginEmail('maria@limenta.it', `${settings.siteUrl}/team/accesso/link?t=${'y'.repeat(43)}`, 15, texts, settings),
    ],
    [
      'risposta',
      replyEmail(
        request,
        'Ciao Giulia, ecco il percorso: https://www.google.com/maps/dir/Sorrento/Napoli/@40.7350861,14.2487113,11z/data=!3m1!4b1!4m14!4m13',
        texts,
        settings,
      ),
    ],
    [
      'riepilogo',
      digestEmail(
        [request, { ...request, id: 8, number: 'L-9PX2T', deadlineAt: now - 3600_000 }],
        now,
        `${settings.siteUrl}/team/`,
        texts,
        settings,
      ),
    ],
    ['avviso', deadlineAlertEmail(request, 4, now, requestUrl, texts, settings)],
    ['proposta', proposalEmail(request, sections, link, texts, settings)],
    ['contratto', contractEmail(request, sections, now, texts, settings)],
    ['accettata', acceptedEmail(request, proposal, requestUrl, texts, settings)],
  ];
}

describe('the service’s emails on a phone', () => {
  const browser = browserForTests({ width: WIDTH });
  beforeAll(() => mkdirSync(SHOTS, { recursive: true }));

  it.each(emails())('%s fits 360 px with no sideways scrolling', async (name, email) => {
    const page = await browser.context.newPage();
    await page.setContent(email.html);
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      body: document.body.scrollWidth,
    }));
    await page.screenshot({ path: path.join(SHOTS, `${name}-${WIDTH}.png`), fullPage: true });
    await page.close();
    expect(widths).toEqual({ document: WIDTH, body: WIDTH });
  });
});
