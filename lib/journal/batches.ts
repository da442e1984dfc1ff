/**
 * How the import page sends the rows the preview answered: in order, in batches of at most
 * IMPORT_BATCH_ROWS rows and IMPORT_BATCH_BYTES of JSON, so each request stays well under
 * the server actions' 1 MB body limit (a row's notes may hold 2,000 characters) and a file
 * of 5,000 typical rows goes in seven requests.
 */
export const IMPORT_BATCH_ROWS = 800;
/**
 * The largest file the preview takes (its text goes in one server action's body, 1 MB at
 * most, escaped as JSON): 5,000 rows of a typical journal fit.
 */
export const IMPORT_FILE_BYTES = 800 * 1024;
/** The rows the page suggests splitting a larger file into. */
export const IMPORT_FILE_ROWS = 5_000;
export const IMPORT_BATCH_BYTES = 512 * 1024;

/** The UTF-8 length of a text (as a request carries it), without TextEncoder (jsdom has none). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export function importBatches<T>(
  rows: readonly T[],
  maxRows = IMPORT_BATCH_ROWS,
  maxBytes = IMPORT_BATCH_BYTES,
): T[][] {
  const batches: T[][] = [];
  let batch: T[] = [];
  let bytes = 0;
  for (const row of rows) {
    const size = utf8Length(JSON.stringify(row)) + 1;
    if (batch.length > 0 && (batch.length >= maxRows || bytes + size > maxBytes)) {
      batches.push(batch);
      [batch, bytes] = [[], 0];
    }
    batch.push(row);
    bytes += size;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
