import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium.mjs';

export { CHROMIUM_ARGS, CHROMIUM_PATH };

export function baseUrl(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url) throw new Error('E2E_BASE_URL is not set: run the end-to-end tests with `npm run test:e2e`.');
  return url;
}

export interface BrowserSession {
  context: BrowserContext;
  close: () => Promise<void>;
}

/** nginx as the suite runs it (support/nginx.ts), over HTTPS with a self-signed certificate. */
export function nginxUrl(): string {
  const url = process.env.E2E_NGINX_URL;
  if (!url) throw new Error('E2E_NGINX_URL is not set: run the end-to-end tests with `npm run test:e2e`.');
  return url;
}

/** An address the global set-up put in the environment. */
function servedUrl(variable: string): string {
  const url = process.env[variable];
  if (!url) throw new Error(`${variable} is not set: run the end-to-end tests with \`npm run test:e2e\`.`);
  return url;
}

/** The hosts' engines the site is tested on, by the key the engine-difference table uses. */
export type EngineKey = 'npm start' | 'nginx' | 'cloudflare' | 'netlify';

/**
 * Every server and engine the site is tested on: the one `npm start` runs, nginx with
 * deploy/nginx.conf, Cloudflare Pages' engine and Netlify's (support/engines.ts).
 */
export function servedSites(): Array<{ name: string; key: EngineKey; url: string }> {
  return [
    { name: 'npm start', key: 'npm start', url: baseUrl() },
    { name: 'nginx', key: 'nginx', url: nginxUrl() },
    { name: 'Cloudflare Pages (wrangler pages dev)', key: 'cloudflare', url: servedUrl('E2E_CLOUDFLARE_URL') },
    { name: 'Netlify (its redirect, header and file packages)', key: 'netlify', url: servedUrl('E2E_NETLIFY_URL') },
  ];
}

export interface BrowserOptions {
  javaScriptEnabled?: boolean;
  width?: number;
  reducedMotion?: 'reduce' | 'no-preference';
  /** For nginx's self-signed test certificate. */
  ignoreHTTPSErrors?: boolean;
  /** Chromium as visitors run it, with its back/forward cache (Playwright turns it off by default). */
  backForwardCache?: boolean;
  /** Device pixels per CSS pixel: 3 for most phones of 390 px. */
  deviceScaleFactor?: number;
  /** A touch screen, as a phone's: page.tap() sends touch events. */
  hasTouch?: boolean;
}

/** A fresh Chromium profile for each test file, so no state leaks between them. */
export async function openBrowser(options: BrowserOptions = {}): Promise<BrowserSession> {
  const profile = mkdtempSync(path.join(tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
    ...(options.backForwardCache && { ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    viewport: { width: options.width ?? 1280, height: 900 },
    deviceScaleFactor: options.deviceScaleFactor ?? 1,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    reducedMotion: options.reducedMotion ?? 'no-preference',
    locale: 'it-IT',
    ignoreHTTPSErrors: options.ignoreHTTPSErrors ?? false,
    hasTouch: options.hasTouch ?? false,
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/**
 * A browser for the tests of a file or a describe block: opened before them with these options,
 * closed after them. Its context is there once the tests run.
 */
export function browserForTests(options: BrowserOptions = {}): BrowserSession {
  const session = {} as BrowserSession;
  beforeAll(async () => {
    Object.assign(session, await openBrowser(options));
  });
  afterAll(async () => session.close?.());
  return session;
}

export interface PageVisit {
  page: Page;
  status: number | undefined;
  consoleErrors: string[];
  foreignRequests: string[];
  /** Every sub-resource that answered 400 or more, as "404 http://…". */
  failedResources: string[];
}

/** Opens a route and records its console errors and every request to a host other than ours. */
export async function visit(context: BrowserContext, route: string, width = 1280): Promise<PageVisit> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  const consoleErrors: string[] = [];
  const foreignRequests: string[] = [];
  const failedResources: string[] = [];
  const ownOrigin = new URL(baseUrl()).origin;
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob):/.test(url)) return;
    if (new URL(url).origin !== ownOrigin) foreignRequests.push(url);
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      failedResources.push(`${response.status()} ${response.url()}`);
    }
  });
  const response = await page.goto(baseUrl() + route, { waitUntil: 'load' });
  return { page, status: response?.status(), consoleErrors, foreignRequests, failedResources };
}

/** Opens a route as visit() does, hands the page to `read`, and closes it whatever `read` does. */
export async function onPage<T>(
  context: BrowserContext,
  route: string,
  read: (page: Page) => Promise<T>,
  width?: number,
): Promise<T> {
  const { page } = await visit(context, route, width);
  try {
    return await read(page);
  } finally {
    await page.close();
  }
}

/**
 * Records what a page writes to the console as a warning or an error, and its uncaught errors,
 * from the moment it is called (Chromium reports an unused preload a few seconds after load).
 */
export function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}
