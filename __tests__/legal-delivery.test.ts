/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { legalDocuments } from '@/content/legal';
import { requestSettings } from '@/content/requests';
import { site } from '@/content/site';
import { checkFile, formatProblems } from '@/lib/content/check';
import { outlineMarkdown, resolveConditions } from '@/lib/content/markdown';
import { renderLegalMarkdown } from '@/lib/legal-markdown';

/** The visible text of rendered HTML, entities decoded enough to compare company names. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#39;|&#x27;/g, '’')
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');
}

const DELIVERING = { contactEndpoint: '/api/richieste' };
const SIMULATED = { contactEndpoint: null };
const provider = site.mailProvider;

describe.each(['/privacy', '/dati-personali'] as const)('%s, generated from the configured delivery', (route) => {
  const { file, body } = legalDocuments[route];
  const rendered = (settings: { contactEndpoint: string | null }) => renderLegalMarkdown(file, body, settings);

  it('names the provider that sends the forms’ emails, as a processor, only when the forms deliver', () => {
    expect(textOf(rendered(DELIVERING).html)).toContain(`${provider.name} (${provider.country})`);
    expect(textOf(rendered(SIMULATED).html)).not.toContain(provider.name);
  });

  it('says how long requests are kept, from content/richieste.yaml', () => {
    for (const settings of [DELIVERING, SIMULATED]) expect(textOf(rendered(settings).html)).toContain(`${requestSettings.retentionMonths} mesi dalla ricezione`);
  });

  it('says something else about the form when nothing delivers it, with the email to write to instead', () => {
    const onlyWithout = resolveConditions(body, { requestService: false })
      .split('\n')
      .filter((line) => line.trim() && !resolveConditions(body, { requestService: true }).includes(line));
    expect(onlyWithout.join('\n')).toContain('{{email}}');
    expect(rendered(SIMULATED).html).toContain(`href="mailto:${site.email}"`);
  });

  it('keeps the same sections whatever the delivery', () => {
    const sections = outlineMarkdown(body).headings.filter((heading) => heading.depth === 2).map((heading) => heading.id);
    expect(rendered(DELIVERING).sections.map((section) => section.id)).toEqual(sections);
    expect(rendered(SIMULATED).sections.map((section) => section.id)).toEqual(sections);
  });

  it('tells, in both cases, about the draft kept in sessionStorage and the mark kept in the history state', () => {
    for (const settings of [DELIVERING, SIMULATED]) {
      const text = textOf(rendered(settings).html);
      expect(text).toContain('sessionStorage');
      expect(text).toContain('history state');
      expect(text).not.toMatch(/\{\{|\}\}/);
    }
  });
});

describe('conditional blocks in a legal text, for the editor', () => {
  const file = 'content/pages/privacy.md';
  const original = readFileSync(path.join(process.cwd(), file), 'utf8');
  const problemsAfter = (edit: (text: string) => string) => {
    const edited = edit(original);
    expect(edited).not.toBe(original);
    return checkFile(file, edited).map((problem) => formatProblems([problem]));
  };

  it('a block left open is reported on its line', () => {
    const lines = problemsAfter((text) => text.replace(/\{\{\/requestService\}\}\n/, ''));
    expect(lines).toEqual([expect.stringMatching(/^content\/pages\/privacy\.md:\d+ .*non è chiuso: aggiungi \{\{\/requestService\}\}/)]);
  });

  it('an unknown condition names the ones that exist', () => {
    expect(problemsAfter((text) => text.replace('{{#requestService}}', '{{#formspree}}'))).toEqual([
      expect.stringMatching(/\{\{#formspree\}\} non è una condizione conosciuta\. Puoi usare: \{\{#requestService\}\}/),
    ]);
  });

  it('the mail provider named where the send may be simulated', () => {
    expect(problemsAfter((text) => text.replace('## 7.', 'Le email partono con {{mailProvider}}.\n\n## 7.'))).toEqual([
      expect.stringMatching(/\{\{mailProvider\}\} esiste solo quando .* scrivilo dentro \{\{#requestService\}\}…\{\{\/requestService\}\}/),
    ]);
  });

  it('a section heading inside a block (the sections would change with the build)', () => {
    expect(problemsAfter((text) => text.replace('## 7.', '{{#requestService}}\n## 7.').replace(/$/, '\n{{/requestService}}\n'))).toEqual([
      expect.stringMatching(/i titoli non vanno dentro un blocco .* Sposta fuori «7\./),
    ]);
  });

  it('a broken block stops the page from rendering, naming the file and line', () => {
    expect(() => renderLegalMarkdown(file, '## 1. Titolo\n\n{{^requestService}}\nTesto.\n', SIMULATED)).toThrow(`${file}:3: il blocco {{#requestService}} o {{^requestService}} non è chiuso`);
  });
});
