import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { metadata as layoutMetadata } from '@/app/layout';
import NotFound from '@/app/not-found';
import HomePage from '@/app/page';
import ReviewsPage from '@/app/recensioni/page';
import robots from '@/app/robots';
import { DEMO_BAND_START } from '@/content/schemas/site';
import { ui } from '@/content/ui';
import { checkFile, formatProblems } from '@/lib/content/check';
import { isDemoSite } from '@/lib/site-mode';

/**
 * The demonstration site (`npm run build:demo`, `npm run dev`, the tests): every page says what it
 * is at the top, and no search engine may index it.
 */
describe('the demonstration site', () => {
  it('is what the tests and any build without SITE_MODE=production make', () => {
    expect(process.env.SITE_MODE).toBeUndefined();
    expect(isDemoSite()).toBe(true);
  });

  it.each([
    ['/', HomePage],
    ['/recensioni', ReviewsPage],
    ['the 404 page', NotFound],
  ])('%s opens with the band, first in the header’s banner, after only the skip link', (_, Page) => {
    const { container } = render(<Page />);
    // The page's own header, the banner (a card's <header> is not one).
    const [skipLink, banner] = [...container.children];
    expect(skipLink.tagName).toBe('A');
    expect(banner.tagName).toBe('HEADER');
    const band = banner.firstElementChild as HTMLElement;
    expect(band).toHaveAttribute('role', 'note');
    expect(band).toHaveTextContent(ui.demoBand);
    expect(container.querySelectorAll('[role="note"]')[0]).toBe(band);
  });

  it('tells search engines to index no page and to crawl nothing', () => {
    expect(layoutMetadata.robots).toEqual({ index: false });
    expect(robots().rules).toEqual({ userAgent: '*', disallow: '/' });
  });

  it('keeps the band saying what the site is: the content check refuses a band that does not start with «Sito dimostrativo»', () => {
    expect(ui.demoBand.startsWith(DEMO_BAND_START)).toBe(true);
    const file = 'content/ui.yaml';
    const original = readFileSync(path.join(process.cwd(), file), 'utf8');
    const edited = original.replace(/^demoBand: [\s\S]*?(?=^\S)/m, 'demoBand: Benvenuto nel sito di Limenta.\n');
    expect(edited).not.toBe(original);
    const lines = checkFile(file, edited).map((problem) => formatProblems([problem]));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`deve iniziare con «${DEMO_BAND_START}»`);
  });
});
