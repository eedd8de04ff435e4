/** @jest-environment node */
import {
  newRequestCode,
  normalizeRequestCode,
  REQUEST_CODE_ALPHABET,
  REQUEST_CODE_ATTEMPTS,
  REQUEST_CODE_COUNT,
  REQUEST_CODE_INPUT_PATTERN,
  REQUEST_CODE_PATTERN,
} from '@/lib/request-code';

describe('the number of a request', () => {
  it('is L- and five symbols, drawn again for each request', () => {
    const codes = Array.from({ length: 1000 }, () => newRequestCode());
    for (const code of codes) {
      expect(code).toMatch(REQUEST_CODE_PATTERN);
      expect(code).toMatch(/^L-[2-9A-Z]{5}$/);
    }
    expect(new Set(codes).size).toBeGreaterThan(990);
  });

  it('uses 29 symbols that cannot be taken for one another: no 0/O, 1/I/L, U/V', () => {
    expect(REQUEST_CODE_ALPHABET).toHaveLength(29);
    expect(new Set(REQUEST_CODE_ALPHABET).size).toBe(29);
    for (const lookalike of '01OILUV') expect(REQUEST_CODE_ALPHABET).not.toContain(lookalike);
    expect(REQUEST_CODE_COUNT).toBe(20_511_149);
    // Five draws, all taken, with 100,000 requests stored: about one chance in 3·10¹¹.
    expect((100_000 / REQUEST_CODE_COUNT) ** REQUEST_CODE_ATTEMPTS).toBeLessThan(1e-11);
  });

  it('draws every symbol as often as any other, in every position (chi-square over 100,000 symbols)', () => {
    const codes = Array.from({ length: 20_000 }, () => newRequestCode().slice(2));
    const counts = new Map<string, number>([...REQUEST_CODE_ALPHABET].map((symbol) => [symbol, 0]));
    for (const code of codes) for (const symbol of code) counts.set(symbol, counts.get(symbol)! + 1);
    expect(counts.size).toBe(29);
    const expected = (codes.length * 5) / 29;
    const chiSquare = [...counts.values()].reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
    // 28 degrees of freedom: above 80 happens by chance about once in a million runs.
    expect(chiSquare).toBeLessThan(80);
    for (let position = 0; position < 5; position += 1) {
      const seen = new Set(codes.map((code) => code[position]));
      expect(seen.size).toBe(29);
    }
    // Birthday bound: 5,000 codes out of 20.5 million share one in about 0.6 pairs on average.
    expect(new Set(codes.slice(0, 5000)).size).toBeGreaterThan(5000 - 8);
  });

  it('leaves out the bytes that would favour some symbols (232 and above), and maps the others by their remainder', () => {
    const bytes = [232, 255, 0, 240, 28, 29, 231, 57, 58];
    let next = 0;
    const code = newRequestCode((array) => {
      for (let index = 0; index < array.length; index += 1) array[index] = bytes[next++ % bytes.length];
    });
    // 0 → 2, 28 → Z, 29 → 2, 231 = 7 × 29 + 28 → Z, 57 → Z.
    expect(code).toBe(`L-${REQUEST_CODE_ALPHABET[0]}Z${REQUEST_CODE_ALPHABET[0]}ZZ`);
  });

  it('is read back as typed by the team: any case, spaces, with or without the dash', () => {
    for (const typed of ['l 7kq4m', 'L7KQ4M', 'L-7KQ4M', ' l – 7kq 4m ', 'l-7Kq4m', 'L 7 K Q 4 M', 'L\u00a07KQ4M']) {
      expect(REQUEST_CODE_INPUT_PATTERN.test(typed)).toBe(true);
      expect(normalizeRequestCode(typed)).toBe('L-7KQ4M');
    }
    const drawn = newRequestCode();
    expect(normalizeRequestCode(drawn.toLowerCase().replace('-', ' '))).toBe(drawn);
  });

  it('is refused when it is not one: wrong length, a look-alike, another prefix, the old numbers', () => {
    for (const typed of [
      'L-7KQ4',
      'L-7KQ4MM',
      'L-7KO4M',
      'L-7K14M',
      'L-7KU4M',
      'X-7KQ4M',
      '7KQ4M',
      'L--7KQ4M',
      'L-2026-000123',
      '',
      'L-',
    ]) {
      expect(normalizeRequestCode(typed)).toBeNull();
    }
  });
});
