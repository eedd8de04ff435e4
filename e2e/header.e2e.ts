import type { Page } from 'playwright-core';
import { footerColumns, mainNav } from '@/content/navigation';
import { ui } from '@/content/ui';
import { baseUrl, browserForTests } from './support/browser';

const menuName = { name: ui.mainNavLabel };

async function activeElement(page: Page) {
  return page.evaluate(() => ({
    tag: document.activeElement?.tagName,
    text: document.activeElement?.textContent?.trim(),
  }));
}

async function menuIsOpen(page: Page) {
  return page
    .getByRole('navigation', menuName)
    .locator('[popover]')
    .evaluate((menu) => menu.matches(':popover-open'));
}

/** Tab from the top of the page: skip link, logo, then the Menu button. */
async function tabToMenuButton(page: Page) {
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Tab');
  expect(await activeElement(page)).toEqual({ tag: 'BUTTON', text: ui.menuOpen });
}

/** The expanded state of the Menu button as a screen reader gets it (Chromium's accessibility tree). */
async function menuButtonExpanded(page: Page) {
  const session = await page.context().newCDPSession(page);
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as {
    nodes: Array<{
      role?: { value: string };
      name?: { value: string };
      properties?: Array<{ name: string; value: { value: unknown } }>;
    }>;
  };
  await session.detach();
  const button = nodes.find((node) => node.role?.value === 'button' && node.name?.value === ui.menuOpen);
  return button?.properties?.find((property) => property.name === 'expanded')?.value.value;
}

/** Which of the button's two icons shows: the three lines (closed) or the cross (open). */
async function visibleIcons(page: Page) {
  return page
    .getByRole('button', { name: ui.menuOpen })
    .locator('svg')
    .evaluateAll((icons) => icons.map((icon) => getComputedStyle(icon).display !== 'none'));
}

describe.each([
  ['without JavaScript', false],
  ['with JavaScript', true],
])('phone menu %s, by keyboard', (_label, javaScriptEnabled) => {
  const browser = browserForTests({ javaScriptEnabled, width: 390 });

  it('opens from the Menu button, shows it is open, reaches every link and marks the current page', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/benefici`);
    const menu = page.getByRole('navigation', menuName);
    expect(await menu.getByRole('link', { name: mainNav[0].label }).isVisible()).toBe(false);
    expect(await page.locator('header').getByText(ui.sslBadge).isVisible()).toBe(false);
    expect(await visibleIcons(page)).toEqual([true, false]);
    expect(await menuButtonExpanded(page)).toBe(false);

    await tabToMenuButton(page);
    await page.keyboard.press('Enter');
    expect(await menuIsOpen(page)).toBe(true);
    expect(await visibleIcons(page)).toEqual([false, true]);
    expect(await menuButtonExpanded(page)).toBe(true);
    for (const item of mainNav) {
      await page.keyboard.press('Tab');
      expect(await activeElement(page)).toEqual({ tag: 'A', text: item.label });
      expect(await menu.getByRole('link', { name: item.label }).isVisible()).toBe(true);
    }
    expect(await menu.locator('[aria-current="page"]').textContent()).toBe(
      mainNav.find((item) => item.href === '/benefici')?.label,
    );
    await page.close();
  });

  it('closes with Escape and gives focus back to the Menu button, from a link or from the button', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/ricette-salutari`);
    await tabToMenuButton(page);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await activeElement(page)).toEqual({ tag: 'A', text: mainNav[1].label });
    await page.keyboard.press('Escape');
    expect(await menuIsOpen(page)).toBe(false);
    expect(await activeElement(page)).toEqual({ tag: 'BUTTON', text: ui.menuOpen });
    expect(await menuButtonExpanded(page)).toBe(false);

    await page.keyboard.press('Space');
    expect(await menuIsOpen(page)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menuIsOpen(page)).toBe(false);
    expect(await activeElement(page)).toEqual({ tag: 'BUTTON', text: ui.menuOpen });
    await page.close();
  });

  it(
    javaScriptEnabled
      ? 'closes when focus leaves it, forwards or backwards'
      : 'stays usable when focus leaves it (closing on focus out needs the kept script)',
    async () => {
      const page = await browser.context.newPage();
      await page.goto(`${baseUrl()}/prodotto`);
      await tabToMenuButton(page);
      await page.keyboard.press('Enter');
      for (let i = 0; i < mainNav.length; i += 1) await page.keyboard.press('Tab');
      expect(await activeElement(page)).toEqual({ tag: 'A', text: mainNav.at(-1)?.label });
      await page.keyboard.press('Tab');
      const left = await page.evaluate(() => !document.activeElement?.closest('nav'));
      expect(left).toBe(true);
      expect(await menuIsOpen(page)).toBe(!javaScriptEnabled);
      if (!javaScriptEnabled) {
        await page.keyboard.press('Escape');
        expect(await menuIsOpen(page)).toBe(false);
        await page.close();
        return;
      }

      // The closed menu's links are out of the tab order: back once is the button again.
      await page.keyboard.press('Shift+Tab');
      expect(await activeElement(page)).toEqual({ tag: 'BUTTON', text: ui.menuOpen });
      // Back from the first link to the button keeps it open; on from the button to the logo closes it.
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Shift+Tab');
      expect(await activeElement(page)).toEqual({ tag: 'BUTTON', text: ui.menuOpen });
      expect(await menuIsOpen(page)).toBe(true);
      await page.keyboard.press('Shift+Tab');
      expect(await menuIsOpen(page)).toBe(false);
      await page.close();
    },
  );
});

describe('current page in forced-colours mode (Windows High Contrast)', () => {
  const browser = browserForTests();

  test.each([390, 1280])(
    'at %i px the current page stays marked when backgrounds and shadows are dropped',
    async (width) => {
      const page = await browser.context.newPage();
      await page.emulateMedia({ forcedColors: 'active' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${baseUrl()}/composizione`);
      if (width < 1024) {
        await tabToMenuButton(page);
        await page.keyboard.press('Enter');
      }
      const looks = await page
        .getByRole('navigation', menuName)
        .getByRole('link')
        .evaluateAll((links) =>
          links.map((link) => {
            const style = getComputedStyle(link);
            return {
              current: link.getAttribute('aria-current') === 'page',
              underline: style.textDecorationLine,
              shadow: style.boxShadow,
            };
          }),
        );
      expect(looks.filter((look) => look.current)).toEqual([{ current: true, underline: 'underline', shadow: 'none' }]);
      expect(looks.filter((look) => !look.current).every((look) => look.underline === 'none')).toBe(true);
      await page.close();
    },
  );
});

describe('desktop header', () => {
  const browser = browserForTests({ width: 1280 });

  it('shows every navigation link inline, the email and the two trust badges', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/`);
    const header = page.locator('header');
    for (const item of mainNav) {
      expect(await header.getByRole('link', { name: item.label, exact: true }).isVisible()).toBe(true);
    }
    expect(await header.getByRole('button', { name: ui.menuOpen }).isVisible()).toBe(false);
    expect(await header.locator('a[href^="mailto:"]').isVisible()).toBe(true);
    expect(await header.getByText(ui.sslBadge).isVisible()).toBe(true);
    expect(await header.getByText(ui.customersBadge).isVisible()).toBe(true);
    await page.close();
  });

  /** The logo's box and its mark, the lemon drawing, as drawn at this width. */
  async function logoBox(page: Page, width: number) {
    await page.setViewportSize({ width, height: 900 });
    return page
      .locator('header')
      .getByRole('link', { name: ui.homeLinkLabel })
      .evaluate((logo) => ({
        width: logo.getBoundingClientRect().width,
        mark: logo.querySelector('svg')!.getBoundingClientRect().width,
      }));
  }

  it('keeps the logo its normal size where the inline menu begins (1024–1039 px), with the menu on one line', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/`);
    const normal = await logoBox(page, 1280);
    for (const width of [1024, 1030, 1039]) {
      expect({ viewport: width, ...(await logoBox(page, width)) }).toEqual({ viewport: width, ...normal });
      const rows = await page
        .getByRole('navigation', menuName)
        .getByRole('link')
        .evaluateAll((links) => new Set(links.map((link) => Math.round(link.getBoundingClientRect().top))).size);
      expect({ viewport: width, rows }).toEqual({ viewport: width, rows: 1 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    }
    await page.close();
  });

  it('starts the links of every footer column at the same height, however long a column title is', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/`);
    const footerNav = page.getByRole('navigation', { name: ui.footerNavLabel });
    const columns = await footerNav
      .getByRole('list')
      .evaluateAll((lists) => lists.map((list) => Math.round(list.querySelector('a')!.getBoundingClientRect().top)));
    expect(columns).toHaveLength(footerColumns.length);
    expect(new Set(columns).size).toBe(1);
    // Also when one title is longer than any today (an editor's edit): the others' links move down with its own.
    const longTitle = [...footerColumns, ...footerColumns].map((column) => column.title).join(' ');
    await footerNav
      .getByRole('heading')
      .first()
      .evaluate((title, text) => (title.textContent = text), longTitle);
    const afterLongTitle = await footerNav
      .getByRole('list')
      .evaluateAll((lists) => lists.map((list) => Math.round(list.querySelector('a')!.getBoundingClientRect().top)));
    expect(new Set(afterLongTitle).size).toBe(1);
    expect(afterLongTitle[0]).toBeGreaterThan(columns[0]);
    await page.close();
  });
});

describe('reduced motion', () => {
  const browser = browserForTests({ reducedMotion: 'reduce' });

  it('turns transitions off when the visitor asks for less motion', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${baseUrl()}/`);
    const duration = await page
      .getByRole('link', { name: 'Prova Adesso' })
      .evaluate((link) => getComputedStyle(link).transitionDuration);
    expect(duration.split(',').every((value) => parseFloat(value) <= 0.00001)).toBe(true);
    await page.close();
  });
});
