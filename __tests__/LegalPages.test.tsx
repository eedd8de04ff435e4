import { render, screen, within } from '@testing-library/react';
import { Lexer } from 'marked';
import DatiPersonaliPage from '@/app/dati-personali/page';
import PrivacyPage from '@/app/privacy/page';
import TerminiPage from '@/app/termini/page';
import { legalDocuments, legalLabels } from '@/content/pages/legal';
import { formatAddress, site } from '@/content/site';
import { fillTemplate } from '@/content/ui';
import { outlineMarkdown } from '@/lib/content/markdown';
import { renderLegalMarkdown } from '@/lib/legal-markdown';
import { hrefsIn, textsOf } from './support/queries';

const pages = [
  { route: '/privacy', Page: PrivacyPage },
  { route: '/dati-personali', Page: DatiPersonaliPage },
  { route: '/termini', Page: TerminiPage },
] as const;

describe.each(pages)('$route', ({ route, Page }) => {
  const document = legalDocuments[route];
  const outline = outlineMarkdown(document.body);
  const sections = outline.headings.filter((heading) => heading.depth === 2);
  const tables = new Lexer({ gfm: true }).lex(document.body).filter((token) => token.type === 'table').length;
  beforeEach(() => render(<Page />));
  const main = () => screen.getByRole('main');

  it('has one h1, its title, and one numbered h2 with an anchor id per "## " section of its text', () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([document.title]);
    const h2s = within(main()).getAllByRole('heading', { level: 2 });
    expect(h2s.map((heading) => heading.textContent)).toEqual(sections.map((section) => section.text));
    h2s.forEach((heading, index) => {
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. `));
      expect(heading.id).toBe(sections[index].id);
    });
    expect(new Set(h2s.map((heading) => heading.id)).size).toBe(sections.length);
  });

  it('keeps its sub-sections as h3', () => {
    const h3s = within(main())
      .queryAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(h3s).toEqual(outline.headings.filter((heading) => heading.depth === 3).map((heading) => heading.text));
  });

  it('opens with an index linking to every section', () => {
    const index = screen.getByRole('navigation', { name: legalLabels.tableOfContents });
    const ids = within(main())
      .getAllByRole('heading', { level: 2 })
      .map((heading) => `#${heading.id}`);
    expect(hrefsIn(index)).toEqual(ids);
  });

  it('shows the month of its last revision', () => {
    expect(screen.getByText(fillTemplate(legalLabels.lastUpdated, { date: document.lastUpdated }))).toBeInTheDocument();
  });

  it('fills in the company data, with the email as a mailto link and no placeholder left', () => {
    const text = main().textContent ?? '';
    expect(text).not.toMatch(/\{\{|\}\}/);
    const used = new Set(outline.placeholders.map((placeholder) => placeholder.name));
    if (used.has('legalName')) expect(text).toContain(site.company.legalName);
    if (used.has('address')) expect(text).toContain(formatAddress(site.company));
    if (used.has('vatNumber')) expect(text).toContain(site.company.vatNumber);
    if (used.has('email')) {
      const emailLinks = within(main()).getAllByRole('link', { name: site.email });
      emailLinks.forEach((link) => expect(link).toHaveAttribute('href', `mailto:${site.email}`));
    }
    if (used.has('siteUrl')) {
      const host = site.url.replace(/^https?:\/\//, '').replace(/\/$/, '');
      expect(within(main()).getByRole('link', { name: host })).toHaveAttribute('href', site.url);
    }
  });

  it('names each table after its section and labels every cell with its column heading, taken from the header row', () => {
    expect(within(main()).queryAllByRole('table')).toHaveLength(tables);
    const prefix = fillTemplate(legalLabels.table, { section: '' });
    for (const table of within(main()).queryAllByRole('table')) {
      expect(table.querySelector('caption')?.textContent?.startsWith(prefix)).toBe(true);
      expect(table.parentElement).not.toHaveAttribute('tabindex');
      const headings = textsOf(table, 'columnheader');
      for (const row of table.querySelectorAll('tbody tr')) {
        expect([...row.querySelectorAll('td')].map((cell) => cell.dataset.label)).toEqual(headings);
      }
    }
  });
});

it('an unknown placeholder stops the page from rendering, naming the file', () => {
  const { file } = legalDocuments['/privacy'];
  expect(() => renderLegalMarkdown(file, '## 1. Titolo\n\nScrivi a {{emial}}.')).toThrow(
    `${file}: segnaposto sconosciuto {{emial}}`,
  );
});
