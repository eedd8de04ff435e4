import type { Page } from 'playwright-core';
import { contactFormText, contactFormVariants } from '@/content/forms';
import { contactFormSettings } from '@/lib/contact/variants';
import { REQUEST_CODE_EXPRESSION } from '@/lib/request-code';

/** The two pages with a contact form, and what differs between them. */
export const formPages = [
  {
    route: '/come-ordinare',
    submitLabel: contactFormVariants.order.submit,
    rows: contactFormSettings.order.messageRows,
  },
  {
    route: '/contatti-supporto',
    submitLabel: contactFormVariants.support.submit,
    rows: contactFormSettings.support.messageRows,
  },
] as const;

/** The texts come from content/forms.yaml; `npm run check:spec` compares them with the specification's. */
export const texts = {
  empty: contactFormText.messages.emptyFields,
  invalidEmail: contactFormText.messages.invalidEmail,
  sent: contactFormText.messages.sent,
  submitting: contactFormText.submitting,
  failureTitle: contactFormText.failure.title,
};

export const visitor = {
  name: 'Giulia Rossi',
  email: 'giulia@esempio.it',
  message: 'Vorrei sei bottiglie, consegna a Torino.',
};

/** A site's address, as a regular expression's literal. */
const literal = (siteUrl: string) => siteUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The thank-you page on a site, with the number of the request just sent when the service gave one. */
export function thankYouPage(siteUrl: string): RegExp {
  return new RegExp(`^${literal(siteUrl)}/grazie-benvenuto(\\?richiesta=${REQUEST_CODE_EXPRESSION})?$`);
}

/**
 * Where a plain form post (without the island) leads on a site whose request service answers on the
 * site's own origin (npm start, nginx): the service's copy of the thank-you page, the number written in.
 */
export function servedThankYouPage(siteUrl: string): RegExp {
  return new RegExp(
    `^${literal(siteUrl)}/api/richieste/grazie-benvenuto\\?richiesta=${REQUEST_CODE_EXPRESSION}(#conferma-non-inviata)?$`,
  );
}

/** The form's controls as a visitor finds them: by their visible labels. */
export function contactForm(page: Page) {
  return {
    name: page.getByRole('textbox', { name: contactFormText.fields.name.label, exact: true }),
    email: page.getByRole('textbox', { name: contactFormText.fields.email.label, exact: true }),
    message: page.getByRole('textbox', { name: contactFormText.fields.message.label, exact: true }),
    submit: page.locator('main form button[type="submit"]'),
    /** The failure notice that stays inside the form (toasts live outside it). */
    failure: page.locator('main form [role="alert"]'),
  };
}

/** In the page: whether the island has hydrated the form (React's root sits on its container). */
const hydrated = () => {
  const container = document.querySelector('[data-island]');
  return container !== null && Object.keys(container).some((key) => key.startsWith('__reactContainer'));
};

/** Whether the island has hydrated the form. */
export function islandHydrated(page: Page): Promise<boolean> {
  return page.evaluate(hydrated);
}

/**
 * Resolves once the island has hydrated the form. The island comes only at the first sign of
 * intent: unless told that the test gave one itself (a Tab into the form, typing), the pointer
 * moves over the form first, as a visitor's mouse does.
 */
export async function waitForIsland(page: Page, { showIntent = true }: { showIntent?: boolean } = {}): Promise<void> {
  if (showIntent && !(await islandHydrated(page))) await page.locator('main form').hover({ position: { x: 8, y: 8 } });
  await page.waitForFunction(hydrated, null, { timeout: 20_000 });
}

export async function fillContactForm(page: Page, values: Partial<typeof visitor> = visitor): Promise<void> {
  const form = contactForm(page);
  for (const [field, value] of Object.entries(values)) await form[field as keyof typeof visitor].fill(value);
}

/** An order placed on /come-ordinare as a visitor places it, once the island has the form: its number, from the thank-you page. */
export async function placeOrder(
  page: Page,
  siteUrl: string,
  values: Partial<typeof visitor> = visitor,
): Promise<string> {
  await page.goto(`${siteUrl}/come-ordinare`);
  await waitForIsland(page);
  await fillContactForm(page, values);
  await contactForm(page).submit.click();
  await page.waitForURL(thankYouPage(siteUrl), { timeout: 20_000 });
  return new URL(page.url()).searchParams.get('richiesta') ?? '';
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The boxes of the toasts on screen and of what must stay readable while an element has the
 * focus: the element, its labels and the messages tied to it (aria-describedby), and which toasts
 * overlap any of them. A toast that is not visible (tucked behind the newest) covers nothing.
 */
export async function toastsOverFocus(
  page: Page,
): Promise<{ focused: string; toasts: number; overlapping: Array<Box & { over: string }> }> {
  return page.evaluate(async () => {
    // Where the toasts come to rest, not where their entrance animation has them now.
    await Promise.all(document.getAnimations().map((animation) => animation.finished));
    const box = (element: Element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    };
    const focused = (document.activeElement ?? document.body) as HTMLElement;
    const related: Array<[string, Element]> = [['focus', focused]];
    for (const label of (focused as HTMLInputElement).labels ?? []) related.push(['label', label]);
    for (const id of focused.getAttribute('aria-describedby')?.split(/\s+/) ?? []) {
      const description = id && document.getElementById(id);
      if (description && description.getBoundingClientRect().height > 0)
        related.push([`description ${id}`, description]);
    }
    // Each toast is a card around its role="alert"/"status" message (the form's own status regions are not toasts).
    const cards = [...document.querySelectorAll('[data-toast]')].filter((card) =>
      card.checkVisibility({ visibilityProperty: true }),
    );
    const overlapping = cards.flatMap((card) => {
      const c = box(card);
      return related
        .map(([over, element]) => ({ over, target: box(element) }))
        .filter(
          ({ target }) =>
            c.x < target.x + target.width &&
            target.x < c.x + c.width &&
            c.y < target.y + target.height &&
            target.y < c.y + c.height,
        )
        .map(({ over }) => ({ ...c, over }));
    });
    return { focused: focused.id || focused.tagName, toasts: cards.length, overlapping };
  });
}

/** What assistive technology reads as an element's description (aria-describedby). */
export async function describedBy(page: Page, selector: string): Promise<string> {
  return page.evaluate((selector) => {
    const ids = document.querySelector(selector)?.getAttribute('aria-describedby')?.split(/\s+/) ?? [];
    return ids
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  }, selector);
}

/** Sets a field's value the way an autofill tool or an extension does: past maxlength, then an input event. */
export async function setValueByScript(page: Page, selector: string, value: string): Promise<void> {
  await page.evaluate(
    ({ selector, value }) => {
      const field = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(selector)!;
      const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')!.set!;
      setter.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    },
    { selector, value },
  );
}
