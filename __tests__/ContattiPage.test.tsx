import { render, screen, within } from '@testing-library/react';
import ContattiPage from '@/app/contatti/page';
import { ContactDetails } from '@/components/sections/ContactDetails';

describe('/contatti', () => {
  beforeEach(() => render(<ContattiPage />));

  it('has one h1, "Contatti"', () => {
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Contatti');
  });

  it('shows the email as a mailto link and the company address', () => {
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'info@limenta.it' })).toHaveAttribute('href', 'mailto:info@limenta.it');
    expect(main).toHaveTextContent('Via dei Limoni 12, 80067 Sorrento (NA)');
  });

  it('shows the opening hours: Monday–Friday 9:00–18:00, Saturday 9:00–13:00, Sunday closed', () => {
    const rows = within(screen.getByRole('main'))
      .getAllByRole('term')
      .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);
    expect(rows).toEqual(['Lunedì – Venerdì 9:00 – 18:00', 'Sabato 9:00 – 13:00', 'Domenica Chiuso']);
  });

  it('promises a reply within 24 hours on working days and leads to /contatti-supporto', () => {
    expect(screen.getByText(/entro 24 ore nei giorni lavorativi/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Vai a Contatti e Supporto' })).toHaveAttribute('href', '/contatti-supporto');
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
    expect(screen.getByRole('link', { name: 'assistenza@example.it' })).toHaveAttribute('href', 'mailto:assistenza@example.it');
    expect(screen.getByText('Piazza Test 1, 00100 Roma (RM)')).toBeInTheDocument();
    expect(screen.getByRole('term')).toHaveTextContent('Tutti i giorni');
    expect(screen.getByRole('definition')).toHaveTextContent('8:00 – 20:00');
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Email', 'Indirizzo', 'Orari del servizio clienti']);
  });
});
