// @ts-check
// `npm test`: every check once, the cheap ones first, and at the end a table of where the minutes
// went. The quick checks share the two cores (each of lint and tsc keeps one core busy); the unit
// suite, the editors' week, the build and the end-to-end suite each use the whole machine.
// CI's own steps before this one (Debian's packages, npm ci) come in TEST_TIMINGS_BEFORE as
// "name=seconds;name=seconds" and open the table.
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, args: string[] }} Step */

/** @type {Array<{ name: string, steps: Step[], together?: number }>} */
const PHASES = [
  {
    name: 'Lint, types, content, specification, copies',
    together: 2,
    steps: [
      { name: 'lint', args: ['run', '--silent', 'lint'] },
      { name: 'typecheck', args: ['run', '--silent', 'typecheck'] },
      { name: 'check:content', args: ['run', '--silent', 'check:content'] },
      { name: 'check:spec', args: ['run', '--silent', 'check:spec'] },
      { name: 'test:copies', args: ['run', '--silent', 'test:copies'] },
    ],
  },
  { name: 'Unit tests', steps: [{ name: 'test:unit', args: ['run', '--silent', 'test:unit', '--', '--ci'] }] },
  { name: 'The editors’ week (copy: edits, build, content-driven e2e)', steps: [{ name: 'test:edits', args: ['run', '--silent', 'test:edits'] }] },
  { name: 'The published site from a copy with every fact filled in', steps: [{ name: 'test:generated', args: ['run', '--silent', 'test:generated'] }] },
  { name: 'Build (demonstration site)', steps: [{ name: 'build:demo', args: ['run', '--silent', 'build:demo'] }] },
  { name: 'End-to-end tests', steps: [{ name: 'test:e2e', args: ['run', '--silent', 'test:e2e', '--', '--ci'] }] },
];

/** Runs one step; its output is shown whole when it ends, so that steps run together never interleave. @param {Step} step @param {boolean} buffered */
function runStep(step, buffered) {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', step.args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
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
  /** @type {Array<{ name: string, ok: boolean }>} */
  const results = [];
  await Promise.all(
    Array.from({ length: Math.min(together, steps.length) }, async () => {
      for (let step = queue.shift(); step; step = queue.shift()) {
        const { ok } = /** @type {{ ok: boolean }} */ (await runStep(step, together > 1));
        results.push({ name: step.name, ok });
      }
    }),
  );
  return results;
}

const minutes = (/** @type {number} */ seconds) => `${Math.floor(seconds / 60)} min ${String(Math.round(seconds % 60)).padStart(2, '0')} s`;

/** @type {Array<[string, number, string]>} */
const rows = (process.env.TEST_TIMINGS_BEFORE ?? '')
  .split(';')
  .map((entry) => entry.split('='))
  .filter(([name, seconds]) => name && Number.isFinite(Number(seconds)))
  .map(([name, seconds]) => [name, Number(seconds), 'ok']);

let failed = '';
for (const phase of PHASES) {
  const started = performance.now();
  const results = await runTogether(phase.steps, phase.together ?? 1);
  const broken = results.filter((result) => !result.ok).map((result) => result.name);
  rows.push([phase.name, (performance.now() - started) / 1000, broken.length === 0 ? 'ok' : `failed: ${broken.join(', ')}`]);
  if (broken.length > 0) {
    failed = broken.join(', ');
    break;
  }
}

const width = Math.max(...rows.map(([name]) => name.length));
const total = rows.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log(`\nWhere the minutes went:\n${rows.map(([name, seconds, state]) => `  ${name.padEnd(width)}  ${minutes(seconds).padStart(12)}  ${state}`).join('\n')}\n  ${'Total'.padEnd(width)}  ${minutes(total).padStart(12)}`);
if (failed) {
  console.error(`\nnpm test stopped: ${failed} failed.`);
  process.exitCode = 1;
}
