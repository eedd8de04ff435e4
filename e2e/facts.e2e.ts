import { legalLabels } from '@/content/pages/legal';
import { processors } from '@/content/processors';
import { packRows, sales, withdrawalText } from '@/content/sales';
import { companyName, site } from '@/content/site';
import { fillTemplate, ui } from '@/content/ui';
import { orderingPage } from '@/content/pages/come-ordinare';
import { processorLabel } from '@/lib/legal-markdown';
import { sitePages } from '@/lib/site-pages';
import { browserForTests, onPage } from './support/browser';

/**
 * What the exported pages state about the company, the sale and the data, against the facts in
 * content/ that back them, as the law asks: the registry data in every footer, delivery, payment and
 * withdrawal before the order form, the processors in both privacy texts, no cookies. (The same facts
 * in /termini, and the video announced only once it exists, are the render tests': legal-delivery.test.ts,
 * ProductPages.test.tsx.)
 */

const browser = browserForTests();

describe('every page identifies the company as art. 2250 c.c. and art. 7 d.lgs. 70/2003 ask', () => {
  const { company } = site;
  test.each(sitePages())('%s', async (route) => {
    const footer = await onPage(browser.context, route, (page) => page.getByRole('contentinfo').innerText());
    for (const fact of [
      companyName(company),
      company.vatNumber,
      fillTemplate(ui.registryLabel, company.registry),
      company.rea,
      company.shareCapital,
      company.pec,
    ]) {
      expect(footer).toContain(fact);
    }
  });
});

describe('no page sets a cookie, as both privacy texts say', () => {
  it('leaves the browser without cookies after every page', async () => {
    await browser.context.clearCookies();
    for (const route of sitePages()) {
      const cookie = await onPage(browser.context, route, (page) => page.evaluate(() => document.cookie));
      expect({ route, cookie }).toEqual({ route, cookie: '' });
    }
    expect(await browser.context.cookies()).toEqual([]);
  });

  test.each(['/privacy', '/dati-personali'])(
    '%s says the site uses no cookies, and names each processor with its transfer guarantee',
    async (route) => {
      const text = await onPage(browser.context, route, (page) => page.getByRole('main').innerText());
      expect(text).toMatch(/non usa cookie/);
      expect(text).not.toMatch(/usa (?:solo|esclusivamente) cookie/);
      for (const processor of processors) {
        expect(text).toContain(processor.service);
        expect(text).toContain(
          processor.name ? processorLabel(processor.name, processor.country) : legalLabels.unnamedProcessor,
        );
      }
      if (route === '/privacy')
        for (const processor of processors) expect(text).toContain(legalLabels.transfers[processor.transfer]);
    },
  );
});

describe('/come-ordinare says where it delivers, how to pay and about withdrawal where ordering starts', () => {
  it('before the form, on a phone', async () => {
    const facts = await onPage(
      browser.context,
      '/come-ordinare',
      async (page) => {
        const box = page.getByRole('region', { name: sales.title });
        const form = page.getByRole('region', { name: orderingPage.form.title }).locator('form');
        const [boxTop, formTop] = await Promise.all([
          box.evaluate((element) => element.getBoundingClientRect().top),
          form.evaluate((element) => element.getBoundingClientRect().top),
        ]);
        expect(boxTop).toBeLessThan(formTop);
        return box.innerText();
      },
      390,
    );
    for (const fact of [sales.delivery.zones, sales.payment, withdrawalText()]) expect(facts).toContain(fact);
  });

  it('every pack’s price, per bottle and per litre, above the form on a phone', async () => {
    const rows = await onPage(
      browser.context,
      '/come-ordinare',
      async (page) => {
        const table = page.getByRole('table', { name: sales.prices.caption });
        const form = page.getByRole('region', { name: orderingPage.form.title }).locator('form');
        const [tableBottom, formTop] = await Promise.all([
          table.evaluate((element) => element.getBoundingClientRect().bottom),
          form.evaluate((element) => element.getBoundingClientRect().top),
        ]);
        expect(tableBottom).toBeLessThan(formTop);
        // The table fits the phone's width: no price is cut off or needs a sideways scroll.
        expect(await table.evaluate((element) => element.scrollWidth <= element.parentElement!.clientWidth)).toBe(true);
        return table
          .locator('tbody tr')
          .evaluateAll((trs) => trs.map((tr) => [...tr.children].map((cell) => cell.textContent)));
      },
      390,
    );
    expect(rows).toEqual(packRows().map((row) => [row.name, row.price, row.perBottle, row.perLitre]));
  });
});
