/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { mergeContent, mergeYaml } from '@/lib/content/merge';

/** How many lines a change rewrites: lines taken out or put in, whichever is more (a line diff). */
function changedLines(before: string, after: string): number {
  const a = before.split('\n');
  const b = after.split('\n');
  const common: number[][] = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    for (let j = b.length - 1; j >= 0; j -= 1)
      common[i][j] = a[i] === b[j] ? common[i + 1][j + 1] + 1 : Math.max(common[i + 1][j], common[i][j + 1]);
  }
  return Math.max(a.length, b.length) - common[0][0];
}

/** What the editing page sends: the whole file, keys in its own order, long texts folded its way. */
const asTheEditorWrites = (data: Record<string, unknown>) =>
  stringify(Object.fromEntries(Object.entries(data).reverse()), { lineWidth: 40 });

const site = readFileSync(path.join(process.cwd(), 'content/site.yaml'), 'utf8');

/** A value other than the current one, whatever the editors have written. */
const other = (current: string, one: string, two: string) => (current === one ? two : one);

describe('a save from the editing page', () => {
  it('that changes one value changes one line, whatever order and folding the editor writes', () => {
    const data = parse(site);
    data.company.postalCode = other(data.company.postalCode, '80121', '80122');
    const merged = mergeYaml(site, asTheEditorWrites(data));
    expect(parse(merged)).toEqual(data);
    expect(changedLines(site, merged)).toBe(1);
    expect(merged).toContain(`postalCode: "${data.company.postalCode}"`);
  });

  it('keeps a number with leading zeros a text, and changes a long folded text in place', () => {
    const data = parse(site);
    data.company.vatNumber = other(data.company.vatNumber, '00743110157', '01234567897');
    data.tagline = `${data.tagline} Nient’altro, da provare.`;
    const merged = mergeYaml(site, asTheEditorWrites(data));
    expect(parse(merged)).toEqual(data);
    expect(changedLines(site, merged)).toBe(2);
  });

  it('adds and removes entries of a list and keys of a group, leaving the rest as it was', () => {
    const data = parse(site);
    data.hours[2] = { ...data.hours[2], opens: '10:00', closes: '13:00' };
    data.hours.push({ days: 'Festivi', dayOfWeek: ['Sunday'], opens: null, closes: null });
    const merged = mergeYaml(site, asTheEditorWrites(data));
    expect(parse(merged)).toEqual(data);
    expect(merged.slice(0, merged.indexOf('hours:'))).toBe(site.slice(0, site.indexOf('hours:')));
    const fewer = parse(site);
    delete fewer.company.plant;
    const removed = mergeYaml(site, asTheEditorWrites(fewer));
    expect(parse(removed)).toEqual(fewer);
    expect(removed).not.toContain('plant:');
  });

  it('keeps a Markdown text’s front matter and body as they were, but for what changed', () => {
    const privacy = readFileSync(path.join(process.cwd(), 'content/pages/privacy.md'), 'utf8');
    const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(privacy)!;
    const data = parse(front);
    data.lastUpdated = other(data.lastUpdated, 'novembre 2026', 'dicembre 2026');
    const edited = `---\n${asTheEditorWrites(data)}---\n${body.replace(/^\n/, '')}`;
    const merged = mergeContent('content/pages/privacy.md', privacy, edited);
    expect(changedLines(privacy, merged)).toBe(1);
    expect(merged).toContain(`lastUpdated: ${data.lastUpdated}`);
  });

  it('writes a new file as the editor wrote it', () => {
    expect(mergeContent('content/faq/nuova.yaml', undefined, 'question: Nuova?\n')).toBe('question: Nuova?\n');
  });
});
