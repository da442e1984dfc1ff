import Link from 'next/link';
import { consoleHref, describeChange, formatTime, memberHref } from '@/lib/admin/client';
import type { AuditEntry } from '@/lib/audit/client';
import { DataTable, type Column } from './data-table';

type Filter = { member: string; actor: string };
type Entry = AuditEntry & { id: string };

/** The filter's link for one actor or one member, the other filter kept. */
const filtered = (filter: Filter) => consoleHref('/admin/audit', filter);

function columns({ member, actor }: Filter): Array<Column<Entry>> {
  return [
    { header: 'When', className: 'whitespace-nowrap', cell: (entry) => formatTime(entry.at) },
    {
      header: 'Actor',
      cell: (entry) => (
        <Link className="underline" href={filtered({ member, actor: entry.actor })}>
          {entry.actor}
        </Link>
      ),
    },
    { header: 'Action', cell: (entry) => entry.action },
    {
      header: 'Member',
      cell: (entry) =>
        entry.member ? (
          <span className="flex flex-col gap-1">
            <Link className="underline" href={memberHref(entry.member)}>
              {entry.member}
            </Link>
            <Link
              className="text-xs text-slate-400 underline"
              href={filtered({ member: entry.member, actor })}
            >
              only this member
            </Link>
          </span>
        ) : (
          '–'
        ),
    },
    { header: 'Grant', className: 'break-all', cell: (entry) => entry.grant },
    { header: 'Change', cell: (entry) => describeChange(entry) },
    { header: 'Source', className: 'break-all', cell: (entry) => entry.source },
  ];
}

/** A page of the audit log, newest first; its links narrow the filter it was read with. */
export function AuditTable({ entries, filter }: { entries: Entry[]; filter: Filter }) {
  return (
    <DataTable
      label="Audit entries"
      caption="Audit entries, newest first"
      columns={columns(filter)}
      rows={entries}
      rowKey={(entry) => entry.id}
      empty="No entries."
      minWidth="56rem"
    />
  );
}
