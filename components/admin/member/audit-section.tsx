import type { MemberReport } from '@/lib/accounts/client';
import { describeDetail, formatTime, grantSummary } from '@/lib/admin/client';
import { DataTable, type Column } from '../data-table';
import { Section } from './section';

type Entry = MemberReport['audit'][number];

export function AuditSection({ entries, nowMs }: { entries: Entry[]; nowMs: number }) {
  const columns: Array<Column<Entry>> = [
    { header: 'When', cell: (entry) => formatTime(entry.at) },
    { header: 'Action', cell: (entry) => entry.action },
    { header: 'Grant', cell: (entry) => <code>{entry.grant}</code> },
    { header: 'By', cell: (entry) => entry.actor },
    { header: 'Via', cell: (entry) => entry.source },
    { header: 'Before', cell: (entry) => grantSummary(entry.before, nowMs) },
    { header: 'After', cell: (entry) => grantSummary(entry.after, nowMs) },
    { header: 'Change', cell: (entry) => describeDetail(entry) },
  ];
  return (
    <Section title="Audit log">
      <DataTable
        label="Audit log table"
        columns={columns}
        rows={entries}
        rowKey={(entry, i) => `${entry.at}-${i}`}
        empty="No changes recorded."
      />
    </Section>
  );
}
