// @ts-check
// npm run test:generated — nothing the build writes is committed: on a copy of the tracked files with
// every go-live fact filled in (scripts/lib/fill-facts.mjs), an editor adds a recipe and `npm run build`
// runs; git must then show that one file and nothing else, and the published site has no band, no
// noindex on its indexed pages and an open robots.txt.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fillFacts, PRODUCTION_SETTINGS } from './lib/fill-facts.mjs';

const root = process.cwd();
// In the build cache, on the same disk as node_modules: Turbopack refuses a node_modules reached
// through a link that leaves the project, so the copy gets hard links instead (no space taken).
mkdirSync(path.join(root, '.next/cache'), { recursive: true });
const copy = mkdtempSync(path.join(root, '.next/cache/test-generated-'));

/** @param {string} command @param {string[]} args @param {Record<string, string>} [settings] */
function run(command, args, settings = {}) {
  // The request service's settings are the project's defaults: its SQLite file under data/.
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, FORCE_COLOR: '0', NEXT_TELEMETRY_DISABLED: '1', ...settings };
  delete env.DATABASE_URL;
  const result = spawnSync(command, args, { cwd: copy, encoding: 'utf8', env });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  return result.stdout;
}

const failures = [];
/** @param {boolean} ok @param {string} message */
function expect(ok, message) {
  console.log(`${ok ? '✓' : '✗'} ${message}`);
  if (!ok) failures.push(message);
}

try {
  // The tracked files as they are now in the working tree, committed in a repository of their own.
  const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .stdout.split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
    cpSync(path.join(root, file), path.join(copy, file));
  }
  spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(copy, 'node_modules')]);
  fillFacts(copy);
  run('git', ['init', '--quiet']);
  run('git', ['add', '--all']);
  run('git', [
    '-c',
    'user.name=test',
    '-c',
    'user.email=test@example.invalid',
    'commit',
    '--quiet',
    '--no-verify',
    '-m',
    'before the edit',
  ]);

  // The editor's edit: one new recipe file, written from an existing one with a new name.
  const recipes = path.join(copy, 'content/recipes');
  const [model] = readdirSync(recipes)
    .filter((file) => file.endsWith('.yaml'))
    .sort();
  const orders = readdirSync(recipes).map((file) =>
    Number(/^order: (\d+)/m.exec(readFileSync(path.join(recipes, file), 'utf8'))?.[1] ?? 0),
  );
  const recipe = readFileSync(path.join(recipes, model), 'utf8')
    .replace(/^name: .*$/m, 'name: Sorbetto al Limone di Prova')
    .replace(/^order: \d+$/m, `order: ${Math.max(...orders) + 1}`);
  writeFileSync(path.join(recipes, 'sorbetto-limone-prova.yaml'), recipe);

  run('npm', ['run', '--silent', 'build'], PRODUCTION_SETTINGS);
  // What `npm start` also writes beside the build: the request service's database (data/, ignored).
  run('npm', ['run', '--silent', 'richieste']);
  expect(
    existsSync(path.join(copy, 'data/richieste.sqlite')),
    'the request service keeps its requests in data/richieste.sqlite',
  );
  const status = run('git', ['status', '--porcelain', '--untracked-files=all']).split('\n').filter(Boolean);
  expect(
    JSON.stringify(status) === JSON.stringify(['?? content/recipes/sorbetto-limone-prova.yaml']),
    `after the build, git shows only the new recipe file (found: ${status.join(', ') || 'nothing'})`,
  );
  const page = '/ricette-salutari/sorbetto-limone-prova';
  const written = {
    'out/_redirects': `${page}.html ${page} 301`,
    'deploy/nginx.conf': `location = ${page}.html { return 301 ${page}$limenta_redirect_query; }`,
    '.vercel/output/config.json': `"Location": "${page}"`,
  };
  for (const [file, rule] of Object.entries(written)) {
    expect(
      readFileSync(path.join(copy, file), 'utf8').includes(rule),
      `${file} (ignored by git) has the new recipe's redirect`,
    );
  }

  // The published site, not the demonstration one (lib/site-mode.ts).
  const band = parse(readFileSync(path.join(copy, 'content/ui.yaml'), 'utf8')).demoBand;
  const pages = readdirSync(path.join(copy, 'out'), { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.html'),
  );
  const withBand = pages.filter((file) => readFileSync(path.join(copy, 'out', file), 'utf8').includes(band));
  expect(
    pages.length > 20 && withBand.length === 0,
    `the production build has no «Sito dimostrativo» band on its ${pages.length} pages (found on: ${withBand.join(', ') || 'none'})`,
  );
  const indexed = [...readFileSync(path.join(copy, 'out/sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => {
      const { pathname } = new URL(match[1]);
      return pathname === '/' ? 'index.html' : `${pathname.slice(1)}.html`;
    },
  );
  const noindex = indexed.filter((file) =>
    /<meta name="robots" content="[^"]*noindex/.test(readFileSync(path.join(copy, 'out', file), 'utf8')),
  );
  expect(
    indexed.length > 10 && noindex.length === 0,
    `the ${indexed.length} pages of the sitemap carry no robots noindex (found on: ${noindex.join(', ') || 'none'})`,
  );
  const robots = readFileSync(path.join(copy, 'out/robots.txt'), 'utf8');
  expect(/^Allow: \/$/m.test(robots) && !/^Disallow: \/\s*$/m.test(robots), `robots.txt lets crawlers in:\n${robots}`);
  const home = readFileSync(path.join(copy, 'out/index.html'), 'utf8');
  const homeTitles = parse(readFileSync(path.join(copy, 'content/pages/home.yaml'), 'utf8'));
  expect(
    home.includes('id="cosa-dicono"') && home.includes('id="storie-vere"'),
    `the home page shows the testimonials once they have their provenance («${homeTitles.testimonials.title}», «${homeTitles.stories.title}»)`,
  );
} finally {
  rmSync(copy, { recursive: true, force: true });
}

if (failures.length > 0) {
  console.error(`\n${failures.length} check(s) failed.`);
  process.exit(1);
}
