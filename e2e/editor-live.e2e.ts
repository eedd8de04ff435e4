import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { parse, stringify } from 'yaml';
import { loadServiceTexts } from '@/server/texts';
import { fillFacts } from '../scripts/lib/fill-facts.mjs';
import { startTestSmtpServer, type TestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { openBrowser, type BrowserSession } from './support/browser';
import { makeEditingCopy, runGit, type EditingCopy } from './support/editing-copy';
import {
  EDITOR_NAME,
  enterEditingPage,
  logIn as logInAt,
  panel,
  photograph,
  publishQuestion,
  untilState,
} from './support/live-editing';
import { orderBody, sendFromPage } from './support/service-site';
import { freePort, until } from './support/local';
import { stopProcess } from './support/stop-process';

/**
 * The editing page on the live site, end to end: `npm start` in a copy of the project whose every
 * fact is filled in (a launched site), with a bare repository as its origin and a real SMTP server.
 * An editor of EDITOR_EMAILS asks for a login link, lands on /admin/, changes a question in Chromium
 * and publishes: the page follows the publish to «online» and the live site serves the new text with
 * no restart; a change of the opening hours reaches the next confirmation email; a save the go-live
 * check would stop is refused on the page with nothing committed; a rebuild that fails leaves the old
 * site served and says why; «Ripristina» puts the version before back. Without a session, /admin/ and
 * its API give and write nothing; an address of TEAM_EMAILS alone cannot edit. The publishes' panel
 * is photographed at 390 and 1280 px into .e2e-artifacts/editor-live/.
 */
jest.setTimeout(20 * 60_000);

const texts = loadServiceTexts();
const E = texts.editing;
const EDITOR = 'redazione@limenta.it';
const MEMBER = 'maria@limenta.it';
const SHOTS = path.resolve('.e2e-artifacts/editor-live-shots');
const FAQ = 'content/faq/costi-di-consegna.yaml';

let copy: EditingCopy;
let smtp: TestSmtpServer;
let server: ChildProcess;
let output = '';
let url = '';
let browser: BrowserSession;
let editorPage: Page;
/** What the test measured, for the report (publish to online, in seconds). */
const timings: string[] = [];

const head = () => copy.git('rev-parse', 'HEAD').trim();
const remoteHead = () => runGit(copy.remote, ['rev-parse', 'main']).trim();

/** The team's login on this server. */
const logIn = (page: Page, email: string, count: number) => logInAt(page, { url, smtp, email, count });

/** A save as the page's own script sends it (with its token), from inside the page. */
function saveFromPage(page: Page, file: string, raw: string) {
  return page.evaluate(
    async ({ file, raw, editor }) => {
      const token = document.querySelector('meta[name="limenta-token"]')!.getAttribute('content')!;
      const response = await fetch('/admin/api/v1', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Limenta-Editor': encodeURIComponent(editor),
          'X-Limenta-Token': token,
        },
        body: JSON.stringify({
          action: 'persistEntry',
          params: {
            dataFiles: [{ path: file, raw, slug: file.replace(/^.*\//, '').replace(/\.yaml$/, '') }],
            assets: [],
            options: { commitMessage: 'x' },
          },
        }),
      });
      return { status: response.status, body: await response.json(), notice: response.headers.get('X-Limenta-Notice') };
    },
    { file, raw, editor: EDITOR_NAME },
  );
}

const liveText = async (route: string) => (await fetch(`${url}${route}`)).text();

beforeAll(async () => {
  copy = makeEditingCopy('editor-live');
  // A launched site: every fact of the go-live check filled in, as the guide says, and published.
  fillFacts(copy.dir);
  copy.git('add', '-A');
  copy.git('commit', '-qm', 'Tutti i fatti per la pubblicazione');
  copy.git('push', '-q', 'origin', 'main');
  smtp = await startTestSmtpServer();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  const { NEXT_EXPORT_DIR: _elsewhere, HOST: _host, ...inherited } = process.env;
  void _elsewhere;
  void _host;
  server = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: copy.dir,
    env: {
      ...inherited,
      PORT: String(port),
      EDITOR_EMAILS: EDITOR,
      TEAM_EMAILS: MEMBER,
      SMTP_URL: smtp.url,
      TEAM_EMAIL: 'ordini@limenta.it',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk: Buffer) => {
    output += String(chunk);
  };
  server.stdout!.on('data', keep);
  server.stderr!.on('data', keep);
  let exited = false;
  server.once('exit', () => (exited = true));
  await until(() => (/^Limenta: http/m.test(output) ? true : exited ? false : undefined), 'npm start', 600_000).then(
    (started) => {
      if (!started) throw new Error(`npm start stopped:\n${output.slice(-4000)}`);
    },
  );
  browser = await openBrowser({ width: 1280 });
}, 700_000);

afterAll(async () => {
  await browser?.close();
  if (server) await stopProcess(server);
  await smtp?.stop();
  if (timings.length > 0) {
    mkdirSync(SHOTS, { recursive: true });
    appendFileSync(path.join(SHOTS, 'timings.txt'), `${timings.join('\n')}\n`);
  }
  copy?.remove();
});

describe('without the editor’s login', () => {
  it('gives nothing and writes nothing without a session', async () => {
    const before = head();
    const page = await fetch(`${url}/admin/`, { redirect: 'manual' });
    expect(page.status).toBe(303);
    expect(page.headers.get('location')).toBe('/team/accesso');
    for (const file of ['/admin/decap-cms.js', '/admin/config.js', '/admin/editing-page.js'])
      expect((await fetch(`${url}${file}`)).status).toBe(401);
    const raw = readFileSync(path.join(copy.dir, FAQ), 'utf8').replace(
      /^question: .*$/m,
      'question: Scritta da chi non è entrato?',
    );
    const write = await fetch(`${url}/admin/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Limenta-Editor': 'x' },
      body: JSON.stringify({
        action: 'persistEntry',
        params: { dataFiles: [{ path: FAQ, raw, slug: 'x' }], assets: [] },
      }),
    });
    expect(write.status).toBe(401);
    expect((await write.json()).error).toBe(E.access.loginNeeded);
    const read = await fetch(`${url}/admin/api/v1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'getEntry', params: { path: 'content/site.yaml' } }),
    });
    expect(read.status).toBe(401);
    expect(head()).toBe(before);
    expect(readFileSync(path.join(copy.dir, FAQ), 'utf8')).not.toContain('Scritta da chi non è entrato?');
  });

  it('an address of TEAM_EMAILS that is not an editor’s lands on /team/ and cannot edit', async () => {
    const before = head();
    const page = await browser.context.newPage();
    await logIn(page, MEMBER, 1);
    expect(new URL(page.url()).pathname).toBe('/team/');
    const answer = await page.goto(`${url}/admin/`);
    expect(answer!.status()).toBe(403);
    expect(await page.locator('body').innerText()).toBe(E.access.noAccess);
    const raw = readFileSync(path.join(copy.dir, FAQ), 'utf8').replace(
      /^question: .*$/m,
      'question: Scritta dal team?',
    );
    const status = await page.evaluate(
      async ({ raw, file }) =>
        (
          await fetch('/admin/api/v1', {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Limenta-Editor': 'Maria' },
            body: JSON.stringify({
              action: 'persistEntry',
              params: { dataFiles: [{ path: file, raw, slug: 'x' }], assets: [] },
            }),
          })
        ).status,
      { raw, file: FAQ },
    );
    expect(status).toBe(403);
    expect(head()).toBe(before);
    await page.close();
    // The next person logs in on this browser afresh.
    await browser.context.clearCookies();
  });
});

describe('an editor', () => {
  const question = 'Quanto costa la consegna, e in quanti giorni arriva?';

  it('logs in by the emailed link, lands on /admin/, changes a question and publishes: «online», and the live site shows it with no restart', async () => {
    editorPage = await browser.context.newPage();
    const page = editorPage;
    await logIn(page, EDITOR, 1);
    expect(new URL(page.url()).pathname).toBe('/admin/');
    await enterEditingPage(page);
    expect(await liveText('/come-ordinare')).not.toContain(question);
    const started = Date.now();
    const item = await publishQuestion(page, url, question);
    await photograph(page, SHOTS, 'in-costruzione');
    await untilState(page, item, 'online');
    const seconds = Math.round((Date.now() - started) / 1000);
    timings.push(`Pubblica → online (domanda): ${seconds} s`);
    expect(seconds).toBeLessThan(120);
    expect(await liveText('/come-ordinare')).toContain(question);
    // The commit names the entry and the editor, with the login's address, and is on the origin.
    expect(runGit(copy.remote, ['log', '-1', '--format=%s|%an|%ae', 'main']).trim()).toBe(
      `${item}: modifica di ${EDITOR_NAME} (pagina di modifica)|${EDITOR_NAME}|${EDITOR}`,
    );
    expect(remoteHead()).toBe(head());
    await photograph(page, SHOTS, 'online');
  });

  it('a change of the opening hours reaches the next confirmation email, with no restart', async () => {
    const page = editorPage;
    const site = parse(readFileSync(path.join(copy.dir, 'content/site.yaml'), 'utf8'));
    site.hours[0].closes = '16:45';
    const saved = await saveFromPage(page, 'content/site.yaml', stringify(site));
    expect(saved.status).toBe(200);
    await until(
      async () => ((await liveText('/contatti')).includes('16:45') ? true : undefined),
      'the new hours on the live site',
      240_000,
    );
    const orders = [
      orderBody({ name: 'Giulia Rossi', email: 'giulia.orari@esempio.it', message: 'Vorrei sei bottiglie.' }),
    ];
    expect(await sendFromPage(page, orders)).toEqual([201]);
    await until(
      () => smtp.messages.find((one) => one.to.includes('giulia.orari@esempio.it')),
      'the confirmation',
      30_000,
    );
    expect(smtp.messages.find((one) => one.to.includes('giulia.orari@esempio.it'))!.text).toContain('16:45');
  });

  it('a save the go-live check would stop on this launched site is refused on the page, in its words, and nothing is committed', async () => {
    const before = head();
    // As the form lets one write it: every field but the provenance, which it marks optional.
    const example = parse(readFileSync(path.join(copy.dir, 'content/reviews/chiara-v.yaml'), 'utf8'));
    const raw = stringify({ ...example, name: 'Lucia Verdi', provenance: undefined, order: 9 });
    const saved = await saveFromPage(editorPage, 'content/reviews/lucia-verdi.yaml', raw);
    expect(saved.status).toBe(422);
    expect(saved.body.error.split('\n')[0]).toBe(E.goLive);
    expect(saved.body.error).toMatch(/Lucia Verdi/);
    expect(head()).toBe(before);
    expect(copy.git('status', '--porcelain', 'content').trim()).toBe('');
  });

  it('a save from the editor’s browser without the page’s token (another site’s page) is refused, and nothing is committed', async () => {
    const before = head();
    const raw = readFileSync(path.join(copy.dir, FAQ), 'utf8').replace(
      /^question: .*$/m,
      'question: Scritta da una pagina estranea?',
    );
    // XMLHttpRequest: the page's own fetch adds its token, a script that is not the page's does not have it.
    const answer = await editorPage.evaluate(
      ({ raw, file }) =>
        new Promise<{ status: number; body: unknown }>((resolve) => {
          const request = new XMLHttpRequest();
          request.open('POST', '/admin/api/v1');
          request.setRequestHeader('Content-Type', 'application/json');
          request.setRequestHeader('X-Limenta-Editor', 'Anna');
          request.onload = () => resolve({ status: request.status, body: JSON.parse(request.responseText) });
          request.send(
            JSON.stringify({
              action: 'persistEntry',
              params: { dataFiles: [{ path: file, raw, slug: 'x' }], assets: [] },
            }),
          );
        }),
      { raw, file: FAQ },
    );
    expect(answer).toEqual({ status: 403, body: { error: E.access.form } });
    expect(head()).toBe(before);
  });

  it('a rebuild that fails leaves the old site served and says so; «Ripristina» puts the version before back', async () => {
    const page = editorPage;
    // A developer's broken change on the server's clone: the next build stops in `next build`.
    const broken = path.join(copy.dir, 'app/page.tsx');
    appendFileSync(broken, '\nexport const rotto = ;\n');
    copy.git('commit', '-qam', 'Una modifica rotta al codice');
    const text = readFileSync(path.join(copy.dir, FAQ), 'utf8');
    const failing = 'Quanto costa la consegna in Sardegna?';
    const saved = await saveFromPage(page, FAQ, text.replace(/^question: .*$/m, `question: ${failing}`));
    expect(saved.status).toBe(200);
    await page.reload();
    const item = `Domanda «${failing}»`;
    await panel(page).getByRole('listitem').filter({ hasText: item }).waitFor({ timeout: 30_000 });
    await untilState(page, item, 'failed');
    const line = panel(page).getByRole('listitem').filter({ hasText: item });
    expect(await line.innerText()).toContain(`${E.publishing.failedIntro}\n${E.publishing.failed}`);
    expect(await liveText('/come-ordinare')).toContain(question);
    expect(await liveText('/come-ordinare')).not.toContain(failing);
    await photograph(page, SHOTS, 'non-riuscita');
    // The site before the hours' change, back online at one click, its texts with it.
    await page.getByRole('button', { name: E.publishing.restore }).click();
    await page.getByRole('status').filter({ hasText: E.publishing.restore }).waitFor({ timeout: 30_000 });
    expect(await liveText('/contatti')).not.toContain('16:45');
    expect(await liveText('/come-ordinare')).toContain(question);
    expect(readFileSync(path.join(copy.dir, 'content/site.yaml'), 'utf8')).not.toContain('16:45');
  });
});
