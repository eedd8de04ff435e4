/** @jest-environment node */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import { startTestSmtpServer, type TestSmtpServer } from '../scripts/lib/test-smtp-server.mjs';
import { startRequestService, type RequestService } from '@/server/service';
import type { Database } from '@/server/store';
import type { ServiceTexts } from '@/server/texts';
import { order, SITE_URL, testDatabases } from './support/request-service';

/**
 * A publish from the editing page on the live site reloads the request service's texts from the
 * build it put online (scripts/editor/live.mjs): the next confirmation gives the new opening hours
 * and the team's copy goes to the new contact address, with no restart; «Ripristina» puts the
 * earlier texts back. Real SMTP, on SQLite and PostgreSQL.
 */
jest.setTimeout(120_000);

describe.each(testDatabases())('on $name', (database) => {
  let db: Database;
  let smtp: TestSmtpServer;
  let service: RequestService;
  let folder = '';

  beforeAll(async () => {
    db = await database.open();
    smtp = await startTestSmtpServer();
    service = await startRequestService({ NODE_ENV: 'test', DATABASE_URL: database.url, SMTP_URL: smtp.url, SITE_URL });
    // The build's own copy of content/, with an edit of the opening hours and the contact address.
    folder = mkdtempSync(path.join(tmpdir(), 'ricarica-'));
    cpSync(path.resolve('content'), path.join(folder, 'content'), { recursive: true });
  });

  afterAll(async () => {
    await service?.close();
    await smtp?.stop();
    await database.close(db);
    rmSync(folder, { recursive: true, force: true });
  });

  /** A request as the island sends it, through the service's handler; resolves with its two emails once both have left. */
  async function send(email: string) {
    const body = order({ email });
    const response = await service.handler(
      new Request(`${SITE_URL}/api/richieste`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': body.submissionId, Origin: SITE_URL },
        body: JSON.stringify(body),
      }),
      { address: '203.0.113.7' },
    );
    expect(response.status).toBe(201);
    return {
      confirmation: await smtp.waitForMessage((message) => message.to.includes(email)),
      // The team's copy answers to the visitor.
      team: await smtp.waitForMessage((message) => !message.to.includes(email) && !!message.replyTo?.includes(email)),
    };
  }

  it('answers with the reloaded texts at once, and with the earlier ones after a restore', async () => {
    const before: ServiceTexts = { ...service.texts };
    const original = before.site.hours[0];
    const file = path.join(folder, 'content/site.yaml');
    const site = parse(readFileSync(file, 'utf8'));
    site.hours[0].closes = '16:45';
    site.email = 'ordini-nuovi@limenta.it';
    writeFileSync(file, stringify(site));
    expect(original.closes).not.toBe('16:45');

    const reloaded = service.reload(folder);
    expect(reloaded.site.email).toBe('ordini-nuovi@limenta.it');
    const after = await send(`dopo-${database.name.toLowerCase()}@esempio.it`);
    expect(after.confirmation.text).toMatch(new RegExp(`${original.days}: \\S+ – 16:45`));
    expect(after.team.to).toEqual(['ordini-nuovi@limenta.it']);

    service.restore(before);
    const restored = await send(`ripristino-${database.name.toLowerCase()}@esempio.it`);
    expect(restored.confirmation.text).toMatch(
      new RegExp(`${original.days}: \\S+ – ${(original.closes ?? '').replace(/^0/, '')}`),
    );
    expect(restored.confirmation.text).not.toContain('16:45');
    expect(restored.team.to).toEqual([before.site.email]);
  });
});
