import { render, screen, within } from '@testing-library/react';
import OrderPage from '@/app/come-ordinare/page';
import { orderFaq } from '@/content/faq';
import { contactFormText, contactFormVariants } from '@/content/forms';
import { orderingPage } from '@/content/ordering';
import { sales, salesFacts, withdrawalText } from '@/content/sales';
import { site } from '@/content/site';
import { orderSteps } from '@/content/steps';
import { region } from './support/queries';

const { fields } = contactFormText;

describe('/come-ordinare', () => {
  beforeEach(() => render(<OrderPage />));

  it('has one h1', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('numbers every ordering step of the collection', () => {
    const steps = within(region(orderingPage.steps.title)).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(orderSteps.map((step, index) => `${index + 1}. ${step.title}`));
  });

  it('holds the order form: name, email, a message and its submit button', () => {
    const form = region(orderingPage.form.title);
    expect(within(form).getByLabelText(new RegExp(`^${fields.name.label}`))).toBeRequired();
    expect(within(form).getByLabelText(new RegExp(`^${fields.email.label}`))).toHaveAttribute('type', 'email');
    expect(within(form).getByLabelText(new RegExp(`^${fields.message.label}`))).toBeRequired();
    expect(within(form).getByRole('button', { name: contactFormVariants.order.submit })).toBeInTheDocument();
  });

  it('says where it delivers, how to pay and whether one can withdraw before the form, with a link to the full terms', () => {
    const form = region(orderingPage.form.title);
    const box = within(form).getByRole('region', { name: sales.title });
    for (const fact of salesFacts()) {
      expect(box).toHaveTextContent(fact.label);
      expect(box).toHaveTextContent(fact.value);
    }
    expect(box).toHaveTextContent(sales.delivery.zones);
    expect(box).toHaveTextContent(sales.payment);
    expect(box).toHaveTextContent(withdrawalText());
    expect(within(box).getByRole('link', { name: sales.link.label })).toHaveAttribute('href', sales.link.href);
    const submit = within(form).getByRole('button', { name: contactFormVariants.order.submit });
    expect(box.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.compareDocumentPosition(form.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('answers every question of the collection, each opening to its answer', () => {
    const questions = region(orderingPage.faq.title).querySelectorAll('details');
    expect(questions).toHaveLength(orderFaq.length);
    questions.forEach((question, index) => {
      expect(question.querySelector('summary')).toHaveTextContent(orderFaq[index].question);
      expect(question).toHaveTextContent(orderFaq[index].answer);
    });
  });

  it('fills the site email into the answers that name it', () => {
    for (const item of orderFaq) expect(item.answer).not.toContain('{email}');
  });

  it('describes the same questions as FAQPage structured data', () => {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent!));
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(faqPage.mainEntity.map((entry: { name: string; acceptedAnswer: { text: string } }) => [entry.name, entry.acceptedAnswer.text])).toEqual(
      orderFaq.map((item) => [item.question, item.answer]),
    );
  });

  it('links the support email address', () => {
    const support = region(orderingPage.support.title);
    expect(within(support).getByRole('link', { name: orderingPage.support.cta.label })).toHaveAttribute('href', `mailto:${site.email}`);
    expect(orderingPage.support.cta.label).toContain(site.email);
  });
});
