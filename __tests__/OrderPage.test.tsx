import { render, screen, within } from '@testing-library/react';
import OrderPage from '@/app/come-ordinare/page';
import { orderFaq } from '@/content/faq';

describe('/come-ordinare', () => {
  beforeEach(() => render(<OrderPage />));

  it('has one h1', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('explains the three steps Scrivi, Aspetta, Goditi', () => {
    const steps = within(screen.getByRole('region', { name: 'Tre Passi per Riceverla' })).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(['1. Scrivi', '2. Aspetta', '3. Goditi']);
  });

  it('holds the order form: name, email, a 5-row message and its submit button', () => {
    const region = screen.getByRole('region', { name: 'Scrivi la Tua Richiesta' });
    expect(within(region).getByLabelText(/^Nome/)).toBeRequired();
    expect(within(region).getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(within(region).getByLabelText(/^Messaggio/)).toHaveAttribute('rows', '5');
    expect(within(region).getByRole('button', { name: 'Invia la richiesta' })).toBeInTheDocument();
  });

  it('answers four questions, each opening to its answer', () => {
    const region = screen.getByRole('region', { name: 'Domande Frequenti' });
    const questions = region.querySelectorAll('details');
    expect(questions).toHaveLength(4);
    questions.forEach((question, index) => {
      expect(question.querySelector('summary')).toHaveTextContent(orderFaq[index].question);
      expect(question).toHaveTextContent(orderFaq[index].answer);
    });
  });

  it('describes the same four questions as FAQPage structured data', () => {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faqPage.mainEntity.map((entry: { name: string; acceptedAnswer: { text: string } }) => [entry.name, entry.acceptedAnswer.text])).toEqual(
      orderFaq.map((item) => [item.question, item.answer]),
    );
  });

  it('links the support email address', () => {
    const region = screen.getByRole('region', { name: 'Serve Aiuto?' });
    expect(within(region).getByRole('link', { name: 'Scrivi a info@limenta.it' })).toHaveAttribute('href', 'mailto:info@limenta.it');
  });
});
