import 'server-only';
import { mapConcurrently, oneAtATime } from '../async';
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
 * Rows applied at once. Each row is a handful of round trips to Auth and Firestore (an
 * estimate of a third of a second from a serverless function, not measured against the real
 * services), so one at a time a 1000-row file took minutes. Firebase's published Auth limits
 * (firebase.google.com/docs/auth/limits) give no per-second rate for what a row asks of Auth
 * through the Admin SDK (creating an account, setting its claims): four is a cautious choice,
 * not a measured ceiling, and a row Auth refuses fails with Auth's reason while the rest go on.
 */
const ROWS_AT_ONCE = 4;

/**
 * Adds or updates each row, a few at a time; rows with the same e-mail in file order, one
 * after another. A failing row is recorded with its reason and never stops the others.
 * Running the same file twice changes nothing the second time (every row then reports
 * 'skipped'). Each change is audited as `by` (the CLI by default).
 */
export async function importMembers(
  rows: ImportRow[],
  onProgress: (done: number, total: number) => void = () => {},
  { by = byCli() }: { by?: ChangeBy } = {},
): Promise<ImportSummary> {
  let done = 0;
  const outcomes = await mapConcurrently(rows, ROWS_AT_ONCE, async (row) => {
    const outcome = await oneAtATime(`import-row:${row.email}`, () => rowOutcome(row, by));
    onProgress((done += 1), rows.length);
    return outcome;
  });
  const summary: ImportSummary = { created: 0, updated: 0, skipped: 0, failed: [], outcomes };
  for (const outcome of outcomes) {
    if (outcome.outcome !== 'failed') summary[outcome.outcome] += 1;
    else summary.failed.push({ line: outcome.line, reason: `${outcome.email}: ${outcome.reason}` });
  }
  return summary;
}

async function rowOutcome(row: ImportRow, by: ChangeBy): Promise<RowOutcome> {
  try {
    return { line: row.line, email: row.email, outcome: await importRow(row, by) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { line: row.line, email: row.email, outcome: 'failed', reason };
  }
}
