import type { PreviewRow, ReportRow } from '@/lib/admin/client';
import type { RowError } from '@/lib/members/client';

/** The import page's tables; each scrolls sideways inside its card on a narrow screen. */

const cell = 'px-3 py-2 align-top';
const head = 'px-3 py-2 text-left font-semibold text-slate-300';

function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: React.ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-ink-700">
      <table className="w-full min-w-[36rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-ink-900">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={head}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-700">{children}</tbody>
      </table>
    </div>
  );
}

const PREDICTION_TEXT = { create: 'new member', update: 'gains courses', 'no change': 'no change' };

function issuesOf(row: PreviewRow): string[] {
  const issues: string[] = [];
  if (row.unknownCourses.length)
    issues.push(`unknown course ids (granted anyway): ${row.unknownCourses.join(', ')}`);
  if (row.duplicateOf !== null) issues.push(`same e-mail as line ${row.duplicateOf}`);
  return issues;
}

/** Rows that will not be applied and rows worth a second look, in file order. */
export function PreviewIssues({ rows, errors }: { rows: PreviewRow[]; errors: RowError[] }) {
  const entries = [
    ...errors.map((error) => ({ line: error.line, email: '', text: error.reason, bad: true })),
    ...rows.flatMap((row) => {
      const issues = issuesOf(row);
      return issues.length
        ? [{ line: row.line, email: row.email, text: issues.join('; '), bad: false }]
        : [];
    }),
  ].sort((a, b) => a.line - b.line);
  if (!entries.length)
    return (
      <p className="text-sm text-slate-300">Every row is readable and its courses are known.</p>
    );
  return (
    <Table caption="Rows to check" columns={['Line', 'E-mail', 'Check']}>
      {entries.map((entry) => (
        <tr key={`${entry.line}-${entry.email}`}>
          <td className={cell}>{entry.line}</td>
          <td className={cell}>{entry.email}</td>
          <td className={`${cell} ${entry.bad ? 'text-red-300' : 'text-amber-200'}`}>
            {entry.bad ? `Not applied: ${entry.text}` : entry.text}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function PreviewTable({ rows }: { rows: PreviewRow[] }) {
  return (
    <Table caption="Rows to apply" columns={['Line', 'E-mail', 'Courses', 'Would']}>
      {rows.map((row) => (
        <tr key={`${row.line}-${row.email}`}>
          <td className={cell}>{row.line}</td>
          <td className={cell}>{row.email}</td>
          <td className={cell}>{row.courses.join(', ') || '–'}</td>
          <td className={cell}>{PREDICTION_TEXT[row.prediction]}</td>
        </tr>
      ))}
    </Table>
  );
}

export function ReportTable({ rows }: { rows: ReportRow[] }) {
  return (
    <Table caption="Per-row report" columns={['Line', 'E-mail', 'Outcome', 'Reason']}>
      {rows.map((row) => (
        <tr key={`${row.line}-${row.email}`}>
          <td className={cell}>{row.line}</td>
          <td className={cell}>{row.email}</td>
          <td className={cell}>{row.outcome}</td>
          <td className={cell}>{row.reason}</td>
        </tr>
      ))}
    </Table>
  );
}
