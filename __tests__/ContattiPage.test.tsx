import { render, screen, within } from '@testing-library/react';
import ContattiPage from '@/app/contatti/page';
import { ContactDetails } from '@/components/sections/ContactDetails';
import { contatti } from '@/content/pages/contatti';
import { formatAddress, site } from '@/content/site';
import { contactDetailsLabels, ui } from '@/content/ui';

describe('/contatti', () => {
  beforeEach(() => render(<ContattiPage />));

  it('has one h1, its title', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(contatti.intro.title);
  });

  it('shows the email as a mailto link and the company address', () => {
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(main).toHaveTextContent(formatAddress(site.company));
  });

  it('shows one row of opening hours per group of days', () => {
    const rows = within(screen.getByRole('main'))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(site.hours.map((hours) => `${hours.days} ${hours.time}`));
  });

  it('shows the reply promise of content/site.yaml under the hours', () => {
    expect(within(screen.getByRole('main')).getByText(site.replyPromise)).toBeInTheDocument();
  });

  it('writes the hours from the opening and closing times, or "closed"', () => {
    for (const hours of site.hours) {
      expect(hours.time).toBe(
        hours.opens && hours.closes
          ? `${hours.opens.replace(/^0/, '')} – ${hours.closes.replace(/^0/, '')}`
          : ui.closed,
      );
    }
  });

  it('describes the customer service, its topics, and leads to the support page', () => {
    const service = screen.getByRole('article', { name: contatti.service.title });
    expect(service).toHaveTextContent(contatti.service.text);
    contatti.service.topics.forEach((topic) => expect(service).toHaveTextContent(topic));
    expect(screen.getByRole('link', { name: contatti.service.cta.label })).toHaveAttribute(
      'href',
      contatti.service.cta.href,
    );
  });
});

describe('ContactDetails', () => {
  it('shows whatever email, address and hours it is given', () => {
    render(
      <ContactDetails
        email="assistenza@example.it"
        address="Piazza Test 1, 00100 Roma (RM)"
        hours={[{ days: 'Tutti i giorni', time: '8:00 – 20:00' }]}
      />,
    );
    expect(screen.getByRole('link', { name: 'assistenza@example.it' })).toHaveAttribute(
      'href',
      'mailto:assistenza@example.it',
    );
    expect(screen.getByText('Piazza Test 1, 00100 Roma (RM)')).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Tutti i giorni');
    expect(screen.getByRole('definition')).toHaveTextContent('8:00 – 20:00');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      contactDetailsLabels.email,
      contactDetailsLabels.address,
      contactDetailsLabels.hours,
    ]);
  });
});
