import { z } from 'zod';
import { contentSources } from '@/content/schemas';
import { metaOf, unwrap, type FieldKind, type FieldMeta } from './meta';
import type { ContentSource } from './sources';

/**
 * The field tables of docs/modifica-contenuti.md, written from the schemas so that the editors'
 * guide says exactly what the check enforces. `npm run docs:content` rewrites them; a unit test
 * fails when the guide and the schemas disagree.
 */

export const START = '<!-- campi: inizio (scritto da npm run docs:content, non modificare a mano) -->';
export const END = '<!-- campi: fine -->';

/** The rule of a kind of field that reads the same whatever the field's options. */
const KIND_RULES: Partial<Record<FieldKind, string>> = {
  route: 'una pagina del sito (/…)',
  link: 'pagina del sito (anche /pagina#sezione), mailto:, tel: o https://',
  image: 'immagine in public/, scritta come /art/nome.svg',
  email: 'indirizzo email',
  vat: '11 cifre con cifra di controllo valida',
  euro: 'importo in euro con la virgola, es. «12,90»',
  iban: 'IBAN con cifre di controllo valide (anche con gli spazi)',
  date: 'data AAAA-MM-GG, non nel futuro',
  day: 'data AAAA-MM-GG, anche passata o futura',
  month: 'mese e anno in lettere, es. «gennaio 2025», non nel futuro',
  markdown: 'Markdown: sezioni «## N. Titolo», sottosezioni «###», niente «# »; link a pagine esistenti',
  group: 'gruppo di campi',
  boolean: 'true (sì) o false (no)',
};

/** What a field of a kind holds, in the guide's words. */
function kindRule(meta: FieldMeta | undefined, inner: z.ZodType): string[] {
  const fixed = meta?.kind && KIND_RULES[meta.kind];
  if (fixed) return [fixed];
  switch (meta?.kind) {
    case 'integer':
    case 'order':
      return [`numero intero da ${meta.min} a ${meta.max}`];
    case 'decimal':
      return [
        `numero da ${meta.min} a ${meta.max}; nel file i decimali con il punto (0.5), nella pagina di modifica con la virgola (0,5)`,
      ];
    case 'list': {
      const element = inner instanceof z.ZodArray ? metaOf(inner.element as z.ZodType) : undefined;
      return [
        `elenco, da ${meta.min} a ${meta.max} voci`,
        ...(element?.kind === 'choice' ? [`ognuna fra: ${Object.keys(element.options ?? {}).join(', ')}`] : []),
        ...(element?.kind === 'text' && element.max !== undefined ? [`ognuna di max ${element.max} caratteri`] : []),
      ];
    }
    case 'choice':
      return [
        `uno fra: ${Object.entries(meta.options ?? {})
          .map(([value, name]) => (value === name ? value : `${value} (${name})`))
          .join(', ')}`,
      ];
    default: {
      if (!(inner instanceof z.ZodString)) return [];
      const length =
        meta?.max !== undefined
          ? meta.min && meta.min > 1
            ? `da ${meta.min} a ${meta.max} caratteri`
            : `max ${meta.max} caratteri`
          : 'testo';
      return [meta?.kind === 'multiline' ? `${length}, anche su più righe` : length];
    }
  }
}

function rule(meta: FieldMeta | undefined, schema: z.ZodType, optional: boolean): string {
  return [
    ...kindRule(meta, unwrap(schema) ?? schema),
    ...(meta?.quoted ? ['nel file tra virgolette doppie'] : []),
    ...(optional ? ['facoltativo'] : []),
  ].join('; ');
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
