import { render, screen, within } from '@testing-library/react';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { footerColumns } from '@/content/navigation';
import { companyName, formatAddress, site } from '@/content/site';
import { fillTemplate, ui } from '@/content/ui';
import { headingsOf, linksIn } from './support/queries';

describe('SiteFooter', () => {
  beforeEach(() => render(<SiteFooter />));

  it('shows the tagline and the copyright line', () => {
    expect(screen.getByText(site.tagline)).toBeInTheDocument();
    expect(screen.getByText(`© ${site.copyrightYear} ${site.copyrightHolder}`)).toBeInTheDocument();
  });

  it('has one titled list per link column, with its links in order', () => {
    const nav = screen.getByRole('navigation', { name: ui.footerNavLabel });
    expect(headingsOf(nav, 2)).toEqual(footerColumns.map((column) => column.title));
    const lists = within(nav).getAllByRole('list');
    expect(lists).toHaveLength(footerColumns.length);
    lists.forEach((list, index) => {
      expect(linksIn(list)).toEqual(footerColumns[index].links.map((link) => [link.label, link.href]));
    });
  });

  it("shows the company's legal name, address, Partita IVA and email from the site config", () => {
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent(site.company.legalName);
    expect(footer).toHaveTextContent(formatAddress(site.company));
    expect(footer).toHaveTextContent(`${ui.vatLabel} ${site.company.vatNumber}`);
    expect(within(footer).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  it('identifies the company as art. 2250 c.c. asks: registry office and number, REA, capital paid in, «socio unico», PEC', () => {
    const footer = screen.getByRole('contentinfo');
    const { company } = site;
    expect(footer).toHaveTextContent(companyName(company));
    if (company.shareholders === 'socio-unico') expect(footer).toHaveTextContent(ui.soleShareholder);
    else expect(footer).not.toHaveTextContent(ui.soleShareholder);
    expect(footer).toHaveTextContent(fillTemplate(ui.registryLabel, company.registry));
    expect(footer).toHaveTextContent(`${ui.reaLabel} ${company.rea}`);
    expect(footer).toHaveTextContent(`${ui.shareCapitalLabel} ${company.shareCapital}`);
    expect(within(footer).getByRole('link', { name: company.pec })).toHaveAttribute('href', `mailto:${company.pec}`);
  });
});
