import { importBatches, utf8Length } from '../batches';

describe('utf8Length', () => {
  it('counts the bytes UTF-8 takes', () => {
    for (const text of ['', 'abc', 'é', '中文', '📈 up', 'a\u0000"'])
      expect(utf8Length(text)).toBe(Buffer.byteLength(text, 'utf8'));
  });
});

describe('importBatches', () => {
  it('cuts the rows in order at the row limit', () => {
    const rows = Array.from({ length: 1700 }, (_, i) => i);
    const batches = importBatches(rows);
    expect(batches.map((batch) => batch.length)).toEqual([800, 800, 100]);
    expect(batches.flat()).toEqual(rows);
  });

  it('cuts earlier where the rows would pass the byte budget, a row too large alone', () => {
    const wide = (n: number) => ({ notes: '中'.repeat(n) });
    // Each '中' is three bytes of UTF-8; a row's JSON adds 12 bytes and the separator one.
    const batches = importBatches([wide(10), wide(10), wide(10), wide(100), wide(1)], 10, 90);
    expect(batches.map((batch) => batch.map((row) => row.notes.length))).toEqual([
      [10, 10],
      [10],
      [100],
      [1],
    ]);
    expect(importBatches([])).toEqual([]);
  });
});
