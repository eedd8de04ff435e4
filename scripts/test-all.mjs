// @ts-check
// `npm test`: every check once, the cheap ones first, keeping both cores busy, and at the end a table
// of where the minutes went (README, Tests). The end-to-end halves run on ports of their own, and the
// files that take turns on the second build (support/second-build.ts) stay in one half. CI's steps
// before this one come in TEST_TIMINGS_BEFORE as "name=seconds;name=seconds" and open the table.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';

/** @typedef {{ name: string, args: string[], env?: Record<string, string> }} Step */

/**
 * The first half of the end-to-end suite: the files that build the site a second time, with a
 * stand-in contact endpoint, and share that build and its ports (support/endpoint-site.ts); the
 * files that read the main build's .next, which that second build parks meanwhile (next dev in the
 * project, the post-export step's originals and fixtures kept in .next/cache); then the longest
 * files that wait on servers and engines, as many as balance the other runner (the editors' week and
 * the published site, then the second half). Every other file, a new one too, is in the second half.
 */
const E2E_FIRST_HALF = [
  'contact-delivery',
  'static-host-service',
  'servers',
  'zero-js',
  'island-markers',
  'error-screen',
  'hosting',
  'request-service',
  'editor',
  'contact-before-island',
  'team-area',
  'editor-form',
  'editor-nginx',
].map((name) => `e2e/${name}.e2e.ts`);
const E2E_SECOND_HALF = readdirSync('e2e')
  .filter((name) => name.endsWith('.e2e.ts'))
  .map((name) => `e2e/${name}`)
  .filter((file) => !E2E_FIRST_HALF.includes(file));

/** @param {string[]} files as Jest's path patterns (regular expressions): each file exactly */
const exactly = (files) =>
  files.map((file) => `^${`${process.cwd()}/${file}`.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/**
 * The E2E_PORT of each run beside the others: each uses the 40 ports after its own
 * (e2e/support/ports.ts), and none of them is one Chromium refuses to open (5060 and 5061, SIP).
 */
const PORTS = { firstHalf: '4931', secondHalf: '5131', edits: '5331' };

/** @type {Array<{ name: string, steps: Step[], together?: number }>} */
const PHASES = [
  {
    name: 'Lint, types, format, content, specification, copies',
    together: 2,
    steps: [
      { name: 'lint', args: ['run', '--silent', 'lint'] },
      { name: 'typecheck', args: ['run', '--silent', 'typecheck'] },
      { name: 'check:content', args: ['run', '--silent', 'check:content'] },
      { name: 'check:spec', args: ['run', '--silent', 'check:spec'] },
      { name: 'test:copies', args: ['run', '--silent', 'test:copies'] },
      { name: 'format:check', args: ['run', '--silent', 'format:check'] },
    ],
  },
  {
    name: 'Unit tests',
    steps: [{ name: 'test:unit', args: ['run', '--silent', 'test:unit', '--', '--ci', '--maxWorkers=2'] }],
  },
  { name: 'Build (demonstration site)', steps: [{ name: 'build:demo', args: ['run', '--silent', 'build:demo'] }] },
  {
    name: 'End-to-end tests, the editors’ week, the published site',
    together: 2,
    // In this order, the longest first: the other runner does the two copies, then the second half.
    steps: [
      {
        name: 'e2e: forms, service, hosts, editing page',
        args: ['run', '--silent', 'test:e2e', '--', '--ci', ...exactly(E2E_FIRST_HALF)],
        env: { E2E_PORT: PORTS.firstHalf },
      },
      {
        name: 'test:edits (copy: edits, their unit tests, build, content-driven e2e)',
        args: ['run', '--silent', 'test:edits'],
        env: { E2E_PORT: PORTS.edits },
      },
      { name: 'test:generated (copy with every fact filled in)', args: ['run', '--silent', 'test:generated'] },
      {
        name: 'e2e: pages, content, the rest',
        args: ['run', '--silent', 'test:e2e', '--', '--ci', ...exactly(E2E_SECOND_HALF)],
        env: { E2E_PORT: PORTS.secondHalf },
      },
    ],
  },
];

/** Runs one step; its output is shown whole when it ends, so that steps run together never interleave. @param {Step} step @param {boolean} buffered */
function runStep(step, buffered) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', step.args, {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (buffered) process.stdout.write(`\n── ${step.name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ ok: code === 0, seconds: (performance.now() - started) / 1000 });
    });
  });
}

/** @param {Step[]} steps @param {number} together */
async function runTogether(steps, together) {
  const queue = [...steps];
  /** @type {Array<{ name: string, ok: boolean, seconds: number }>} */
  const results = [];
  await Promise.all(
    Array.from({ length: Math.min(together, steps.length) }, async () => {
      for (let step = queue.shift(); step; step = queue.shift()) {
        const { ok, seconds } = /** @type {{ ok: boolean, seconds: number }} */ (await runStep(step, together > 1));
        results.push({ name: step.name, ok, seconds });
      }
    }),
  );
  return results;
}

const minutes = (/** @type {number} */ seconds) =>
  `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

/** The table's rows; a step run beside others is a row of its own under its phase (`part`), not added to the total. @type {Array<{ name: string, seconds: number, state: string, part?: boolean }>} */
const rows = (process.env.TEST_TIMINGS_BEFORE ?? '')
  .split(';')
  .map((entry) => entry.split('='))
  .filter(([name, seconds]) => name && Number.isFinite(Number(seconds)))
  .map(([name, seconds]) => ({ name, seconds: Number(seconds), state: 'ok' }));

let failed = '';
for (const phase of PHASES) {
  const started = performance.now();
  const results = await runTogether(phase.steps, phase.together ?? 1);
  const broken = results.filter((result) => !result.ok).map((result) => result.name);
  rows.push({
    name: phase.name,
    seconds: (performance.now() - started) / 1000,
    state: broken.length === 0 ? 'ok' : `failed: ${broken.join(', ')}`,
  });
  if ((phase.together ?? 1) > 1) {
    for (const result of results)
      rows.push({ name: `  ${result.name}`, seconds: result.seconds, state: result.ok ? 'ok' : 'failed', part: true });
  }
  if (broken.length > 0) {
    failed = broken.join(', ');
    break;
  }
}

const width = Math.max(...rows.map(({ name }) => name.length));
const total = rows.filter(({ part }) => !part).reduce((sum, { seconds }) => sum + seconds, 0);
console.log(
  `\nWhere the minutes went:\n${rows.map(({ name, seconds, state }) => `  ${name.padEnd(width)}  ${minutes(seconds).padStart(12)}  ${state}`).join('\n')}\n  ${'Total'.padEnd(width)}  ${minutes(total).padStart(12)}`,
);
if (failed) {
  console.error(`\nnpm test stopped: ${failed} failed.`);
  process.exitCode = 1;
}
