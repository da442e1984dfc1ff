import type { ReactNode } from 'react';

export type Column<Row> = {
  header: string;
  cell: (row: Row) => ReactNode;
  /** The column that names each row: its cells are row headers (`th scope="row"`). */
  rowHeader?: boolean;
  /** Numbers: right-aligned, in figures of one width. */
  numeric?: boolean;
  /** Classes for this column's cells, such as how a long value wraps. */
  className?: string;
};

/** How narrow the table may get before it scrolls sideways instead of wrapping more. */
const MIN_WIDTH = {
  content: 'min-w-max',
  '40rem': 'min-w-[40rem]',
  '56rem': 'min-w-[56rem]',
} as const;

/** What a section says when it has nothing to list. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-300">{children}</p>;
}

/**
 * The console's table. On a narrow screen it scrolls sideways inside its frame, a named
 * region a keyboard can focus and scroll; every header is scoped to its column or row.
 */
export function DataTable<Row>({
  label,
  caption,
  columns,
  rows,
  rowKey,
  rowData,
  empty,
  minWidth = 'content',
}: {
  /** The scrolling region's name. */
  label: string;
  /** The table's own name, for assistive technology only. */
  caption?: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => string;
  /** A row's `data-` attributes, by which tests and tools find it. */
  rowData?: (row: Row) => Record<`data-${string}`, string>;
  /** What is said instead of the table when there are no rows. */
  empty?: ReactNode;
  minWidth?: keyof typeof MIN_WIDTH;
}) {
  if (rows.length === 0 && empty !== undefined) return <EmptyNote>{empty}</EmptyNote>;
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-ink-700"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table className={`w-full text-left text-sm ${MIN_WIDTH[minWidth]}`}>
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="border-b border-ink-700 bg-ink-900 text-slate-300">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-3 py-2 font-semibold ${column.numeric ? 'text-right' : ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-800 align-top">
          {rows.map((row, index) => (
            <tr key={rowKey(row, index)} {...rowData?.(row)}>
              {columns.map((column) => {
                const className = [
                  'px-3 py-2',
                  column.numeric && 'text-right tabular-nums',
                  column.rowHeader && 'font-semibold text-slate-100',
                  column.className,
                ]
                  .filter(Boolean)
                  .join(' ');
                return column.rowHeader ? (
                  <th key={column.header} scope="row" className={className}>
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={column.header} className={className}>
                    {column.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
