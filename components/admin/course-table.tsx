import type { CourseRow } from '@/lib/admin';

const NUMBER_COLUMNS = [
  ['classes', 'Classes'],
  ['entitled', 'Entitled'],
  ['started', 'Started'],
  ['completed', 'Completed'],
  ['completionRate', 'Completion rate'],
] as const;

/** The course analytics; scrolls sideways inside its card on a narrow screen. */
export function CourseTable({ rows }: { rows: CourseRow[] }) {
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-ink-700 bg-ink-900 p-6 text-slate-300">
        No courses in the catalog.
      </p>
    );
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-ink-700 bg-ink-900"
      tabIndex={0}
      role="region"
      aria-label="Courses and their members"
    >
      <table className="w-full min-w-[40rem] text-left text-sm">
        <thead className="border-b border-ink-700 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Course
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Category
            </th>
            {NUMBER_COLUMNS.map(([key, label]) => (
              <th key={key} scope="col" className="px-4 py-3 text-right font-semibold">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800">
          {rows.map((row) => (
            <tr key={row.id} data-course-id={row.id}>
              <th scope="row" className="px-4 py-3 font-semibold text-slate-100">
                {row.title}
              </th>
              <td className="px-4 py-3 text-slate-300">{row.category}</td>
              {NUMBER_COLUMNS.map(([key]) => (
                <td key={key} className="px-4 py-3 text-right text-slate-200 tabular-nums">
                  {row[key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
