import { render, screen, within } from '@testing-library/react';
import GraziePage from '@/app/grazie-benvenuto/page';
import { drinkingTips } from '@/content/grazie';
import { isSitePage } from '@/lib/site-pages';

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe('/grazie-benvenuto', () => {
  beforeEach(() => render(<GraziePage />));

  it('has one h1, exactly "Perfetto!"', () => {
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0].textContent).toBe('Perfetto!');
  });

  it('says everything arrives within 5 minutes, and the reply within 24 hours on working days', () => {
    expect(screen.getByText(/Riceverai tutto entro 5 minuti/)).toBeInTheDocument();
    expect(within(section('I Prossimi Passi')).getByText(/entro 24 ore nei giorni lavorativi/i)).toBeInTheDocument();
  });

  it('lists three numbered next steps', () => {
    const steps = within(section('I Prossimi Passi')).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveTextContent(/5 minuti/);
  });

  it('tells what to do when the email has not arrived: check spam, write to the email', () => {
    const hint = section('Non Hai Ricevuto l’Email?');
    expect(hint).toHaveTextContent(/spam/);
    expect(within(hint).getByRole('link', { name: 'info@limenta.it' })).toHaveAttribute('href', 'mailto:info@limenta.it');
  });

  it('gives four tips: daily for 3-4 weeks, 1.5-2 litres of water, 15-20 minutes before breakfast, one more', () => {
    const tips = section('Consigli per Gustarla al Meglio');
    expect(within(tips).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    expect(tips).toHaveTextContent(/ogni giorno per almeno 3-4 settimane/);
    expect(tips).toHaveTextContent(/1,5-2 litri d’acqua al giorno/);
    expect(tips).toHaveTextContent(/15-20 minuti prima di colazione/);
  });

  it('links the tips that have a page to read next, such as a recipe, to that page', () => {
    const tips = section('Consigli per Gustarla al Meglio');
    const withLinks = drinkingTips.filter((tip) => tip.link);
    expect(withLinks.length).toBeGreaterThan(0);
    for (const { link } of withLinks) {
      expect(within(tips).getByRole('link', { name: link!.label })).toHaveAttribute('href', link!.href);
      expect(isSitePage(link!.href)).toBe(true);
    }
  });

  it('has buttons to /contatti-supporto and /ricette-salutari', () => {
    expect(screen.getByRole('link', { name: 'Contatta il Supporto' })).toHaveAttribute('href', '/contatti-supporto');
    expect(screen.getByRole('link', { name: 'Scopri le Ricette Salutari' })).toHaveAttribute('href', '/ricette-salutari');
  });
});
