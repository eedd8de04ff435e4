// @ts-check
// The table of intended engine differences (deploy/engine-differences.mjs) as docs/deploy.md shows
// it, between two markers. `npm run docs:hosting` rewrites it there; a unit test fails when the
// page and the table differ, so they cannot drift apart.
import { engineDifferences, engineNames } from '../../deploy/engine-differences.mjs';

export const TABLE_START =
  '<!-- engine-differences: written by `npm run docs:hosting` from deploy/engine-differences.mjs -->';
export const TABLE_END = '<!-- /engine-differences -->';

/** Pipes and line breaks would break a Markdown table cell. @param {string} text */
const cell = (text) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The table in Markdown. */
export function engineTable() {
  const rows = engineDifferences.map((row) =>
    [
      row.engines.map((engine) => engineNames[engine]).join(', '),
      row.requests,
      row.fields.includes('*')
        ? 'the whole answer'
        : row.fields.map((field) => `\`${field}\``).join(', ') +
          (row.onStatus ? ` (where npm start answers ${row.onStatus.join(', ')})` : ''),
      row.answer,
      row.source === 'host' ? 'the host' : 'only here',
      row.reason,
    ].map(cell),
  );
  return [
    '| Engine | Requests | What differs | Its answer | Who answers so | Why |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ].join('\n');
}

/** The page with the table put between its markers. @param {string} page */
export function withEngineTable(page) {
  const start = page.indexOf(TABLE_START);
  const end = page.indexOf(TABLE_END);
  if (start === -1 || end < start)
    throw new Error(`docs/deploy.md: the markers ${TABLE_START} … ${TABLE_END} are missing.`);
  return `${page.slice(0, start + TABLE_START.length)}\n${engineTable()}\n${page.slice(end)}`;
}
