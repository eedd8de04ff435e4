import { imageSize } from 'image-size';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'parse5';

/** Reading the exported site in out/ as a crawler does: files, not a browser. */
export const OUT_DIR = path.resolve(__dirname, '../../out');

export function outFile(relativePath: string): string {
  return path.join(OUT_DIR, decodeURIComponent(relativePath));
}

/** out/index.html for "/", out/prodotto.html for "/prodotto" (clean URLs, no trailing slash). */
export function htmlFileOf(route: string): string {
  return outFile(route === '/' ? 'index.html' : `${route.slice(1)}.html`);
}

export function readOut(relativePath: string): string {
  return readFileSync(outFile(relativePath), 'utf8');
}

/**
 * The file in out/ that a link points to: a path such as "/icon.svg?v=1", or an absolute URL,
 * which must then be on our own site.
 */
export function outFileOfUrl(url: string, siteOrigin: string): string {
  const parsed = new URL(url, siteOrigin);
  if (parsed.origin !== siteOrigin) throw new Error(`${url} is not on ${siteOrigin}`);
  return outFile(parsed.pathname);
}

/** Width and height from a PNG's IHDR chunk; throws if the file is not a PNG. */
export function pngSize(file: string): { width: number; height: number } {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const bytes = readFileSync(file);
  if (bytes.toString('latin1', 1, 4) !== 'PNG') throw new Error(`${file} is not a PNG`);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** The size and type of an exported picture: a PNG drawn from a drawing, a JPEG made from a photo. */
export function pictureSize(file: string): { width: number; height: number; type: string } {
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  const { width, height, type = '' } = imageSize(readFileSync(file));
  return { width, height, type };
}

export interface HtmlElement {
  tagName: string;
  attrs: Record<string, string>;
  text: string;
}

interface Parse5Node {
  nodeName: string;
  tagName?: string;
  value?: string;
  attrs?: Array<{ name: string; value: string }>;
  childNodes?: Parse5Node[];
  content?: Parse5Node;
}

function textOf(node: Parse5Node): string {
  if (node.nodeName === '#text') return node.value ?? '';
  return (node.childNodes ?? []).map(textOf).join('');
}

/** Every element of an HTML document, in document order, with its attributes and text. */
export function elementsOf(html: string): HtmlElement[] {
  const found: HtmlElement[] = [];
  const walk = (node: Parse5Node) => {
    if (node.tagName) {
      found.push({
        tagName: node.tagName,
        attrs: Object.fromEntries((node.attrs ?? []).map((attr) => [attr.name, attr.value])),
        text: textOf(node),
      });
    }
    (node.childNodes ?? []).forEach(walk);
  };
  walk(parse(html) as unknown as Parse5Node);
  return found;
}

/** The parsed <head> facts a search engine or a link preview reads. */
export function headOf(html: string) {
  const elements = elementsOf(html);
  const metas = elements.filter((element) => element.tagName === 'meta');
  const meta = (key: string) =>
    metas
      .filter((element) => element.attrs.property === key || element.attrs.name === key)
      .map((element) => element.attrs.content);
  const links = (rel: string) => elements.filter((element) => element.tagName === 'link' && element.attrs.rel === rel);
  const titles = elements.filter((element) => element.tagName === 'title').map((element) => element.text);
  const jsonLd = elements
    .filter((element) => element.tagName === 'script' && element.attrs.type === 'application/ld+json')
    .map((element) => JSON.parse(element.text) as Record<string, unknown>);
  /** The visible text of <main>, whitespace collapsed, to compare with the structured data. */
  const mainText = (elements.find((element) => element.tagName === 'main')?.text ?? '').replace(/\s+/g, ' ');
  const ids = new Set(elements.map((element) => element.attrs.id).filter(Boolean));
  return { titles, meta, links, jsonLd, mainText, ids };
}
