import { formatCompanyName } from '@/lib/company';
import { fillTemplate, formatIban, formatItalianAddress, italianToday } from '@/lib/format';
import {
  formatEuro,
  formatPerLitre,
  freeDeliveryFrom,
  orderTotal,
  packPrice,
  pricePerBottle,
  pricePerLitre,
  type OrderTotal,
} from '@/lib/offer';
import type { Email, MailSettings } from '../mail/compose';
import { composeEmail, heading, linkParagraph, markdown, paragraph, toVisitor, type Part } from '../mail/layout';
import { hashOf, newSecret } from '../auth/secrets';
import type { Database, Row } from '../store/database';
import { changeRequest, teamRequestById, type ChangeOutcome, type TeamRequest } from '../store/lifecycle';
import { insertMessage } from '../store/outbox';
import type { ServiceTexts } from '../texts';
import { html, type Html } from './html';
import { action, teamNotice } from './mail';
import { AREA_PATHS } from './pages';

/**
 * The written proposal (Codice del Consumo, art. 49) and its acceptance (art. 51): totals from the
 * content's prices (never a form's amounts), terms written once and rendered three ways, and a link
 * token kept only as its SHA-256, made when the email leaves, so the outbox never holds it in clear.
 */

/** The most packs one proposal may have (a typing slip of 1000 is refused). */
export const MAX_QUANTITY = 99;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProposalChoice {
  /** Index in content/sales.yaml prices.packs. */
  packIndex: number;
  quantity: number;
  zone: string;
  /** YYYY-MM-DD. */
  deliveryDate: string;
  note: string | null;
}

/** A section of the terms: its title, its lines, and a sentence with a link. */
export interface TermsSection {
  title: string;
  lines: string[];
  link?: { template: string; label: string; href: string };
}

export type ProposalCheck =
  { ok: true; choice: ProposalChoice; totals: OrderTotal } | { ok: false; problem: string; undecided: boolean };

const longDate = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' } as const;
const italianDay = new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', ...longDate });
const italianMoment = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  ...longDate,
  hour: '2-digit',
  minute: '2-digit',
});

/** «martedì 1 dicembre 2026» for 2026-12-01. */
export const deliveryDateLabel = (date: string) => italianDay.format(new Date(`${date}T00:00:00Z`));
export const momentLabel = (at: number) => italianMoment.format(at);

/** The team's fields, checked: ids and a quantity only; every amount comes from the content. */
export function checkProposal(fields: Record<string, string>, texts: ServiceTexts, now: number): ProposalCheck {
  const F = texts.team.proposal.form;
  const refuse = (problem: string, undecided = false): ProposalCheck => ({
    ok: false,
    problem: undecided ? problem : fillTemplate(F.invalid, { problem }),
    undecided,
  });
  if (texts.sales.withdrawal.decision === 'da-decidere') return refuse(F.undecided, true);
  const packIndex = Number(fields.confezione);
  const pack = texts.sales.prices.packs[packIndex];
  const zone = fields.zona ?? '';
  if (
    !/^\d{1,2}$/.test(fields.confezione ?? '') ||
    !pack ||
    !texts.sales.delivery.costs.some((cost) => cost.zone === zone)
  )
    return refuse(F.badChoice);
  const quantity = Number(fields.quantita);
  if (!/^\d{1,2}$/.test(fields.quantita ?? '') || quantity < 1 || quantity > MAX_QUANTITY) return refuse(F.badQuantity);
  const deliveryDate = fields.data ?? '';
  const today = italianToday(now);
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(deliveryDate) ||
    Number.isNaN(Date.parse(`${deliveryDate}T00:00:00Z`)) ||
    deliveryDate <= today
  )
    return refuse(F.badDate);
  const totals = orderTotal(texts.sales, [{ pack, quantity }], zone);
  if (!totals.meetsMinimum) return refuse(fillTemplate(F.belowMinimum, { bottles: texts.sales.minimumOrder.bottles }));
  const note = (fields.nota ?? '').replace(/\r\n/g, '\n').trim().slice(0, 2000);
  return { ok: true, choice: { packIndex, quantity, zone, deliveryDate, note: note || null }, totals };
}

/** Everything art. 49 asks the proposal to say, from the content and the team's choice. */
export function proposalTerms(
  request: Pick<TeamRequest, 'number'>,
  choice: ProposalChoice,
  totals: OrderTotal,
  expiresAt: number,
  texts: ServiceTexts,
  siteUrl: string,
): TermsSection[] {
  const E = texts.team.proposal.email;
  const { sales, site, ui } = texts;
  const { company } = site;
  const pack = sales.prices.packs[choice.packIndex];
  const packName = fillTemplate(sales.prices.pack, { bottles: pack.bottles, ml: pack.ml });
  const threshold = freeDeliveryFrom(texts.sales);
  const zoneCost = sales.delivery.costs.find((cost) => cost.zone === choice.zone)!;
  const freeByThreshold =
    totals.delivery === 0 && threshold !== null && totals.subtotal >= threshold && zoneCost.cost !== '0,00';
  const address = formatItalianAddress(company);
  const sections: TermsSection[] = [
    {
      title: E.seller,
      lines: [
        formatCompanyName(company, ui),
        address,
        `${ui.vatLabel} ${company.vatNumber}`,
        site.email,
        `${ui.pecLabel} ${company.pec}`,
      ],
    },
    {
      title: E.product,
      lines: [fillTemplate(E.productText, { site: site.name })],
      link: {
        template: E.foodInformation,
        label: E.foodInformationLink,
        href: new URL('/prodotto#informazioni', siteUrl).toString(),
      },
    },
    {
      title: E.price,
      lines: [
        `${fillTemplate(E.line, { pack: packName, quantity: choice.quantity, amount: formatEuro(packPrice(pack) * choice.quantity) })} ${fillTemplate(E.unitPrice, { perBottle: formatEuro(pricePerBottle(pack)), perLitre: formatPerLitre(pricePerLitre(pack)) })}`,
        freeByThreshold
          ? fillTemplate(E.deliveryFree, { zone: choice.zone, threshold: formatEuro(threshold) })
          : fillTemplate(E.delivery, { zone: choice.zone, amount: formatEuro(totals.delivery) }),
        fillTemplate(E.total, { amount: formatEuro(totals.total) }),
      ],
    },
    {
      title: E.payment,
      lines: [
        sales.payment,
        ...(sales.bankTransfer
          ? [
              fillTemplate(sales.bankTransfer.text, {
                holder: company.legalName,
                iban: formatIban(sales.bankTransfer.iban),
              }),
            ]
          : []),
        fillTemplate(E.reference, { number: request.number }),
      ],
    },
    {
      title: E.deliveryDate,
      lines: [fillTemplate(E.deliveryDateText, { zone: choice.zone, date: deliveryDateLabel(choice.deliveryDate) })],
    },
  ];
  const { withdrawal } = sales;
  if (withdrawal.decision === 'escluso') sections.push({ title: E.withdrawal, lines: [withdrawal.excluded] });
  else {
    sections.push({
      title: E.withdrawal,
      lines: [fillTemplate(withdrawal.allowed, { returnCost: withdrawal.returnCost ?? '' })],
    });
    sections.push({
      title: E.withdrawalForm,
      lines: [
        fillTemplate(texts.team.proposal.withdrawalForm, {
          recipient: `${company.legalName}, ${address}, ${site.email}`,
        }),
      ],
    });
  }
  sections.push({ title: E.guarantee, lines: [E.guaranteeText] });
  if (choice.note) sections.push({ title: E.note, lines: [choice.note] });
  sections.push({
    title: E.validity,
    lines: [fillTemplate(E.validityText, { days: texts.team.proposal.validityDays, date: momentLabel(expiresAt) })],
  });
  return sections;
}

/** The terms in an email: a heading per section, a paragraph per line. */
export function termsParts(sections: TermsSection[]): Part[] {
  return sections.flatMap((section) => [
    heading(section.title),
    ...section.lines.map(paragraph),
    ...(section.link ? [linkParagraph(section.link.template, section.link.label, section.link.href)] : []),
  ]);
}

/** The terms on the visitor's page. */
export function termsHtml(sections: TermsSection[]): Html {
  return html`${sections.map((section) => {
    const link = section.link;
    const [before, after = ''] = link ? link.template.split('{link}', 2) : ['', ''];
    return html`<section class="terms"><h2>${section.title}</h2>
${section.lines.map((line) => html`<p class="text">${line}</p>`)}
${link ? html`<p>${before}<a href="${link.href}">${link.label}</a>${after}</p>` : ''}</section>`;
  })}`;
}

export const termsText = (sections: TermsSection[]) =>
  termsParts(sections)
    .map((part) => part.text)
    .join('\n\n');

/** The proposal's email: the terms and the link to accept it (a placeholder in the team's preview). */
export function proposalEmail(
  request: Pick<TeamRequest, 'number' | 'name' | 'email'>,
  sections: TermsSection[],
  link: string,
  texts: ServiceTexts,
  settings: MailSettings,
): Email {
  const E = texts.team.proposal.email;
  const subject = fillTemplate(E.subject, { number: request.number });
  const [before] = E.accept.split('{link}', 1);
  return composeEmail(
    { ...toVisitor(request.email, texts, settings), subject },
    [
      paragraph(fillTemplate(E.intro, { number: request.number, name: request.name })),
      ...termsParts(sections),
      paragraph(before.trim()),
      action(E.acceptLink, link),
    ],
    texts,
    settings,
  );
}

/** The contract's confirmation (art. 51, comma 7): the same terms, and the start guide. */
export function contractEmail(
  request: Pick<TeamRequest, 'number' | 'name' | 'email'>,
  sections: TermsSection[],
  acceptedAt: number,
  texts: ServiceTexts,
  settings: MailSettings,
): Email {
  const C = texts.team.proposal.contract;
  const subject = fillTemplate(C.subject, { number: request.number });
  return composeEmail(
    { ...toVisitor(request.email, texts, settings), subject },
    [
      paragraph(fillTemplate(C.intro, { number: request.number, name: request.name, date: momentLabel(acceptedAt) })),
      heading(C.terms),
      ...termsParts(sections),
      heading(texts.guide.title),
      markdown(texts.guide.body, settings.siteUrl),
    ],
    texts,
    settings,
  );
}

/** To the team: the visitor said yes. */
export function acceptedEmail(
  request: TeamRequest,
  proposal: StoredProposal,
  requestUrl: string,
  texts: ServiceTexts,
  settings: MailSettings,
): Email {
  const T = texts.team.proposal.accepted;
  const subject = fillTemplate(T.subject, { number: request.number, name: request.name });
  const text = fillTemplate(T.text, {
    number: request.number,
    name: request.name,
    date: momentLabel(proposal.acceptedAt ?? Date.now()),
    total: formatEuro(proposal.totalCents),
    delivery: deliveryDateLabel(proposal.deliveryDate),
  });
  return teamNotice(request, subject, text, fillTemplate(T.link, { url: requestUrl }), texts, settings);
}

// ---- The store ----------------------------------------------------------------------------------

export interface StoredProposal {
  id: number;
  requestId: number;
  linkOrigin: string;
  createdAt: number;
  expiresAt: number;
  acceptedAt: number | null;
  deliveryDate: string;
  totalCents: number;
  sections: TermsSection[];
}

function toProposal(row: Row): StoredProposal {
  return {
    id: Number(row.id),
    requestId: Number(row.request_id),
    linkOrigin: String(row.link_origin),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
    acceptedAt: row.accepted_at === null || row.accepted_at === undefined ? null : Number(row.accepted_at),
    deliveryDate: String(row.delivery_date),
    totalCents: Number(row.total_cents),
    sections: JSON.parse(String(row.terms_json)) as TermsSection[],
  };
}

export const validityMs = (texts: ServiceTexts) => texts.team.proposal.validityDays * DAY_MS;

export interface ProposalSending {
  request: TeamRequest;
  choice: ProposalChoice;
  totals: OrderTotal;
  actor: string;
  at: number;
  linkOrigin: string;
  texts: ServiceTexts;
  siteUrl: string;
}

/** Sends a proposal: the request answered, the event, the proposal's row and its email, in one transaction. */
export async function sendProposal(db: Database, sending: ProposalSending): Promise<ChangeOutcome> {
  const { request, choice, totals, actor, at, linkOrigin, texts, siteUrl } = sending;
  const expiresAt = at + validityMs(texts);
  const sections = proposalTerms(request, choice, totals, expiresAt, texts, siteUrl);
  return changeRequest(db, {
    requestId: request.id,
    action: 'propose',
    actor,
    at,
    note: termsText(sections),
    email: { recipient: request.email, kind: 'proposal' },
    within: async (tx, outboxId) => {
      await tx.query(
        `INSERT INTO proposals (request_id, link_origin, created_at, expires_at, outbox_id, pack_index, quantity, zone, delivery_date, note, subtotal_cents, delivery_cents, total_cents, terms_text, terms_json)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [
          request.id,
          linkOrigin,
          at,
          expiresAt,
          outboxId,
          choice.packIndex,
          choice.quantity,
          choice.zone,
          choice.deliveryDate,
          choice.note,
          totals.subtotal,
          totals.delivery,
          totals.total,
          termsText(sections),
          JSON.stringify(sections),
        ],
      );
    },
  });
}

/** The proposal a query finds, with its request (none when either is gone). */
async function proposalWhere(
  db: Database,
  where: string,
  params: unknown[],
): Promise<{ proposal: StoredProposal; request: TeamRequest } | null> {
  const [row] = await db.query(`SELECT * FROM proposals WHERE ${where}`, params);
  const request = row ? await teamRequestById(db, Number(row.request_id)) : null;
  return row && request ? { proposal: toProposal(row), request } : null;
}

const latestOf = async (db: Database, requestId: number) =>
  Number((await db.query('SELECT MAX(id) AS id FROM proposals WHERE request_id = ?', [requestId]))[0]?.id ?? 0);

/**
 * The proposal's email as it leaves: a new token, its hash stored (a retried email carries a new
 * link, and the one before stops working); nothing when a newer proposal replaced it or it was accepted.
 */
export async function proposalMessage(
  db: Database,
  outboxId: number,
  texts: ServiceTexts,
  settings: MailSettings,
): Promise<Email | null> {
  const found = await proposalWhere(db, 'outbox_id = ?', [outboxId]);
  if (!found) return null;
  const { proposal, request } = found;
  if (proposal.acceptedAt !== null || (await latestOf(db, proposal.requestId)) !== proposal.id) return null;
  const token = newSecret();
  await db.query('UPDATE proposals SET token_hash = ? WHERE id = ?', [hashOf(token), proposal.id]);
  return proposalEmail(
    request,
    proposal.sections,
    `${proposal.linkOrigin}${AREA_PATHS.accept(token)}`,
    texts,
    settings,
  );
}

/** The accepted proposal of a request (for the contract's confirmation and the team's email). */
export const acceptedProposalOf = (db: Database, requestId: number) =>
  proposalWhere(db, 'request_id = ? AND accepted_at IS NOT NULL ORDER BY id DESC LIMIT 1', [requestId]);

export type ProposalState = 'open' | 'accepted' | 'expired' | 'superseded' | 'closed';

/** The proposal a link's token opens, and whether it may still be accepted. */
export async function proposalByToken(
  db: Database,
  token: string,
  at: number,
): Promise<{ proposal: StoredProposal; request: TeamRequest; state: ProposalState } | null> {
  const found = await proposalWhere(db, 'token_hash = ?', [hashOf(token)]);
  if (!found) return null;
  const { proposal, request } = found;
  const state: ProposalState =
    proposal.acceptedAt !== null
      ? 'accepted'
      : (await latestOf(db, proposal.requestId)) !== proposal.id
        ? 'superseded'
        : at >= proposal.expiresAt
          ? 'expired'
          : request.status !== 'answered'
            ? 'closed'
            : 'open';
  return { proposal, request, state };
}

class NotAccepted extends Error {}

/**
 * The visitor accepts: once only, before it expires, the newest of its request. The request becomes
 * accepted (by the visitor, as content/team.yaml names them), the contract's confirmation and the team's email go into the outbox,
 * all in one transaction.
 */
export async function acceptProposal(
  db: Database,
  proposal: StoredProposal,
  request: TeamRequest,
  { teamEmail, actor, at }: { teamEmail: string; actor: string; at: number },
): Promise<boolean> {
  try {
    const outcome = await changeRequest(db, {
      requestId: request.id,
      action: 'accept',
      actor,
      at,
      email: { recipient: request.email, kind: 'contract' },
      within: async (tx) => {
        const taken = await tx.query(
          'UPDATE proposals SET accepted_at = ? WHERE id = ? AND accepted_at IS NULL AND expires_at > ? AND id = (SELECT MAX(id) FROM proposals WHERE request_id = ?) RETURNING id',
          [at, proposal.id, at, request.id],
        );
        if (taken.length === 0) throw new NotAccepted();
        await insertMessage(tx, {
          requestId: request.id,
          kind: 'accepted',
          recipient: teamEmail,
          status: 'pending',
          now: at,
        });
      },
    });
    return outcome.ok;
  } catch (error) {
    if (error instanceof NotAccepted) return false;
    throw error;
  }
}
