/**
 * CSV as Italian spreadsheets open it with a double click: UTF-8 with a byte-order mark (without
 * it Excel reads the accents as Windows-1252), «;» between fields (Excel's separator wherever the
 * decimal mark is a comma, Italy included), CRLF between rows, RFC 4180 quotes. No «sep=;» line:
 * Excel would then drop the byte-order mark, and every other program would read it as a row.
 *
 * Nothing in it runs as a formula (OWASP, CSV injection): a cell, and every line inside a cell,
 * that starts with =, +, -, @, a tab or a carriage return gets an apostrophe in front. Libraries
 * (csv-stringify's escape_formulas, Papa Parse's escapeFormulae) look at the cell's start only.
 */
const CSV_SEPARATOR = ';';
const BYTE_ORDER_MARK = '\uFEFF';

const LINE_BREAK = /(\r\n|\n|\r)/;

/** The value, with an apostrophe before each line that a spreadsheet could read as a formula. */
function neutralised(value: string): string {
  // split() keeps the breaks (its group) at the odd places: the lines are at the even ones.
  const lines = value
    .split(LINE_BREAK)
    .map((piece, index) => (index % 2 === 0 && /^[=+\-@\t]/.test(piece) ? `'${piece}` : piece));
  const joined = lines.join('');
  // A cell that starts with a carriage return (or any line break) too.
  return /^[\r\n]/.test(joined) ? `'${joined}` : joined;
}

/**
 * One cell: neutralised, and quoted when it holds a separator of either kind, a quote or a line
 * break, so that no comma or semicolon of a name or a message is ever read as a field's end.
 */
export function csvCell(value: string): string {
  const safe = neutralised(value);
  return /[";,\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The whole file: the byte-order mark, then the header and the rows. */
export function csvFile(rows: string[][]): string {
  return `${BYTE_ORDER_MARK}${rows.map((row) => row.map(csvCell).join(CSV_SEPARATOR)).join('\r\n')}\r\n`;
}
