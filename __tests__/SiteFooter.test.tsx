import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { site } from '@/content/site';

describe('SiteFooter', () => {
  beforeEach(() => render(<SiteFooter />));

  it('shows the tagline and the 2025 copyright line', () => {
    expect(screen.getByText(site.tagline)).toBeInTheDocument();
    expect(screen.getByText(/^© 2025 /)).toBeInTheDocument();
  });

  it('has three link columns with the nine specified pages', () => {
    const nav = screen.getByRole('navigation', { name: 'Link utili' });
    expect(within(nav).getAllByRole('heading', { level: 2 })).toHaveLength(3);
    expect(within(nav).getAllByRole('list')).toHaveLength(3);
    const hrefs = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/prodotto',
      '/benefici',
      '/composizione',
      '/recensioni',
      '/ricette-salutari',
      '/contatti-supporto',
      '/privacy',
      '/dati-personali',
      '/termini',
    ]);
  });

  it("shows the company's legal name, address, Partita IVA and email from the site config", () => {
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(site.company.legalName);
    expect(footer).toHaveTextContent('Via dei Limoni 12, 80067 Sorrento (NA)');
    expect(footer).toHaveTextContent(`P. IVA ${site.company.vatNumber}`);
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });
});
