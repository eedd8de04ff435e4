import { Marked, type Tokens } from 'marked';
import { legalLabels, type LegalDocument } from '@/content/pages/legal';
import { processors as allProcessors, type Processor } from '@/content/processors';
import { requestSettings } from '@/content/richieste';
import { sales as salesContent, withdrawalText } from '@/content/sales';
import type { Sales } from '@/content/schemas/commerce';
import { companyName, formatAddress, site } from '@/content/site';
import { fillTemplate, ui } from '@/content/ui';
import type { LEGAL_CONDITIONS } from '@/content/schemas/pages';
import { contactEndpoint } from '@/lib/contact/endpoint';
import { ConditionError, resolveConditions, sectionIds } from '@/lib/content/markdown';

/** What the build knows that a legal text may depend on. */
export interface LegalSettings {
  /** Where the forms deliver (the request service, /api/richieste or NEXT_PUBLIC_CONTACT_ENDPOINT); null when the send is only simulated. */
  contactEndpoint: string | null;
  /** Delivery, payment, withdrawal and ADR (content/sales.yaml unless a test gives others). */
  sales?: Sales;
}

const BUILD_SETTINGS: LegalSettings = { contactEndpoint };

/** 12 → «12 mesi», 1 → «1 mese». */
function monthsInWords(months: number): string {
  return months === 1 ? '1 mese' : `${months} mesi`;
}

/** Characters that would otherwise be read as Markdown syntax inside a company value. */
function escapeMarkdown(value: string): string {
  return value.replace(/[\\`*_{}[\]<>#|]/g, '\\$&');
}

const mailto = (address: string) => `[${escapeMarkdown(address)}](mailto:${address})`;

/**
 * A processor's name and its country in one pair of brackets: «Brevo (Sendinblue SAS)» in «Francia»
 * is «Brevo (Sendinblue SAS, Francia)», not «Brevo (Sendinblue SAS) (Francia)».
 */
function nameParts(name: string, country?: string): { main: string; brackets: string } {
  const [, main = name, detail] = /^(.*\S)\s*\(([^()]+)\)$/.exec(name) ?? [];
  return { main, brackets: [detail, country].filter(Boolean).join(', ') };
}

/** A processor's name and country as the privacy texts write them, without Markdown. */
export function processorLabel(name: string, country?: string): string {
  const { main, brackets } = nameParts(name, country);
  return brackets ? `${main} (${brackets})` : main;
}

/** A processor as the privacy texts name it: the company (in bold) and its country, or that it is still to be named. */
function processorName(processor: Processor): string {
  if (!processor.name) return escapeMarkdown(legalLabels.unnamedProcessor);
  const { main, brackets } = nameParts(processor.name, processor.country);
  return `**${escapeMarkdown(main)}**${brackets ? ` (${escapeMarkdown(brackets)})` : ''}`;
}

/**
 * What each {{placeholder}} of the legal texts becomes. The email is an explicit mailto link,
 * and the site address an explicit link showing the bare host, so GFM never autolinks them.
 * {{processors}} and {{processorRows}} stand alone on their line: a list, and table rows.
 * {{mailProvider}} is the processor of content/processors/ that sends the forms' emails.
 */
function placeholderValues(sales: Sales, requestService: boolean): Record<string, string> {
  const host = site.url.replace(/^https?:\/\//, '').replace(/\/$/, '');
  const { company } = site;
  // The request service's host and mail provider process data only when the forms send to it.
  const processors = allProcessors.filter((processor) => requestService || !processor.role);
  const mailProviders = processors.filter((processor) => processor.role === 'invio-email');
  return {
    legalName: escapeMarkdown(companyName(company)),
    address: escapeMarkdown(formatAddress(company)),
    vatNumber: escapeMarkdown(company.vatNumber),
    registration: [
      escapeMarkdown(fillTemplate(ui.registryLabel, company.registry)),
      escapeMarkdown(`${ui.reaLabel} ${company.rea}`),
      escapeMarkdown(`${ui.shareCapitalLabel.toLowerCase()} ${company.shareCapital}`),
      `${escapeMarkdown(ui.pecLabel)} ${mailto(company.pec)}`,
    ].join(', '),
    email: mailto(site.email),
    mailProvider:
      mailProviders.length > 0
        ? mailProviders.map(processorName).join(', ')
        : escapeMarkdown(legalLabels.unnamedProcessor),
    requestRetention: escapeMarkdown(monthsInWords(requestSettings.retentionMonths)),
    processors: processors
      .map(
        (processor) =>
          `- ${escapeMarkdown(processor.service)}: ${processorName(processor)}; ${escapeMarkdown(legalLabels.transfers[processor.transfer])}`,
      )
      .join('\n'),
    processorRows: processors
      .map(
        (processor) =>
          `| ${escapeMarkdown(processor.service)}: ${processorName(processor)} | ${escapeMarkdown(processor.activity)} | ${escapeMarkdown(legalLabels.processorRole)} |`,
      )
      .join('\n'),
    deliveryZones: escapeMarkdown(sales.delivery.zones),
    payment: escapeMarkdown(sales.payment),
    withdrawal: escapeMarkdown(withdrawalText(sales)),
    adrBody: sales.adr ? `[${escapeMarkdown(sales.adr.name)}](${sales.adr.url})` : '',
    siteUrl: `[${escapeMarkdown(host)}](${site.url})`,
  };
}

/**
 * The text for this build: its {{#requestService}} blocks only when the forms deliver to the
 * request service, its {{^requestService}} blocks only when the send is simulated; the
 * withdrawal and ADR blocks as content/sales.yaml decides.
 */
export function fillPlaceholders(file: string, markdown: string, settings: LegalSettings = BUILD_SETTINGS): string {
  const sales = settings.sales ?? salesContent;
  const { decision } = sales.withdrawal;
  const conditions: Record<keyof typeof LEGAL_CONDITIONS, boolean> = {
    requestService: settings.contactEndpoint !== null,
    recessoEscluso: decision === 'escluso',
    recessoAmmesso: decision === 'ammesso',
    recessoDaDecidere: decision === 'da-decidere',
    adr: sales.adr !== undefined,
  };
  let resolved: string;
  try {
    resolved = resolveConditions(markdown, conditions);
  } catch (error) {
    if (error instanceof ConditionError) throw new Error(`${file}:${error.line}: ${error.message}`);
    throw error;
  }
  const values = placeholderValues(sales, conditions.requestService);
  return resolved.replace(/\{\{\s*([^}]*?)\s*\}\}/g, (match, name: string) => {
    if (!(name in values)) {
      throw new Error(
        `${file}: segnaposto sconosciuto ${match}. Sono ammessi: ${Object.keys(values)
          .map((key) => `{{${key}}}`)
          .join(' ')}`,
      );
    }
    return values[name];
  });
}

/** Text of inline HTML for an attribute: marked has escaped it already, so only the tags go. */
const attributeText = (html: string) => html.replace(/<[^>]*>/g, '').trim();

/**
 * A table that phones read as one card per row: each cell carries its column's heading as
 * data-label, taken from the header row at render (never written by hand), which the CSS shows
 * above the value when the column is too narrow for the grid (components/ui/Prose.module.css).
 * No ARIA roles on the parts: HTML forbids them inside a table, and the browsers keep a table's
 * semantics when its display changes (the e2e test reads Chromium's accessibility tree).
 */
function renderTable(
  token: Tokens.Table,
  inline: (tokens: Tokens.TableCell['tokens']) => string,
  label: string,
): string {
  const headers = token.header.map((cell) => inline(cell.tokens));
  const head = headers.map((html) => `<th scope="col">${html}</th>`).join('');
  const rows = token.rows
    .map(
      (row) =>
        `<tr>${row.map((cell, index) => `<td data-label="${attributeText(headers[index])}">${inline(cell.tokens)}</td>`).join('')}</tr>`,
    )
    .join('\n');
  return (
    `<div class="legal-table"><table>` +
    `<caption class="visually-hidden">${label}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table></div>\n`
  );
}

/** Renders one legal text to HTML: h2 sections with ids, tables named after their section. */
export function renderLegalMarkdown(file: string, markdown: string, settings: LegalSettings = BUILD_SETTINGS) {
  const sections: Array<{ id: string; title: string }> = [];
  const usedLabels = new Set<string>();

  const marked = new Marked({
    gfm: true,
    renderer: {
      heading(token: Tokens.Heading) {
        if (token.depth !== 2) return false;
        // The same ids the content check offers to links (lib/content/markdown.ts).
        const id = sectionIds([...sections.map((section) => section.title), token.text]).at(-1)!;
        sections.push({ id, title: token.text });
        return `<h2 id="${id}">${this.parser.parseInline(token.tokens)}</h2>\n`;
      },
      table(token: Tokens.Table) {
        const named = fillTemplate(legalLabels.table, { section: sections.at(-1)?.title ?? '' });
        let label = named;
        for (let n = 2; usedLabels.has(label); n += 1) label = `${named} (${n})`;
        usedLabels.add(label);
        const escapedLabel = label.replace(/&/g, '&amp;').replace(/</g, '&lt;');
        return renderTable(token, (tokens) => this.parser.parseInline(tokens), escapedLabel);
      },
    },
  });

  const html = marked.parse(fillPlaceholders(file, markdown, settings), { async: false });
  return { html, sections };
}

/** Renders a legal text of content/pages/ (its Markdown came in with the page's module). */
export function loadLegalDocument(document: LegalDocument, settings: LegalSettings = BUILD_SETTINGS) {
  return renderLegalMarkdown(document.file, document.body, settings);
}
