/**
 * Newest-first paging by a time field, for Firestore lists the console pages through.
 * The cursor is the last shown time plus how many rows with exactly that time were shown:
 * the next query asks for `time < before + 1` and skips those, so rows that share a
 * millisecond are neither lost nor repeated at a page boundary. (`startAfter(snapshot)`
 * would do it too, but the local Firestore stand-in ignores it; range filters it honours.)
 */
export type Cursor = { before: number; skip: number };

export function parseCursor(text: string | null | undefined): Cursor | null {
  const match = /^(\d{1,16})\.(\d{1,6})$/.exec(text ?? '');
  return match ? { before: Number(match[1]), skip: Number(match[2]) } : null;
}

export const formatCursor = (cursor: Cursor): string => `${cursor.before}.${cursor.skip}`;

/** How many rows to read for a page: the skipped ones, the page, and one to know there is more. */
export const rowsToRead = (limit: number, cursor: Cursor | null): number =>
  (cursor?.skip ?? 0) + limit + 1;

/**
 * One page of `rows` (newest first, read with `time < cursor.before + 1` and
 * `rowsToRead`), and the cursor of the next page, or null on the last one.
 */
export function keysetPage<T>(
  rows: readonly T[],
  timeOf: (row: T) => number,
  limit: number,
  cursor: Cursor | null,
): { rows: T[]; next: string | null } {
  const skip = cursor?.skip ?? 0;
  const page = rows.slice(skip, skip + limit);
  const last = page.at(-1);
  if (rows.length <= skip + limit || last === undefined) return { rows: page, next: null };
  const before = timeOf(last);
  const shown = rows.slice(0, skip + limit).filter((row) => timeOf(row) === before).length;
  return { rows: page, next: formatCursor({ before, skip: shown }) };
}
