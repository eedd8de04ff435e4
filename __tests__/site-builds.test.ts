/** @jest-environment node */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ONLINE_SITE } from '@/deploy/hosting.config.mjs';
import { KEPT_BUILDS, openSiteBuilds } from '@/scripts/editor/site-builds.mjs';
import { loadServiceTexts } from '@/server/texts';

/**
 * The live site's builds on disk (scripts/editor/site-builds.mjs), on a real folder: which build is
 * online (the link nginx serves), the publishes with their commit, editor, time and state, and the
 * builds «Ripristina» goes back to, one step at a time, all of it the same after a restart (a second
 * open of the same folder). Builds are small folders standing for the site's export.
 */
const { interrupted } = loadServiceTexts().editing.publishing;

let root = '';
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'site-builds-'));
  export_('out', 'built by npm run build');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** An export as a build leaves it: its page, its server.json and nginx.conf beside it, the content it came from. */
function export_(folder: string, page: string) {
  const out = path.join(root, folder);
  const deploy = folder === 'out' ? `${out}.deploy` : path.join(root, path.dirname(folder), 'deploy');
  const source = folder === 'out' ? root : path.join(root, path.dirname(folder));
  for (const dir of [out, deploy, path.join(source, 'content', 'foto')]) mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(out, 'index.html'), page);
  writeFileSync(path.join(deploy, 'server.json'), '{}');
  writeFileSync(path.join(deploy, 'nginx.conf'), `# ${page}`);
  writeFileSync(path.join(source, 'content', 'site.yaml'), `page: ${page}\n`);
  writeFileSync(path.join(source, 'content', 'foto', 'limone.jpg'), 'a photo');
  return { out, deploy, source };
}

const open = (commit = 'a'.repeat(40)) =>
  openSiteBuilds({ root, exportDir: path.join(root, 'out'), commit, interrupted, now: () => 1_700_000_000_000 });

/** What nginx serves now: the page through the link. */
const served = () => readFileSync(path.join(root, ONLINE_SITE, 'index.html'), 'utf8');

/** A publish, built and put online, as live-site.mjs does it. */
function publishAndBuild(builds: ReturnType<typeof open>, page: string, editor = 'Anna Bianchi') {
  const publish = builds.enqueue({ item: `Domanda «${page}»`, commit: page.padEnd(40, '0'), editor });
  builds.update([publish], { state: 'building' });
  const dir = builds.store(publish.id, export_('cantiere/out', page));
  builds.putOnline([publish], dir);
  return publish;
}

const states = (builds: ReturnType<typeof open>) =>
  builds.list().publishes.map(({ item, state, kept }) => [item, state, kept]);

it('at its first start puts a copy of out/ online, the link naming it, with the texts it was built from and no photo', () => {
  const builds = open();
  expect(served()).toBe('built by npm run build');
  expect(readlinkSync(path.join(root, ONLINE_SITE))).toBe(`siti/${path.basename(builds.online())}`);
  expect(readFileSync(path.join(builds.textsOf(builds.online()), 'content', 'site.yaml'), 'utf8')).toContain(
    'npm run build',
  );
  expect(existsSync(path.join(builds.textsOf(builds.online()), 'content', 'foto', 'limone.jpg'))).toBe(false);
  expect(builds.list()).toEqual({
    publishes: [
      { id: 1, kind: 'start', item: '', commit: 'aaaaaaa', at: expect.any(Number), state: 'online', kept: false },
    ],
    restorable: 0,
  });
  // out/ built again: the copy online is not touched.
  writeFileSync(path.join(root, 'out', 'index.html'), 'a build under way');
  expect(served()).toBe('built by npm run build');
});

it('a publish goes online with its commit, editor and time, and a restart finds the same build online and the same list', () => {
  const first = open();
  publishAndBuild(first, 'v1');
  expect(served()).toBe('v1');
  const before = first.list();
  expect(before.publishes[0]).toEqual({
    id: 2,
    kind: 'publish',
    item: 'Domanda «v1»',
    commit: 'v100000',
    editor: 'Anna Bianchi',
    at: 1_700_000_000_000,
    state: 'online',
    kept: false,
  });
  expect(states(first)).toEqual([
    ['Domanda «v1»', 'online', false],
    ['', 'replaced', true],
  ]);

  const restarted = open('b'.repeat(40));
  expect(restarted.list()).toEqual(before);
  expect(restarted.online()).toBe(first.online());
  expect(served()).toBe('v1');
});

it('«Ripristina» goes back one build at each press, further than one step and after a restart, removing the builds it withdraws', () => {
  const first = open();
  publishAndBuild(first, 'v1');
  publishAndBuild(first, 'v2');
  const v2 = first.online();
  publishAndBuild(first, 'v3');
  expect(first.list().restorable).toBe(3);

  const restarted = open();
  expect(restarted.restore()).toMatchObject({
    current: { item: 'Domanda «v3»', state: 'withdrawn' },
    before: { item: 'Domanda «v2»', state: 'online' },
    dir: v2,
  });
  expect(served()).toBe('v2');
  expect(restarted.restore()?.before?.item).toBe('Domanda «v1»');
  expect(served()).toBe('v1');
  expect(states(open())).toEqual([
    ['Domanda «v3»', 'withdrawn', false],
    ['Domanda «v2»', 'withdrawn', false],
    ['Domanda «v1»', 'online', false],
    ['', 'replaced', true],
  ]);
  expect(readdirSync(path.join(root, '.limenta', 'siti')).sort()).toEqual(['1', '1.deploy', '2', '2.deploy']);
  expect(open().restore()?.before?.kind).toBe('start');
  expect(served()).toBe('built by npm run build');
  expect(open().restore()).toBeNull();
});

it(`keeps the last ${KEPT_BUILDS} builds and removes the folders of older ones`, () => {
  const builds = open();
  for (const page of ['v1', 'v2', 'v3', 'v4', 'v5', 'v6']) publishAndBuild(builds, page);
  const folders = readdirSync(path.join(root, '.limenta', 'siti')).filter((name) => !name.endsWith('.deploy'));
  expect(folders.sort()).toEqual(['3', '4', '5', '6', '7']);
  expect(builds.list().restorable).toBe(KEPT_BUILDS - 1);
  expect(states(builds).filter(([, , kept]) => kept)).toHaveLength(KEPT_BUILDS - 1);
});

it('out/ built again since the last start goes online at the next one; the builds before stay for «Ripristina»', () => {
  publishAndBuild(open(), 'v1');
  writeFileSync(path.join(root, 'out', 'index.html'), 'built again');
  const later = new Date(Date.now() + 60_000);
  utimesSync(path.join(root, 'out.deploy', 'server.json'), later, later);
  const builds = open();
  expect(served()).toBe('built again');
  expect(states(builds)).toEqual([
    ['', 'online', false],
    ['Domanda «v1»', 'replaced', true],
    ['', 'replaced', true],
  ]);
  builds.restore();
  expect(served()).toBe('v1');
});

it('a publish a stop cut short is «non riuscita», saying so; the build online stays', () => {
  const builds = open();
  const publish = builds.enqueue({ item: 'Domanda «v1»', commit: 'c'.repeat(40), editor: 'Anna Bianchi' });
  builds.update([publish], { state: 'building' });
  const restarted = open();
  expect(restarted.list().publishes[0]).toMatchObject({ item: 'Domanda «v1»', state: 'failed', reason: interrupted });
  expect(restarted.queued()).toEqual([]);
  expect(served()).toBe('built by npm run build');
});
