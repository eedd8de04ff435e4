import { render, screen, within } from '@testing-library/react';
import DatiPersonaliPage from '@/app/dati-personali/page';
import PrivacyPage from '@/app/privacy/page';
import TerminiPage from '@/app/termini/page';
import { legalDocuments } from '@/content/legal';
import { renderLegalMarkdown } from '@/lib/legal-markdown';

const pages = [
  { route: '/privacy', Page: PrivacyPage, h1: 'Informativa Privacy', sections: 7, tables: 1 },
  { route: '/dati-personali', Page: DatiPersonaliPage, h1: 'Trattamento dei Dati Personali', sections: 9, tables: 3 },
  { route: '/termini', Page: TerminiPage, h1: 'Termini e Condizioni', sections: 10, tables: 0 },
] as const;

describe.each(pages)('$route', ({ Page, h1, sections, tables }) => {
  beforeEach(() => render(<Page />));
  const main = () => screen.getByRole('main');

  it(`has one h1, "${h1}", and ${sections} numbered sections as h2 with an anchor id`, () => {
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual([h1]);
    const h2s = within(main()).getAllByRole('heading', { level: 2 });
    expect(h2s).toHaveLength(sections);
    h2s.forEach((heading, index) => {
      expect(heading.textContent).toMatch(new RegExp(`^${index + 1}\\. `));
      expect(heading.id).toMatch(/^[a-z0-9-]+$/);
    });
    expect(new Set(h2s.map((heading) => heading.id)).size).toBe(sections);
  });

  it('opens with an index linking to every section', () => {
    const index = screen.getByRole('navigation', { name: 'Indice' });
    const links = within(index).getAllByRole('link');
    const ids = within(main()).getAllByRole('heading', { level: 2 }).map((heading) => `#${heading.id}`);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(ids);
  });

  it('shows "Ultimo aggiornamento: gennaio 2025"', () => {
    expect(screen.getByText('Ultimo aggiornamento: gennaio 2025')).toBeInTheDocument();
  });

  it('fills in the company data, with the email as a mailto link and no placeholder left', () => {
    const text = main().textContent ?? '';
    expect(text).not.toMatch(/\{\{|\}\}/);
    expect(text).toContain('Limenta S.r.l.');
    expect(text).toContain('Via dei Limoni 12, 80067 Sorrento (NA)');
    expect(text).toContain('12345670637');
    const emailLinks = within(main()).getAllByRole('link', { name: 'info@limenta.it' });
    emailLinks.forEach((link) => expect(link).toHaveAttribute('href', 'mailto:info@limenta.it'));
    const siteLink = within(main()).getByRole('link', { name: 'www.limenta.it' });
    expect(siteLink).toHaveAttribute('href', 'https://www.limenta.it');
  });

  it(`has ${tables} table(s), each in a named, focusable region that can scroll`, () => {
    expect(within(main()).queryAllByRole('table')).toHaveLength(tables);
    expect(within(main()).queryAllByRole('region', { name: /^Tabella: / })).toHaveLength(tables);
    for (const table of main().querySelectorAll('table')) {
      const region = table.parentElement!;
      expect(region).toHaveAttribute('role', 'region');
      expect(region).toHaveAttribute('tabindex', '0');
      expect(region.getAttribute('aria-label')).toMatch(/^Tabella: \d+\. /);
    }
  });
});

it('the personal-data policy keeps its sub-headings as h3', () => {
  render(<DatiPersonaliPage />);
  expect(screen.getByRole('heading', { level: 3, name: 'Dati che ci fornisci' })).toBeInTheDocument();
});

describe('a mistake in a legal text stops the build, naming the file', () => {
  const file = legalDocuments['/privacy'].file;

  it('for an unknown placeholder', () => {
    expect(() => renderLegalMarkdown(file, '## 1. Titolo\n\nScrivi a {{emial}}.')).toThrow(
      'content/legal/privacy.md: segnaposto sconosciuto {{emial}}',
    );
  });

  it('for the wrong number of sections', () => {
    expect(() => renderLegalMarkdown(file, '## 1. Uno\n\ntesto\n\n## 2. Due\n\ntesto')).toThrow(
      'content/legal/privacy.md: deve avere 7 sezioni che iniziano con "## " (ne ha 2)',
    );
  });
});
