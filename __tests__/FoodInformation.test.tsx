import { render, screen, within } from '@testing-library/react';
import { FoodInformation } from '@/components/food/FoodInformation';
import { KeyFacts } from '@/components/food/KeyFacts';
import { foodInformation, foodInformationFile, keyFacts } from '@/content/food-information';
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
    expect(within(table).getByRole('columnheader', { name: labels.per100 })).toBeInTheDocument();
    expect(region()).toHaveTextContent(foodInformation.nutrition.note);
    // Each row's heading and cells say what the content gives, and nothing else (the share on a line of its own).
    const cellText = (cell: Element) =>
      [...cell.childNodes]
        .map((node) => node.textContent!.replace(/\s+/g, ' ').trim())
        .filter(Boolean)
        .join(' ');
    expect(rows.map((row) => [...row.children].map(cellText))).toEqual(
      foodInformation.nutrition.rows.map((row) => [
        row.label,
        [row.per100.text, row.share?.per100].filter(Boolean).join(' '),
        [row.perBottle.text, row.share?.perBottle].filter(Boolean).join(' '),
      ]),
    );
    // The seven of Reg. UE 1169/2011, art. 30.1, whatever the editors add.
    expect(foodInformation.nutrition.rows.map((row) => row.key)).toEqual(
      expect.arrayContaining(['energy', 'fat', 'saturates', 'carbohydrate', 'sugars', 'protein', 'salt']),
    );
  });

  it('lists the ingredients in descending order of weight, water included and first', () => {
    const percents = foodInformationFile.ingredients.map((ingredient) => ingredient.percent);
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    expect(foodInformationFile.ingredients[0].name).toMatch(/^acqua\b/i);
    expect(foodInformation.ingredientLine.startsWith(foodInformationFile.ingredients[0].name)).toBe(true);
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
