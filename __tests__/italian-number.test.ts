/** @jest-environment jsdom */
import path from 'node:path';

/**
 * The numbers of the editing page as Italians write them (the «numero» widget of
 * scripts/editor/editing-page.js): «6.500» is six thousand five hundred, «0,5» a half. What the
 * page shows of a stored figure reads back as the same figure.
 */
type Parse = (text: string, options?: { integer?: boolean }) => { value?: number; error?: string };
type Format = (value: number | undefined, options?: { integer?: boolean }) => string;
let parse: Parse;
let format: Format;

beforeAll(() => {
  // The page's script wraps fetch when it loads; nothing here calls it.
  window.fetch = () => Promise.reject(new Error('no network in this test'));
  jest.isolateModules(() => jest.requireActual(path.join(process.cwd(), 'scripts/editor/editing-page.js')));
  const editing = (window as unknown as { LimentaEditing: { parseItalianNumber: Parse; formatItalianNumber: Format } })
    .LimentaEditing;
  parse = editing.parseItalianNumber;
  format = editing.formatItalianNumber;
});

const whole = { integer: true };

describe('reading a number typed in Italian', () => {
  it.each([
    ['6.500', 6500],
    ['5.000', 5000],
    ['1.250.000', 1250000],
    ['6500', 6500],
    ['6 500', 6500],
    [' 600 ', 600],
    ['5,00', 5],
  ])('in a whole-number field, «%s» is %d: the dot separates the thousands', (text, value) => {
    expect(parse(text, whole)).toEqual({ value });
  });

  it.each([
    ['0,5', 0.5],
    ['1,25', 1.25],
    ['0,004', 0.004],
    ['1.250,5', 1250.5],
    ['1250,5', 1250.5],
    ['29', 29],
    ['0.5', 0.5],
    ['0.07', 0.07],
    ['-1,5', -1.5],
  ])('in a field with decimals, «%s» is %d: the comma separates the decimals', (text, value) => {
    expect(parse(text)).toEqual({ value });
  });

  it('reads an empty box as no value', () => {
    expect(parse('  ')).toEqual({ value: undefined });
  });

  it('refuses «1.25» in a field with decimals, asking for «1,25»: the dot there could be either', () => {
    expect(parse('1.25')).toEqual({
      error: '«1.25»: in italiano i decimali si scrivono con la virgola. Scrivi «1,25».',
    });
    expect(parse('12.5').error).toContain('«12,5»');
    const thousands = parse('1.250').error;
    expect(thousands).toMatch(/^«1\.250» non è chiaro/);
    expect(thousands).toContain('«1250»');
    expect(thousands).toContain('«1,250»');
  });

  it('refuses decimals in a whole-number field, in Italian', () => {
    for (const text of ['6.5', '0.5', '6,5', '65.00'])
      expect(parse(text, whole).error).toMatch(new RegExp(`^«${text.replace('.', '\\.')}» non è un numero intero`));
  });

  it('refuses what is not a number, saying how to write one', () => {
    for (const text of ['circa 600', '6.500.5', '1,250.50', '5 mila']) {
      expect(parse(text).error).toBe(
        `«${text}» non è un numero: scrivi solo cifre, con la virgola per i decimali (0,5) e il punto per le migliaia (5.000).`,
      );
    }
  });
});

describe('showing a stored number in Italian', () => {
  it('writes whole numbers with the thousands dot, decimals with the comma', () => {
    expect(format(5000, whole)).toBe('5.000');
    expect(format(600, whole)).toBe('600');
    expect(format(0.5)).toBe('0,5');
    expect(format(0.004)).toBe('0,004');
    expect(format(122)).toBe('122');
    expect(format(undefined)).toBe('');
  });

  it('leaves out the thousands dot where there are decimals, so that what it shows is never ambiguous', () => {
    expect(format(1250.5)).toBe('1250,5');
    expect(format(1250)).toBe('1250');
  });

  it.each([
    [5000, true],
    [1234567, true],
    [0.15, false],
    [1250.75, false],
    [4000, false],
    [0.004, false],
    [29, false],
  ])('reads back %d as it stored it (whole: %s)', (value, integer) => {
    expect(parse(format(value, { integer }), { integer })).toEqual({ value });
  });
});
