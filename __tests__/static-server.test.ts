/** @jest-environment node */
import { aliases, routes } from '@/content/routes';
import { hostingConfig } from '@/deploy/hosting.config.mjs';
import { answerFor, cacheControlFor, contentTypeFor } from '@/scripts/lib/static-server.mjs';

/**
 * npm start's server decides each answer from the hosting configuration alone, in nginx's order
 * (e2e/hosting.e2e.ts holds it to nginx's answers over the wire).
 */
const config = hostingConfig({ scriptHashes: [], contactEndpoint: undefined }, { routes, aliases });
const files = new Set([
  '/index.html',
  '/prodotto.html',
  '/art/disegno.svg',
  '/404.html',
  '/_headers',
  '/_next/static/chunks/a.css',
]);
const answer = (target: string, method = 'GET') => answerFor(config, method, target, (file) => files.has(file));

describe('answerFor', () => {
  it('serves the clean address of a page, the home page and files', () => {
    expect(answer('/')).toEqual({ kind: 'file', file: '/index.html' });
    expect(answer('/prodotto')).toEqual({ kind: 'file', file: '/prodotto.html' });
    expect(answer('/prodotto?utm_source=x')).toEqual({ kind: 'file', file: '/prodotto.html' });
    expect(answer('/art/disegno.svg', 'HEAD')).toEqual({ kind: 'file', file: '/art/disegno.svg' });
  });

  it('redirects every other spelling to one fixed address, keeping only a safe query', () => {
    expect(answer('/prodotto/')).toEqual({ kind: 'redirect', location: '/prodotto' });
    expect(answer('/prodotto.html')).toEqual({ kind: 'redirect', location: '/prodotto' });
    expect(answer('/index.html')).toEqual({ kind: 'redirect', location: '/' });
    expect(answer('/%70rodotto/')).toEqual({ kind: 'redirect', location: '/prodotto' });
    expect(answer('/prodotto/?a=1&b=%0d%0a')).toEqual({ kind: 'redirect', location: '/prodotto?a=1&b=%0d%0a' });
    expect(answer('/prodotto/?a="><script>')).toEqual({ kind: 'redirect', location: '/prodotto' });
    expect(answer('http://evil.example/prodotto/')).toEqual({ kind: 'redirect', location: '/prodotto' });
    for (const [from, to] of Object.entries(aliases)) expect(answer(from)).toEqual({ kind: 'redirect', location: to });
  });

  it('answers 404 to other spellings, hidden files and missing addresses', () => {
    for (const target of [
      '/PRODOTTO',
      '//prodotto',
      '/%2Fprodotto',
      '/\\prodotto',
      '/404',
      '/404.html',
      '/_headers',
      '/art/',
      '/prodotto/x',
      '/%ff',
      `/${'a'.repeat(300)}`,
    ]) {
      expect([target, answer(target)]).toEqual([target, { kind: 'error', status: 404 }]);
    }
  });

  it('answers 400 to what nginx refuses, and 405 to other methods first', () => {
    for (const target of ['/%00', '/%zz', '/%', '/a/../prodotto', '/%2e%2e/x', '/../x', '*']) {
      expect([target, answer(target)]).toEqual([target, { kind: 'error', status: 400 }]);
    }
    expect(answer('/prodotto', 'POST')).toEqual({ kind: 'error', status: 405 });
    expect(answer('/a/../b', 'DELETE')).toEqual({ kind: 'error', status: 405 });
    expect(answer('/../b', 'DELETE')).toEqual({ kind: 'error', status: 400 });
  });
});

describe('headers of a file', () => {
  it('hashed files are immutable only when found', () => {
    expect(cacheControlFor(config, 200, '/_next/static/chunks/a.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(config, 304, '/_next/static/chunks/a.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(config, 404, '/_next/static/chunks/b.css')).toBe('public, max-age=0, must-revalidate');
    expect(cacheControlFor(config, 200, '/prodotto.html')).toBe('public, max-age=0, must-revalidate');
  });

  it('types by extension, octet-stream otherwise', () => {
    expect(contentTypeFor(config, '/manifest.webmanifest')).toBe('application/manifest+json');
    expect(contentTypeFor(config, '/sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(contentTypeFor(config, '/art/x.SVG')).toBe('image/svg+xml');
    expect(contentTypeFor(config, '/_headers')).toBe('application/octet-stream');
  });
});
