import { z } from 'zod';
import { contentSources } from '@/content/schemas';
import { PHOTO_FOLDER, PHOTO_PATH } from '@/lib/photos';
import { metaOf, unwrap } from './meta';
import type { CollectionSource, ContentSource } from './sources';

/**
 * The editing page's configuration (Decap CMS), written from the content check's schemas: names,
 * hints and widgets. Decap itself requires nothing, since its own messages («CITTÀ È RICHIESTO.»)
 * would stop the save before the check says, in its words, which item and field are wrong.
 */

type DecapField = Record<string, unknown>;

/** What an optional field's label adds, since every field is optional for Decap (see above). */
export const OPTIONAL_MARK = ' (facoltativo)';

/** Long one-line texts get a box of a few lines to read them whole; the check keeps them on one line. */
const ROOMY = 90;

/** One field of the editing page for one schema field. */
function fieldFor(name: string, schema: z.ZodType): DecapField {
  const optional = schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault;
  const inner = unwrap(schema) ?? schema;
  const meta = metaOf(schema) ?? metaOf(inner);
  const title = meta?.title ?? name;
  const base: DecapField = {
    name,
    label: optional ? `${title}${OPTIONAL_MARK}` : title,
    ...(meta?.hint ? { hint: meta.hint } : {}),
    required: false,
  };

  if (inner instanceof z.ZodObject) return { ...base, widget: 'object', collapsed: false, fields: fieldsOf(inner) };
  if (inner instanceof z.ZodArray) {
    const element = inner.element as z.ZodType;
    const item = unwrap(element);
    // The most entries, so that «Aggiungi» stops there; the fewest are the check's to say.
    const list: DecapField = {
      ...base,
      widget: 'list',
      ...(meta?.max !== undefined ? { max: meta.max } : {}),
      ...(meta?.itemNoun ? { label_singular: meta.itemNoun } : {}),
      collapsed: false,
    };
    return item instanceof z.ZodObject
      ? { ...list, fields: fieldsOf(item) }
      : { ...list, field: { ...fieldFor('item', element), label: metaOf(element)?.title ?? meta?.itemNoun ?? 'Voce' } };
  }
  if (inner instanceof z.ZodEnum) {
    const values = inner.options as string[];
    const labels = meta?.options ?? {};
    return { ...base, widget: 'select', options: values.map((value) => ({ label: labels[value] ?? value, value })) };
  }
  if (inner instanceof z.ZodBoolean) return { ...base, widget: 'boolean' };
  if (inner instanceof z.ZodNumber) {
    return { ...base, widget: 'numero', value_type: meta?.kind === 'decimal' ? 'float' : 'int' };
  }
  switch (meta?.kind) {
    case 'markdown':
      return { ...base, widget: 'markdown', modes: ['raw'], buttons: [] };
    case 'image':
      // Where a photo may go, the library opens on content/foto, where uploads land (the build makes
      // their versions); elsewhere on public/art, the drawings.
      return {
        ...base,
        widget: 'image',
        choose_url: false,
        ...(meta.place ? { media_folder: `/${PHOTO_FOLDER}`, public_folder: PHOTO_PATH.slice(0, -1) } : {}),
      };
    case 'multiline':
      return { ...base, widget: 'text' };
    case 'date':
    case 'day':
      return {
        ...base,
        widget: 'datetime',
        format: 'YYYY-MM-DD',
        date_format: 'DD/MM/YYYY',
        time_format: false,
        picker_utc: true,
      };
    default:
      // Amounts in euros too: a text, so «12,90» stays as written (lib/offer.ts reads it as cents).
      return { ...base, widget: (meta?.max ?? 0) > ROOMY ? 'text' : 'string' };
  }
}

function fieldsOf(schema: z.ZodType): DecapField[] {
  const object = unwrap(schema);
  if (!(object instanceof z.ZodObject)) throw new Error('A content file must hold a group of fields.');
  return Object.entries(object.shape as Record<string, z.ZodType>).map(([key, value]) => fieldFor(key, value));
}

function collectionFor(source: CollectionSource): DecapField {
  const name = source.folder.replace(/^content\//, '');
  return {
    name,
    label: source.title,
    label_singular: source.itemNoun.charAt(0).toUpperCase() + source.itemNoun.slice(1),
    description: source.hint,
    folder: source.folder,
    extension: 'yaml',
    format: 'yaml',
    create: true,
    delete: true,
    slug: '{{slug}}',
    identifier_field: source.nameField,
    summary: `{{${source.nameField}}}`,
    sortable_fields: ['order', source.nameField],
    fields: fieldsOf(source.item),
  };
}

function fileEntry(source: Exclude<ContentSource, CollectionSource>): DecapField {
  return {
    name: source.file
      .replace(/^content\//, '')
      .replace(/\.[a-z]+$/, '')
      .replace(/[^a-z0-9]+/g, '-'),
    label: source.title,
    file: source.file,
    ...(source.hint ? { description: source.hint } : {}),
    fields: fieldsOf(source.schema),
  };
}

/** The whole configuration, for `CMS.init({ config })`. */
export function decapConfig(options: { previewUrl?: string } = {}): Record<string, unknown> {
  const files = contentSources.filter(
    (source): source is Exclude<ContentSource, CollectionSource> => source.kind !== 'collection',
  );
  const pages = files.filter((source) => source.file.startsWith('content/pages/'));
  const shared = files.filter((source) => !source.file.startsWith('content/pages/'));
  // The collections editors open most often first.
  const first = ['content/testimonials', 'content/reviews', 'content/recipes', 'content/faq'];
  const rank = (source: CollectionSource) =>
    first.includes(source.folder) ? first.indexOf(source.folder) : first.length;
  const collections = contentSources
    .filter((source): source is CollectionSource => source.kind === 'collection')
    .sort((a, b) => rank(a) - rank(b));
  return {
    load_config_file: false,
    backend: { name: 'proxy', proxy_url: '/api/v1', branch: 'main' },
    locale: 'it',
    media_folder: 'public/art',
    public_folder: '/art',
    ...(options.previewUrl ? { site_url: options.previewUrl, display_url: options.previewUrl } : {}),
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    editor: { preview: false },
    collections: [
      {
        name: 'pagine',
        label: 'Testi delle pagine',
        description: 'I testi di ogni pagina, nell’ordine in cui compaiono.',
        files: pages.map(fileEntry),
      },
      ...collections.map(collectionFor),
      {
        name: 'sito',
        label: 'Dati aziendali, menu e testi comuni',
        description: 'Dati della società, menu, moduli di contatto e pagine di errore.',
        files: shared.map(fileEntry),
      },
    ],
  };
}
