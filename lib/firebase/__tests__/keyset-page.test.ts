import { formatCursor, keysetPage, parseCursor, rowsToRead, type Cursor } from '../keyset-page';

/** A newest-first list, read the way a store reads it: `time < before + 1`, `rowsToRead` rows. */
function read(all: number[], limit: number, cursor: Cursor | null): number[] {
  const from = cursor ? all.filter((time) => time < cursor.before + 1) : all;
  return from.slice(0, rowsToRead(limit, cursor));
}

function everyPage(all: number[], limit: number): number[][] {
  const pages: number[][] = [];
  let cursor: Cursor | null = null;
  for (;;) {
    const page = keysetPage(read(all, limit, cursor), (time) => time, limit, cursor);
    pages.push(page.rows);
    if (!page.next) return pages;
    cursor = parseCursor(page.next);
  }
}

describe('keysetPage', () => {
  it('pages through distinct times, newest first, and stops on the last page', () => {
    expect(everyPage([9, 8, 7, 6, 5], 2)).toEqual([[9, 8], [7, 6], [5]]);
  });

  it('neither loses nor repeats rows that share a time across a page boundary', () => {
    const all = [9, 7, 7, 7, 7, 7, 3, 3, 1];
    const pages = everyPage(all, 2);
    expect(pages.flat()).toEqual(all);
    expect(pages).toHaveLength(5);
  });

  it('has no next page when the list fits exactly', () => {
    expect(keysetPage([3, 2], (t) => t, 2, null)).toEqual({ rows: [3, 2], next: null });
  });

  it('reads its own cursors and refuses anything else', () => {
    expect(parseCursor(formatCursor({ before: 1700000000123, skip: 2 }))).toEqual({
      before: 1700000000123,
      skip: 2,
    });
    for (const bad of [undefined, '', 'abc', '12', '1.2.3', '-1.0', '1.x']) {
      expect(parseCursor(bad)).toBeNull();
    }
  });
});
