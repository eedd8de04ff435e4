/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { faq } from '@/content/schemas/cards';
import { describeEntry, editingWords } from '@/lib/content/editing';
import { fileApiLib, serveFileApi } from './support/file-api';

/**
 * «Riordina» on the editing page, at the file API (scripts/editor/file-api.mjs) with its real
 * «Pubblica» (git, a bare remote): a list's new order arrives as one persistEntry holding every
 * entry; each file gets its new position, the content check runs once for all of them, and one
 * commit, named after the list, is made and sent.
 */
// The real «Pubblica» runs the whole content check, a commit and a push: seconds on a busy machine.
jest.setTimeout(30_000);

let folder: string;
let project: string;
let remote: string;
let base: string;
let close: () => Promise<void>;
/** How many times the content check ran on an edit (the baseline, on the files as they are, is not counted). */
let checksOfEdits = 0;

const questions = readdirSync(path.join(process.cwd(), faq.folder))
  .filter((name) => name.endsWith('.yaml'))
  .sort()
  .map((name) => `${faq.folder}/${name}`);
const words = editingWords().reorder;
const item = words.item.replace('{list}', faq.title);
const git = (cwd: string, ...args: string[]) =>
  execFileSync('git', args, {
    cwd,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Prova',
      GIT_AUTHOR_EMAIL: 'prova@example.invalid',
      GIT_COMMITTER_NAME: 'Prova',
      GIT_COMMITTER_EMAIL: 'prova@example.invalid',
    },
  }).trim();
const text = (file: string) => readFileSync(path.join(project, file), 'utf8');
/** The text of an entry with its position set, as the «Riordina» view sends it. */
const withOrder = (raw: string, position: number) =>
  /^order:.*$/m.test(raw)
    ? raw.replace(/^order:.*$/m, `order: ${position}`)
    : `${raw.replace(/\n*$/, '\n')}order: ${position}\n`;

async function persist(dataFiles: Array<{ path: string; raw: string }>) {
  const response = await fetch(`${base}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Limenta-Editor': encodeURIComponent('Maria Rossi') },
    body: JSON.stringify({ action: 'persistEntry', params: { dataFiles, assets: [], options: {} } }),
  });
  const notice = response.headers.get('x-limenta-notice');
  return {
    status: response.status,
    body: await response.json(),
    notice: notice ? JSON.parse(decodeURIComponent(notice)) : undefined,
  };
}

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'limenta-riordina-'));
  project = path.join(folder, 'progetto');
  remote = path.join(folder, 'remoto.git');
  mkdirSync(path.join(project, faq.folder), { recursive: true });
  for (const file of questions) cpSync(path.join(process.cwd(), file), path.join(project, file));
  git(folder, 'init', '-q', '--bare', '-b', 'main', remote);
  git(project, 'init', '-q', '-b', 'main');
  git(project, 'add', '-A');
  git(project, 'commit', '-q', '-m', 'Domande');
  git(project, 'remote', 'add', 'origin', remote);
  git(project, 'push', '-q', '-u', 'origin', 'main');
  const countedCheck = (edited?: Record<string, string>) => {
    if (edited) checksOfEdits += 1;
    return fileApiLib.checkAll(edited);
  };
  ({ base, close } = await serveFileApi(project, { lib: { ...fileApiLib, checkAll: countedCheck } }));
}, 60_000);

afterAll(async () => {
  await close?.();
  rmSync(folder, { recursive: true, force: true });
});

it('a list reordered in one call: every file written, the check run once, one commit named after the list, and sent', async () => {
  expect(questions.length).toBeGreaterThan(1);
  const commits = Number(git(remote, 'rev-list', '--count', 'main'));
  // The last question first, the others after it in their order.
  const reordered = [questions[questions.length - 1], ...questions.slice(0, -1)];
  const others = new Map(questions.map((file) => [file, { ...parse(text(file)), order: undefined }]));
  const { status, notice } = await persist(
    reordered.map((file, index) => ({ path: file, raw: withOrder(text(file), index + 1) })),
  );
  expect(status).toBe(200);
  reordered.forEach((file, index) => {
    expect(parse(text(file)).order).toBe(index + 1);
    // Nothing else of the entry changes.
    expect({ ...parse(text(file)), order: undefined }).toEqual(others.get(file));
  });
  expect(checksOfEdits).toBe(1);
  expect(Number(git(remote, 'rev-list', '--count', 'main'))).toBe(commits + 1);
  expect(git(remote, 'log', '-1', '--format=%s', 'main')).toBe(`${item}: modifica di Maria Rossi (pagina di modifica)`);
  expect(git(project, 'status', '--porcelain')).toBe('');
  expect(notice.kind).toBe('success');
  expect(notice.text).toContain(words.done.replace('{item}', item));
});

it('a save that changes more than the positions is named after its entry, not as a reorder', async () => {
  const [first, second] = questions;
  const changedAnswer = text(first).replace(/^answer: .*/m, (line) => line.replace(/"?$/, (end) => ` Grazie.${end}`));
  expect(changedAnswer).not.toBe(text(first));
  const { status } = await persist([
    { path: first, raw: withOrder(changedAnswer, 7) },
    { path: second, raw: withOrder(text(second), 8) },
  ]);
  expect(status).toBe(200);
  expect(git(remote, 'log', '-1', '--format=%s', 'main')).toBe(
    `${describeEntry(first, text(first))}: modifica di Maria Rossi (pagina di modifica)`,
  );
});
