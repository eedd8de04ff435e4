// @ts-check
/**
 * Where a host's engine answers otherwise than `npm start` (which answers as
 * deploy/hosting.config.mjs says), and why: the one table of intended differences. e2e/hosting.e2e.ts
 * sends every request of its probe list to every engine and fails on any difference not listed here,
 * and on any row here that no longer happens; docs/deploy.md shows this table (`npm run docs:hosting`
 * writes it there, and a unit test fails when the two differ).
 */

/** @typedef {'nginx' | 'cloudflare' | 'netlify'} Engine */

/**
 * @typedef {object} EngineDifference
 * @property {Engine[]} engines
 * @property {string} requests the requests concerned, in words (for the docs)
 * @property {RegExp} probes the names of the e2e probes concerned
 * @property {string[]} fields the fields that differ: "status", "body", or a header name
 * @property {string} answer what the engine answers instead
 * @property {'host' | 'offline engine'} source whether the host itself answers so, or only the engine that runs here
 * @property {string} reason
 */

/** Engines' names in the docs. @type {Record<Engine, string>} */
export const engineNames = {
  nginx: 'nginx',
  cloudflare: 'Cloudflare Pages',
  netlify: 'Netlify',
};

/** Headers never compared, with the reason. @type {Record<string, string>} */
export const headersNotCompared = {
  server: 'each server names itself (nginx without its version); npm start sends no Server header',
  date: 'the time of each answer',
  etag: 'each server computes its own validator from the file',
  'last-modified': 'the same date, formatted by each server; compared through the 304 tests instead',
  connection: 'each server words the close of the connection its own way',
  'keep-alive': 'idem',
  'transfer-encoding': 'a server may stream an answer instead of announcing its length',
  'content-length': 'equal for pages and files (their bodies are compared); the servers’ own short pages differ',
  'accept-ranges': 'announced on files only by some; all serve ranges (the 206 probe)',
};

/** Statuses whose body is each server's own short page, never shown to anyone. */
export const bodyNotCompared = [301, 308, 400, 405, 414];

/** @type {EngineDifference[]} */
export const engineDifferences = [
  {
    engines: ['nginx'],
    requests: 'A request line cut short by a raw CR or LF',
    probes: /^a raw (CR|LF)$/,
    fields: ['status', 'body', '*'],
    answer: 'An HTTP/0.9 answer: a body and no head at all',
    source: 'host',
    reason: 'nginx reads such a line as HTTP/0.9; Node reads it as HTTP/1.x and answers 400. Neither puts the rest of the line into a header.',
  },
];

/**
 * The row that lists a difference of `engine` on probe `probe` in `field`, if any.
 * @param {string} engine
 * @param {string} probe
 * @param {string} field
 */
export function differenceFor(engine, probe, field) {
  return engineDifferences.find(
    (row) => row.engines.includes(/** @type {Engine} */ (engine)) && row.probes.test(probe) && (row.fields.includes(field) || row.fields.includes('*')),
  );
}
