/** @jest-environment node */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { JSDOM } from 'jsdom';
import sharp from 'sharp';
import { CAMERA_SERIAL, phonePhoto, withCameraData } from '@/scripts/lib/test-photo.mjs';
import { serveFileApi } from './support/file-api';

/**
 * The editing page's file API (scripts/editor/file-api.mjs, with decap-server behind it as in
 * scripts/editor/server.mjs) on a project folder of its own, over HTTP as the page calls it: what an upload becomes before it is written (a drawing as the
 * sanitiser leaves it or refused, a photo upright and without its metadata), and what the reads
 * list and return (plain files only, never through a symbolic link).
 */
let folder: string;
let project: string;
let base: string;
let close: () => Promise<void>;

const art = path.join(process.cwd(), 'public/art');
const artFiles = readdirSync(art, { recursive: true })
  .map(String)
  .filter((file) => file.endsWith('.svg'))
  .sort();
const SECRET = 'SEGRETO-FUORI-DAI-CONTENUTI';
/** A question of the content as it is today (whichever the editors keep). */
const aQuestion = `content/faq/${
  readdirSync(path.join(process.cwd(), 'content/faq'))
    .filter((name) => name.endsWith('.yaml'))
    .sort()[0]
}`;

/** A call of the file API; T is what it answers (by default a refusal's error, or a picture saved). */
async function call<T = { error?: string; content?: string }>(
  body: unknown,
): Promise<{ status: number; text: string; json: T }> {
  const response = await fetch(`${base}/api/v1`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Limenta-Editor': 'Prova' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text, json: JSON.parse(text) };
}

/** A read of the file API on the main branch, as the editing page asks for it. */
const read = <T = { error?: string }>(action: string, params: Record<string, unknown>) =>
  call<T>({ action, params: { branch: 'main', ...params } });

const upload = (file: string, bytes: Buffer | string) =>
  call({
    action: 'persistMedia',
    params: {
      asset: { path: file, content: Buffer.from(bytes).toString('base64'), encoding: 'base64' },
      options: { commitMessage: 'x' },
    },
  });
const onDisk = (file: string) => path.join(project, file);

/** A drawing's elements in order, each with its attributes: what it draws, whatever the bytes. */
function elementsOf(svg: string | Buffer): string[] {
  const { document } = new JSDOM(svg, { contentType: 'image/svg+xml' }).window;
  return [...document.getElementsByTagName('*')].map(
    (element) =>
      `${element.localName}[${[...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`).join(' ')}]`,
  );
}

/** The drawing as pixels (librsvg, through sharp). */
const pixels = (svg: Buffer) => sharp(svg).ensureAlpha().raw().toBuffer();

beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'limenta-file-api-'));
  project = path.join(folder, 'progetto');
  for (const dir of ['content/faq', 'content/foto', 'public/art'])
    mkdirSync(path.join(project, dir), { recursive: true });
  cpSync(path.join(process.cwd(), aQuestion), onDisk(aQuestion));
  // Outside the content folders: in the project (.env) and outside it, a file and a folder.
  writeFileSync(onDisk('.env'), `SECRET=${SECRET}\n`);
  mkdirSync(path.join(folder, 'fuori/cartella'), { recursive: true });
  writeFileSync(path.join(folder, 'fuori/segreto.yaml'), `question: ${SECRET}\nanswer: x\n`);
  writeFileSync(path.join(folder, 'fuori/cartella/domanda.yaml'), `question: ${SECRET}\nanswer: x\n`);
  writeFileSync(
    path.join(folder, 'fuori/cartella/foto.jpg'),
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: SECRET } })
      .toBuffer(),
  );
  ({ base, close } = await serveFileApi(project, { decap: true }));
}, 60_000);

afterAll(async () => {
  await close?.();
  rmSync(folder, { recursive: true, force: true });
});

describe('a drawing is parsed and kept as the sanitiser leaves it', () => {
  const SVG = 'xmlns="http://www.w3.org/2000/svg"';
  // Each names what the refusal lists.
  const hostile: Array<[string, string, string]> = [
    ['an onload handler', `<svg ${SVG} onload="fetch('/api/v1')"><circle r="5"/></svg>`, 'onload='],
    [
      'a prefixed script in the SVG namespace',
      `<svg ${SVG}><s:script xmlns:s="http://www.w3.org/2000/svg">fetch('/api/v1')</s:script><circle r="5"/></svg>`,
      '<script>',
    ],
    [
      'an XHTML script inside foreignObject',
      `<svg ${SVG}><foreignObject width="10" height="10"><html xmlns="http://www.w3.org/1999/xhtml"><script>fetch('/api/v1')</script></html></foreignObject></svg>`,
      '<foreignObject>',
    ],
    [
      'an entity-encoded javascript: link',
      `<svg ${SVG} xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="jav&#x61;script:fetch('/api/v1')"><circle r="5"/></a></svg>`,
      'href="javascript:',
    ],
    [
      'a <set> that turns a link into javascript:',
      `<svg ${SVG}><a href="#c"><set attributeName="href" to="javascript:fetch('/api/v1')"/><circle id="c" r="5"/></a></svg>`,
      '<set>',
    ],
    [
      'an <animate> whose values are javascript:',
      `<svg ${SVG}><a href="#c"><animate attributeName="href" values="javascript:fetch('/api/v1')"/><circle id="c" r="5"/></a></svg>`,
      '<animate>',
    ],
    [
      'a CSS @import in <style>',
      `<svg ${SVG}><style>@import url(https://evil.example/x.css); circle { fill: red }</style><circle r="5"/></svg>`,
      '<style>',
    ],
    [
      'a style attribute loading an outside image',
      `<svg ${SVG} style="background:url(https://evil.example/x.png)"><circle r="5"/></svg>`,
      'style="background:url(https://evil',
    ],
    [
      'an external <use>',
      `<svg ${SVG}><use href="https://evil.example/x.svg#x"/></svg>`,
      'href="https://evil.example/x.svg#x"',
    ],
    [
      'an <image> from another site',
      `<svg ${SVG}><image href="https://evil.example/x.png" width="10" height="10"/></svg>`,
      'href="https://evil.example/x.png"',
    ],
    [
      'a DOCTYPE declaring entities (XXE)',
      `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG}><text>&x;</text></svg>`,
      '<!DOCTYPE',
    ],
    [
      'an <iframe> and an <embed>',
      `<svg ${SVG}><iframe xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/><embed xmlns="http://www.w3.org/1999/xhtml" src="https://evil.example"/><circle r="5"/></svg>`,
      '<iframe>, <embed>',
    ],
    // Beyond the twelve: the same through CSS escapes, a presentation attribute, image-set().
    [
      'url() spelled with a CSS escape',
      `<svg ${SVG}><style>circle { fill: u\\72 l(https://evil.example/x) }</style><circle r="5"/></svg>`,
      '<style>',
    ],
    [
      'a fill from another site',
      `<svg ${SVG}><circle r="5" fill="url(https://evil.example/x.svg#g)"/></svg>`,
      'fill="url(https://evil',
    ],
    [
      'image-set() in a style attribute',
      `<svg ${SVG}><rect width="5" height="5" style="fill: image-set('https://evil.example/x.png' 1x)"/></svg>`,
      'style="fill: image-set(',
    ],
  ];

  it.each(hostile)('%s: refused, listing what was found, and nothing is written', async (_name, svg, found) => {
    const { status, json } = await upload('public/art/disegno.svg', svg);
    expect(status).toBe(422);
    expect(json.error).toMatch(/^Immagine non caricata \(disegno\.svg\): /);
    expect(json.error).toContain(found);
    expect(existsSync(onDisk('public/art/disegno.svg'))).toBe(false);
  });

  it('a drawing exported by a drawing program: saved without the program’s own data, drawing the same', async () => {
    const exported = `<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!-- Created with Inkscape (http://www.inkscape.org/) -->
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" xmlns:sodipodi="http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd" xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:dc="http://purl.org/dc/elements/1.1/" width="200" height="200" viewBox="0 0 200 200" version="1.1" sodipodi:docname="limone.svg" inkscape:version="1.3" xml:space="preserve" enable-background="new 0 0 200 200">
  <sodipodi:namedview id="namedview1" pagecolor="#ffffff" inkscape:zoom="2"/>
  <metadata><rdf:RDF><rdf:Description><dc:title>Limone</dc:title></rdf:Description></rdf:RDF></metadata>
  <defs><linearGradient id="images"><stop offset="0" stop-color="#FBE789"/><stop offset="1" stop-color="#E0B400"/></linearGradient><circle id="fetta" r="30"/></defs>
  <style type="text/css"><![CDATA[ .buccia { stroke: #2F8F6B; stroke-width: 6 } g > .polpa { fill: url(#images) } ]]></style>
  <g inkscape:label="Livello 1" inkscape:groupmode="layer" id="title" data-name="limone">
    <ellipse class="buccia polpa" cx="100" cy="100" rx="80" ry="60" sodipodi:nodetypes="cc"/>
    <use xlink:href="#fetta" x="100" y="100" fill="#F6D23A" xlink:type="simple"/>
    <?inkscape-extension x?>
  </g>
</svg>
`;
    const { status, json } = await upload('public/art/limone.svg', exported);
    expect(status).toBe(200);
    const kept = readFileSync(onDisk('public/art/limone.svg'));
    expect(Buffer.from(json.content!, 'base64').equals(kept)).toBe(true);
    expect(kept.toString()).not.toMatch(/inkscape|sodipodi|rdf:|<!--|<\?|DOCTYPE|CDATA/);
    expect(kept.toString()).toContain('fill: url(#images)');
    expect((await pixels(kept)).equals(await pixels(Buffer.from(exported)))).toBe(true);
  });

  it.each(artFiles)(
    'public/art/%s: saved as it draws today (same elements and attributes, same pixels)',
    async (file) => {
      const original = readFileSync(path.join(art, file));
      const target = `public/art/${file}`;
      const { status } = await upload(target, original);
      expect(status).toBe(200);
      const kept = readFileSync(onDisk(target));
      expect(elementsOf(kept)).toEqual(elementsOf(original));
      expect((await pixels(kept)).equals(await pixels(original))).toBe(true);
    },
  );
});

describe('a photo is kept upright and without its metadata', () => {
  it.each(['jpg', 'png', 'webp'] as const)(
    'a .%s from a phone, with its GPS position and an orientation tag',
    async (extension) => {
      const format = ({ jpg: 'jpeg', png: 'png', webp: 'webp' } as const)[extension];
      const photo = await withCameraData(
        await sharp(await phonePhoto({ width: 1600, height: 1200 }))
          .toFormat(format)
          .toBuffer(),
      );
      const before = await sharp(photo).metadata();
      expect([before.width, before.height, before.orientation, before.exif?.includes(CAMERA_SERIAL)]).toEqual([
        1600,
        1200,
        6,
        true,
      ]);
      const file = `content/foto/dal-telefono.${extension}`;
      const { status } = await upload(file, photo);
      expect(status).toBe(200);
      const kept = readFileSync(onDisk(file));
      expect(kept.includes(CAMERA_SERIAL)).toBe(false);
      const after = await sharp(kept).metadata();
      expect([after.format, after.width, after.height, after.orientation, after.exif, after.xmp, after.iptc]).toEqual([
        format,
        1200,
        1600,
        ...Array(4),
      ]);
    },
    60_000,
  );

  it('a file that is not a photo is refused, and nothing is written', async () => {
    const { status, json } = await upload('content/foto/non-una-foto.jpg', `GPS ${SECRET}`);
    expect(status).toBe(422);
    expect(json.error).toMatch(/^Immagine non caricata \(non-una-foto\.jpg\): /);
    expect(existsSync(onDisk('content/foto/non-una-foto.jpg'))).toBe(false);
  });
});

describe('the reads list and return plain files only', () => {
  beforeAll(() => {
    symlinkSync(path.join(folder, 'fuori/segreto.yaml'), onDisk('content/faq/collegamento.yaml'));
    symlinkSync(onDisk('.env'), onDisk('content/faq/ambiente.yaml'));
    symlinkSync(path.join(folder, 'fuori/cartella'), onDisk('content/faq/cartella'));
    symlinkSync(path.join(folder, 'fuori/cartella/foto.jpg'), onDisk('content/foto/collegamento.jpg'));
    symlinkSync(path.join(folder, 'fuori/cartella'), onDisk('content/foto/cartella'));
    symlinkSync(path.join(folder, 'fuori/cartella'), onDisk('public/art/cartella'));
    symlinkSync(path.join(folder, 'fuori'), onDisk('content/fuori'));
  });

  const secretIn = (text: string) => text.includes(SECRET);

  it('a folder listing (entriesByFolder) holds only the plain files', async () => {
    const { status, json, text } = await read<Array<{ data: string | null; file: { path: string } }>>(
      'entriesByFolder',
      { folder: 'content/faq', extension: 'yaml', depth: 3 },
    );
    expect(status).toBe(200);
    expect(json.map((entry) => entry.file.path)).toEqual([aQuestion]);
    expect(json[0].data).toBe(readFileSync(onDisk(aQuestion), 'utf8'));
    expect(secretIn(text)).toBe(false);
  });

  it('the media library (getMedia) holds only the plain pictures', async () => {
    for (const mediaFolder of ['content/foto', 'public/art']) {
      const { status, json, text } = await read<Array<{ path: string }>>('getMedia', { mediaFolder });
      expect(status).toBe(200);
      expect(json.map((file) => file.path).filter((file) => /collegamento|cartella/.test(file))).toEqual([]);
      expect(secretIn(text)).toBe(false);
    }
  });

  it.each([
    ['getEntry of a link to a file outside', 'getEntry', { path: 'content/faq/collegamento.yaml' }],
    ['getEntry of a link to the project’s .env', 'getEntry', { path: 'content/faq/ambiente.yaml' }],
    ['getEntry through a linked folder', 'getEntry', { path: 'content/faq/cartella/domanda.yaml' }],
    ['entriesByFiles of a link', 'entriesByFiles', { files: [{ path: 'content/faq/collegamento.yaml', label: 'x' }] }],
    ['entriesByFolder of a linked folder', 'entriesByFolder', { folder: 'content/fuori', extension: 'yaml', depth: 2 }],
    ['getMediaFile of a link', 'getMediaFile', { path: 'content/foto/collegamento.jpg' }],
    ['getMediaFile through a linked folder', 'getMediaFile', { path: 'content/foto/cartella/foto.jpg' }],
    ['getMedia of a linked folder', 'getMedia', { mediaFolder: 'public/art/cartella' }],
  ])('%s: refused, nothing of it returned', async (_name, action, params) => {
    const { status, text } = await read(action, params);
    expect(status).toBe(403);
    expect(secretIn(text)).toBe(false);
  });
});
