/**
 * The specification's behaviours, which the code fixes: routes and aliases, the page structure,
 * the form's states and timings, the toasts, the 404 and error screens. Every text they show is
 * read from content/: after launch the business owns its content, and an edit that the content
 * check accepts may not fail a test. Where the content differs from the specification's launch
 * texts and counts, `npm run check:spec` says so (lib/content/specification.ts; its own test is
 * __tests__/specification-report.test.ts). The detailed behaviours of each page and of the forms
 * are in their own test files; this one names the specification's section for each.
 */
import { render, screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import ContactSupportPage from '@/app/contatti-supporto/page';
import OrderPage from '@/app/come-ordinare/page';
import ErrorPage from '@/app/error';
import HomePage from '@/app/page';
import NotFound from '@/app/not-found';
import { SiteFooter } from '@/components/layout/SiteFooter';
import { SiteHeader } from '@/components/layout/SiteHeader';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@/components/forms/FormToaster';
import { notFoundPage, renderErrorPage } from '@/content/errors';
import { contactFormText } from '@/content/forms';
import { home } from '@/content/pages/home';
import { mainNav } from '@/content/navigation';
import { aliases, routes } from '@/content/routes';
import { site } from '@/content/site';
import { SIMULATED_DELAY_MS } from '@/lib/contact/delivery';
import { isValidEmail } from '@/lib/contact/validation';
import { contactFormSettings } from '@/lib/contact/variants';

describe('§2 Screens and routes', () => {
  it('has every route of the specification, and the two aliases lead to the privacy policy and the terms', () => {
    const specified = [
      '/',
      '/prodotto',
      '/benefici',
      '/composizione',
      '/recensioni',
      '/ricette-salutari',
      '/come-ordinare',
      '/contatti',
      '/contatti-supporto',
      '/grazie-benvenuto',
      '/privacy',
      '/dati-personali',
      '/termini',
    ];
    expect([...routes].sort()).toEqual([...specified].sort());
    for (const route of specified) {
      const file = path.join(__dirname, '..', 'app', route === '/' ? '' : route, 'page.tsx');
      expect(readFileSync(file, 'utf8')).toMatch(/export default/);
    }
    expect(aliases).toEqual({ '/privacy-policy': '/privacy', '/termini-condizioni': '/termini' });
  });

  it('the shared header highlights the current page of its navigation', () => {
    const current = mainNav[1];
    render(createElement(SiteHeader, { currentPath: current.href }));
    const navigation = screen.getByRole('navigation', { name: /./ });
    expect(within(navigation).getByRole('link', { current: 'page' })).toHaveAttribute('href', current.href);
  });

  it('the shared footer shows the copyright line of content/site.yaml', () => {
    render(createElement(SiteFooter));
    expect(screen.getByText(new RegExp(`^© ${site.copyrightYear} `))).toBeInTheDocument();
  });

  it('the home page has its seven sections in the specified order', () => {
    render(createElement(HomePage));
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    const order = [home.testimonials.title, home.stories.title, home.steps.title].map((title) =>
      headings.indexOf(title),
    );
    expect(screen.getAllByRole('heading', { level: 1 })[0]).toHaveTextContent(home.hero.title);
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(screen.getAllByRole('link', { name: home.hero.primaryCta.label })[0]).toHaveAttribute(
      'href',
      home.hero.primaryCta.href,
    );
    expect(screen.getAllByRole('link', { name: home.closing.cta.label }).at(-1)).toHaveAttribute(
      'href',
      home.closing.cta.href,
    );
  });
});

describe('§4, §5, §7, §9 Contact forms', () => {
  it('the simulated send waits 2000 ms', () => {
    expect(SIMULATED_DELAY_MS).toBe(2000);
  });

  it('at most 3 notifications at once, 4000 ms each', () => {
    expect(TOAST_LIMIT).toBe(3);
    expect(TOAST_DURATION_MS).toBe(4000);
  });

  it.each([
    ['/come-ordinare', OrderPage, contactFormSettings.order.messageRows, 5],
    ['/contatti-supporto', ContactSupportPage, contactFormSettings.support.messageRows, 6],
  ] as const)('%s: the message box has %i rows', (_route, Page, rows, specified) => {
    expect(rows).toBe(specified);
    render(createElement(Page));
    expect(
      screen.getByRole('textbox', { name: new RegExp(`^${contactFormText.fields.message.label}`) }),
    ).toHaveAttribute('rows', String(specified));
  });

  it('name, email and message are required and marked with the required sign', () => {
    const { container } = render(createElement(OrderPage));
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    for (const field of Object.values(contactFormText.fields))
      expect(labels).toContain(`${field.label} ${contactFormText.requiredMark}`);
  });

  it('the email pattern: a local part without spaces or @, one @, a domain with a dot', () => {
    for (const valid of ['mario@esempio.it', 'a.b+c@d.e']) expect(isValidEmail(valid)).toBe(true);
    for (const invalid of ['mario', 'mario@esempio', 'ma rio@esempio.it', 'mario@@esempio.it', '@esempio.it'])
      expect(isValidEmail(invalid)).toBe(false);
  });
});

describe('§2 and §8 Error screens', () => {
  it('an unknown path shows the 404 page from content, with a link home, and logs the path', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(createElement(NotFound));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(notFoundPage.title);
    expect(screen.getByRole('link', { name: notFoundPage.homeLink })).toHaveAttribute('href', '/');
    expect(document.querySelector('main script[data-keep]')?.textContent).toContain('window.location.pathname');
    jest.restoreAllMocks();
  });

  it('a routing failure shows the error headline from content, then the status or message', () => {
    render(createElement(ErrorPage, { error: new Error('Boom'), reset: () => {} }));
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(renderErrorPage.title);
    expect(h1.nextElementSibling?.textContent).toBe('Boom');
  });
});
