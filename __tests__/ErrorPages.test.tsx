import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import ErrorPage from '@/app/error';
import GlobalError from '@/app/global-error';
import NotFound, { metadata as notFoundMetadata } from '@/app/not-found';
import { notFoundPage, renderErrorPage } from '@/content/errors';
import { pages } from '@/content/pages';
import { site } from '@/content/site';
import { errorSummary } from '@/lib/error-summary';

const notFoundError = Object.assign(new Error('Not Found'), { status: 404, statusText: 'Not Found' });

describe('404 page', () => {
  beforeEach(() => {
    // React warns that a script rendered on the client never runs: true, and why the exported
    // HTML carries it (the browser runs it while parsing 404.html).
    jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<NotFound />);
  });
  afterEach(() => jest.restoreAllMocks());

  it('has one h1, its headline, marked with the language it is written in', () => {
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(notFoundPage.title);
    expect(h1).toHaveAttribute('lang', notFoundPage.titleLang);
  });

  it('explains and links back home', () => {
    expect(screen.getByText(notFoundPage.text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: notFoundPage.homeLink })).toHaveAttribute('href', '/');
  });

  it('logs the missing path from a kept inline script, not a client component', () => {
    const script = document.querySelector('main script[data-keep]');
    expect(script?.textContent).toBe(
      `console.error(${JSON.stringify(notFoundPage.consoleMessage)}, window.location.pathname);`,
    );
  });

  it('has its own Italian title and a description of 70 to 160 characters', () => {
    expect(Object.values(pages).map((page) => page.title)).not.toContain(notFoundMetadata.title);
    expect(notFoundMetadata.title).toBe(notFoundPage.meta.title);
    const length = String(notFoundMetadata.description).length;
    expect(length).toBeGreaterThanOrEqual(70);
    expect(length).toBeLessThanOrEqual(160);
  });

  it('highlights no navigation link', () => {
    expect(document.querySelector('[aria-current="page"]')).toBeNull();
  });
});

describe('errorSummary', () => {
  it('is "status statusText" for an error with a numeric status, else the message', () => {
    expect(errorSummary(notFoundError)).toBe('404 Not Found');
    expect(errorSummary({ status: 500 })).toBe('500');
    expect(errorSummary(new Error('Boom'))).toBe('Boom');
    expect(errorSummary('Boom')).toBe('Boom');
    expect(errorSummary(null)).toBe('');
  });
});

describe('rendering-error screen (app/error.tsx)', () => {
  it('shows its headline followed by the message, inside the site shell', () => {
    render(<ErrorPage error={new Error('Boom')} reset={() => {}} />);
    const h1 = screen.getByRole('heading', { level: 1 });
    expect(h1.textContent).toBe(renderErrorPage.title);
    expect(h1).toHaveAttribute('lang', renderErrorPage.titleLang);
    expect(h1.nextElementSibling?.textContent).toBe('Boom');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the status of a status-bearing error', () => {
    render(<ErrorPage error={notFoundError} reset={() => {}} />);
    expect(screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent).toBe('404 Not Found');
  });

  it('the retry button calls reset(), and a link leads home', () => {
    const reset = jest.fn();
    render(<ErrorPage error={new Error('Boom')} reset={reset} />);
    fireEvent.click(screen.getByRole('button', { name: renderErrorPage.retry }));
    expect(reset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: renderErrorPage.homeLink })).toHaveAttribute('href', '/');
  });

  it('the retry button prefers retry() when Next provides it', () => {
    const reset = jest.fn();
    const retry = jest.fn();
    render(<ErrorPage error={new Error('Boom')} reset={reset} retry={retry} />);
    fireEvent.click(screen.getByRole('button', { name: renderErrorPage.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
    expect(reset).not.toHaveBeenCalled();
  });
});

describe('root rendering-error screen (app/global-error.tsx)', () => {
  it.each([
    [new Error('Boom'), 'Boom'],
    [notFoundError, '404 Not Found'],
  ])('renders its own Italian document with the headline, then "%s"', (error, summary) => {
    const html = renderToStaticMarkup(<GlobalError error={error} reset={() => {}} />);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.documentElement.getAttribute('lang')).toBe(site.language);
    const h1 = doc.querySelector('main h1');
    expect(h1?.textContent).toBe(renderErrorPage.title);
    expect(h1?.nextElementSibling?.textContent).toBe(summary);
    expect(doc.querySelector('a[href="/"]')?.textContent).toBe(renderErrorPage.homeLink);
    expect(doc.querySelector('button')?.textContent).toBe(renderErrorPage.retry);
  });
});
