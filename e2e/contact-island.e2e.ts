import type { Page } from 'playwright-core';
import { baseUrl, browserForTests } from './support/browser';
import { contactForm, formPages, visitor, waitForIsland } from './support/contact-form';
import { policyViolations } from './support/csp';
import { setUpEndpointSite } from './support/endpoint-site';
import { islandScriptsPath } from '../scripts/postbuild/island-config.mjs';

/**
 * The form is server-rendered and hydrated by its own script. With a delivery endpoint
 * (the production case) it is usable before that script arrives, and nothing typed is lost or
 * flashes when the script takes over; the hydrated markup is the server's, class names included.
 */
const endpointSite = setUpEndpointSite();

/** Records, on every frame, the name and message fields' values and the form's class names. */
async function recordFrames(page: Page) {
  await page.evaluate(() => {
    const frames: Array<{ name: string; message: string; classes: string }> = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    const form = document.querySelector('main form')!;
    const tick = () => {
      const name = form.querySelector<HTMLInputElement>('input[name="name"]')!.value;
      const message = form.querySelector<HTMLTextAreaElement>('textarea')!.value;
      frames.push({
        name,
        message,
        classes: [...form.querySelectorAll('[class]')].map((element) => element.getAttribute('class')).join(' '),
      });
      requestAnimationFrame(tick);
    };
    tick();
  });
}

describe.each(formPages)('$route', ({ route }) => {
  it('takes what is typed before its script arrives, and keeps it when the script takes over', async () => {
    endpointSite.endpoint.answerWith(200);
    const page = await endpointSite.browser.context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The island's script is held back until the visitor has typed.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${islandScriptsPath}**`, async (request) => {
      await released;
      await request.continue();
    });
    await page.goto(endpointSite.url + route);
    const form = contactForm(page);
    expect(
      await page.evaluate(() =>
        Object.keys(document.querySelector('[data-island]')!).some((key) => key.startsWith('__react')),
      ),
    ).toBe(false);
    expect(await form.name.isEnabled()).toBe(true);
    await form.name.pressSequentially('Giulia');
    await form.message.pressSequentially('Sei bottiglie');
    await form.name.focus();
    const classesBefore = await page.evaluate(() =>
      [...document.querySelectorAll('main form [class]')].map((element) => element.getAttribute('class')).join(' '),
    );
    await recordFrames(page);

    release();
    await waitForIsland(page);
    await page.keyboard.type(' Rossi');
    expect(await form.name.inputValue()).toBe(visitor.name);
    expect(await form.message.inputValue()).toBe('Sei bottiglie');
    const frames = await page.evaluate(
      () => (window as unknown as { __frames: Array<{ name: string; message: string; classes: string }> }).__frames,
    );
    expect(frames.length).toBeGreaterThan(0);
    expect(frames.filter((frame) => !frame.name.startsWith('Giulia') || frame.message !== 'Sei bottiglie')).toEqual([]);
    expect([...new Set(frames.map((frame) => frame.classes))]).toEqual([classesBefore]);

    expect(await policyViolations(page)).toEqual([]);

    // React now holds what was typed: the request carries it all.
    await form.email.fill(visitor.email);
    await form.submit.click();
    for (let waited = 0; waited < 100 && endpointSite.endpoint.received.length === 0; waited += 1)
      await page.waitForTimeout(100);
    expect(endpointSite.endpoint.received).toHaveLength(1);
    expect(JSON.parse(endpointSite.endpoint.received[0].body)).toMatchObject({
      name: visitor.name,
      email: visitor.email,
      message: 'Sei bottiglie',
    });
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('hydration', () => {
  const browser = browserForTests({ width: 1280 });

  it.each(formPages.map((page) => page.route))(
    '%s: the island renders exactly the server’s markup, with no hydration error',
    async (route) => {
      const page = await browser.context.newPage();
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(error.message));
      page.on('console', (message) => ['error', 'warning'].includes(message.type()) && problems.push(message.text()));
      const served = await (await fetch(baseUrl() + route)).text();
      await page.goto(baseUrl() + route);
      await waitForIsland(page);
      // Every element of the island, with its classes, as served and as React left it.
      const [server, hydrated] = await page.evaluate((served) => {
        const outline = (root: ParentNode) =>
          [...root.querySelectorAll('[data-island] *:not(noscript, noscript *)')]
            .map((element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`)
            .join('\n');
        return [outline(new DOMParser().parseFromString(served, 'text/html')), outline(document)];
      }, served);
      expect(hydrated).toBe(server);
      expect(problems).toEqual([]);
      await page.close();
    },
  );
});
