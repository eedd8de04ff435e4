import { Marked, type Tokens } from 'marked';
import { formatCompanyName, companyRegistration } from '@/lib/company';
import { fillTemplate, formatItalianAddress } from '@/lib/format';
import type { ServiceTexts } from '../texts';
import type { Email, MailSettings } from './compose';

/**
 * The pieces every email is made of, each written twice: as HTML (inline styles, the only kind
 * mail programs keep) and as plain text. Whatever a visitor typed is escaped in the HTML.
 */
export interface Part {
  html: string;
  text: string;
}

const COLORS = { text: '#1f2a24', muted: '#4d5b53', brand: '#1E6B4F', rule: '#d8e4dc', panel: '#f3f8f4' };

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );
}

export function paragraph(value: string): Part {
  return { html: `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(value)}</p>`, text: value };
}

/** A sentence of content with a link where it says {link} (at its end when it does not say it). */
export function linkParagraph(template: string, label: string, href: string): Part {
  const [before, after = ''] = template.includes('{link}') ? template.split('{link}', 2) : [`${template} `, ''];
  return {
    html: `<p style="margin:0 0 16px">${escapeHtml(before)}<a href="${escapeHtml(href)}" style="color:${COLORS.brand}">${escapeHtml(label)}</a>${escapeHtml(after)}</p>`,
    text: `${before}${label} (${href})${after}`,
  };
}

export function heading(value: string): Part {
  return {
    html: `<h2 style="margin:24px 0 8px;font-size:18px;color:${COLORS.brand}">${escapeHtml(value)}</h2>`,
    text: `${value}\n${'-'.repeat(Math.min(value.length, 60))}`,
  };
}

/** Label and value rows, e.g. the request's fields; a value keeps its line breaks. */
export function table(rows: Array<[string, string]>): Part {
  const cells = rows
    .map(
      ([label, value]) =>
        // The label wraps (a phone of 360 px has no room for «Conferma al visitatore» on one line beside
        // an address) and gets at most a third of the width; the value breaks even inside a long address.
        `<tr><th style="text-align:left;vertical-align:top;width:33%;padding:6px 12px 6px 0;color:${COLORS.muted};font-weight:600">${escapeHtml(label)}</th>` +
        `<td style="padding:6px 0;white-space:pre-wrap;overflow-wrap:anywhere;word-break:break-word">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    html: `<table role="presentation" style="border-collapse:collapse;table-layout:fixed;margin:0 0 16px;width:100%">${cells}</table>`,
    text: rows.map(([label, value]) => `${label}:${value.includes('\n') ? `\n${value}` : ` ${value}`}`).join('\n'),
  };
}

/** A framed block, for what the visitor wrote or for a warning. */
export function panel(parts: Part[]): Part {
  return {
    html: `<div style="background:${COLORS.panel};border-left:4px solid ${COLORS.brand};padding:12px 16px;margin:0 0 16px">${parts.map((part) => part.html).join('')}</div>`,
    text: parts.map((part) => part.text).join('\n\n'),
  };
}

export function list(items: string[]): Part {
  return {
    html: `<ul style="margin:0 0 16px;padding-left:20px">${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    text: items.map((item) => `- ${item}`).join('\n'),
  };
}

/** Markdown from content (the start guide, for the contract's confirmation): links become absolute addresses of the site. */
export function markdown(source: string, siteUrl: string): Part {
  const absolute = (href: string) => (href.startsWith('/') ? new URL(href, siteUrl).toString() : href);
  const renderer = new Marked({
    gfm: true,
    renderer: {
      link(token: Tokens.Link) {
        return `<a href="${escapeHtml(absolute(token.href))}" style="color:${COLORS.brand}">${this.parser.parseInline(token.tokens)}</a>`;
      },
      // The guide's own sections sit under its title: one step smaller.
      heading(token: Tokens.Heading) {
        return `<h3 style="margin:16px 0 4px;font-size:16px;color:${COLORS.brand}">${escapeHtml(token.text)}</h3>`;
      },
    },
  });
  const text = source
    .replace(/^#{2,6}\s+(.*)$/gm, (_, title: string) => heading(title).text)
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, label: string, href: string) => `${label} (${absolute(href)})`)
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .trim();
  return { html: renderer.parse(source, { async: false }), text };
}

/** The company data at the foot of every email (Italian law wants it on business emails too). */
export function companyFooter({ site, ui }: ServiceTexts, siteUrl: string): Part {
  const { company } = site;
  const line = [
    formatCompanyName(company, ui),
    formatItalianAddress(company),
    ...companyRegistration(company, ui),
    `${ui.pecLabel} ${company.pec}`,
  ].join(' · ');
  const host = siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');
  return {
    html:
      `<p style="margin:32px 0 0;padding-top:12px;border-top:1px solid ${COLORS.rule};font-size:12px;color:${COLORS.muted}">${escapeHtml(line)}<br>` +
      `<a href="${escapeHtml(siteUrl)}" style="color:${COLORS.muted}">${escapeHtml(host)}</a> · <a href="mailto:${escapeHtml(site.email)}" style="color:${COLORS.muted}">${escapeHtml(site.email)}</a></p>`,
    text: `--\n${line}\n${siteUrl} · ${site.email}`,
  };
}

/** A whole email body in Italian: the parts in order, the company data at the foot. */
export function document(title: string, parts: Part[], footer: Part): Part {
  const body = [...parts, footer];
  return {
    html:
      `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(title)}</title></head>` +
      `<body style="margin:0;padding:0;background:#ffffff"><div style="max-width:600px;margin:0 auto;padding:24px 16px;overflow-wrap:anywhere;word-break:break-word;font-family:Helvetica,Arial,sans-serif;font-size:16px;line-height:1.5;color:${COLORS.text}">` +
      `${body.map((part) => part.html).join('\n')}</div></body></html>`,
    text: `${body.map((part) => part.text).join('\n\n')}\n`,
  };
}

/** Every email of the service: from MAIL_FROM, its parts, the company data at the foot. */
export function composeEmail(
  head: Pick<Email, 'to' | 'subject' | 'replyTo'>,
  parts: Part[],
  texts: ServiceTexts,
  settings: Pick<MailSettings, 'from' | 'siteUrl'>,
): Email {
  return { ...head, from: settings.from, ...document(head.subject, parts, companyFooter(texts, settings.siteUrl)) };
}

/** To the visitor, Reply-To the team. */
export const toVisitor = (email: string, texts: ServiceTexts, settings: Pick<MailSettings, 'teamEmail'>) => ({
  to: email,
  replyTo: { name: texts.site.name, address: settings.teamEmail },
});

/** To the team, Reply-To the visitor. */
export const toTeam = (request: { name: string; email: string }, settings: Pick<MailSettings, 'teamEmail'>) => ({
  to: settings.teamEmail,
  replyTo: { name: request.name, address: request.email },
});

export { fillTemplate };
