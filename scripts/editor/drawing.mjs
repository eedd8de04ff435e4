// @ts-check
// A drawing (SVG) uploaded on the editing page is kept only as DOMPurify's SVG allow-list leaves it,
// parsed and serialised again: it is opened from the editing page's own address, where a script
// could use the file API, hence an allow-list over the parsed file, never patterns over its text.
// What drawing programs add for themselves goes silently; anything else the allow-list would remove
// refuses the file, naming it: a silently changed drawing could show less than its author drew.
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/** A drawing heavier than this is not a drawing: a photo traced or wrapped in SVG, sent whole to every phone. */
const MAX_DRAWING_BYTES = 300 * 1024;
const SVG = 'http://www.w3.org/2000/svg';
const PHOTO_INSIDE =
  'Questo SVG contiene una foto o pesa troppo: carica la foto come JPG, PNG o WebP nel campo dell’immagine, il sito ne fa da solo le versioni leggere.';
/** Namespaces whose elements browsers draw or run: a removal there changes the drawing or was an attack. */
const RENDERED = new Set([SVG, 'http://www.w3.org/1999/xhtml', 'http://www.w3.org/1998/Math/MathML']);
// CSS that fetches or runs something: an import, url() to anything but "#…", image-set() and the
// like, the escapes that could spell them, script.
const UNSAFE_CSS =
  /@import|url\(\s*(?!['"]?\s*#)|(?:^|[^\w-])(?:-webkit-)?(?:image|image-set|cross-fade|src)\s*\(|\\|javascript:|expression\s*\(|-moz-binding|behavior\s*:/i;

const { window } = new JSDOM('');
const purify = createDOMPurify(/** @type {any} */ (window));
const CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  // <use href="#…"> draws a shape defined once (the site's drawings use it hundreds of times); its
  // href is held to "#…" below like every other. Three attributes drawing programs write that hold
  // neither a script nor a reference.
  ADD_TAGS: ['use'],
  ADD_ATTR: ['baseProfile', 'enable-background', 'fr'],
  IN_PLACE: true,
  // A removed element goes with its content: an unknown element's children are not drawn either.
  KEEP_CONTENT: false,
  // An id such as "title" or "images" is only a name inside a standalone drawing.
  SANITIZE_DOM: false,
};

purify.addHook('uponSanitizeAttribute', (_node, data) => {
  const reference = data.attrName === 'href' || data.attrName === 'xlink:href';
  if ((reference && !data.attrValue.startsWith('#')) || UNSAFE_CSS.test(data.attrValue)) data.keepAttr = false;
});
purify.addHook('uponSanitizeElement', (node, data) => {
  if (data.tagName === 'style' && UNSAFE_CSS.test(node.textContent ?? '')) {
    purify.removed.push({ element: node });
    node.parentNode?.removeChild(node);
  }
});

/** How a removal is named in the refusal: <script>, onload="alert(1)"… */
function describe(/** @type {import('dompurify').RemovedElement | import('dompurify').RemovedAttribute} */ entry) {
  if ('element' in entry) {
    const node = /** @type {Element} */ (entry.element);
    if (node.nodeType !== window.Node.ELEMENT_NODE) return null;
    // A drawing program's own element (sodipodi:namedview, rdf:RDF…) goes, unless it hides drawn or running parts.
    const hides = [...node.getElementsByTagName('*')].some((child) => RENDERED.has(child.namespaceURI ?? ''));
    return RENDERED.has(node.namespaceURI ?? '') || node.namespaceURI === null || hides ? `<${node.localName}>` : null;
  }
  const attribute = /** @type {Attr | null} */ (entry.attribute);
  // Namespaced attributes are the programs' own (inkscape:label, xmlns:sodipodi…) or XLink's, which do nothing without their href.
  if (!attribute || (attribute.namespaceURI !== null && attribute.localName !== 'href')) return null;
  const value = attribute.value.length > 40 ? `${attribute.value.slice(0, 40)}…` : attribute.value;
  return `${attribute.name}="${value}"`;
}

/**
 * The drawing as it is kept, or why it is refused (an Italian sentence for the editing page).
 * @param {Buffer} bytes
 * @returns {{ svg: Buffer, problem?: undefined } | { problem: string, svg?: undefined }}
 */
export function cleanDrawing(bytes) {
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (bytes.length > MAX_DRAWING_BYTES) return { problem: PHOTO_INSIDE };
  // Entities declared in the file (XXE, "billion laughs"): no drawing program needs them.
  const found = /<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text) ? ['<!DOCTYPE […]>'] : [];
  const document = found.length > 0 ? null : new window.DOMParser().parseFromString(text, 'image/svg+xml');
  const root = document?.documentElement;
  if (document && (root?.namespaceURI !== SVG || root.localName !== 'svg'))
    return { problem: 'Questo file non è un disegno SVG: esportalo di nuovo dal programma di disegno.' };
  if (root) {
    const photo = [...root.getElementsByTagNameNS(SVG, 'image')].some((image) =>
      /^\s*data:/i.test(
        image.getAttribute('href') ?? image.getAttributeNS('http://www.w3.org/1999/xlink', 'href') ?? '',
      ),
    );
    if (photo) return { problem: PHOTO_INSIDE };
    // CSS in <![CDATA[…]]> (how Illustrator writes <style>) as the plain text it is: the walk drops CDATA nodes.
    const walker = document.createTreeWalker(root, window.NodeFilter.SHOW_CDATA_SECTION);
    const sections = [];
    while (walker.nextNode()) sections.push(walker.currentNode);
    for (const section of sections)
      section.parentNode?.replaceChild(document.createTextNode(section.nodeValue ?? ''), section);
    purify.sanitize(root, CONFIG);
    for (const entry of purify.removed) {
      const name = describe(entry);
      if (name && !found.includes(name)) found.push(name);
    }
  }
  if (found.length > 0 || !root) {
    const list = found.length > 5 ? `${found.slice(0, 5).join(', ')} e altro` : found.join(', ');
    return {
      problem: `Questo SVG contiene parti che un disegno non deve avere (${list}): istruzioni (script), comandi che partono da soli o collegamenti a pagine e file esterni. Esportalo di nuovo dal programma di disegno come semplice disegno SVG, senza script né collegamenti.`,
    };
  }
  return { svg: Buffer.from(`${new window.XMLSerializer().serializeToString(root)}\n`) };
}
