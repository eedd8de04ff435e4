import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parse, stringify } from 'yaml';
import { phonePhoto } from '../scripts/lib/test-photo.mjs';
import {
  makeEditingCopy,
  noticeOf,
  runGit,
  sendToEditor,
  startEditor,
  type EditingCopy,
  type RunningEditor,
} from './support/editing-copy';
import { until } from './support/local';
import { rawRequest, sendRaw } from './support/raw-http';

/**
 * The editing page (npm run edit) against a hostile visitor's probes, on a copy of the project: it and
 * its preview listen on this computer only; a request from another host or origin, or to a file
 * outside the content folders (next.config.mjs, package.json, .git/config, ../, a symbolic link,
 * a hidden file), or a content file that does not pass the check, is refused, and nothing in the
 * copy changes: every file keeps its bytes and git sees no change. A header no page sends is a
 * refusal, never a crash; pictures are served as documents that run nothing, and never through a
 * symbolic link.
 */
let copy: EditingCopy;
let editor: RunningEditor;

/** Every file of the copy but its dependencies, with a hash of its bytes. */
function fingerprint(): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(path.join(copy.dir, folder), { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      // Next's own work files (the preview writes them) are not the project's.
      if (
        ['node_modules', '.next', 'next-env.d.ts'].includes(entry.name) ||
        (folder === '.git' && entry.name === 'objects')
      )
        continue;
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile())
        files.set(
          file,
          createHash('sha1')
            .update(readFileSync(path.join(copy.dir, file)))
            .digest('hex'),
        );
    }
  };
  walk('.');
  return files;
}

function changedSince(before: Map<string, string>): string[] {
  const after = fingerprint();
  return [...new Set([...before.keys(), ...after.keys()])].filter(
    (file) => before.get(file) !== after.get(file) && !/^\.git\/(index|logs|FETCH_HEAD|ORIG_HEAD)/.test(file),
  );
}

const send = (body: unknown, headers: Record<string, string> = {}) => sendToEditor(editor.port, body, headers);

const persistEntry = (file: string, raw: string) => ({
  action: 'persistEntry',
  params: { dataFiles: [{ path: file, raw, slug: 'prova' }], assets: [], options: { commitMessage: 'x' } },
});
const persistMedia = (file: string, content: string) => ({
  action: 'persistMedia',
  params: {
    asset: { path: file, content: Buffer.from(content).toString('base64'), encoding: 'base64' },
    options: { commitMessage: 'x' },
  },
});
const evilConfig = 'require("child_process").execSync("touch /tmp/pwned"); export default {};';
const aFaq = () =>
  `content/faq/${
    readdirSync(path.join(copy.dir, 'content/faq'))
      .filter((name) => name.endsWith('.yaml'))
      .sort()[0]
  }`;

beforeAll(async () => {
  copy = makeEditingCopy('editor-security');
  editor = await startEditor(copy.dir, { preview: true });
}, 120_000);

afterAll(async () => {
  await editor?.stop();
  copy?.remove();
});

/**
 * «Pubblica» on the editing page, against a local bare repository as the site's remote: the save is
 * committed with a message naming the entry and the editor and pushed, so the host rebuilds; when the
 * push fails (no network, someone else's change to the same lines) the editor reads in Italian what
 * happened and what to do, and nothing is lost: the file is saved, the commit waits, and a later
 * «Riprova a pubblicare» sends it.
 */
describe('«Pubblica»', () => {
  let other = '';
  beforeAll(() => {
    other = path.join(mkdtempSync(path.join(tmpdir(), 'limenta-altro-')), 'sito');
    runGit(path.dirname(other), ['clone', '-q', copy.remote, other]);
  });
  afterAll(() => rmSync(path.dirname(other), { recursive: true, force: true }));

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

  /** Another person's clone of the site's repository, publishing a question of their own. */
  function publishFromElsewhere(file: string, question: string, message: string) {
    runGit(other, ['pull', '-q', 'origin', 'main']);
    const text = readFileSync(path.join(other, file), 'utf8');
    writeFileSync(path.join(other, file), text.replace(/^question: .*$/m, `question: ${question}`));
    runGit(other, ['commit', '-q', '-am', message]);
    runGit(other, ['push', '-q', 'origin', 'main']);
  }

  const remoteLog = () => runGit(copy.remote, ['log', '--format=%s|%an', 'main']).trim().split('\n');

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
    publishFromElsewhere(second, 'Una domanda cambiata da un collega?', 'Un collega cambia una domanda');
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
    publishFromElsewhere(file, 'La domanda del collega?', 'Il collega cambia la stessa domanda');
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
      expect(noticeOf(headers)!.text).toMatch(
        /non si perde: quando la connessione torna, premi «Riprova a pubblicare»/,
      );
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
});

describe('where the editing page and its preview listen', () => {
  const external = Object.values(networkInterfaces())
    .flatMap((addresses) => addresses ?? [])
    .find((address) => address.family === 'IPv4' && !address.internal)?.address;

  const reachable = (host: string, port: number) =>
    new Promise<boolean>((resolve) => {
      const socket = connect(port, host, () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });

  it('on 127.0.0.1 only: not on the computer’s network address', async () => {
    expect(await reachable('127.0.0.1', editor.port)).toBe(true);
    const previewPort = Number(new URL(editor.preview!).port);
    expect(await reachable('127.0.0.1', previewPort)).toBe(true);
    if (!external) return; // a machine without a network: nothing else to reach
    expect(await reachable(external, editor.port)).toBe(false);
    expect(await reachable(external, previewPort)).toBe(false);
  });

  it('the preview answers only to its own address: another Host or Origin is refused', async () => {
    const previewPort = Number(new URL(editor.preview!).port);
    const get = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const request = httpRequest({ host: '127.0.0.1', port: previewPort, path: '/', headers }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        });
        request.on('error', reject);
        request.end();
      });
    expect(await get({ Host: 'evil.example' })).toBe(403);
    expect(await get({ Host: `evil.example:${previewPort}` })).toBe(403);
    expect(await get({ Host: `localhost:${previewPort}`, Origin: 'http://evil.example' })).toBe(403);
    expect(await get({ Host: `localhost:${previewPort}` })).not.toBe(403);
  });
});

describe('the probes of the issue: each refused, nothing written', () => {
  let before: Map<string, string>;
  beforeEach(() => {
    before = fingerprint();
  });
  afterEach(() => {
    expect(changedSince(before)).toEqual([]);
    expect(copy.git('status', '--porcelain')).toBe('');
    expect(existsSync('/tmp/pwned')).toBe(false);
  });

  it.each([
    ['a rewritten next.config.mjs', persistEntry('next.config.mjs', evilConfig)],
    ['package.json with a new script', persistEntry('package.json', '{"scripts":{"postinstall":"touch /tmp/pwned"}}')],
    ['.git/config with core.fsmonitor', persistMedia('.git/config', '[core]\n\tfsmonitor = touch /tmp/pwned\n')],
    ['.ci/run', persistMedia('.ci/run', 'touch /tmp/pwned')],
    ['a path with ../ out of content/', persistEntry('content/../next.config.mjs', evilConfig)],
    ['a path with ../ out of public/art', persistMedia('public/art/../../scripts/serve.mjs', evilConfig)],
    ['an absolute path', persistEntry('/etc/passwd', 'x')],
    ['a hidden file in content/', persistEntry('content/.env', 'SECRET=1')],
    ['a YAML file the site does not read', persistEntry('content/altro.yaml', 'name: x')],
    ['persistMedia of a content file (around the check)', persistMedia('content/site.yaml', 'name: [')],
    ['persistMedia of a script among the drawings', persistMedia('public/art/script.js', 'alert(1)')],
    [
      'persistMedia of an SVG with a script',
      persistMedia('public/art/disegno.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    ],
    [
      'deleting next.config.mjs',
      { action: 'deleteFile', params: { path: 'next.config.mjs', options: { commitMessage: 'x' } } },
    ],
    [
      'deleting the company data',
      { action: 'deleteFiles', params: { paths: ['content/site.yaml'], options: { commitMessage: 'x' } } },
    ],
    [
      'an editorial-workflow action',
      { action: 'publishUnpublishedEntry', params: { branch: 'main', collection: 'faq', slug: 'x' } },
    ],
  ])('%s', async (_name, body) => {
    const { status, text } = await send(body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(JSON.parse(text).error).toMatch(/^[A-ZÈ]/);
  });

  it('a broken YAML through persistEntry: refused with the check’s Italian line, without paths or keys', async () => {
    const { status, text } = await send(persistEntry('content/site.yaml', 'name: [\n'));
    expect(status).toBe(422);
    const { error } = JSON.parse(text);
    expect(error).toMatch(/^Non salvato\. Dati aziendali, Nome del marchio: /);
    expect(error).not.toMatch(/API_ERROR|content\/|\.yaml|\bname\b \(/);
  });

  it('reading .git/config, package.json or ../ through the file API', async () => {
    for (const body of [
      { action: 'getEntry', params: { branch: 'main', path: '.git/config' } },
      { action: 'getMediaFile', params: { branch: 'main', path: 'package.json' } },
      { action: 'entriesByFolder', params: { branch: 'main', folder: 'content/../.git', extension: 'yaml', depth: 1 } },
      { action: 'getMedia', params: { branch: 'main', mediaFolder: '/' } },
    ]) {
      const { status, text } = await send(body);
      expect(status).toBe(403);
      expect(text).not.toContain('[core]');
    }
  });

  it('a symbolic link in a collection that leads out of the project', async () => {
    const link = path.join(copy.dir, 'content/faq/collegamento.yaml');
    symlinkSync(path.join(copy.dir, 'next.config.mjs'), link);
    before = fingerprint();
    try {
      const { status } = await send(persistEntry('content/faq/collegamento.yaml', 'question: x\nanswer: y\n'));
      expect(status).toBe(403);
      expect(readFileSync(path.join(copy.dir, 'next.config.mjs'), 'utf8')).not.toContain('question');
    } finally {
      unlinkSync(link);
      before = fingerprint();
    }
  });

  it.each([
    ['a foreign Host (DNS rebinding)', { Host: 'evil.example' }],
    ['a foreign Host on the same port', { Host: `evil.example:${0}` }],
    ['a foreign Origin', { Origin: 'http://evil.example' }],
    ['a null Origin (a sandboxed page)', { Origin: 'null' }],
    ['a cross-site fetch', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('a valid edit of a content file from %s', async (_name, headers) => {
    const file = aFaq();
    const raw = readFileSync(path.join(copy.dir, file), 'utf8').replace(
      /^question: .*$/m,
      'question: Domanda cambiata da un altro sito?',
    );
    const resolved = Object.fromEntries(
      Object.entries(headers).map(([key, value]) => [key, value.replace(':0', `:${editor.port}`)]),
    );
    const { status } = await send(persistEntry(file, raw), resolved);
    expect(status).toBe(403);
    // The page itself, its configuration and its pictures too.
    for (const pathname of ['/admin/', '/admin/config.js', '/art/disegno.svg']) {
      const page = await rawRequest(editor.origin, pathname, {
        headers: { Host: `localhost:${editor.port}`, ...resolved },
      });
      expect([pathname, page.status]).toEqual([pathname, 403]);
    }
  });
});

describe('what the editing page may do', () => {
  /** A new recipe like an existing one, its picture a photo sent in the same save (Decap's "assets"). */
  async function recipeWithPhoto(photo: Buffer) {
    const base = parse(
      readFileSync(
        path.join(copy.dir, 'content/recipes', readdirSync(path.join(copy.dir, 'content/recipes')).sort()[0]),
        'utf8',
      ),
    );
    const data = {
      ...base,
      name: 'Ricetta con la foto del telefono',
      image: { src: '/foto/piatto-del-giorno.jpg', alt: 'Il piatto del giorno, fotografato dall’alto.' },
    };
    return send({
      action: 'persistEntry',
      params: {
        dataFiles: [{ path: 'content/recipes/ricetta-con-foto.yaml', raw: stringify(data), slug: 'ricetta-con-foto' }],
        assets: [{ path: 'content/foto/piatto-del-giorno.jpg', content: photo.toString('base64'), encoding: 'base64' }],
        options: { commitMessage: 'x' },
      },
    });
  }

  it('refuses a photo too small for a recipe, sent with the recipe that uses it, and keeps neither', async () => {
    const before = fingerprint();
    const { status, text } = await recipeWithPhoto(
      await sharp(await phonePhoto({ width: 800, height: 600 }))
        .jpeg()
        .toBuffer(),
    );
    expect(status).toBe(422);
    expect(JSON.parse(text).error).toMatch(
      /misura 800 × 600 pixel: per la foto di una ricetta ne servono almeno 1200 × 900/,
    );
    expect(changedSince(before)).toEqual([]);
  });

  it('saves a recipe and the phone photo it uses in one request: the photo is checked once written', async () => {
    const { status, text } = await recipeWithPhoto(await phonePhoto());
    expect([status, text]).toEqual([200, '{"message":"entry persisted"}']);
    expect(existsSync(path.join(copy.dir, 'content/foto/piatto-del-giorno.jpg'))).toBe(true);
    expect(runGit(copy.remote, ['show', '--name-only', '--format=', 'main']).trim().split('\n').sort()).toEqual([
      'content/foto/piatto-del-giorno.jpg',
      'content/recipes/ricetta-con-foto.yaml',
    ]);
  }, 120_000);

  it('saves a content file from its own page, and the save changes the one line that changed', async () => {
    const file = aFaq();
    const data = parse(readFileSync(path.join(copy.dir, file), 'utf8'));
    // As the editing page writes it: its own key order, its own line length.
    const raw = stringify(
      { answer: data.answer, order: data.order, question: 'Una domanda riscritta dalla pagina di modifica?' },
      { lineWidth: 40 },
    );
    const { status } = await send(persistEntry(file, raw), { Origin: editor.origin });
    expect(status).toBe(200);
    const saved = readFileSync(path.join(copy.dir, file), 'utf8');
    expect(saved).toContain('question: Una domanda riscritta dalla pagina di modifica?');
    expect(copy.git('show', '--numstat', '--format=', 'HEAD').trim()).toBe(`1\t1\t${file}`);
    expect(runGit(copy.remote, ['log', '-1', '--format=%s|%an', 'main']).trim()).toMatch(
      /^Domanda «Una domanda riscritta dalla pagina di modifica\?»: modifica di Prova \(pagina di modifica\)\|Prova$/,
    );
    expect(statSync(path.join(copy.dir, file)).isFile()).toBe(true);
  });
});

describe('what no page of the editing page sends, and the pictures it serves', () => {
  it('an unreadable editor’s name (a malformed X-Limenta-Editor) is refused in Italian, and the page keeps answering', async () => {
    const before = fingerprint();
    const body = JSON.stringify({ action: 'deleteFile', params: { path: aFaq(), options: { commitMessage: 'x' } } });
    const answers = [
      await rawRequest(editor.origin, '/api/editor/publish', {
        method: 'POST',
        headers: { 'X-Limenta-Editor': '%E0%A4%A', 'Content-Length': '0' },
      }),
      await sendRaw(
        editor.origin,
        `POST /api/v1 HTTP/1.1\r\nHost: localhost:${editor.port}\r\nX-Limenta-Editor: %E0%A4%A\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      ),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body.toString()).error).toMatch(/^Il nome di chi modifica non si riesce a leggere: /);
    }
    expect(changedSince(before)).toEqual([]);
    expect((await rawRequest(editor.origin, '/admin/')).status).toBe(200);
    const published = await sendToEditor(editor.port, {}, {}, '/api/editor/publish');
    expect([published.status, JSON.parse(published.text).notice?.kind]).toEqual([200, 'success']);
  });

  it('drawings and photos come with a policy that runs nothing, on the editing page and on its preview', async () => {
    const photo = await sendToEditor(editor.port, {
      action: 'persistMedia',
      params: {
        asset: {
          path: 'content/foto/intestazioni.jpg',
          content: (await phonePhoto({ width: 1600, height: 1200 })).toString('base64'),
          encoding: 'base64',
        },
        options: { commitMessage: 'x' },
      },
    });
    expect(photo.status).toBe(200);
    try {
      const previewPort = Number(new URL(editor.preview!).port);
      // Any drawing of the site's.
      const drawing = `/art/${readdirSync(path.join(copy.dir, 'public/art')).find((name) => name.endsWith('.svg'))}`;
      const addresses = [
        `${editor.origin}${drawing}`,
        `${editor.origin}/foto/intestazioni.jpg`,
        `${editor.origin}/favicon.ico`,
        `http://localhost:${previewPort}${drawing}`,
      ];
      for (const address of addresses) {
        // The preview answers once next dev is ready.
        const answer = await until(
          async () => {
            const response = await rawRequest(address, new URL(address).pathname);
            return response.status === 200 ? response : undefined;
          },
          address,
          120_000,
        );
        expect([address, answer.header('content-security-policy'), answer.header('x-content-type-options')]).toEqual([
          address,
          "default-src 'none'; style-src 'unsafe-inline'; sandbox",
          'nosniff',
        ]);
      }
    } finally {
      rmSync(path.join(copy.dir, 'content/foto/intestazioni.jpg'));
    }
  }, 180_000);

  it('a symbolic link among the pictures, to a file or a folder outside, is not served', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'limenta-fuori-'));
    mkdirSync(path.join(outside, 'cartella'));
    writeFileSync(
      path.join(outside, 'cartella/segreto.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><title>SEGRETO</title></svg>',
    );
    const links = ['public/art/collegamento.svg', 'public/art/cartella', 'content/foto/cartella'];
    mkdirSync(path.join(copy.dir, 'content/foto'), { recursive: true });
    symlinkSync(path.join(outside, 'cartella/segreto.svg'), path.join(copy.dir, links[0]));
    symlinkSync(path.join(outside, 'cartella'), path.join(copy.dir, links[1]));
    symlinkSync(path.join(outside, 'cartella'), path.join(copy.dir, links[2]));
    try {
      for (const pathname of [
        '/art/collegamento.svg',
        '/art/cartella/segreto.svg',
        '/foto/cartella/segreto.svg',
        '/art/cartella',
      ]) {
        const answer = await rawRequest(editor.origin, pathname);
        expect([pathname, answer.status]).toEqual([pathname, 404]);
        expect(answer.body.toString()).not.toContain('SEGRETO');
      }
      const listing = await send({ action: 'getMedia', params: { branch: 'main', mediaFolder: 'public/art' } });
      expect(listing.status).toBe(200);
      expect(listing.text).not.toMatch(/collegamento|cartella/);
    } finally {
      for (const link of links) unlinkSync(path.join(copy.dir, link));
      rmSync(outside, { recursive: true, force: true });
    }
  });
});
