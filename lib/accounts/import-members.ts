import 'server-only';
import { byCli, type ChangeBy } from '../audit';
import type { ImportRow, RowError } from './import-file';
import { addMember } from './provisioning';

export type ImportOutcome = 'created' | 'updated' | 'skipped';
/** What became of one row: its outcome, or 'failed' and why. */
export type RowOutcome =
  | { line: number; email: string; outcome: ImportOutcome }
  | { line: number; email: string; outcome: 'failed'; reason: string };
export type ImportSummary = Record<ImportOutcome, number> & {
  failed: RowError[];
  /** Every row's outcome, in the rows' order. */
  outcomes: RowOutcome[];
};

async function importRow(row: ImportRow, by: ChangeBy): Promise<ImportOutcome> {
  // Never the operator role, whatever the file says: addMember has no way to give it.
  const { created, coursesChanged } = await addMember(row.email, {
    password: row.password,
    courses: row.courses,
    by,
  });
  if (created) return 'created';
  return coursesChanged ? 'updated' : 'skipped';
}

/**
 * Adds or updates each row in turn; a failing row is recorded with its reason and never
 * stops the others. Running the same file twice changes nothing the second time (every
 * row then reports 'skipped'). Each change is audited as `by` (the CLI by default).
 */
export async function importMembers(
  rows: ImportRow[],
  onProgress: (done: number, total: number) => void = () => {},
  { by = byCli() }: { by?: ChangeBy } = {},
): Promise<ImportSummary> {
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0, failed: [], outcomes: [] };
  for (const [index, row] of rows.entries()) {
    try {
      const outcome = await importRow(row, by);
      summary[outcome] += 1;
      summary.outcomes.push({ line: row.line, email: row.email, outcome });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      summary.failed.push({ line: row.line, reason: `${row.email}: ${reason}` });
      summary.outcomes.push({ line: row.line, email: row.email, outcome: 'failed', reason });
    }
    onProgress(index + 1, rows.length);
  }
  return summary;
}
