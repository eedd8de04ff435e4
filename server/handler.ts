import {
  addressAfterSending,
  REQUEST_NUMBER_PARAMETER,
  REQUEST_NUMBER_PATTERN,
  withRequestNumber,
} from '@/lib/contact/request-number';
import { contactFormSettings } from '@/lib/contact/variants';
import { fillTemplate } from '@/lib/format';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { BASE_HEADERS, fieldErrors, json, refusal, refusalMessage, type FieldError } from './answers';
import { readBody, type BodyFormat } from './body';
import { networkKey } from './client-address';
import type { ServiceConfig } from './config';
import type { RateLimiter } from './rate-limit';
import { withNumberShown, type SitePages } from './site-pages';
import type { Database } from './store/database';
import { confirmationsOf, teamMailFailing } from './store/outbox';
import { acceptRequest, type StoredRequest } from './store/requests';
import { checkSubmission } from './submission';
import type { ServiceTexts } from './texts';

/**
 * The request service's one handler, on the standard Request/Response API, routed by Hono (whose
 * CORS middleware grants the site alone, when it calls from another origin): POST /api/richieste
 * takes both forms (JSON from the island, form-encoded without JavaScript); GET
 * /api/richieste/stato says whether the service can send email and whether the team's mailbox
 * accepts it (for the go-live check and monitoring; never personal data); GET
 * /api/richieste/grazie-benvenuto?richiesta=… is the thank-you page with the number written in,
 * where a form posted without JavaScript on the site's own origin goes.
 */
export const REQUESTS_PATH = '/api/richieste';
export const STATUS_PATH = '/api/richieste/stato';

/** The service's own copies of the forms' thank-you pages, by their address: /api/richieste/grazie-benvenuto → /grazie-benvenuto. */
const THANK_YOU_PAGES = new Map<string, string>(
  Object.values(contactFormSettings).flatMap(({ thankYouPage }) =>
    thankYouPage ? [[`${REQUESTS_PATH}${thankYouPage}`, thankYouPage] as const] : [],
  ),
);

/** The site's own headers replace these on the site's origin (serviceAnswerHeaders); alone, the page loads only its own files. */
const PAGE_HEADERS = {
  ...BASE_HEADERS,
  'Content-Security-Policy': "default-src 'self'; object-src 'none'; frame-ancestors 'none'; base-uri 'none'",
  'Content-Type': 'text/html; charset=utf-8',
};

export interface HandlerDependencies {
  db: Database;
  texts: ServiceTexts;
  config: ServiceConfig;
  limiter: RateLimiter;
  /** Called once a new request is committed: its emails leave at once. */
  onAccepted: () => void;
  /** The exported site, for the thank-you page with the number in it; null where there is none. */
  pages?: SitePages | null;
  now?: () => number;
}

export interface Client {
  /** The visitor's IP address (a trusted proxy's X-Real-IP: server/client-address.ts). */
  address: string;
}

export type RequestHandler = (request: Request, client: Client) => Promise<Response>;

const HOUR = 60 * 60 * 1000;

/**
 * Whether the request's confirmation was held back by the address's daily limit: a copy of a stored
 * request is answered as its first send was (a confirmation resent later by the team counts as sent).
 */
async function confirmationWasHeld(db: Database, requestId: number): Promise<boolean> {
  const confirmations = await confirmationsOf(db, requestId);
  return confirmations.length > 0 && confirmations.every((message) => message.status === 'held');
}

/** The thank-you page with the number in it (GET, HEAD); the static page when it cannot be written in. */
async function thankYouPageAnswer(route: string, url: URL, pages: SitePages | null): Promise<Response> {
  const number = url.searchParams.get(REQUEST_NUMBER_PARAMETER) ?? '';
  const html = pages ? await pages.read(route) : null;
  const page = html && withNumberShown(html, number);
  if (!page)
    return new Response(null, {
      status: 303,
      headers: {
        ...BASE_HEADERS,
        Location: withRequestNumber(route, REQUEST_NUMBER_PATTERN.test(number) ? number : null),
      },
    });
  return new Response(page, { status: 200, headers: PAGE_HEADERS });
}

export function createHandler({
  db,
  texts,
  config,
  limiter,
  onAccepted,
  pages = null,
  now = Date.now,
}: HandlerDependencies): RequestHandler {
  const app = new Hono<{ Bindings: { client: Client } }>();
  /** Whether the call comes from the site on another origin (SITE_URL, read at each request: a reload may change it). */
  const fromSite = (origin: string | undefined, url: string) =>
    origin === config.siteUrl && origin !== new URL(url).origin;
  // Only the site may call from another origin; the grant goes to it alone.
  const siteOnly = cors({
    origin: (origin, c) => (fromSite(origin, c.req.url) ? origin : null),
    allowMethods: ['POST'],
    allowHeaders: ['Content-Type', 'Accept', 'Idempotency-Key'],
    exposeHeaders: ['Retry-After'],
    maxAge: 600,
  });

  app.get(STATUS_PATH, siteOnly, async () => {
    // For the go-live check: whether emails can leave, and through which mail server (never its password).
    const smtpHost = config.smtpUrl ? new URL(config.smtpUrl).hostname : null;
    // Whether the team's own mailbox refuses the service's emails (null: the database did not answer).
    const failing = await teamMailFailing(db).catch(() => null);
    return json(200, {
      ok: true,
      smtp: Boolean(config.smtpUrl),
      smtpHost,
      siteUrl: config.siteUrl,
      teamMailFailing: failing,
    });
  });
  for (const [address, thankYouPage] of THANK_YOU_PAGES) {
    app.get(address, (c) => thankYouPageAnswer(thankYouPage, new URL(c.req.url), pages));
    app.all(address, () => json(405, { ok: false, message: '', errors: [] }, { Allow: 'GET, HEAD' }));
  }
  app.use(REQUESTS_PATH, siteOnly);
  app.post(REQUESTS_PATH, (c) => submit(c.req.raw, c.env.client));
  app.all(REQUESTS_PATH, () =>
    json(405, { ok: false, message: refusalMessage(405, texts), errors: [] }, { Allow: 'POST, OPTIONS' }),
  );
  app.notFound(() => json(404, { ok: false, message: refusalMessage(404, texts), errors: [] }));
  // Any other failure goes to the Node bridge, which answers a short 503 (server/node-http.ts).
  app.onError((error) => {
    throw error;
  });

  async function submit(request: Request, client: Client): Promise<Response> {
    const url = new URL(request.url);
    const origin = request.headers.get('origin');
    const crossOrigin = fromSite(origin ?? undefined, request.url);
    // Any other page that posts here is refused (no relay through a visitor's browser).
    const foreign = origin !== null && origin !== url.origin && origin !== config.siteUrl;

    const body = await readBody(request, config.bodyTimeoutMs);
    const format: BodyFormat | null = body.format;
    const wantsPage = format === 'form' && (request.headers.get('accept') ?? '').includes('text/html');
    const siteBase = crossOrigin ? config.siteUrl : '';
    const refuse = (
      status: number,
      errors: FieldError[] = [],
      headers: Record<string, string> = {},
      message = refusalMessage(status, texts),
    ) => {
      const page =
        body.ok && typeof body.fields.page === 'string' && /^\/[a-z0-9/-]{0,100}$/.test(body.fields.page)
          ? body.fields.page
          : null;
      return refusal(status, message, errors, {
        html: wantsPage,
        backTo: page && `${siteBase}${page}`,
        texts,
        headers,
      });
    };
    if (foreign) return refuse(403);
    if (!body.ok) return refuse(body.status);

    const at = now();
    const checked = checkSubmission(
      body.fields,
      body.format,
      request.headers.get('idempotency-key'),
      config.minFillMs,
      at,
    );
    if (!checked.ok)
      return refuse(
        checked.problems.some((found) => found.field === 'key') ? 400 : 422,
        fieldErrors(checked.problems, texts),
      );

    const settings = Object.values(contactFormSettings).find((candidate) => candidate.form === checked.request.form)!;
    const answer = (stored: StoredRequest | null, confirmationHeld = false) => {
      if (format === 'form') {
        const address = addressAfterSending(settings, stored?.number ?? null, confirmationHeld);
        // Posted from a page of this very origin (the browser says so): the service's own copy of
        // the thank-you page, which shows the number without JavaScript. Elsewhere, the site's page.
        const ownPage =
          stored &&
          settings.thankYouPage &&
          request.headers.get('sec-fetch-site') === 'same-origin' &&
          pages?.has(settings.thankYouPage);
        return new Response(null, {
          status: 303,
          headers: {
            'Cache-Control': 'no-store',
            Location: ownPage ? `${REQUESTS_PATH}${address}` : `${siteBase}${address}`,
          },
        });
      }
      const accepted = confirmationHeld ? texts.requests.answers.acceptedHeld : texts.requests.answers.accepted;
      const message = stored
        ? fillTemplate(accepted, { number: stored.number })
        : texts.forms.contactFormText.messages.sent;
      return json(201, { ok: true, requestNumber: stored?.number ?? null, confirmationHeld, message });
    };
    // A robot is told its request went, and nothing is stored or sent.
    if (checked.robot) return answer(null);

    // An IPv6 visitor is counted by its /64: rotating addresses inside it gains nothing.
    const network = networkKey(client.address);
    const wait = limiter.waitFor(network, at);
    const repeats = limiter.count(network, at);
    // Counted before the database work, so that sends in parallel count too; given back unless a request is created.
    if (wait === 0) limiter.record(network, at);
    const giveBack = () => wait === 0 && limiter.unrecord(network, at);
    try {
      if (wait > 0) {
        // A copy of a request already stored is answered even from an address over its limit.
        const [row] = await db.query('SELECT id FROM requests WHERE idempotency_key = ?', [
          checked.request.idempotencyKey,
        ]);
        if (!row)
          return refuse(
            429,
            [],
            { 'Retry-After': String(Math.ceil(wait / 1000)) },
            refusalMessage(429, texts, { minutes: Math.ceil(wait / 60_000) }),
          );
      }
      const outcome = await acceptRequest(db, checked.request, {
        now: at,
        teamEmail: config.teamEmail,
        confirmationLimit: { max: config.confirmationsPerAddressPerDay, windowMs: 24 * HOUR },
        senderRepeats: repeats,
        hourlyCaps: { requests: config.requestsPerHour, confirmations: config.confirmationsPerHour },
      });
      if (outcome.kind !== 'created') giveBack();
      if (outcome.kind === 'conflict') return refuse(422, [], {}, texts.requests.answers.conflict);
      if (outcome.kind === 'created') onAccepted();
      return answer(
        outcome.request,
        outcome.kind === 'created' ? outcome.confirmationHeld : await confirmationWasHeld(db, outcome.request.id),
      );
    } catch (error) {
      giveBack();
      // The database is unreachable or full: nothing was stored, the form may try again.
      console.error(
        `Richiesta non salvata (POST ${REQUESTS_PATH}): ${error instanceof Error ? error.message : String(error)}`,
      );
      return refuse(503, [], { 'Retry-After': '30' });
    }
  }

  return async (request, client) => app.fetch(request, { client });
}
