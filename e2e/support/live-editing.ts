import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { loadServiceTexts } from '@/server/texts';
import type { TestSmtpServer } from '../../scripts/lib/test-smtp-server.mjs';
import { publish } from './editing-page';
import { until } from './local';

/**
 * The editing page on the live site as an editor goes through it, whatever serves it (`npm start`,
 * or nginx in front of `npm run service`): the team's login by the emailed link, Decap's own step,
 * a question changed and published, and the publishes' panel followed to a state.
 */
const texts = loadServiceTexts();
const E = texts.editing;
const A = texts.team.area;

/** The name the editor gives the page, which each publish and commit carries. */
export const EDITOR_NAME = 'Anna Bianchi';

/** The login link last sent to an address (the count-th). */
export async function loginLink(smtp: TestSmtpServer, email: string, count: number): Promise<string> {
  const sent = () => smtp.messages.filter((one) => one.to.includes(email) && one.subject === A.loginEmail.subject);
  await until(() => (sent().length >= count ? true : undefined), `login link ${count} to ${email}`, 30_000);
  const link = /https?:\/\/\S+\/team\/accesso\/link\?t=[A-Za-z0-9_-]+/.exec(sent().at(-1)!.text)?.[0];
  if (!link) throw new Error(`No login link to ${email}`);
  return link;
}

/** The team's login, as a person does it from /admin/: the address, the emailed link, «Entra». */
export async function logIn(
  page: Page,
  { url, smtp, email, count }: { url: string; smtp: TestSmtpServer; email: string; count: number },
): Promise<void> {
  await page.goto(`${url}/admin/`);
  expect(new URL(page.url()).pathname).toBe('/team/accesso');
  await page.getByLabel(A.login.emailLabel).fill(email);
  await page.getByRole('button', { name: A.login.submit }).click();
  await page.getByRole('heading', { name: A.login.sentTitle }).waitFor();
  await page.goto(await loginLink(smtp, email, count));
  await page.getByRole('button', { name: A.login.confirm }).click();
  await page.waitForLoadState('load');
}

/** On /admin/ after the login: the editor's name once (kept in the browser), then Decap's «Accedi». */
export async function enterEditingPage(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'La pagina di modifica di Limenta' }).waitFor();
  await page.getByLabel('Nome e cognome').fill(EDITOR_NAME);
  await page.getByRole('button', { name: 'Continua' }).click();
  const login = page.getByRole('button', { name: 'Accedi' });
  await login.waitFor({ timeout: 60_000 });
  await login.click();
}

/** The publishes' panel, as the editor reads it: one line per publish, newest first. */
export const panel = (page: Page) => page.getByRole('region', { name: E.publishing.title });

/** The panel's line for what a publish put online. */
export const panelLine = (page: Page, item: string) =>
  panel(page).getByRole('listitem').filter({ hasText: item }).first();

export async function untilState(
  page: Page,
  item: string,
  state: keyof typeof E.states,
  timeout = 240_000,
): Promise<void> {
  await until(
    async () =>
      (await panelLine(page, item).getAttribute('data-state', { timeout: 1000 })) === state ? true : undefined,
    `«${item}» ${state}`,
    timeout,
  );
}

/**
 * Changes the question of content/faq/costi-di-consegna.yaml in the form and publishes it; resolves,
 * with what the panel calls the publish, once the page says it is queued and lists it.
 */
export async function publishQuestion(page: Page, url: string, question: string): Promise<string> {
  await page.goto(`${url}/admin/#/collections/faq/entries/costi-di-consegna`);
  const field = page.getByLabel('Domanda', { exact: true });
  await field.waitFor({ timeout: 60_000 });
  await field.fill(question);
  await publish(page);
  const item = `Domanda «${question}»`;
  await page.getByRole('status').filter({ hasText: E.publishing.queuedTitle }).waitFor({ timeout: 30_000 });
  await panelLine(page, item).waitFor({ timeout: 30_000 });
  return item;
}

/** Photographs the page at 390 and 1280 px into `folder` as `<name>-<width>.png`; it stays at 1280 px. */
export async function photograph(page: Page, folder: string, name: string): Promise<void> {
  mkdirSync(folder, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(folder, `${name}-${width}.png`) });
  }
}
