// @ts-check
// The editing page's file API (Decap CMS's "proxy" backend), guarded. Every action names its
// paths, and each is held to what the editing page needs:
//   - reads: the content files, the drawings of public/art and the photos of content/foto;
//   - writes: a content file the site reads (content/…, .yaml or .md), a drawing (public/art/…,
//     .svg) or a photo (content/foto/…, .jpg, .png, .webp). Nothing else: not next.config.mjs,
//     package.json, .git/config, a path with ../, a hidden file, a symbolic link out of its folder;
//   - every write of a content file passes the content check, with the pictures of the same save
//     already written (so a photo uploaded and used at once is checked as it is);
//   - «Pubblica» then records the change in git and sends it (publish.mjs).
// Reads go on to decap-server's own handler; writes are done here; any other action is refused.
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { publish } from './publish.mjs';

/** @typedef {import('./publish.mjs').Notice} Notice */

const PHOTO = /^content\/foto\/[A-Za-z0-9][A-Za-z0-9._ -]*\.(?:jpe?g|png|webp)$/i;
const DRAWING = /^public\/art\/(?:[a-z0-9][a-z0-9-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\.svg$/;
const CONTENT = /^content\/(?:[a-z0-9][a-z0-9-]*\/)*[a-z0-9][a-z0-9-]*\.(?:yaml|md)$/;
const READ_FOLDERS = /^(?:content|public\/art)(?:\/[a-z0-9][a-z0-9-]*)*$/;
const MAX_DRAWING_BYTES = 300 * 1024;
const READ_ACTIONS = new Set(['info', 'entriesByFolder', 'entriesByFiles', 'getEntry', 'getMedia', 'getMediaFile', 'getDeployPreview']);

/** A refusal the editor reads: status and a plain Italian sentence. */
export class Refusal extends Error {
  /** @param {number} status @param {string} message */
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** A path as Decap sends it ("/content/x.yaml" or "content/x.yaml"), or a refusal when it is anything odd. */
function cleanPath(/** @type {unknown} */ value) {
  if (typeof value !== 'string' || value === '' || value.length > 300) throw new Refusal(422, 'Il percorso di un file manca o non è valido.');
  const relative = value.replace(/^\/+/, '');
  const segments = relative.split('/');
  if (/[\\\0]/.test(relative) || segments.some((segment) => segment === '' || segment === '.' || segment === '..' || segment.startsWith('.'))) {
    throw new Refusal(403, 'Questo file è fuori dalle cartelle dei contenuti: la pagina di modifica non lo apre e non lo scrive.');
  }
  return relative;
}

/**
 * @param {{ root: string, lib: { sourceOf: (file: string) => unknown, checkAll: (edited?: Record<string, string>) => any[], formatForEditingPage: (problem: any) => string, mergeContent: (file: string, original: string | undefined, edited: string) => string, imageProblem: (value: string, place?: string) => string | null, photoUploadProblem: (file: string) => string | null, describeEntry: (file: string, text: string) => string } }} options
 */
export function fileApi({ root, lib }) {
  const realRoot = realpathSync(root);
  const outside = () => new Refusal(403, 'Questo file è fuori dalle cartelle dei contenuti: la pagina di modifica non lo apre e non lo scrive.');

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
      throw new Refusal(422, /\.svg$/i.test(relative) || PHOTO.test(relative.replace(/^public\/art\/(?:[\w-]+\/)*/, 'content/foto/'))
        ? 'Le foto (JPG, PNG, WebP) vanno nella cartella delle foto e i disegni (SVG) in quella dei disegni: scegli l’immagine dal campo che la usa.'
        : 'Si possono caricare solo foto JPG, PNG o WebP e disegni SVG.');
    }
    onDisk(relative);
    return relative;
  }

  function readable(/** @type {unknown} */ value, /** @type {'file' | 'folder'} */ kind) {
    const relative = cleanPath(value);
    const ok = kind === 'folder' ? READ_FOLDERS.test(relative) : CONTENT.test(relative) || PHOTO.test(relative) || DRAWING.test(relative);
    if (!ok) throw outside();
    onDisk(relative);
  }

  /** What a picture's bytes must be before they are kept. */
  function checkPicture(/** @type {string} */ relative, /** @type {Buffer} */ bytes, /** @type {string} */ full) {
    if (relative.endsWith('.svg')) {
      const svg = bytes.toString('utf8');
      if (!/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(svg)) return 'Questo file non è un disegno SVG: esportalo di nuovo dal programma di disegno.';
      if (bytes.length > MAX_DRAWING_BYTES || /<image[\s>]/i.test(svg)) return 'Questo SVG contiene una foto o pesa troppo: carica la foto come JPG, PNG o WebP nel campo dell’immagine, il sito ne fa da solo le versioni leggere.';
      if (/<script[\s>]|\son[a-z]+\s*=|javascript:/i.test(svg)) return 'Questo SVG contiene istruzioni (script) che un disegno non deve avere: esportalo di nuovo come semplice disegno.';
      return null;
    }
    return lib.photoUploadProblem(full);
  }

  /**
   * Writes pictures, keeping what each path held before so that a refused save can put it back.
   * @param {Array<{ path: unknown, content: unknown, encoding: unknown }>} assets
   */
  function writePictures(assets) {
    /** @type {Array<{ full: string, before: Buffer | null }>} */
    const written = [];
    const undo = () => {
      for (const { full, before } of written.reverse()) {
        if (before) writeFileSync(full, before);
        else rmSync(full, { force: true });
      }
    };
    try {
      for (const asset of assets) {
        const relative = mediaFile(asset.path);
        if (asset.encoding !== 'base64' || typeof asset.content !== 'string') throw new Refusal(422, 'Il file caricato è arrivato incompleto: riprova.');
        const bytes = Buffer.from(asset.content, 'base64');
        const full = onDisk(relative);
        written.push({ full, before: existsSync(full) ? readFileSync(full) : null });
        mkdirSync(path.dirname(full), { recursive: true });
        writeFileSync(full, bytes);
        const problem = checkPicture(relative, bytes, full);
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
    return lib.checkAll(edited).filter((problem) => files.some((file) => problem.file === file || problem.file.startsWith(`${file}:`)) || !baseline.has(JSON.stringify(problem)));
  }

  function refuseProblems(/** @type {any[]} */ problems) {
    throw new Refusal(422, `Non salvato. ${problems.map(lib.formatForEditingPage).join('\n')}`);
  }

  /** The pictures a content text points to, as project files (committed with it). */
  function picturesOf(/** @type {string} */ text) {
    return [...text.matchAll(/(?:^|\s)(\/(?:foto|art)\/[^\s"']+\.(?:jpe?g|png|webp|svg))/gim)].map(([, src]) => (src.startsWith('/foto/') ? `content${src}` : `public${src}`)).filter((file) => existsSync(path.join(realRoot, file)));
  }

  /** @param {any} params @param {string} editor */
  async function persistEntry(params, editor) {
    /** @type {Array<{ path: unknown, newPath?: unknown, raw: unknown }>} */
    const dataFiles = Array.isArray(params?.dataFiles) ? params.dataFiles : params?.entry ? [params.entry] : [];
    const assets = Array.isArray(params?.assets) ? params.assets : [];
    if (dataFiles.length === 0 || dataFiles.some((file) => typeof file?.raw !== 'string')) throw new Refusal(422, 'Non c’è niente da salvare.');
    const targets = dataFiles.map((file) => ({ from: contentFile(file.path), to: file.newPath ? contentFile(file.newPath) : contentFile(file.path), raw: String(file.raw) }));
    const { written, undo } = writePictures(assets);
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
      const problems = newProblems(edited, targets.map((target) => target.to));
      if (problems.length > 0) refuseProblems(problems);
      for (const target of targets) {
        if (target.from !== target.to) rmSync(path.join(realRoot, target.from), { force: true });
        writeFileSync(path.join(realRoot, target.to), edited[target.to]);
      }
      const files = [...new Set([...targets.flatMap((target) => [target.from, target.to]), ...written.map(({ full }) => path.relative(realRoot, full)), ...targets.flatMap((target) => picturesOf(edited[target.to]))])];
      const first = targets[0];
      const change = originals.get(first.to) === undefined ? 'aggiunta' : 'modifica';
      const notice = await publish({ root: realRoot, files, message: `${lib.describeEntry(first.to, edited[first.to])}: ${change} di ${editor} (pagina di modifica)`, editor });
      return { body: { message: 'entry persisted' }, notice };
    } catch (error) {
      undo();
      throw error;
    }
  }

  /** @param {any} params */
  function persistMedia(params) {
    const { written } = writePictures([params?.asset ?? {}]);
    const { full } = written[0];
    const bytes = readFileSync(full);
    const relative = path.relative(realRoot, full).split(path.sep).join('/');
    return { body: { id: createHash('sha256').update(bytes).digest('hex'), content: bytes.toString('base64'), encoding: 'base64', path: relative, name: path.basename(relative) } };
  }

  /** @param {unknown[]} paths @param {string} editor */
  async function deleteFiles(paths, editor) {
    const relatives = paths.map((value) => {
      const relative = cleanPath(value);
      if (PHOTO.test(relative) || DRAWING.test(relative)) return mediaFile(relative);
      const file = contentFile(relative);
      // Only items of a collection can go: a page's or the company's file is always needed.
      if (/** @type {{ kind?: string }} */ (lib.sourceOf(file))?.kind !== 'collection') throw new Refusal(403, 'Questo file serve al sito e non si può eliminare: puoi cambiarne i testi.');
      return file;
    });
    const kept = relatives.map((relative) => ({ relative, full: path.join(realRoot, relative), before: existsSync(path.join(realRoot, relative)) ? readFileSync(path.join(realRoot, relative)) : null }));
    const label = kept.find((file) => file.before && file.relative.startsWith('content/') && CONTENT.test(file.relative));
    const baseline = new Set(lib.checkAll().map((problem) => JSON.stringify(problem)));
    for (const file of kept) if (file.before) rmSync(file.full);
    const problems = lib.checkAll().filter((problem) => !baseline.has(JSON.stringify(problem)));
    if (problems.length > 0) {
      for (const file of kept) if (file.before) writeFileSync(file.full, file.before);
      throw new Refusal(422, `Non eliminato: il sito ne ha ancora bisogno. ${problems.map(lib.formatForEditingPage).join('\n')}`);
    }
    const what = label ? lib.describeEntry(label.relative, label.before?.toString('utf8') ?? '') : `Immagine ${path.basename(relatives[0])}`;
    const notice = await publish({ root: realRoot, files: relatives, message: `${what}: eliminazione di ${editor} (pagina di modifica)`, editor });
    return { body: { message: `deleted files ${relatives.join(', ')}` }, notice };
  }

  /**
   * The middleware for POST /api/v1, before decap-server's.
   * @type {import('express').RequestHandler}
   */
  return async (request, response, next) => {
    try {
      const { action, params } = request.body ?? {};
      if (READ_ACTIONS.has(action)) {
        if (action === 'entriesByFolder') readable(params?.folder, 'folder');
        if (action === 'getMedia') readable(params?.mediaFolder, 'folder');
        if (action === 'getEntry' || action === 'getMediaFile') readable(params?.path, 'file');
        if (action === 'entriesByFiles') for (const file of Array.isArray(params?.files) ? params.files : [null]) readable(file?.path, 'file');
        return next();
      }
      const editor = decodeURIComponent(String(request.get('x-limenta-editor') ?? '')).trim();
      if (!['persistEntry', 'persistMedia', 'deleteFile', 'deleteFiles'].includes(action)) throw new Refusal(422, 'Questa operazione non è prevista dalla pagina di modifica.');
      if (!editor) throw new Refusal(400, 'Manca il nome di chi modifica: ricarica la pagina di modifica e scrivi il tuo nome quando te lo chiede.');
      const result =
        action === 'persistEntry'
          ? await persistEntry(params, editor)
          : action === 'persistMedia'
            ? persistMedia(params)
            : await deleteFiles(action === 'deleteFile' ? [params?.path] : Array.isArray(params?.paths) ? params.paths : [], editor);
      if ('notice' in result && result.notice) response.set('X-Limenta-Notice', encodeURIComponent(JSON.stringify(result.notice)));
      response.json(result.body);
    } catch (error) {
      if (error instanceof Refusal) return void response.status(error.status).json({ error: error.message });
      next(error);
    }
  };
}
