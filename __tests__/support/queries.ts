import { screen, within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/react';
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

/** The texts of the elements of a role inside an element, in their order (a row's cells, a table's column headers). */
export function textsOf(container: HTMLElement, role: ByRoleMatcher, options?: ByRoleOptions) {
  return within(container)
    .getAllByRole(role, options)
    .map((element) => element.textContent);
}

/** The texts of the list items inside an element. */
export const itemsIn = (container: HTMLElement) => textsOf(container, 'listitem');

/** The texts of the headings of a level (3 unless said) inside an element. */
export const headingsOf = (container: HTMLElement, level = 3) => textsOf(container, 'heading', { level });

/** The links inside an element, each as [text, address]. */
export function linksIn(container: HTMLElement) {
  return within(container)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

/** The addresses of the links inside an element. */
export const hrefsIn = (container: HTMLElement) => linksIn(container).map(([, href]) => href);
