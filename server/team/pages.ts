import { fillTemplate } from '@/lib/format';
import {
  allowedActions,
  AWAITING_REPLY,
  REQUEST_STATUSES,
  type RequestAction,
  type RequestStatus,
} from '@/lib/request-status';
import { deadlineLabel, timeLeft, timeLeftLabel } from '@/lib/working-hours';
import type { ListPage, RequestEvent, StatusFilter, TeamRequest } from '../store/lifecycle';
import type { ServiceTexts } from '../texts';
import { attribute, html, type Html } from './html';

/**
 * The team's pages, server-rendered in Italian from content/team.yaml: plain forms that work
 * without JavaScript, one column on a phone. Every value is escaped by html``.
 */
export const AREA_PATHS = {
  home: '/team/',
  style: '/team/stile.css',
  login: '/team/accesso',
  link: '/team/accesso/link',
  logout: '/team/esci',
  /** A request's page, by its id or by the router's pattern for one. */
  request: (id: number | string) => `/team/richieste/${id}`,
  erase: (id: number) => `/team/richieste/${id}/cancella`,
  proposal: (id: number) => `/team/richieste/${id}/proposta`,
  /** The visitor's page of a proposal: no session, the link's token is the credential. */
  accept: (token: string) => `/team/proposta/${token}`,
};

/** Who is looking, for the header and the forms' token. */
export interface Viewer {
  email: string;
  /** The form token of this session. */
  token: string;
}

export interface PageFrame {
  title: string;
  viewer: Viewer | null;
  body: Html;
  /** A visitor's page (a proposal): the brand leads to the site, not to the team's area. */
  visitor?: boolean;
}

const area = (texts: ServiceTexts) => texts.team.area;

export function layout(texts: ServiceTexts, { title, viewer, body, visitor = false }: PageFrame): string {
  const A = area(texts);
  const account = viewer
    ? html`<div class="account"><p class="who">${fillTemplate(A.signedInAs, { email: viewer.email })}</p>
<form method="post" action="${AREA_PATHS.logout}">${tokenField(viewer.token)}<button type="submit" class="button outline">${A.logout}</button></form></div>`
    : '';
  return `<!DOCTYPE html>\n${html`<html lang="it">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title} · ${visitor ? '' : `${A.title} · `}${texts.site.name}</title>
<link rel="stylesheet" href="${AREA_PATHS.style}">
</head>
<body>
<a class="skip" href="#contenuto">${A.skipLink}</a>
<header class="bar"><div class="bar-inner">
${visitor ? html`<a class="brand" href="${texts.site.url}">${texts.site.name}</a>` : html`<a class="brand" href="${AREA_PATHS.home}">${texts.site.name} <span class="brand-area">${A.title}</span></a>`}
${account}
</div></header>
<main id="contenuto" class="main" tabindex="-1">
${body}
</main>
</body>
</html>`}\n`;
}

export const tokenField = (token: string) => html`<input type="hidden" name="token" value="${token}">`;

export function notice(kind: 'status' | 'alert', message: string | null | undefined): Html | string {
  if (!message) return '';
  return kind === 'alert'
    ? html`<p class="notice notice-error" role="alert">${message}</p>`
    : html`<p class="notice" role="status">${message}</p>`;
}

/** A page of one narrow column under its title: the login's steps, a refusal, a confirmation. */
export const narrowPage = (
  texts: ServiceTexts,
  title: string,
  content: Html,
  viewer: Viewer | null = null,
  visitor = false,
) =>
  layout(texts, {
    title,
    viewer,
    visitor,
    body: html`<div class="narrow">
<h1>${title}</h1>
${content}
</div>`,
  });

// ---- Login ------------------------------------------------------------------------------------

export function loginPage(
  texts: ServiceTexts,
  options: { token: string; minutes: number; email?: string; error?: string | null; message?: string | null },
): string {
  const { login } = area(texts);
  const invalid = Boolean(options.error);
  const content = html`${notice('status', options.message)}
<p>${fillTemplate(login.intro, { minutes: options.minutes })}</p>
<form method="post" action="${AREA_PATHS.login}" class="stack" novalidate>
${tokenField(options.token)}
<div class="field">
<label class="label" for="email">${login.emailLabel}</label>
<p class="hint" id="email-hint">${login.emailHint}</p>
${invalid ? html`<p class="error" id="email-error">${options.error}</p>` : ''}
<input id="email" class="control${invalid ? ' invalid' : ''}" name="email" type="email" autocomplete="email" inputmode="email" spellcheck="false" required value="${options.email ?? ''}"
 aria-describedby="email-hint${invalid ? ' email-error' : ''}"${attribute('aria-invalid="true"', invalid)}${attribute('autofocus', invalid)}>
</div>
<button type="submit" class="button primary">${login.submit}</button>
</form>`;
  return narrowPage(texts, login.title, content);
}

export function linkSentPage(texts: ServiceTexts, minutes: number): string {
  const { login } = area(texts);
  return narrowPage(
    texts,
    login.sentTitle,
    html`<p>${fillTemplate(login.sent, { minutes })}</p>
<p><a href="${AREA_PATHS.login}">${login.again}</a></p>`,
  );
}

export function confirmPage(texts: ServiceTexts, options: { token: string; link: string; hours: number }): string {
  const { login } = area(texts);
  const content = html`<p>${fillTemplate(login.confirmIntro, { hours: options.hours })}</p>
<form method="post" action="${AREA_PATHS.link}">
${tokenField(options.token)}
<input type="hidden" name="link" value="${options.link}">
<button type="submit" class="button primary">${login.confirm}</button>
</form>`;
  return narrowPage(texts, login.confirmTitle, content);
}

/** A page that refuses, with its reason and the way on; never any request's data. */
export function messagePage(
  texts: ServiceTexts,
  options: { title: string; message: string; link?: { href: string; label: string }; viewer?: Viewer | null },
): string {
  const { link } = options;
  return narrowPage(
    texts,
    options.title,
    html`${notice('alert', options.message)}
${link ? html`<p><a href="${link.href}">${link.label}</a></p>` : ''}`,
    options.viewer,
  );
}

/**
 * For a link followed from another site (a webmail): the browser keeps the session's cookie
 * (SameSite=Strict) from that first request, so the page loads itself again from here.
 */
export function reloadPage(texts: ServiceTexts, target: string): string {
  const A = area(texts);
  return `<!DOCTYPE html>\n${html`<html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex, nofollow">
<meta http-equiv="refresh" content="0; url=${target}"><title>${A.title} · ${texts.site.name}</title></head>
<body><main><p><a href="${target}">${A.title}</a></p></main></body></html>`}\n`;
}

// ---- The list ---------------------------------------------------------------------------------

const statusName = (texts: ServiceTexts, status: RequestStatus) => area(texts).statuses[status];

function dueLabel(texts: ServiceTexts, request: TeamRequest, now: number): Html | string {
  if (request.status !== AWAITING_REPLY || request.deadlineAt === null) return '';
  const overdue = timeLeft(request.deadlineAt, now).overdue;
  return html`<span class="due${overdue ? ' due-overdue' : ''}">${timeLeftLabel(request.deadlineAt, now, texts.team.deadlines)}</span>`;
}

export interface ListView {
  page: ListPage;
  status: StatusFilter;
  search: string;
  counts: Partial<Record<RequestStatus, number>>;
  message?: string | null;
  /** The address of another page of this list. */
  pageHref: (page: number) => string;
}

export function listPage(texts: ServiceTexts, viewer: Viewer, view: ListView, now: number): string {
  const { list } = area(texts);
  const { page } = view;
  const option = (value: string, label: string, count?: number) =>
    html`<option value="${value}"${attribute('selected', (view.status ?? '') === value)}>${label}${count === undefined ? '' : ` (${count})`}</option>`;
  const openCount = REQUEST_STATUSES.filter((status) => status !== 'closed' && status !== 'cancelled').reduce(
    (sum, status) => sum + (view.counts[status] ?? 0),
    0,
  );
  const items = page.requests.map(
    (request) => html`<li class="item item-${request.status}">
<p class="item-head"><a class="item-link" href="${AREA_PATHS.request(request.id)}"><span class="number">${request.number}</span> <span class="name">${request.name}</span></a></p>
<p class="item-meta"><span class="status status-${request.status}">${statusName(texts, request.status)}</span> ${dueLabel(texts, request, now)}</p>
<p class="item-more"><span class="email">${request.email}</span> <span class="received">${fillTemplate(list.received, { date: deadlineLabel(request.createdAt, texts.team.deadlines) })}</span></p>
</li>`,
  );
  const filtered = view.status !== 'open' || view.search !== '';
  const pager =
    page.pages > 1
      ? html`<nav class="pager" aria-label="${list.pages}">
${page.page > 1 ? html`<a href="${view.pageHref(page.page - 1)}" rel="prev">${list.previous}</a>` : ''}
<span>${fillTemplate(list.page, { page: page.page, pages: page.pages })}</span>
${page.page < page.pages ? html`<a href="${view.pageHref(page.page + 1)}" rel="next">${list.next}</a>` : ''}
</nav>`
      : '';
  const body = html`<h1>${list.title}</h1>
${notice('status', view.message)}
<form method="get" action="${AREA_PATHS.home}" class="filters" role="search" aria-label="${list.filters}">
<div class="field">
<label class="label" for="stato">${list.status}</label>
<select id="stato" class="control" name="stato">
${option('open', list.open, openCount)}
${option('', list.all)}
${REQUEST_STATUSES.map((status) => option(status, statusName(texts, status), view.counts[status] ?? 0))}
</select>
</div>
<div class="field field-grow">
<label class="label" for="cerca">${list.search}</label>
<input id="cerca" class="control" name="cerca" type="search" value="${view.search}" aria-describedby="cerca-hint" autocomplete="off" spellcheck="false">
<p class="hint" id="cerca-hint">${list.searchHint}</p>
</div>
<div class="filters-actions"><button type="submit" class="button primary">${list.apply}</button>
${filtered ? html`<a href="${AREA_PATHS.home}">${list.reset}</a>` : ''}</div>
</form>
<p class="count" aria-live="polite">${fillTemplate(list.count, { shown: page.requests.length, total: page.total })}</p>
${page.requests.length > 0 ? html`<ol class="items">${items}</ol>` : html`<p>${list.empty}</p>`}
${pager}`;
  return layout(texts, { title: list.title, viewer, body });
}

// ---- One request ------------------------------------------------------------------------------

export interface RequestView {
  request: TeamRequest;
  events: RequestEvent[];
  teamEmail: string;
  message?: string | null;
  error?: string | null;
  /** A reply refused as empty, with what was typed. */
  replyError?: string | null;
  reply?: string;
}

function actionForm(texts: ServiceTexts, viewer: Viewer, view: RequestView, action: RequestAction): Html {
  const R = area(texts).request;
  const target = AREA_PATHS.request(view.request.id);
  if (action === 'reply') {
    const invalid = Boolean(view.replyError);
    return html`<form method="post" action="${target}" class="stack action action-reply">
${tokenField(viewer.token)}<input type="hidden" name="azione" value="reply">
<div class="field">
<label class="label" for="risposta">${R.reply.label}</label>
<p class="hint" id="risposta-hint">${fillTemplate(R.reply.hint, { number: view.request.number, teamEmail: view.teamEmail })}</p>
${invalid ? html`<p class="error" id="risposta-error">${view.replyError}</p>` : ''}
<textarea id="risposta" class="control${invalid ? ' invalid' : ''}" name="testo" rows="8" maxlength="${REPLY_MAX_LENGTH}" required aria-describedby="risposta-hint${invalid ? ' risposta-error' : ''}"${attribute('aria-invalid="true"', invalid)}>${view.reply ?? ''}</textarea>
</div>
<button type="submit" class="button primary">${R.reply.submit}</button>
</form>`;
  }
  if (action === 'propose') {
    return html`<p class="action action-inline"><a class="button primary" href="${AREA_PATHS.proposal(view.request.id)}">${texts.team.proposal.form.open}</a></p>`;
  }
  if (action === 'phone') {
    return html`<form method="post" action="${target}" class="stack action">
${tokenField(viewer.token)}<input type="hidden" name="azione" value="phone">
<div class="field"><label class="label" for="nota">${R.phone.label}</label>
<textarea id="nota" class="control" name="testo" rows="3" maxlength="${REPLY_MAX_LENGTH}"></textarea></div>
<button type="submit" class="button outline">${R.phone.submit}</button>
</form>`;
  }
  return html`<form method="post" action="${target}" class="action action-inline">
${tokenField(viewer.token)}<input type="hidden" name="azione" value="${action}">
<button type="submit" class="button ${action === 'cancel' ? 'danger' : 'outline'}">${R[action]}</button>
</form>`;
}

/** The longest reply or note the team may write (the body limit of the service leaves room for it). */
export const REPLY_MAX_LENGTH = 10_000;

const italianMoment = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function historyItem(texts: ServiceTexts, event: RequestEvent): Html {
  const R = area(texts).request;
  const what = fillTemplate(R.historyEvent, { actor: event.actor, action: R.events[event.action] });
  const moved =
    event.from !== event.to
      ? fillTemplate(R.historyStatus, { from: statusName(texts, event.from), to: statusName(texts, event.to) })
      : '';
  const email = event.email
    ? event.email.status === 'sent'
      ? R.emailStates.sent
      : event.email.status === 'failed'
        ? fillTemplate(R.emailStates.failed, { error: event.email.lastError ?? '' })
        : R.emailStates.pending
    : '';
  return html`<li><p><time datetime="${new Date(event.at).toISOString()}">${italianMoment.format(event.at)}</time> · ${what}${moved ? html` · ${moved}` : ''}${email ? html` · <span class="email-state">${email}</span>` : ''}</p>
${event.note ? html`<div class="text">${event.note}</div>` : ''}</li>`;
}

export function requestPage(texts: ServiceTexts, viewer: Viewer, view: RequestView, now: number): string {
  const A = area(texts);
  const R = A.request;
  const { request } = view;
  const title = fillTemplate(R.title, { number: request.number });
  const actions = allowedActions(request.status);
  const row = (label: string, value: Html | string) => html`<div class="row"><dt>${label}</dt><dd>${value}</dd></div>`;
  const deadline =
    request.deadlineAt === null
      ? ''
      : html`${deadlineLabel(request.deadlineAt, texts.team.deadlines)} ${dueLabel(texts, request, now)}`;
  const body = html`<p class="back"><a href="${AREA_PATHS.home}">${R.back}</a></p>
<h1>${title}</h1>
${notice('status', view.message)}
${notice('alert', view.error)}
<dl class="facts">
${row(R.labels.status, html`<span class="status status-${request.status}">${statusName(texts, request.status)}</span>`)}
${request.deadlineAt === null ? '' : row(R.labels.deadline, deadline)}
${row(R.labels.form, texts.requests.formNames[request.form])}
${row(R.labels.name, request.name)}
${row(R.labels.email, html`<a href="mailto:${request.email}">${request.email}</a>`)}
${row(R.labels.received, italianMoment.format(request.createdAt))}
${row(R.labels.page, request.page)}
</dl>
<section aria-labelledby="messaggio"><h2 id="messaggio">${R.message}</h2>
<div class="text message">${request.message}</div></section>
<section aria-labelledby="azioni"><h2 id="azioni">${R.actions}</h2>
${actions.length === 0 ? html`<p>${R.noActions}</p>` : html`<div class="actions">${actions.map((action) => actionForm(texts, viewer, view, action))}</div>`}
</section>
<section aria-labelledby="storia"><h2 id="storia">${R.history}</h2>
<ol class="history">
<li><p><time datetime="${new Date(request.createdAt).toISOString()}">${italianMoment.format(request.createdAt)}</time> · ${R.historyReceived}</p></li>
${view.events.map((event) => historyItem(texts, event))}
</ol></section>
<section aria-labelledby="dati"><h2 id="dati">${R.data}</h2>
<p>${fillTemplate(R.dataIntro, { email: request.email })}</p>
<div class="actions">
<form method="post" action="${AREA_PATHS.request(request.id)}" class="action action-inline">${tokenField(viewer.token)}<input type="hidden" name="azione" value="export"><button type="submit" class="button outline">${R.export}</button></form>
<p class="action action-inline"><a class="button danger" href="${AREA_PATHS.erase(request.id)}">${R.erase}</a></p>
</div></section>`;
  return layout(texts, { title, viewer, body });
}

export function erasePage(texts: ServiceTexts, viewer: Viewer, request: TeamRequest, numbers: string[]): string {
  const R = area(texts).request;
  const title = fillTemplate(R.eraseTitle, { email: request.email });
  const content = html`<p>${fillTemplate(R.eraseText, { count: numbers.length, numbers: numbers.join(', ') })}</p>
<div class="actions">
<form method="post" action="${AREA_PATHS.erase(request.id)}" class="action action-inline">${tokenField(viewer.token)}<button type="submit" class="button danger">${R.eraseConfirm}</button></form>
<p class="action action-inline"><a href="${AREA_PATHS.request(request.id)}">${R.eraseBack}</a></p>
</div>`;
  return narrowPage(texts, title, content, viewer);
}
