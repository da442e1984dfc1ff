import { formatTime, type ProgressRow } from '@/lib/admin/client';
import { DataTable, type Column } from '../data-table';
import { Section } from './section';

const COLUMNS: Array<Column<ProgressRow>> = [
  {
    header: 'Course',
    cell: (row) => (
      <>
        {row.known ? (row.title ?? 'Untitled Course') : 'Unknown course'}{' '}
        <code className="text-slate-400">{row.id}</code>
      </>
    ),
  },
  { header: 'Classes completed', cell: (row) => `${row.completed} / ${row.total ?? '?'}` },
  {
    header: 'Last watched',
    cell: (row) => (row.lastWatched === null ? 'never' : formatTime(row.lastWatched)),
  },
];

export function ProgressSection({ rows }: { rows: ProgressRow[] }) {
  return (
    <Section title="Progress">
      <DataTable
        label="Progress table"
        columns={COLUMNS}
        rows={rows}
        rowKey={(row) => row.id}
        empty="No courses and no progress."
      />
    </Section>
  );
}
