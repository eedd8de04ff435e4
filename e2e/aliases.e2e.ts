import { readFileSync } from 'node:fs';
import { legalDocuments } from '@/content/pages/legal';
import { aliases, type Alias } from '@/content/routes';
import { baseUrl, browserForTests } from './support/browser';
import { htmlFileOf } from './exported/out-files';

/** The old addresses land on their page with and without JavaScript (the host's 301 aside). */
const cases = Object.entries(aliases) as Array<[Alias, keyof typeof legalDocuments]>;

describe.each([true, false])('with JavaScript %s', (javaScriptEnabled) => {
  const browser = browserForTests({ javaScriptEnabled });

  test.each(cases)('%s ends on %s with its h1', async (alias, target) => {
    const page = await browser.context.newPage();
    try {
      await page.goto(baseUrl() + alias);
      await page.waitForURL(baseUrl() + target, { timeout: 10_000 });
      const h1 = page.locator('h1');
      await h1.waitFor();
      expect(await h1.textContent()).toBe(legalDocuments[target].title);
    } finally {
      await page.close();
    }
  });
});

// Hosts with rules (npm start included) answer the alias with a 301 before the page is reached;
// the page itself is what GitHub Pages serves, so it is read from out/.
describe('the alias page itself', () => {
  test.each(cases)('%s is not indexed, names %s as canonical and links to it', async (alias, target) => {
    const html = readFileSync(htmlFileOf(alias), 'utf8');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<meta http-equiv="refresh" content="0; url=${target}"/>`);
    expect(head).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${target}"/>`));
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(html).toMatch(new RegExp(`<a [^>]*href="${target}"`));
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});
