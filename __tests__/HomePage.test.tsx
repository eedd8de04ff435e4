import { render, screen, within } from '@testing-library/react';
import HomePage from '@/app/page';
import { homeTestimonials } from '@/content/testimonials';

function section(name: string | RegExp) {
  return screen.getByRole('region', { name });
}

describe('Home page', () => {
  beforeEach(() => render(<HomePage />));

  it('has one h1, the hero headline, with "Prova Adesso" to /come-ordinare', () => {
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Inizia la Giornata con Energia Vera');
    expect(screen.getByRole('link', { name: 'Prova Adesso' })).toHaveAttribute('href', '/come-ordinare');
  });

  it('shows the seven sections in the specified order', () => {
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [
      'Cosa Dicono di Noi',
      'Perché Sceglierla Ogni Mattina',
      'Quattro Ingredienti, Nient’Altro',
      "Storie Vere di Chi L'Ha Provata",
      'Come Ricevere la Bevanda',
      'Pronto a Cambiare il Tuo Risveglio?',
    ];
    const positions = order.map((title) => headings.indexOf(title));
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });

  it.each(['Cosa Dicono di Noi', "Storie Vere di Chi L'Ha Provata"])('"%s" shows the three testimonials, each rated 5 stars', (title) => {
    const region = section(title);
    const ratings = within(region).getAllByRole('img', { name: 'Valutazione: 5 su 5' });
    expect(ratings).toHaveLength(3);
    ratings.forEach((rating) => expect(rating.textContent).toBe('★★★★★'));
    for (const testimonial of homeTestimonials) {
      expect(region).toHaveTextContent(testimonial.name);
      expect(region).toHaveTextContent(testimonial.city);
      expect(region).toHaveTextContent(testimonial.text);
    }
  });

  it('has four benefit cards: energy, light stomach, defences, natural ingredients', () => {
    const region = section('Perché Sceglierla Ogni Mattina');
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Energia Immediata',
      'Stomaco Leggero',
      'Difese più Forti',
      'Solo Ingredienti Naturali',
    ]);
  });

  it('has four ingredient cards: lemon, mint, ginger, honey', () => {
    const region = section('Quattro Ingredienti, Nient’Altro');
    expect(within(region).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Limone Fresco',
      'Menta',
      'Zenzero',
      'Miele',
    ]);
    expect(within(region).getAllByRole('img')).toHaveLength(4);
  });

  it('links "Leggi Altre Testimonianze" to /recensioni', () => {
    expect(screen.getByRole('link', { name: 'Leggi Altre Testimonianze' })).toHaveAttribute('href', '/recensioni');
  });

  it('explains the three steps Scrivi, Aspetta, Goditi with "Inizia Ora" to /come-ordinare', () => {
    const region = section('Come Ricevere la Bevanda');
    const steps = within(region).getAllByRole('listitem');
    expect(steps).toHaveLength(3);
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(['1. Scrivi', '2. Aspetta', '3. Goditi']);
    expect(steps[0]).toHaveTextContent('modulo di contatto');
    expect(steps[1]).toHaveTextContent('24 ore');
    expect(within(region).getByRole('link', { name: 'Inizia Ora' })).toHaveAttribute('href', '/come-ordinare');
  });

  it('closes with "Scrivici Subito" to /contatti', () => {
    expect(screen.getByRole('link', { name: 'Scrivici Subito' })).toHaveAttribute('href', '/contatti');
  });

  it('states the claims: organic, 100% natural, made in Italy, no additives, over 5000 customers', () => {
    const main = screen.getByRole('main');
    for (const claim of ['Biologico Certificato', '100% Naturale', 'Made in Italy', 'Senza Additivi né Conservanti', 'Oltre 5000 Italiani']) {
      expect(main).toHaveTextContent(claim);
    }
  });
});
