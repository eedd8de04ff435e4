import { z } from 'zod';
import { contentSources } from '@/content/schemas';
import { metaOf, unwrap, type FieldMeta } from './meta';
import type { ContentSource } from './sources';

/**
 * The field tables of docs/modifica-contenuti.md, written from the schemas so that the editors'
 * guide says exactly what the check enforces. `npm run docs:content` rewrites them; a unit test
 * fails when the guide and the schemas disagree.
 */

export const START = '<!-- campi: inizio (scritto da npm run docs:content, non modificare a mano) -->';
export const END = '<!-- campi: fine -->';

function rule(meta: FieldMeta | undefined, schema: z.ZodType, optional: boolean): string {
  const parts: string[] = [];
  const inner = unwrap(schema) ?? schema;
  switch (meta?.kind) {
    case 'integer':
    case 'order':
      parts.push(`numero intero da ${meta.min} a ${meta.max}`);
      break;
    case 'decimal':
      parts.push(
        `numero da ${meta.min} a ${meta.max}; nel file i decimali con il punto (0.5), nella pagina di modifica con la virgola (0,5)`,
      );
      break;
    case 'list': {
      const element = inner instanceof z.ZodArray ? metaOf(inner.element as z.ZodType) : undefined;
      parts.push(`elenco, da ${meta.min} a ${meta.max} voci`);
      if (element?.kind === 'choice') parts.push(`ognuna fra: ${Object.keys(element.options ?? {}).join(', ')}`);
      if (element?.kind === 'text' && element.max !== undefined) parts.push(`ognuna di max ${element.max} caratteri`);
      break;
    }
    case 'route':
      parts.push('una pagina del sito (/…)');
      break;
    case 'link':
      parts.push('pagina del sito (anche /pagina#sezione), mailto:, tel: o https://');
      break;
    case 'image':
      parts.push('immagine in public/, scritta come /art/nome.svg');
      break;
    case 'email':
      parts.push('indirizzo email');
      break;
    case 'vat':
      parts.push('11 cifre con cifra di controllo valida');
      break;
    case 'euro':
      parts.push('importo in euro con la virgola, es. «12,90»');
      break;
    case 'iban':
      parts.push('IBAN con cifre di controllo valide (anche con gli spazi)');
      break;
    case 'date':
      parts.push('data AAAA-MM-GG, non nel futuro');
      break;
    case 'day':
      parts.push('data AAAA-MM-GG, anche passata o futura');
      break;
    case 'month':
      parts.push('mese e anno in lettere, es. «gennaio 2025», non nel futuro');
      break;
    case 'markdown':
      parts.push('Markdown: sezioni «## N. Titolo», sottosezioni «###», niente «# »; link a pagine esistenti');
      break;
    case 'choice':
      parts.push(
        `uno fra: ${Object.entries(meta.options ?? {})
          .map(([value, name]) => (value === name ? value : `${value} (${name})`))
          .join(', ')}`,
      );
      break;
    case 'group':
      parts.push('gruppo di campi');
      break;
    case 'boolean':
      parts.push('true (sì) o false (no)');
      break;
    default:
      if (inner instanceof z.ZodString) {
        const length =
          meta?.max !== undefined
            ? meta.min && meta.min > 1
              ? `da ${meta.min} a ${meta.max} caratteri`
              : `max ${meta.max} caratteri`
            : 'testo';
        parts.push(meta?.kind === 'multiline' ? `${length}, anche su più righe` : length);
      }
  }
  if (meta?.quoted) parts.push('nel file tra virgolette doppie');
  if (optional) parts.push('facoltativo');
  return parts.join('; ');
}

function rows(schema: z.ZodType, prefix: string, out: string[]): void {
  const object = unwrap(schema);
  if (!(object instanceof z.ZodObject)) return;
  for (const [key, field] of Object.entries(object.shape as Record<string, z.ZodType>)) {
    const optional = field instanceof z.ZodOptional || field instanceof z.ZodNullable;
    // A field that may be null (an opening time: «chiuso») carries its name on the value inside.
    const meta = metaOf(field) ?? metaOf(unwrap(field));
    const name = `${prefix}${key}`;
    const cell = (text: string | undefined) => (text ?? '').replace(/\|/g, '\\|');
    // A hint that only repeats the rule ("Al massimo 40 caratteri.") is left out.
    const hint =
      meta?.hint && !/^(Al massimo \d+ caratteri|Da \d+ a \d+ (caratteri|voci)|Un numero intero da)/.test(meta.hint)
        ? meta.hint
        : '';
    out.push(`| \`${name}\` | ${cell(meta?.title)} | ${cell(rule(meta, field, optional))} | ${cell(hint)} |`);
    const inner = unwrap(field);
    if (inner instanceof z.ZodObject) rows(inner, `${name}.`, out);
    if (inner instanceof z.ZodArray && unwrap(inner.element as z.ZodType) instanceof z.ZodObject)
      rows(inner.element as z.ZodType, `${name}[].`, out);
  }
}

function section(source: ContentSource): string {
  const where =
    source.kind === 'collection'
      ? `\`${source.folder}/\` (un file .yaml per ${source.itemNoun}, da ${source.limits.min} a ${source.limits.max})`
      : `\`${source.file}\``;
  const out = [
    `#### ${source.title}`,
    '',
    `${where}${source.hint ? ` — ${source.hint}` : ''}`,
    '',
    '| Campo | Nome | Regola | Suggerimento |',
    '| --- | --- | --- | --- |',
  ];
  rows(source.kind === 'collection' ? source.item : source.schema, '', out);
  return out.join('\n');
}

/** The generated part of the guide, between its two markers. */
export function fieldTables(): string {
  return [START, '', ...contentSources.map(section).flatMap((text) => [text, '']), END].join('\n');
}

/** The guide with its field tables replaced by today's. */
export function withFieldTables(guide: string): string {
  const start = guide.indexOf(START);
  const end = guide.indexOf(END);
  if (start < 0 || end < 0) throw new Error(`docs/modifica-contenuti.md must contain ${START} and ${END}.`);
  return guide.slice(0, start) + fieldTables() + guide.slice(end + END.length);
}
