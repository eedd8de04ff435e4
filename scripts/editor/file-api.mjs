// @ts-check
// The editing page's file API (Decap CMS's "proxy" backend), guarded: it reads and writes only
// content files, drawings and photos, each a plain file of its folder; every write passes the
// content check (docs/architecture.md, the editing page). Answers have decap-server's shape; only
// "info" and "getDeployPreview" go on to decap-server's own handler.
import { createHash } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { cleanDrawing } from './drawing.mjs';
import { withoutMetadata } from './photo.mjs';
import { publish } from './publish.mjs';

const PHOTO = /^content\/foto\/[A-Za-z0-9][A-Za-z0-9._ -]*\.(?:jpe?g|png|webp)$/i;
const DRAWING = /^public\/art\/(?:[a-z0-9][a-z0-9-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.svg$/;
const CONTENT = /^content\/(?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.(?:yaml|md)$/;
const READ_FOLDERS = /^(?:content|public\/art)(?:\/[a-z0-9][a-z0-9-]*)*$/;
/** Answered by decap-server: they read no file. */
const DECAP_ACTIONS = new Set(['info', 'getDeployPreview']);
const WRITE_ACTIONS = new Set(['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles']);

/** A refusal the editor reads: status and a plain Italian sentence. */
export class Refusal extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/**
 * A handler whose refusal is answered with its sentence; anything else goes to the server's error
 * handler (express 4 would leave a rejected promise unanswered).
 * @param {(...args: Parameters<import('express').RequestHandler>) => unknown} handler
 * @returns {import('express').RequestHandler}
 */
export const refusing = (handler) => async (request, response, next) => {
  try {
    await handler(request, response, next);
  } catch (error) {
    if (error instanceof Refusal) return void response.status(error.status).json({ error: error.message });
    next(error);
  }
};

/**
 * The editor's name, which the editing page sends percent-encoded with every save and publication;
 * a refusal when it is missing or unreadable (a header no browser of the page would send).
 * @param {import('express').Request} request
 */
export function editorOf(request) {
  let name;
  try {
    name = decodeURIComponent(String(request.get('x-limenta-editor') ?? ''));
  } catch {
    throw new Refusal(
      400,
      'Il nome di chi modifica non si riesce a leggere: premi «Cambia nome» in alto, scrivilo di nuovo e riprova.',
    );
  }
  // It becomes the author of a commit: one line, no control characters.
  name = name
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name)
    throw new Refusal(
      400,
      'Manca il nome di chi modifica: ricarica la pagina di modifica e scrivi il tuo nome quando te lo chiede.',
    );
  return name;
}

/**
 * Whether a path of the project is a plain file: neither a symbolic link nor inside one.
 * @param {string} realRoot the project's folder, symbolic links resolved
 * @param {string} relative
 */
export function isPlainFile(realRoot, relative) {
  const full = path.join(realRoot, relative);
  try {
    return lstatSync(full).isFile() && realpathSync(full) === full;
  } catch {
    return false;
  }
}

const sha256 = (/** @type {Buffer} */ bytes) => createHash('sha256').update(bytes).digest('hex');

/** A file as it is now (before: null when there is none), and how to put it back so when a save is refused. @param {string} full */
function snapshotOf(full) {
  const before = existsSync(full) ? readFileSync(full) : null;
  return { full, before, restore: () => (before ? writeFileSync(full, before) : rmSync(full, { force: true })) };
}

const outside = () =>
  new Refusal(
    403,
    'Questo file è fuori dalle cartelle dei contenuti: la pagina di modifica non lo apre e non lo scrive.',
  );

/** A path as Decap sends it ("/content/x.yaml" or "content/x.yaml"), or a refusal when it is anything odd. */
function cleanPath(/** @type {unknown} */ value) {
  if (typeof value !== 'string' || value === '' || value.length > 300)
    throw new Refusal(422, 'Il percorso di un file manca o non è valido.');
  const relative = value.replace(/^\/+/, '');
  const segments = relative.split('/');
  if (
    /[\\\0]/.test(relative) ||
    segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.startsWith('.'))
  ) {
    throw outside();
  }
  return relative;
}

/**
 * A change to record and send: publish.mjs's publish, or the editing page on the live site's (which
 * also rebuilds it: live.mjs). item names the entry («Domanda «…»»); request is the save's.
 * @typedef {(change: { root: string, files: string[], message: string, editor: string, item: string, request: import('express').Request }) => Promise<import('./publish.mjs').Notice>} Publisher
 */

/**
 * @param {{ root: string, lib: { sourceOf: (file: string) => unknown, checkAll: (edited?: Record<string, string>) => any[], formatForEditingPage: (problem: any) => string, mergeContent: (file: string, original: string | undefined, edited: string) => string, photoUploadProblem: (file: string) => string | null, describeEntry: (file: string, text: string) => string, describeReorder?: (changes: Array<{ file: string, before: string | undefined, after: string }>) => { item: string, done: string } | undefined, goLiveProblems?: () => Promise<string[]> }, publisher?: Publisher }} options
 *   lib.goLiveProblems: the go-live check's content rules on the files as they are on disk; when
 *   given, a save that would bring a problem to a site with none (a launched site) is refused too.
 *   lib.describeReorder: for a save that only moves the entries of one list, its name and the
 *   notice's words (lib/content/editing.ts).
 */
export function fileApi({ root, lib, publisher = publish }) {
  const realRoot = realpathSync(root);

  /** The file on disk, after making sure no symbolic link leads it out of the project's own folder. */
  function onDisk(/** @type {string} */ relative) {
    const full = path.join(realRoot, relative);
    let existing = full;
    while (!existsSync(existing)) existing = path.dirname(existing);
    const real = realpathSync(existing);
    const top = path.join(realRoot, relative.split('/')[0]);
    if (real !== top && !real.startsWith(`${top}${path.sep}`)) throw outside();
    if (existsSync(full) && lstatSync(full).isSymbolicLink()) throw outside();
    return full;
  }

  /** A content file the site reads: the only data files the editing page may write. */
  function contentFile(/** @type {unknown} */ value) {
    const relative = cleanPath(value);
    if (!CONTENT.test(relative) || !lib.sourceOf(relative)) throw outside();
    onDisk(relative);
    return relative;
  }

  /** A picture the editing page may write: a drawing of public/art or a photo of content/foto. */
  function mediaFile(/** @type {unknown} */ value) {
    const relative = cleanPath(value);
    if (!PHOTO.test(relative) && !DRAWING.test(relative)) {
      throw new Refusal(
        422,
        /\.svg$/i.test(relative) || PHOTO.test(relative.replace(/^public\/art\/(?:[\w-]+\/)*/, 'content/foto/'))
          ? 'Le foto (JPG, PNG, WebP) vanno nella cartella delle foto e i disegni (SVG) in quella dei disegni: scegli l’immagine dal campo che la usa.'
          : 'Si possono caricare solo foto JPG, PNG o WebP e disegni SVG.',
      );
    }
    onDisk(relative);
    return relative;
  }

  const isReadable = (/** @type {string} */ relative) =>
    CONTENT.test(relative) || PHOTO.test(relative) || DRAWING.test(relative);

  /** @returns {string} */
  function readable(/** @type {unknown} */ value, /** @type {'file' | 'folder'} */ kind) {
    const relative = cleanPath(value);
    if (!(kind === 'folder' ? READ_FOLDERS.test(relative) : isReadable(relative))) throw outside();
    onDisk(relative);
    return relative;
  }

  /**
   * The files of a folder the editing page reads, down to `depth` levels, as decap-server lists them; never a symbolic link.
   * @returns {string[]}
   */
  function listFolder(/** @type {string} */ folder, /** @type {string} */ extension, /** @type {number} */ depth) {
    const full = path.join(realRoot, folder);
    if (depth <= 0 || !existsSync(full) || !lstatSync(full).isDirectory() || realpathSync(full) !== full) return [];
    return readdirSync(full, { withFileTypes: true }).flatMap((/** @type {import('node:fs').Dirent} */ entry) => {
      const relative = `${folder}/${entry.name}`;
      if (entry.isDirectory()) return listFolder(relative, extension, depth - 1);
      return entry.isFile() && relative.endsWith(extension) && isReadable(relative) ? [relative] : [];
    });
  }

  /** An entry as decap-server answers it: its text, or null when it is not a plain file. */
  function entryOf(/** @type {{ path: string, label?: unknown }} */ file) {
    const relative = file.path.replace(/^\/+/, '');
    const bytes = isPlainFile(realRoot, relative) ? readFileSync(path.join(realRoot, relative)) : null;
    return {
      data: bytes ? bytes.toString('utf8') : null,
      file: { path: file.path, label: file.label, id: bytes ? sha256(bytes) : null },
    };
  }

  /** A picture as decap-server answers it (base64). */
  function mediaOf(/** @type {string} */ relative) {
    if (!isPlainFile(realRoot, relative))
      throw new Refusal(404, 'Questa immagine non c’è più: ricarica la pagina di modifica.');
    const bytes = readFileSync(path.join(realRoot, relative));
    return {
      id: sha256(bytes),
      content: bytes.toString('base64'),
      encoding: 'base64',
      path: relative,
      name: path.basename(relative),
    };
  }

  /** @param {string} action @param {any} params */
  function read(action, params) {
    if (action === 'entriesByFolder') {
      const folder = readable(params?.folder, 'folder');
      const depth = Math.min(Number(params?.depth) || 1, 20);
      return listFolder(folder, typeof params?.extension === 'string' ? params.extension : '', depth).map((file) =>
        entryOf({ path: file }),
      );
    }
    if (action === 'entriesByFiles')
      return (Array.isArray(params?.files) ? params.files : [null]).map((/** @type {any} */ file) =>
        entryOf({ path: readable(file?.path, 'file'), label: file.label }),
      );
    if (action === 'getEntry') return entryOf({ path: readable(params?.path, 'file') });
    if (action === 'getMedia') return listFolder(readable(params?.mediaFolder, 'folder'), '', 1).map(mediaOf);
    return mediaOf(readable(params?.path, 'file'));
  }

  /** What is written for an upload: a drawing as the sanitiser leaves it, a photo upright and without its metadata. */
  async function keptBytes(/** @type {string} */ relative, /** @type {Buffer} */ bytes) {
    if (!relative.endsWith('.svg')) return withoutMetadata(bytes);
    const { svg, problem } = cleanDrawing(bytes);
    if (problem) throw new Refusal(422, `Immagine non caricata (${path.basename(relative)}): ${problem}`);
    return svg;
  }

  /**
   * Writes pictures, keeping what each path held before so that a refused save can put it back.
   * @param {Array<{ path: unknown, content: unknown, encoding: unknown }>} assets
   */
  async function writePictures(assets) {
    /** @type {Array<ReturnType<typeof snapshotOf>>} */
    const written = [];
    const undo = () => {
      for (const file of written.reverse()) file.restore();
    };
    try {
      for (const asset of assets) {
        const relative = mediaFile(asset.path);
        if (asset.encoding !== 'base64' || typeof asset.content !== 'string')
          throw new Refusal(422, 'Il file caricato è arrivato incompleto: riprova.');
        const kept = await keptBytes(relative, Buffer.from(asset.content, 'base64'));
        const full = onDisk(relative);
        written.push(snapshotOf(full));
        mkdirSync(path.dirname(full), { recursive: true });
        // A photo that cannot be read is written as an empty file, which the check refuses in its own words.
        writeFileSync(full, kept ?? Buffer.alloc(0));
        const problem = relative.endsWith('.svg') ? null : lib.photoUploadProblem(full);
        if (problem) throw new Refusal(422, `Immagine non caricata (${path.basename(relative)}): ${problem}`);
      }
    } catch (error) {
      undo();
      throw error;
    }
    return { written, undo };
  }

  /** Problems the edit brings: in the edited files, or new elsewhere (a link to a recipe that is gone…). */
  function newProblems(/** @type {Record<string, string>} */ edited, /** @type {string[]} */ files) {
    const baseline = new Set(lib.checkAll().map((problem) => JSON.stringify(problem)));
    return lib
      .checkAll(edited)
      .filter(
        (problem) =>
          files.some((file) => problem.file === file || problem.file.startsWith(`${file}:`)) ||
          !baseline.has(JSON.stringify(problem)),
      );
  }

  /** The pictures a content text points to, as project files (committed with it). */
  function picturesOf(/** @type {string} */ text) {
    return [...text.matchAll(/(?:^|\s)(\/(?:foto|art)\/[^\s"']+\.(?:jpe?g|png|webp|svg))/gim)]
      .map(([, src]) => (src.startsWith('/foto/') ? `content${src}` : `public${src}`))
      .filter((file) => existsSync(path.join(realRoot, file)));
  }

  /**
   * The go-live check's lines a save brings to a launched site (none on a site still missing facts:
   * its build is the demonstration site's, which the go-live check does not stop).
   * @param {() => void} write @param {() => void} undo
   */
  async function goLiveRefusal(write, undo) {
    if (!lib.goLiveProblems || (await lib.goLiveProblems()).length > 0) return write();
    write();
    const problems = await lib.goLiveProblems();
    if (problems.length === 0) return;
    undo();
    throw new Refusal(422, problems.join('\n'));
  }

  /** @param {any} params @param {string} editor @param {import('express').Request} request */
  async function persistEntry(params, editor, request) {
    /** @type {Array<{ path: unknown, newPath?: unknown, raw: unknown }>} */
    const dataFiles = Array.isArray(params?.dataFiles) ? params.dataFiles : params?.entry ? [params.entry] : [];
    const assets = Array.isArray(params?.assets) ? params.assets : [];
    if (dataFiles.length === 0 || dataFiles.some((file) => typeof file?.raw !== 'string'))
      throw new Refusal(422, 'Non c’è niente da salvare.');
    const targets = dataFiles.map((file) => ({
      from: contentFile(file.path),
      to: file.newPath ? contentFile(file.newPath) : contentFile(file.path),
      raw: String(file.raw),
    }));
    const { written, undo } = await writePictures(assets);
    try {
      /** @type {Record<string, string>} */
      const edited = {};
      const originals = new Map();
      for (const target of targets) {
        const full = path.join(realRoot, target.from);
        const original = existsSync(full) ? readFileSync(full, 'utf8') : undefined;
        originals.set(target.to, original);
        edited[target.to] = lib.mergeContent(target.to, original, target.raw);
      }
      // The check reads the pictures from disk, the upload of this save included.
      const problems = newProblems(
        edited,
        targets.map((target) => target.to),
      );
      if (problems.length > 0)
        throw new Refusal(422, `Non salvato. ${problems.map(lib.formatForEditingPage).join('\n')}`);
      const touched = [...new Set(targets.flatMap((target) => [target.from, target.to]))];
      const before = touched.map((file) => snapshotOf(path.join(realRoot, file)));
      await goLiveRefusal(
        () => {
          for (const target of targets) {
            if (target.from !== target.to) rmSync(path.join(realRoot, target.from), { force: true });
            writeFileSync(path.join(realRoot, target.to), edited[target.to]);
          }
        },
        () => {
          for (const file of before) file.restore();
        },
      );
      const files = [
        ...new Set([
          ...touched,
          ...written.map(({ full }) => path.relative(realRoot, full)),
          ...targets.flatMap((target) => picturesOf(edited[target.to])),
        ]),
      ];
      const first = targets[0];
      const change = originals.get(first.to) === undefined ? 'aggiunta' : 'modifica';
      // A list reordered («Riordina»: only the positions of one collection's entries) is one change, named after its list.
      const reorder = lib.describeReorder?.(
        targets.map((target) => ({ file: target.to, before: originals.get(target.to), after: edited[target.to] })),
      );
      const item = reorder?.item ?? lib.describeEntry(first.to, edited[first.to]);
      const published = await publisher({
        root: realRoot,
        files,
        message: `${item}: ${change} di ${editor} (pagina di modifica)`,
        editor,
        item,
        request,
      });
      const notice =
        reorder && !published.text.includes(item)
          ? { ...published, text: `${reorder.done} ${published.text}` }
          : published;
      return { body: { message: 'entry persisted' }, notice };
    } catch (error) {
      undo();
      throw error;
    }
  }

  /** @param {any} params */
  async function persistMedia(params) {
    const { written } = await writePictures([params?.asset ?? {}]);
    return { body: mediaOf(path.relative(realRoot, written[0].full).split(path.sep).join('/')) };
  }

  /** @param {unknown[]} paths @param {string} editor @param {import('express').Request} request */
  async function deleteFiles(paths, editor, request) {
    const relatives = paths.map((value) => {
      const relative = cleanPath(value);
      if (PHOTO.test(relative) || DRAWING.test(relative)) return mediaFile(relative);
      const file = contentFile(relative);
      // Only items of a collection can go: a page's or the company's file is always needed.
      if (/** @type {{ kind?: string }} */ (lib.sourceOf(file))?.kind !== 'collection')
        throw new Refusal(403, 'Questo file serve al sito e non si può eliminare: puoi cambiarne i testi.');
      return file;
    });
    const kept = relatives.map((relative) => ({ relative, ...snapshotOf(path.join(realRoot, relative)) }));
    const label = kept.find(
      (file) => file.before && file.relative.startsWith('content/') && CONTENT.test(file.relative),
    );
    const baseline = new Set(lib.checkAll().map((problem) => JSON.stringify(problem)));
    const putBack = () => {
      for (const file of kept) file.restore();
    };
    for (const file of kept) if (file.before) rmSync(file.full);
    const problems = lib.checkAll().filter((problem) => !baseline.has(JSON.stringify(problem)));
    if (problems.length > 0) {
      putBack();
      throw new Refusal(
        422,
        `Non eliminato: il sito ne ha ancora bisogno. ${problems.map(lib.formatForEditingPage).join('\n')}`,
      );
    }
    // The go-live check's baseline is the files before the deletion: put back for it, then gone again.
    putBack();
    await goLiveRefusal(() => {
      for (const file of kept) if (file.before) rmSync(file.full);
    }, putBack);
    const what = label
      ? lib.describeEntry(label.relative, label.before?.toString('utf8') ?? '')
      : `Immagine ${path.basename(relatives[0])}`;
    const notice = await publisher({
      root: realRoot,
      files: relatives,
      message: `${what}: eliminazione di ${editor} (pagina di modifica)`,
      editor,
      item: what,
      request,
    });
    return { body: { message: `deleted files ${relatives.join(', ')}` }, notice };
  }

  /** The middleware for POST /api/v1, before decap-server's. */
  return refusing(async (request, response, next) => {
    const { action, params } = request.body ?? {};
    if (DECAP_ACTIONS.has(action)) return next();
    if (['entriesByFolder', 'entriesByFiles', 'getEntry', 'getMedia', 'getMediaFile'].includes(action))
      return void response.json(read(action, params));
    if (!WRITE_ACTIONS.has(action))
      throw new Refusal(422, 'Questa operazione non è prevista dalla pagina di modifica.');
    const editor = editorOf(request);
    const result =
      action === 'persistEntry'
        ? await persistEntry(params, editor, request)
        : action === 'persistMedia'
          ? await persistMedia(params)
          : await deleteFiles(
              action === 'deleteFile' ? [params?.path] : Array.isArray(params?.paths) ? params.paths : [],
              editor,
              request,
            );
    if ('notice' in result && result.notice)
      response.set('X-Limenta-Notice', encodeURIComponent(JSON.stringify(result.notice)));
    response.json(result.body);
  });
}
