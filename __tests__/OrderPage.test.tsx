import { render, screen, within } from '@testing-library/react';
import OrderPage from '@/app/come-ordinare/page';
import { orderFaq } from '@/content/faq';
import { contactFormText, contactFormVariants } from '@/content/forms';
import { orderingPage } from '@/content/pages/come-ordinare';
import {
  bankTransferText,
  deliveryCostLines,
  freeDeliveryText,
  minimumOrderText,
  packRows,
  sales,
  salesFacts,
  withdrawalText,
} from '@/content/sales';
import { site } from '@/content/site';
import { orderSteps } from '@/content/order-steps';
import { region, textsOf } from './support/queries';

const { fields } = contactFormText;

describe('/come-ordinare', () => {
  beforeEach(() => render(<OrderPage />));

  it('has one h1', () => {
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('numbers every ordering step of the collection', () => {
    const steps = within(region(orderingPage.steps.title)).getAllByRole('listitem');
    expect(steps.map((step) => within(step).getByRole('heading').textContent)).toEqual(
      orderSteps.map((step, index) => `${index + 1}. ${step.title}`),
    );
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
      // textContent as it is: amounts keep their no-break space before «€», which toHaveTextContent would turn into a space.
      for (const line of [fact.value].flat()) expect(box.textContent).toContain(line);
    }
    expect(box).toHaveTextContent(sales.delivery.zones);
    expect(box).toHaveTextContent(sales.payment);
    expect(box).toHaveTextContent(withdrawalText());
    expect(within(box).getByRole('link', { name: sales.link.label })).toHaveAttribute('href', sales.link.href);
    const submit = within(form).getByRole('button', { name: contactFormVariants.order.submit });
    expect(box.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(box.compareDocumentPosition(form.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows every pack’s price with VAT, per bottle and per litre in a table before the form', () => {
    const form = region(orderingPage.form.title);
    const table = within(form).getByRole('table', { name: sales.prices.caption });
    const submit = within(form).getByRole('button', { name: contactFormVariants.order.submit });
    const rows = packRows();
    expect(rows).toHaveLength(sales.prices.packs.length);
    for (const pack of rows) {
      const row = within(table).getByRole('row', { name: new RegExp(`^${pack.name}`) });
      expect(textsOf(row, 'cell')).toEqual([pack.price, pack.perBottle, pack.perLitre]);
      // In document order: the price comes before the form and its submit button.
      expect(row.compareDocumentPosition(form.querySelector('form')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
      expect(row.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    expect(textsOf(table, 'columnheader')).toEqual(Object.values(sales.prices.columns));
  });

  it('states delivery costs by zone, free delivery, the minimum order and the bank details before the form', () => {
    const box = within(region(orderingPage.form.title)).getByRole('region', { name: sales.title });
    const shown = box.textContent;
    for (const line of deliveryCostLines()) expect(shown).toContain(line);
    if (sales.delivery.free) expect(shown).toContain(freeDeliveryText());
    expect(shown).toContain(minimumOrderText());
    expect(shown).toContain(sales.delivery.days);
    if (sales.delivery.coldChain) expect(shown).toContain(sales.delivery.coldChain);
    if (sales.bankTransfer) expect(shown).toContain(bankTransferText());
  });

  it('answers the questions on price and delivery with the numbers of the table, not a promise to send them', () => {
    const answers = orderFaq.map((item) => item.answer).join('\n');
    expect(answers).not.toMatch(/\{\w+\}/);
    for (const pack of packRows()) {
      expect(answers).toContain(pack.name);
      expect(answers).toContain(pack.price);
      expect(answers).toContain(pack.perLitre);
    }
    for (const line of deliveryCostLines()) expect(answers).toContain(line.split(': ')[1]);
    const faq = region(orderingPage.faq.title);
    for (const pack of packRows()) expect(faq.textContent).toContain(pack.price);
  });

  it('answers every question of the collection, each opening to its answer', () => {
    const questions = region(orderingPage.faq.title).querySelectorAll('details');
    expect(questions).toHaveLength(orderFaq.length);
    questions.forEach((question, index) => {
      expect(question.querySelector('summary')).toHaveTextContent(orderFaq[index].question);
      expect(question.textContent).toContain(orderFaq[index].answer);
    });
  });

  it('fills the site email into the answers that name it', () => {
    for (const item of orderFaq) expect(item.answer).not.toContain('{email}');
  });

  it('describes the same questions as FAQPage structured data', () => {
    const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) =>
      JSON.parse(script.textContent!),
    );
    const faqPage = blocks.find((block) => block['@type'] === 'FAQPage');
    expect(
      faqPage.mainEntity.map((entry: { name: string; acceptedAnswer: { text: string } }) => [
        entry.name,
        entry.acceptedAnswer.text,
      ]),
    ).toEqual(orderFaq.map((item) => [item.question, item.answer]));
  });

  it('links the support email address', () => {
    const support = region(orderingPage.support.title);
    expect(within(support).getByRole('link', { name: orderingPage.support.cta.label })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    expect(orderingPage.support.cta.label).toContain(site.email);
  });
});
