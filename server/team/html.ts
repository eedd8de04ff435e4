import { html as escapedHtml, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';

/**
 * HTML written as a tagged template (Hono's): every value put into it is escaped, unless it is HTML
 * made the same way. What a visitor wrote can only ever be text on the team's pages. Never given a
 * promise, so it is a string at once.
 */
export type Html = HtmlEscapedString;

export const html = (strings: TemplateStringsArray, ...values: unknown[]) => escapedHtml(strings, ...values) as Html;

/** A boolean attribute, written only when true. */
export const attribute = (name: string, on: boolean): Html => raw(on ? ` ${name}` : '');
