import { render, screen, within } from '@testing-library/react';
import SupportPage from '@/app/contatti-supporto/page';

describe('/contatti-supporto', () => {
  beforeEach(() => render(<SupportPage />));

  it('has one h1', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('holds the support form with a 6-row message', () => {
    const region = screen.getByRole('region', { name: 'Scrivi al Supporto' });
    expect(within(region).getByLabelText(/^Nome/)).toBeRequired();
    expect(within(region).getByLabelText(/^Messaggio/)).toHaveAttribute('rows', '6');
    expect(within(region).getByRole('button', { name: 'Invia il messaggio' })).toBeInTheDocument();
  });

  it('shows the email, the address and the support hours', () => {
    const details = screen.getByRole('complementary', { name: 'Altri Recapiti' });
    expect(within(details).getByRole('link', { name: 'info@limenta.it' })).toHaveAttribute('href', 'mailto:info@limenta.it');
    expect(details).toHaveTextContent('Via dei Limoni 12, 80067 Sorrento (NA)');
    expect(details).toHaveTextContent(/Lunedì – Venerdì\s*9:00 – 18:00/);
    expect(details).toHaveTextContent(/Sabato\s*9:00 – 13:00/);
    expect(details).toHaveTextContent(/Domenica\s*Chiuso/);
  });

  it('closes with a message', () => {
    expect(screen.getByRole('region', { name: 'Siamo Qui per Te' })).toHaveTextContent('Ogni messaggio viene letto da una persona');
  });
});
