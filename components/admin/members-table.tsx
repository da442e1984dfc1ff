import Link from 'next/link';
import { consoleTime, languageLabel, memberHref, sourcesLabel } from '@/lib/admin/client';
import type { MemberRow } from '@/lib/members/client';
import { DataTable, type Column } from './data-table';
import { StatusBadge } from './status-badge';

const COLUMNS: Array<Column<MemberRow>> = [
  {
    header: 'E-mail',
    rowHeader: true,
    cell: (row) => (
      <Link href={memberHref(row.email)} className="text-brand-300 underline">
        {row.email}
      </Link>
    ),
  },
  { header: 'Status', cell: (row) => <StatusBadge status={row.status} /> },
  { header: 'Courses', numeric: true, cell: (row) => row.courses },
  { header: 'Access from', cell: (row) => sourcesLabel(row.sources) },
  { header: 'Language', cell: (row) => languageLabel(row.language) },
  { header: 'Created', className: 'tabular-nums', cell: (row) => consoleTime(row.createdAt) },
  {
    header: 'Last sign-in',
    className: 'tabular-nums',
    cell: (row) => consoleTime(row.lastSignInAt),
  },
];

/** One page of members; `filtered`: a language filter is on (the empty note says so). */
export function MembersTable({
  rows,
  search,
  filtered = false,
}: {
  rows: MemberRow[];
  search: string;
  filtered?: boolean;
}) {
  return (
    <DataTable
      label="Members"
      columns={COLUMNS}
      rows={rows}
      rowKey={(row) => row.email}
      empty={
        search
          ? `No member's e-mail starts with “${search}”${filtered ? ' among those of that language' : ''}.`
          : filtered
            ? 'No member chose that language.'
            : 'No members yet.'
      }
    />
  );
}
