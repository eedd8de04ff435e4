import { escapeHtml } from '../mail/layout';

/**
 * HTML written as a tagged template: every value put into it is escaped, unless it is HTML made
 * the same way. What a visitor wrote can only ever be text on the team's pages.
 */
export class Html {
  constructor(readonly value: string) {}

  toString(): string {
    return this.value;
  }
}

type Value = Html | string | number | boolean | null | undefined | readonly Value[];

function render(value: Value): string {
  if (value instanceof Html) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false || value === true) return '';
  return escapeHtml(String(value));
}

export function html(strings: TemplateStringsArray, ...values: Value[]): Html {
  let out = strings[0];
  values.forEach((value, index) => {
    out += render(value) + strings[index + 1];
  });
  return new Html(out);
}

/** A boolean attribute, written only when true. */
export const attribute = (name: string, on: boolean): Html => new Html(on ? ` ${name}` : '');
