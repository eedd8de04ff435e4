import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, stringify } from 'yaml';
import {
  makeEditingCopy,
  noticeOf,
  runGit,
  sendToEditor,
  startEditor,
  type EditingCopy,
  type RunningEditor,
} from './support/editing-copy';

/**
 * «Pubblica» on the editing page, against a local bare repository as the site's remote: the save is
 * committed with a message naming the entry and the editor and pushed, so the host rebuilds; when the
 * push fails (no network, someone else's change to the same lines) the editor reads in Italian what
 * happened and what to do, and nothing is lost: the file is saved, the commit waits, and a later
 * «Riprova a pubblicare» sends it.
 */
let copy: EditingCopy;
let editor: RunningEditor;
let other: string;

const faqFiles = () =>
  readdirSync(path.join(copy.dir, 'content/faq'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()
    .map((name) => `content/faq/${name}`);

/** What the editing page sends to save a question: the whole file, in its own key order. */
function saveQuestion(file: string, question: string) {
  const data = parse(readFileSync(path.join(copy.dir, file), 'utf8'));
  const raw = stringify({ answer: data.answer, order: data.order, question }, { lineWidth: 50 });
  return sendToEditor(
    editor.port,
    {
      action: 'persistEntry',
      params: {
        dataFiles: [{ path: file, raw, slug: path.basename(file, '.yaml') }],
        assets: [],
        options: { commitMessage: 'x' },
      },
    },
    { 'X-Limenta-Editor': encodeURIComponent('Maria Rossi') },
  );
}

/** Another person's clone of the site's repository, publishing a change of their own. */
function publishFromElsewhere(file: string, change: (text: string) => string, message: string) {
  runGit(other, ['pull', '-q', 'origin', 'main']);
  writeFileSync(path.join(other, file), change(readFileSync(path.join(other, file), 'utf8')));
  runGit(other, ['commit', '-q', '-am', message]);
  runGit(other, ['push', '-q', 'origin', 'main']);
}

const remoteLog = () => runGit(copy.remote, ['log', '--format=%s|%an', 'main']).trim().split('\n');

beforeAll(async () => {
  copy = makeEditingCopy('editor-publish');
  other = path.join(mkdtempSync(path.join(tmpdir(), 'limenta-altro-')), 'sito');
  runGit(path.dirname(other), ['clone', '-q', copy.remote, other]);
  editor = await startEditor(copy.dir);
}, 120_000);

afterAll(async () => {
  await editor?.stop();
  copy?.remove();
  rmSync(path.dirname(other), { recursive: true, force: true });
});

it('publishes a save: one commit naming the entry and the editor, on the remote', async () => {
  const [file] = faqFiles();
  const { status, headers } = await saveQuestion(file, 'Quanto costa la consegna in tutta Italia?');
  expect(status).toBe(200);
  expect(noticeOf(headers)).toMatchObject({ kind: 'success', title: 'Pubblicato' });
  expect(noticeOf(headers)!.text).toMatch(/entro 5 minuti/);
  expect(remoteLog()[0]).toBe(
    'Domanda «Quanto costa la consegna in tutta Italia?»: modifica di Maria Rossi (pagina di modifica)|Maria Rossi',
  );
  expect(runGit(copy.remote, ['show', '--numstat', '--format=', 'main']).trim()).toBe(`1\t1\t${file}`);
});

it('takes in someone else’s change to another file first, then publishes', async () => {
  const [first, second] = faqFiles();
  publishFromElsewhere(
    second,
    (text) => text.replace(/^question: .*$/m, 'question: Una domanda cambiata da un collega?'),
    'Un collega cambia una domanda',
  );
  const { status, headers } = await saveQuestion(first, 'Quanto costa la consegna, e in quanto tempo?');
  expect(status).toBe(200);
  expect(noticeOf(headers)).toMatchObject({ kind: 'success' });
  const log = remoteLog();
  expect(log[0]).toMatch(/^Domanda «Quanto costa la consegna, e in quanto tempo\?»: modifica di Maria Rossi/);
  expect(log[1]).toMatch(/^Un collega cambia una domanda/);
  expect(readFileSync(path.join(copy.dir, second), 'utf8')).toContain('Una domanda cambiata da un collega?');
});

it('a conflict (the same line changed by someone else): said in Italian with what to do; the save is kept and waits', async () => {
  const [file] = faqFiles();
  publishFromElsewhere(
    file,
    (text) => text.replace(/^question: .*$/m, 'question: La domanda del collega?'),
    'Il collega cambia la stessa domanda',
  );
  const { status, headers } = await saveQuestion(file, 'La domanda della redazione?');
  expect(status).toBe(200);
  const notice = noticeOf(headers)!;
  expect(notice).toMatchObject({ kind: 'error', retry: true });
  expect(notice.title).toMatch(/^Salvato, ma non pubblicato: qualcun altro ha modificato lo stesso testo/);
  expect(notice.text).toMatch(/non si perde.*Chiedi a chi gestisce il sito/);
  expect(readFileSync(path.join(copy.dir, file), 'utf8')).toContain('question: La domanda della redazione?');
  expect(copy.git('log', '-1', '--format=%s', 'main')).toMatch(/La domanda della redazione/);
  expect(remoteLog()[0]).toBe('Il collega cambia la stessa domanda|Prova');
  expect(copy.git('status', '--porcelain', '--', 'content')).toBe('');
  // A person settles it (here: keeps the editors' version) and the page publishes again.
  copy.git('pull', '-q', '--no-rebase', '-X', 'ours', 'origin', 'main');
  const again = await sendToEditor(editor.port, {}, { 'X-Limenta-Editor': 'Maria%20Rossi' }, '/api/editor/publish');
  expect(JSON.parse(again.text).notice).toMatchObject({ kind: 'success' });
  expect(runGit(copy.remote, ['show', 'main:' + file])).toContain('question: La domanda della redazione?');
});

it('no network: said in Italian with what to do; the commit waits and «Riprova a pubblicare» sends it', async () => {
  const [, file] = faqFiles();
  copy.git('remote', 'set-url', 'origin', 'http://127.0.0.1:9/limenta.git');
  try {
    const { status, headers } = await saveQuestion(file, 'Si può ordinare anche senza internet?');
    expect(status).toBe(200);
    expect(noticeOf(headers)).toMatchObject({
      kind: 'error',
      title: 'Salvato, ma non pubblicato: nessuna connessione',
      retry: true,
    });
    expect(noticeOf(headers)!.text).toMatch(/non si perde: quando la connessione torna, premi «Riprova a pubblicare»/);
    expect(copy.git('log', '-1', '--format=%s', 'main')).toMatch(/Si può ordinare anche senza internet\?/);
    const stillOffline = await sendToEditor(editor.port, {}, {}, '/api/editor/publish');
    expect(JSON.parse(stillOffline.text).notice).toMatchObject({ kind: 'error', retry: true });
  } finally {
    copy.git('remote', 'set-url', 'origin', copy.remote);
  }
  const retried = await sendToEditor(editor.port, {}, {}, '/api/editor/publish');
  expect(JSON.parse(retried.text).notice).toMatchObject({ kind: 'success', title: 'Pubblicato' });
  expect(remoteLog()[0]).toMatch(/^Domanda «Si può ordinare anche senza internet\?»: modifica di Maria Rossi/);
});

it('a save without the editor’s name is refused: every publication names who made it', async () => {
  const [file] = faqFiles();
  const raw = readFileSync(path.join(copy.dir, file), 'utf8');
  const { status, text } = await sendToEditor(
    editor.port,
    { action: 'persistEntry', params: { dataFiles: [{ path: file, raw, slug: 'x' }], assets: [], options: {} } },
    { 'X-Limenta-Editor': '' },
  );
  expect(status).toBe(400);
  expect(JSON.parse(text).error).toMatch(/^Manca il nome di chi modifica/);
});
