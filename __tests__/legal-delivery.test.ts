/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { legalDocuments, legalLabels } from '@/content/pages/legal';
import { processors } from '@/content/processors';
import { requestSettings } from '@/content/richieste';
import { sales, withdrawalText } from '@/content/sales';
import type { Sales } from '@/content/schemas/commerce';
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
/** The processors of content/processors/ that work for the request service: its server's host and its mail provider. */
const serviceProcessors = processors.filter((processor) => processor.role);
const provider = processors.find((processor) => processor.role === 'invio-email')!;

describe.each(['/privacy', '/dati-personali'] as const)('%s, generated from the configured delivery', (route) => {
  const { file, body } = legalDocuments[route];
  const rendered = (settings: { contactEndpoint: string | null }) => renderLegalMarkdown(file, body, settings);

  it('names the provider that sends the forms’ emails and the service’s host, as processors, only when the forms deliver', () => {
    expect(provider.name).toBeDefined();
    // The country inside the name's own brackets, if it has some: one pair, never «…) (…».
    const twoBrackets = `${provider.name} (${provider.country})`;
    const named = provider.name!.endsWith(')') ? provider.name!.replace(/\)$/, `, ${provider.country})`) : twoBrackets;
    expect(textOf(rendered(DELIVERING).html)).toContain(named);
    if (named !== twoBrackets) expect(textOf(rendered(DELIVERING).html)).not.toContain(twoBrackets);
    expect(textOf(rendered(SIMULATED).html)).not.toContain(provider.name);
    expect(serviceProcessors.map((processor) => processor.role).sort()).toEqual(['invio-email', 'server-richieste']);
    for (const processor of serviceProcessors) {
      expect(textOf(rendered(DELIVERING).html)).toContain(processor.service);
      expect(textOf(rendered(SIMULATED).html)).not.toContain(processor.service);
    }
  });

  it('says how long requests are kept, from content/richieste.yaml', () => {
    for (const settings of [DELIVERING, SIMULATED])
      expect(textOf(rendered(settings).html)).toContain(`${requestSettings.retentionMonths} mesi dalla ricezione`);
  });

  it('says something else about the form when nothing delivers it, with the email to write to instead', () => {
    const onlyWithout = resolveConditions(body, { requestService: false })
      .split('\n')
      .filter((line) => line.trim() && !resolveConditions(body, { requestService: true }).includes(line));
    expect(onlyWithout.join('\n')).toContain('{{email}}');
    expect(rendered(SIMULATED).html).toContain(`href="mailto:${site.email}"`);
  });

  it('keeps the same sections whatever the delivery', () => {
    const sections = outlineMarkdown(body)
      .headings.filter((heading) => heading.depth === 2)
      .map((heading) => heading.id);
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
    expect(lines).toEqual([
      expect.stringMatching(/^content\/pages\/privacy\.md:\d+ .*non è chiuso: aggiungi \{\{\/requestService\}\}/),
    ]);
  });

  it('an unknown condition names the ones that exist', () => {
    expect(problemsAfter((text) => text.replace('{{#requestService}}', '{{#formspree}}'))).toEqual([
      expect.stringMatching(/\{\{#formspree\}\} non è una condizione conosciuta\. Puoi usare: \{\{#requestService\}\}/),
    ]);
  });

  it('the mail provider named where the send may be simulated', () => {
    expect(problemsAfter((text) => text.replace('## 7.', 'Le email partono con {{mailProvider}}.\n\n## 7.'))).toEqual([
      expect.stringMatching(
        /\{\{mailProvider\}\} esiste solo quando .* scrivilo dentro \{\{#requestService\}\}…\{\{\/requestService\}\}/,
      ),
    ]);
  });

  it('a section heading inside a block (the sections would change with the build)', () => {
    expect(
      problemsAfter((text) =>
        text.replace('## 7.', '{{#requestService}}\n## 7.').replace(/$/, '\n{{/requestService}}\n'),
      ),
    ).toEqual([expect.stringMatching(/i titoli non vanno dentro un blocco .* Sposta fuori «7\./)]);
  });

  it('a broken block stops the page from rendering, naming the file and line', () => {
    expect(() => renderLegalMarkdown(file, '## 1. Titolo\n\n{{^requestService}}\nTesto.\n', SIMULATED)).toThrow(
      `${file}:3: il blocco {{#requestService}} o {{^requestService}} non è chiuso`,
    );
  });
});

describe('the terms and the privacy texts, written from the facts in content/', () => {
  const terms = legalDocuments['/termini'];
  const textWith = (change: Partial<Sales>) =>
    textOf(renderLegalMarkdown(terms.file, terms.body, { ...SIMULATED, sales: { ...sales, ...change } }).html);
  const withdrawal = (decision: Sales['withdrawal']['decision'], returnCost?: string) =>
    textWith({ withdrawal: { ...sales.withdrawal, decision, returnCost } });

  it('state the withdrawal decision as taken, with the 14-day regime only where withdrawal is granted', () => {
    const excluded = withdrawal('escluso');
    expect(excluded).toContain(withdrawalText({ ...sales, withdrawal: { ...sales.withdrawal, decision: 'escluso' } }));
    expect(excluded).not.toContain('14 giorni');
    const allowed = withdrawal('ammesso', '12 €');
    expect(allowed).toContain(
      withdrawalText({ ...sales, withdrawal: { ...sales.withdrawal, decision: 'ammesso', returnCost: '12 €' } }),
    );
    expect(allowed).toContain('12 €');
    expect(allowed).toContain('14 giorni');
    // The sections are the same whatever the decision.
    for (const decision of ['escluso', 'ammesso', 'da-decidere'] as const) {
      expect(
        renderLegalMarkdown(terms.file, terms.body, {
          ...SIMULATED,
          sales: { ...sales, withdrawal: { ...sales.withdrawal, decision, returnCost: '12 €' } },
        }).sections,
      ).toHaveLength(10);
    }
  });

  it('state where it delivers and how one pays, as /come-ordinare does', () => {
    const text = textWith({});
    expect(text).toContain(sales.delivery.zones);
    expect(text).toContain(sales.payment);
  });

  it('name the dispute body only when the company has joined one; otherwise promise only what art. 141-sexies c. 3 asks', () => {
    expect(textWith({ adr: undefined })).toContain('141-sexies, comma 3');
    const joined = renderLegalMarkdown(terms.file, terms.body, {
      ...SIMULATED,
      sales: {
        ...sales,
        adr: { name: 'Organismo di conciliazione di prova', url: 'https://www.conciliazione-esempio.it' },
      },
    }).html;
    expect(joined).toContain('<a href="https://www.conciliazione-esempio.it">Organismo di conciliazione di prova</a>');
    expect(textOf(joined)).not.toContain('141-sexies, comma 3');
  });

  it.each(['/privacy', '/dati-personali'] as const)(
    '%s names every processor of content/processors/ with its transfer guarantee',
    (route) => {
      const { file, body } = legalDocuments[route];
      const text = textOf(renderLegalMarkdown(file, body, DELIVERING).html);
      for (const processor of processors) {
        expect(text).toContain(processor.service);
        expect(text).toContain(legalLabels.transfers[processor.transfer]);
      }
    },
  );
});
