/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runNode } from './support/node-script';

/**
 * What ships in a page's JavaScript is decided by the project's own markers (an island's container,
 * its data block, its loader; `<script data-keep>`), never by the framework's internals: every
 * script Next.js writes goes, whatever it looks like, and the build stops, naming the page, when
 * an island container comes without its loader or its bundle, and, naming the module, when a
 * 'use client' module is not on the allow-list (scripts/postbuild/island-config.mjs). The
 * pipeline's modules run here as the build runs them, in Node, as ES modules. (e2e/island-markers.e2e.ts
 * runs the pipeline over the site's own export with the framework's marker rewritten.)
 */
const root = process.cwd();
let folder: string;

beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'postbuild-islands-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Runs `code` (an ES module importing the pipeline by project-relative paths) in Node; what it printed, or its error. */
function inNode(code: string, ...args: string[]): { output: string; error: string | null } {
  const result = runNode(['--input-type=module', '-e', code, ...args]);
  return result.status === 0 ? { output: result.stdout, error: null } : { output: '', error: result.stderr };
}

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(folder, file)), { recursive: true });
  writeFileSync(path.join(folder, file), text);
}

const page = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"/>${head}</head><body>${body}</body></html>`;
const BUNDLE = '/_next/static/island/contact-form.0123456789abcdef.js';
const loader = (src = BUNDLE) =>
  `<script data-island-loader="" data-island-name="contact-form" data-island-src="${src}">load()</script>`;
const container = '<div id="ordine-form-island" data-island="contact-form" data-island-key="k"><form></form></div>';

describe('no file of the build reads the framework’s internals', () => {
  const buildFiles = ['scripts/postbuild', 'scripts/lib'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(mjs|cjs|js|ts)$/.test(file))
      .map((file) => path.join(dir, file)),
  );

  it.each([
    ['the inline payload', /__next_f/],
    ['a client reference manifest', /client[-_]reference[-_]manifest/i],
    ['the manifests’ global', /__RSC_MANIFEST/],
    ['Turbopack’s runtime', /\bTURBOPACK\b/],
    ['a Turbopack module path', /\[project\]\//],
  ])('%s', (_, pattern) => {
    expect(buildFiles.length).toBeGreaterThan(5);
    expect(buildFiles.filter((file) => pattern.test(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });
});

describe('stripping the framework’s scripts', () => {
  const strip = (outDir = path.join(folder, 'out'), originals = path.join(folder, 'originals')) =>
    inNode(
      `import { stripFrameworkScripts } from './scripts/postbuild/strip-framework-scripts.mjs';
       console.log(JSON.stringify(stripFrameworkScripts(process.argv[1], { originals: process.argv[2], log: () => {} }).islandPages));`,
      outDir,
      originals,
    );

  it('keeps only the project’s own scripts, however the framework writes its own, and finds the islands by their containers', () => {
    write(
      'out/come-ordinare.html',
      page(
        `<script data-keep="true">keep()</script>${container}<script type="application/json" data-island-data="ordine-form-island">{"props":{}}</script>` +
          '<script type="application/ld+json">{"@type":"Organization"}</script>' +
          '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:x"])</script><script>someFutureBootstrap([1])</script>' +
          '<script type="application/json" id="__NEXT_DATA__">{}</script><script src="/_next/static/chunks/main.js" async=""></script>',
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/><link rel="modulepreload" href="/_next/static/chunks/b.js"/><script src="/_next/static/chunks/c.js" noModule=""></script>',
      ),
    );
    write('out/prodotto.html', page('<p>Prodotto</p><script>self.__next_f.push([1,"0:x"])</script>'));
    const { output, error } = strip();
    expect(error).toBeNull();
    expect(JSON.parse(output)).toEqual({ 'come-ordinare.html': ['contact-form'] });
    expect(readFileSync(path.join(folder, 'out/come-ordinare.html'), 'utf8')).toBe(
      page(
        `<script data-keep="true">keep()</script>${container}<script type="application/json" data-island-data="ordine-form-island">{"props":{}}</script>` +
          '<script type="application/ld+json">{"@type":"Organization"}</script>',
      ),
    );
    expect(readFileSync(path.join(folder, 'out/prodotto.html'), 'utf8')).toBe(page('<p>Prodotto</p>'));
    // The pages as exported, for e2e/zero-js.e2e.ts.
    expect(readFileSync(path.join(folder, 'originals/prodotto.html'), 'utf8')).toContain('self.__next_f');
  });

  it('refuses an export it has already processed, leaving the copy of the exported pages as it was', () => {
    write(
      'out/prodotto.html',
      page('<p>Prodotto</p>', '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>'),
    );
    write('originals/prodotto.html', 'as exported');
    const { error } = strip();
    expect(error).toContain('prodotto.html has been through the post-export pipeline already');
    expect(readFileSync(path.join(folder, 'originals/prodotto.html'), 'utf8')).toBe('as exported');
  });

  it('refuses to remove a script from elsewhere that is not marked as the project’s', () => {
    write('out/index.html', page('<script src="https://esempio.it/widget.js"></script>'));
    expect(strip().error).toContain("index.html: a script that is not the framework's, https://esempio.it/widget.js");
  });
});

describe('the pages the build ships, read back', () => {
  const check = (outDir = path.join(folder, 'out')) =>
    inNode(
      `import { checkIslandPages } from './scripts/postbuild/islands.mjs';
       const built = new Map([['contact-form', { src: ${JSON.stringify(BUNDLE)} }]]);
       console.log(JSON.stringify(checkIslandPages(process.argv[1], built, { log: () => {} })));`,
      outDir,
    );

  beforeEach(() => write(`out${BUNDLE}`, 'island()'));

  it('pass with every island container beside its loader and its bundle', () => {
    write('out/come-ordinare.html', page(container + loader()));
    write('out/prodotto.html', page('<p>Prodotto</p>'));
    const { output, error } = check();
    expect(error).toBeNull();
    expect(JSON.parse(output)).toEqual({ 'come-ordinare.html': ['contact-form'] });
  });

  it('stop the build, naming the page, at an island container without its loader', () => {
    write('out/come-ordinare.html', page(container));
    expect(check().error).toContain(
      'come-ordinare.html: has the island container data-island="contact-form" but not its loader.',
    );
  });

  it('stop the build, naming the page, at a loader whose bundle the build did not write', () => {
    write(
      'out/contatti-supporto.html',
      page(container + loader('/_next/static/island/contact-form.ffffffffffffffff.js')),
    );
    expect(check().error).toContain(
      'contatti-supporto.html: the loader of the island "contact-form" points to /_next/static/island/contact-form.ffffffffffffffff.js',
    );
    rmSync(path.join(folder, `out${BUNDLE}`));
    write('out/contatti-supporto.html', page(container + loader()));
    expect(check().error).toContain(
      `contatti-supporto.html: the loader of the island "contact-form" points to ${BUNDLE}`,
    );
  });

  it('stop the build, naming the page, at a loader without its container', () => {
    write('out/index.html', page(loader()));
    expect(check().error).toContain(
      'index.html: carries the loader of the island "contact-form" but no container for it.',
    );
  });
});

describe('client modules', () => {
  const checkIn = (projectRoot: string) =>
    inNode(
      `import { checkClientModules } from './scripts/postbuild/client-modules.mjs';
       console.log(JSON.stringify(checkClientModules({ projectRoot: process.argv[1], log: () => {} })));`,
      projectRoot,
    );

  it('the project has only those of the allow-list, each with its reason', () => {
    const { output, error } = checkIn(root);
    expect(error).toBeNull();
    const found: string[] = JSON.parse(output);
    expect(found).toEqual(
      expect.arrayContaining(['components/forms/ContactForm.tsx', 'components/forms/FormToaster.tsx']),
    );
    const allowList = readFileSync(path.join(root, 'scripts/postbuild/island-config.mjs'), 'utf8');
    for (const file of found) expect(allowList).toContain(`'${file}':`);
  });

  it("stop the build, naming the module, at a 'use client' module outside the allow-list", () => {
    write(
      'app/page.tsx',
      "import { Widget } from '@/components/Widget';\nexport default function Page() { return <Widget />; }\n",
    );
    write('components/Widget.tsx', "// A comment first.\n'use client';\nexport function Widget() { return null; }\n");
    write('lib/server-only.ts', "export const useClient = 'use client';\n");
    expect(checkIn(folder).error).toContain(
      "components/Widget.tsx: a 'use client' module the pages would ship without behaviour",
    );
  });

  it('stop the build, naming the module, at an island’s component rendered without its island wrapper', () => {
    write('components/forms/ContactForm.tsx', "'use client';\nexport function ContactForm() { return null; }\n");
    write(
      'components/forms/ContactFormIsland.tsx',
      "import { ContactForm } from './ContactForm';\nexport const ContactFormIsland = ContactForm;\n",
    );
    write(
      'components/forms/island/protocol.ts',
      "import type { ContactFormProps } from '../ContactForm';\nexport type P = ContactFormProps;\n",
    );
    write(
      'app/contatti/page.tsx',
      "import { ContactForm } from '@/components/forms/ContactForm';\nexport default ContactForm;\n",
    );
    const { error } = checkIn(folder);
    expect(error).toContain(
      'app/contatti/page.tsx imports components/forms/ContactForm.tsx, which works only as the island "contact-form": render components/forms/ContactFormIsland.tsx instead.',
    );
    expect(error).not.toContain('ContactFormIsland.tsx imports');
    expect(error).not.toContain('protocol.ts');
    expect(existsSync(path.join(folder, 'app/contatti/page.tsx'))).toBe(true);
  });
});
