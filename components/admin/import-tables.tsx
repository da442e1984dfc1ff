import type { PreviewRow, ReportRow, RowError } from '@/lib/accounts/client';
import { DataTable, type Column } from './data-table';

/** The import page's tables. */

const PREDICTION_TEXT = { create: 'new member', update: 'gains courses', 'no change': 'no change' };

function issuesOf(row: PreviewRow): string[] {
  const issues: string[] = [];
  if (row.unknownCourses.length)
    issues.push(`unknown course ids (granted anyway): ${row.unknownCourses.join(', ')}`);
  if (row.duplicateOf !== null) issues.push(`same e-mail as line ${row.duplicateOf}`);
  return issues;
}

type Check = { line: number; email: string; text: string; bad: boolean };

const CHECK_COLUMNS: Array<Column<Check>> = [
  { header: 'Line', cell: (entry) => entry.line },
  { header: 'E-mail', cell: (entry) => entry.email },
  {
    header: 'Check',
    cell: (entry) =>
      entry.bad ? (
        <span className="text-red-300">{`Not applied: ${entry.text}`}</span>
      ) : (
        <span className="text-amber-200">{entry.text}</span>
      ),
  },
];

/** Rows that will not be applied and rows worth a second look, in file order. */
export function PreviewIssues({ rows, errors }: { rows: PreviewRow[]; errors: RowError[] }) {
  const entries: Check[] = [
    ...errors.map((error) => ({ line: error.line, email: '', text: error.reason, bad: true })),
    ...rows.flatMap((row) => {
      const issues = issuesOf(row);
      return issues.length
        ? [{ line: row.line, email: row.email, text: issues.join('; '), bad: false }]
        : [];
    }),
  ].sort((a, b) => a.line - b.line);
  return (
    <DataTable
      label="Rows to check"
      caption="Rows to check"
      columns={CHECK_COLUMNS}
      rows={entries}
      rowKey={(entry) => `${entry.line}-${entry.email}`}
      empty="Every row is readable and its courses are known."
      minWidth="40rem"
    />
  );
}

const PREVIEW_COLUMNS: Array<Column<PreviewRow>> = [
  { header: 'Line', cell: (row) => row.line },
  { header: 'E-mail', cell: (row) => row.email },
  { header: 'Courses', cell: (row) => row.courses.join(', ') || '–' },
  { header: 'Would', cell: (row) => PREDICTION_TEXT[row.prediction] },
];

export function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  return (
    <DataTable
      label="Rows to apply"
      caption="Rows to apply"
      columns={PREVIEW_COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.line}-${row.email}`}
      minWidth="40rem"
    />
  );
}

const REPORT_COLUMNS: Array<Column<ReportRow>> = [
  { header: 'Line', cell: (row) => row.line },
  { header: 'E-mail', cell: (row) => row.email },
  { header: 'Outcome', cell: (row) => row.outcome },
  { header: 'Reason', cell: (row) => row.reason },
];

export function ReportTable({ rows }: { rows: ReportRow[] }) {
  return (
    <DataTable
      label="Per-row report"
      caption="Per-row report"
      columns={REPORT_COLUMNS}
      rows={rows}
      rowKey={(row) => `${row.line}-${row.email}`}
      minWidth="40rem"
    />
  );
}
