import { fillTemplate } from '@/lib/format';
import { formatEuro, packPrice } from '@/lib/offer';
import type { TeamRequest } from '../store/lifecycle';
import type { ServiceTexts } from '../texts';
import { attribute, html } from './html';
import { AREA_PATHS, layout, narrowPage, notice, tokenField, type Viewer } from './pages';
import { MAX_QUANTITY, termsHtml, type StoredProposal } from './proposal';

/**
 * The pages of a proposal: the team's form with its preview (the email's text part, in a <pre>: no
 * script, no frame, the area's CSP as it is), and the visitor's page with its one button.
 */

export interface ProposalFormView {
  request: TeamRequest;
  /** What the team chose so far (the query of the preview, or the fields sent). */
  fields: Record<string, string>;
  error?: string | null;
  /** The email's text, once the choice is valid. */
  preview?: string | null;
  /** The withdrawal is still undecided: nothing can be sent. */
  blocked?: boolean;
}

export function proposalFormPage(texts: ServiceTexts, viewer: Viewer, view: ProposalFormView, today: string): string {
  const F = texts.team.proposal.form;
  const { request, fields } = view;
  const title = fillTemplate(F.title, { number: request.number });
  const target = AREA_PATHS.proposal(request.id);
  const { sales } = texts;
  const chosen = (name: string, value: string) => attribute('selected', fields[name] === value);
  const hidden = ['confezione', 'quantita', 'zona', 'data', 'nota'].map(
    (name) => html`<input type="hidden" name="${name}" value="${fields[name] ?? ''}">`,
  );
  const form = html`<form method="get" action="${target}" class="stack" novalidate>
<div class="field"><label class="label" for="confezione">${F.pack}</label>
<select id="confezione" class="control" name="confezione">
${sales.prices.packs.map((pack, index) => html`<option value="${index}"${chosen('confezione', String(index))}>${fillTemplate(sales.prices.pack, { bottles: pack.bottles, ml: pack.ml })} · ${formatEuro(packPrice(pack))}</option>`)}
</select></div>
<div class="field"><label class="label" for="quantita">${F.quantity}</label>
<input id="quantita" class="control" name="quantita" type="number" inputmode="numeric" min="1" max="${MAX_QUANTITY}" required value="${fields.quantita ?? '1'}"></div>
<div class="field"><label class="label" for="zona">${F.zone}</label>
<select id="zona" class="control" name="zona">
${sales.delivery.costs.map((cost) => html`<option value="${cost.zone}"${chosen('zona', cost.zone)}>${cost.zone}</option>`)}
</select></div>
<div class="field"><label class="label" for="data">${F.date}</label>
<p class="hint" id="data-hint">${F.dateHint}</p>
<input id="data" class="control" name="data" type="date" min="${today}" required value="${fields.data ?? ''}" aria-describedby="data-hint"></div>
<div class="field"><label class="label" for="nota">${F.note}</label>
<textarea id="nota" class="control" name="nota" rows="3" maxlength="2000">${fields.nota ?? ''}</textarea></div>
<button type="submit" class="button outline">${F.show}</button>
</form>`;
  const preview = view.preview
    ? html`<section aria-labelledby="anteprima"><h2 id="anteprima">${F.preview}</h2>
<p>${F.previewIntro}</p>
<pre class="preview">${view.preview}</pre>
<form method="post" action="${target}" class="stack">${tokenField(viewer.token)}${hidden}
<button type="submit" class="button primary">${F.send}</button>
</form></section>`
    : '';
  const body = html`<p class="back"><a href="${AREA_PATHS.request(request.id)}">${F.back}</a></p>
<h1>${title}</h1>
${notice('alert', view.error)}
${view.blocked ? '' : html`<p>${F.intro}</p>${form}${preview}`}`;
  return layout(texts, { title, viewer, body });
}

/** The visitor's page: the terms, and the one button that orders with an obligation to pay. */
export function acceptPage(
  texts: ServiceTexts,
  request: TeamRequest,
  proposal: StoredProposal,
  path: string,
  formToken: string,
): string {
  const P = texts.team.proposal.page;
  const title = fillTemplate(P.title, { number: request.number });
  const content = html`<p>${fillTemplate(P.intro, { number: request.number })}</p>
${termsHtml(proposal.sections)}
<form method="post" action="${path}" class="stack">
${tokenField(formToken)}
<p class="hint" id="ordina-hint">${fillTemplate(P.orderHint, { total: formatEuro(proposal.totalCents) })}</p>
<button type="submit" class="button primary" aria-describedby="ordina-hint">${P.order}</button>
</form>`;
  return narrowPage(texts, title, content, null, true);
}

/** A page of words only for the visitor: done, or why not. */
export const visitorMessagePage = (texts: ServiceTexts, title: string, message: string, kind: 'status' | 'alert') =>
  narrowPage(texts, title, html`${notice(kind, message)}`, null, true);
