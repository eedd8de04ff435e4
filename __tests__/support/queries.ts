import { screen, within } from '@testing-library/react';
import { fillTemplate, ui } from '@/content/ui';

/** A section of the page, by its heading (from the content). */
export function region(name: string) {
  return screen.getByRole('region', { name });
}

/** The star ratings inside an element, whatever content/ui.yaml calls them. */
export function ratingsIn(container: HTMLElement) {
  const escaped = ui.ratingLabel.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^${escaped.replace('\\{rating\\}', '\\d+').replace('\\{max\\}', '\\d+')}$`);
  return within(container).getAllByRole('img', { name: pattern });
}

/** What assistive technology hears for a rating. */
export function ratingName(rating: number): string {
  return fillTemplate(ui.ratingLabel, { rating, max: 5 });
}

/** The texts of the list items inside an element, in their order. */
export function itemsIn(container: HTMLElement) {
  return within(container)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

/** The texts of the headings of a level (3 unless said) inside an element, in their order. */
export function headingsOf(container: HTMLElement, level = 3) {
  return within(container)
    .getAllByRole('heading', { level })
    .map((heading) => heading.textContent);
}
