import { sourceOf } from './check';
import { parseContent } from './parse';

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
