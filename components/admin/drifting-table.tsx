import Link from 'next/link';
import type { ReactNode } from 'react';
import { consoleTime, memberHref, type LastClass } from '@/lib/admin/client';
import { DataTable, type Column } from './data-table';

export type DriftingRow = {
  email: string;
  lastWatchedAt: number;
  lastClass: LastClass | null;
  lastNudgedAt: number | null;
  /** The row's nudge button, or why there is none. */
  nudge: ReactNode;
};

const iso = (ms: number) => new Date(ms).toISOString();

const COLUMNS: Array<Column<DriftingRow>> = [
  {
    header: 'E-mail',
    rowHeader: true,
    className: 'break-all',
    cell: (row) => (
      <Link href={memberHref(row.email)} className="text-brand-300 underline">
        {row.email}
      </Link>
    ),
  },
  {
    header: 'Last watched',
    className: 'tabular-nums',
    cell: (row) => consoleTime(iso(row.lastWatchedAt)),
  },
  {
    header: 'Last class',
    cell: (row) =>
      row.lastClass
        ? `${row.lastClass.classTitle ?? 'Unknown class'} (${row.lastClass.courseTitle ?? 'Unknown course'})`
        : '–',
  },
  {
    header: 'Progress',
    cell: (row) =>
      row.lastClass ? `${row.lastClass.completed} / ${row.lastClass.total} classes` : '–',
  },
  {
    header: 'Last nudged',
    className: 'tabular-nums',
    cell: (row) => (row.lastNudgedAt ? consoleTime(iso(row.lastNudgedAt)) : 'never'),
  },
  { header: 'Nudge', cell: (row) => row.nudge },
];

/** Members with access who stopped watching, newest-lapsed first. */
export function DriftingTable({ rows }: { rows: DriftingRow[] }) {
  return (
    <DataTable
      label="Drifting members"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.email}
      rowData={(row) => ({ 'data-email': row.email })}
      empty="No member with access on this page has stopped watching."
      minWidth="56rem"
    />
  );
}
