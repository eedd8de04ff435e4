import { mkdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { EDITING_PAGE, ONLINE_SITE } from '@/deploy/hosting.config.mjs';
import { loadServiceTexts } from '@/server/texts';
import { startTestSmtpServer, type TestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { openBrowser, type BrowserSession } from './support/browser';
import { buildCopy, makeEditingCopy, type EditingCopy } from './support/editing-copy';
import type { RunningEngine } from './support/engines';
import {
  EDITOR_NAME,
  enterEditingPage,
  logIn,
  panel,
  panelLine,
  publishQuestion,
  untilState,
} from './support/live-editing';
import { freePort } from './support/local';
import { startNginx, type RunningNginx } from './support/nginx';
import { startServiceAlone } from './support/service-alone';

/**
 * The editing page behind nginx, set up as docs/deploy.md says: a copy of the project built once
 * (out/), its request service (`npm run service` with SITE_BUILDS=1 and EDITOR_EMAILS, a real SMTP
 * server) and Debian's nginx with the copy's generated deploy/nginx.conf, whose root is the link the
 * service keeps to the build online. Through nginx, an editor logs in by the emailed link and
 * publishes a question: the page says «online» and nginx, never reloaded, serves the new text. The
 * service restarted, the same build is online and the page lists the same publishes; «Ripristina»
 * then brings the old text back through nginx. The panel is photographed at 390 and 1280 px into
 * .e2e-artifacts/editor-nginx-shots/.
 */
jest.setTimeout(20 * 60_000);

const E = loadServiceTexts().editing;
const EDITOR = 'redazione@limenta.it';
const SHOTS = path.resolve('.e2e-artifacts/editor-nginx-shots');

let copy: EditingCopy;
let smtp: TestSmtpServer;
let service: RunningEngine;
let nginx: RunningNginx;
let browser: BrowserSession;
let page: Page;
let servicePort = 0;
let siteUrl = '';

const startService = () =>
  startServiceAlone(
    servicePort,
    {
      SITE_BUILDS: '1',
      EDITOR_EMAILS: EDITOR,
      SMTP_URL: smtp.url,
      // The site's address is nginx's: the login link and the page's own origin.
      SITE_URL: siteUrl,
      TEAM_EMAIL: 'ordini@limenta.it',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    copy.dir,
  );

/** A page as nginx serves it now. */
const served = async (route: string) => (await browser.context.request.get(`${nginx.url}${route}`)).text();
/** The build the link names (what nginx serves). */
const online = () => readlinkSync(path.join(copy.dir, ONLINE_SITE));
/** The panel's lines as the editor reads them. */
const lines = () => panel(page).getByRole('listitem').allInnerTexts();

beforeAll(async () => {
  copy = makeEditingCopy('editor-nginx');
  buildCopy(copy.dir);
  smtp = await startTestSmtpServer();
  const [https, http] = [await freePort(), await freePort()];
  servicePort = await freePort();
  siteUrl = `https://127.0.0.1:${https}`;
  service = await startService();
  nginx = await startNginx(
    path.join(copy.dir, 'out'),
    { https, http, service: servicePort },
    { generatedFile: path.join(copy.dir, 'deploy/nginx.conf'), root: path.join(copy.dir, ONLINE_SITE) },
  );
  browser = await openBrowser({ width: 1280, ignoreHTTPSErrors: true });
}, 700_000);

afterAll(async () => {
  await browser?.close();
  await nginx?.stop();
  await service?.stop();
  await smtp?.stop();
  copy?.remove();
});

const question = 'Quanto costa la consegna, e in quanti giorni arriva?';
let item = '';

it('nginx passes /admin/ to the service with the editing page’s own headers, never the site’s policy', async () => {
  const answer = await browser.context.request.get(`${nginx.url}/admin/`, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers().location).toBe('/team/accesso');
  for (const [name, value] of Object.entries(EDITING_PAGE.headers))
    expect([name, answer.headers()[name.toLowerCase()]]).toEqual([name, value]);
  expect(answer.headers()['content-security-policy']).toBeUndefined();
});

it('an editor logs in through nginx by the emailed link and publishes a question: «online», and nginx serves it with no reload', async () => {
  page = await browser.context.newPage();
  await logIn(page, { url: nginx.url, smtp, email: EDITOR, count: 1 });
  expect(new URL(page.url()).pathname).toBe('/admin/');
  await enterEditingPage(page);
  expect(await served('/come-ordinare')).not.toContain(question);
  const before = online();
  item = await publishQuestion(page, nginx.url, question);
  await untilState(page, item, 'online');
  expect(await served('/come-ordinare')).toContain(question);
  expect(online()).not.toBe(before);
  // Who published it, and which version the site was before: kept for «Ripristina».
  expect(await panelLine(page, item).innerText()).toContain(E.publishing.by.replace('{editor}', EDITOR_NAME));
  expect(await panelLine(page, E.publishing.startItem).innerText()).toContain(E.publishing.kept);
});

it('after a restart of the service the same build is online and the page lists the same publishes', async () => {
  const [build, listed] = [online(), await lines()];
  await service.stop();
  service = await startService();
  expect(online()).toBe(build);
  expect(await served('/come-ordinare')).toContain(question);
  await page.reload();
  await panelLine(page, item).waitFor({ timeout: 60_000 });
  expect(await lines()).toEqual(listed);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'pubblicazioni-1280.png') });
  // On a phone the panel opens from its heading.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await panel(page).getByRole('button', { name: E.publishing.title }).click();
  await panelLine(page, item).waitFor();
  await page.screenshot({ path: path.join(SHOTS, 'pubblicazioni-390.png') });
  await page.setViewportSize({ width: 1280, height: 900 });
});

it('«Ripristina» brings the old text back through nginx', async () => {
  await page.reload();
  await page.getByRole('button', { name: E.publishing.restore }).click();
  await page.getByRole('status').filter({ hasText: E.publishing.restore }).waitFor({ timeout: 30_000 });
  expect(await served('/come-ordinare')).not.toContain(question);
  await untilState(page, item, 'withdrawn', 30_000);
  await untilState(page, E.publishing.startItem, 'online', 30_000);
});
