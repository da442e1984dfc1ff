import 'server-only';
import type { ImportRow, RowError } from './import-file';
import { addMember } from './provisioning';

export type ImportOutcome = 'created' | 'updated' | 'skipped';
export type ImportSummary = Record<ImportOutcome, number> & { failed: RowError[] };

async function importRow(row: ImportRow): Promise<ImportOutcome> {
  const { created, coursesChanged } = await addMember(row.email, {
    password: row.password,
    courses: row.courses,
  });
  if (created) return 'created';
  return coursesChanged ? 'updated' : 'skipped';
}

/**
 * Adds or updates each row in turn; a failing row is recorded with its reason and never
 * stops the others. Running the same file twice changes nothing the second time.
 */
export async function importMembers(
  rows: ImportRow[],
  onProgress: (done: number, total: number) => void = () => {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0, failed: [] };
  for (const [index, row] of rows.entries()) {
    try {
      summary[await importRow(row)] += 1;
    } catch (error) {
      summary.failed.push({
        line: row.line,
        reason: `${row.email}: ${error instanceof Error ? error.message : String(error)}`,
      });
    }
    onProgress(index + 1, rows.length);
  }
  return summary;
}
