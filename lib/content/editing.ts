import { readFileSync } from 'node:fs';
import path from 'node:path';
import { editingSchema, type EditingTexts } from '@/content/schemas/editing';
import { fillTemplate } from '@/lib/format';
import { sourceOf } from './check';
import { inListOrder } from './collection';
import { loadContent, parseContent, slugOf } from './parse';
import { contentRoot, listFiles } from './site-index';

/**
 * What the editing server (scripts/editor/) says about an entry, besides the check's messages:
 * its name in a commit message («Ricetta «Risotto Limone e Menta»», «Dati aziendali»).
 */
export function describeEntry(file: string, text: string): string {
  const source = sourceOf(file);
  if (!source) return file;
  if (source.kind !== 'collection') return source.title;
  const result = parseContent(file, text);
  const name = result.ok ? (result.parsed.data as Record<string, unknown>)[source.nameField] : undefined;
  const noun = source.itemNoun.charAt(0).toUpperCase() + source.itemNoun.slice(1);
  return typeof name === 'string' ? `${noun} «${name}»` : `${noun} ${file.replace(/^.*\//, '')}`;
}

/** content/editing.yaml as it is now (read on every use, so that a change to its words shows at once). */
export function editingWords(): EditingTexts {
  const file = 'content/editing.yaml';
  return editingSchema.parse(loadContent(file, readFileSync(path.join(contentRoot(), file), 'utf8')));
}

const collectionOf = (file: string) => {
  const source = sourceOf(file);
  return source?.kind === 'collection' ? source : undefined;
};

/**
 * The entries of a collection in the order the site shows them, for the editing page's «Riordina»:
 * each with its file, its name and its text as it is on disk. Undefined for anything but a collection.
 */
export function entriesInOrder(
  folder: string,
): { title: string; entries: Array<{ path: string; name: string; order?: number; raw: string }> } | undefined {
  const source = collectionOf(`${folder}/x.yaml`);
  if (!source || source.folder !== folder) return undefined;
  const entries = listFiles(folder, '.yaml').map((file) => {
    const raw = readFileSync(path.join(contentRoot(), file), 'utf8');
    const result = parseContent(file, raw);
    const data = (result.ok ? result.parsed.data : {}) as Record<string, unknown>;
    const name = typeof data[source.nameField] === 'string' ? String(data[source.nameField]) : slugOf(file);
    return {
      path: file,
      name,
      raw,
      slug: slugOf(file),
      ...(typeof data.order === 'number' ? { order: data.order } : {}),
    };
  });
  return {
    title: source.title,
    entries: inListOrder(entries).map(({ path, name, raw, order }) => ({
      path,
      name,
      raw,
      ...(order === undefined ? {} : { order }),
    })),
  };
}

/**
 * The name of a save that only moves the entries of one list (the «Riordina» view): several files of
 * one collection, each changed in its "order" and nothing else, as «Ordine di «Domande frequenti»»,
 * with the notice's words for it. Undefined for any other save, which is named after its entry.
 */
export function describeReorder(
  changes: Array<{ file: string; before: string | undefined; after: string }>,
): { item: string; done: string } | undefined {
  const sources = new Set(changes.map((change) => collectionOf(change.file)));
  const [source] = sources;
  if (changes.length < 2 || sources.size !== 1 || !source) return undefined;
  const withoutOrder = (file: string, text: string | undefined) => {
    const result = text === undefined ? undefined : parseContent(file, text);
    if (!result?.ok) return undefined;
    return JSON.stringify({ ...(result.parsed.data as Record<string, unknown>), order: undefined });
  };
  const onlyOrder = changes.every(({ file, before, after }) => {
    const kept = withoutOrder(file, before);
    return kept !== undefined && kept === withoutOrder(file, after);
  });
  if (!onlyOrder) return undefined;
  const words = editingWords().reorder;
  const item = fillTemplate(words.item, { list: source.title });
  return { item, done: fillTemplate(words.done, { item }) };
}
