import { render, screen, within } from '@testing-library/react';
import { FoodInformation } from '@/components/food/FoodInformation';
import { KeyFacts } from '@/components/food/KeyFacts';
import { foodInformation, keyFacts } from '@/content/food-information';
import { formatAddress, site } from '@/content/site';

/** The value beside a term of a description list, as one line of text. */
function valueOf(term: HTMLElement): string {
  return [...term.parentElement!.querySelectorAll('dd')].map((value) => value.textContent).join(' ');
}

describe('FoodInformation, the label on /prodotto', () => {
  const { labels, facts } = foodInformation;
  beforeEach(() => render(<FoodInformation id="informazioni" food={foodInformation} />));
  const region = () => screen.getByRole('region', { name: foodInformation.title });
  const term = (label: string) => within(region()).getByText(label, { selector: 'dt' });

  it('is a section named by its heading, which carries the id the links point to', () => {
    expect(within(region()).getByRole('heading', { level: 2, name: foodInformation.title })).toHaveAttribute(
      'id',
      'informazioni',
    );
  });

  it('declares each nutrient per 100 ml and per bottle, with the share of the reference intake for vitamins', () => {
    const table = within(region()).getByRole('table', { name: labels.nutrition });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(foodInformation.nutrition.rows.length);
    foodInformation.nutrition.rows.forEach((row, index) => {
      const cells = within(rows[index]).getAllByRole('cell');
      expect(within(rows[index]).getByRole('rowheader')).toHaveTextContent(row.label);
      expect(cells[0]).toHaveTextContent(row.per100.text);
      expect(cells[1]).toHaveTextContent(row.perBottle.text);
      if (row.share) {
        expect(cells[0]).toHaveTextContent(row.share.per100);
        expect(cells[1]).toHaveTextContent(row.share.perBottle);
      }
    });
    expect(within(table).getByRole('columnheader', { name: labels.per100 })).toBeInTheDocument();
    expect(region()).toHaveTextContent(foodInformation.nutrition.note);
  });

  it('lists the ingredients with their percentages and organic marks, and where each comes from', () => {
    expect(valueOf(term(labels.ingredients))).toContain(foodInformation.ingredientLine);
    if (foodInformation.hasOrganic) expect(valueOf(term(labels.ingredients))).toContain(labels.organicMark);
    for (const origin of foodInformation.origins)
      expect(valueOf(term(labels.origins))).toContain(`${origin.label}: ${origin.value}`);
  });

  it('gives every particular of the label, the operator and the plant from the company data', () => {
    for (const fact of [
      facts.salesName,
      facts.allergens,
      facts.netQuantity,
      facts.treatment,
      facts.durability,
      facts.usage,
    ]) {
      expect(valueOf(term(fact.label))).toBe(fact.value);
    }
    expect(valueOf(term(labels.storage))).toContain(facts.beforeOpening.value);
    expect(valueOf(term(labels.storage))).toContain(facts.afterOpening.value);
    expect(valueOf(term(facts.operator.label))).toBe(`${site.company.legalName}, ${formatAddress(site.company)}`);
    expect(valueOf(term(facts.plant.label))).toBe(formatAddress(site.company.plant));
    for (const warning of foodInformation.warnings) expect(valueOf(term(labels.warnings))).toContain(warning);
  });

  it('shows the EU organic logo with the control body’s code and where the ingredients were farmed', () => {
    const logo = within(region()).getByRole('img', { name: foodInformation.organic.logo.alt });
    const figure = logo.closest('figure')!;
    expect(figure).toHaveTextContent(site.organic.controlBodyCode);
    expect(figure).toHaveTextContent(foodInformation.organic.placeOfFarming);
  });
});

describe('KeyFacts, the essentials on /composizione', () => {
  beforeEach(() =>
    render(<KeyFacts id="in-etichetta" title={keyFacts.title} facts={keyFacts.composition} link={keyFacts.link} />),
  );

  it('shows each fact under its heading, and links to the whole label', () => {
    const region = screen.getByRole('region', { name: keyFacts.title });
    for (const fact of keyFacts.composition) {
      expect(valueOf(within(region).getByText(fact.label, { selector: 'dt' }))).toBe(fact.value);
    }
    expect(within(region).getByRole('link', { name: keyFacts.link.label })).toHaveAttribute('href', keyFacts.link.href);
  });

  it('includes the ingredient list and the net quantity of the full label', () => {
    const text = screen.getByRole('region', { name: keyFacts.title }).textContent;
    expect(text).toContain(foodInformation.ingredientLine);
    expect(text).toContain(foodInformation.facts.netQuantity.value);
  });
});
