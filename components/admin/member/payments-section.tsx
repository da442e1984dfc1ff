import { formatTime, paymentOutcomeText } from '@/lib/admin/client';
import type { MemberSubscription, PaymentEventRecord } from '@/lib/payments';
import { DataTable, type Column } from '../data-table';
import { Section } from './section';

const SUBSCRIPTION_COLUMNS: Array<Column<MemberSubscription>> = [
  { header: 'Subscription', cell: (s) => <code>{s.id}</code> },
  { header: 'Plan (price)', cell: (s) => s.price ?? '–' },
  { header: 'Status', cell: (s) => s.status?.replace('_', ' ') ?? '–' },
  { header: 'Period end', cell: (s) => formatTime(s.currentPeriodEnd) },
  { header: 'Paid through', cell: (s) => formatTime(s.paidThrough) },
  { header: 'Cancels at end', cell: (s) => (s.cancelAtPeriodEnd ? 'yes' : 'no') },
];

const EVENT_COLUMNS: Array<Column<PaymentEventRecord>> = [
  { header: 'When', cell: (e) => formatTime(e.created) },
  { header: 'Event', cell: (e) => <code>{e.id}</code> },
  { header: 'Type', cell: (e) => `${e.provider} ${e.type}` },
  { header: 'For', cell: (e) => <code>{e.subscription ?? e.payment ?? '–'}</code> },
  { header: 'Outcome', cell: (e) => paymentOutcomeText(e) },
];

export function PaymentsSection({
  subscriptions,
  events,
}: {
  subscriptions: MemberSubscription[];
  events: PaymentEventRecord[];
}) {
  return (
    <Section title="Subscriptions and payments">
      <DataTable
        label="Subscriptions table"
        columns={SUBSCRIPTION_COLUMNS}
        rows={subscriptions}
        rowKey={(s) => s.id}
        empty="No subscriptions."
      />
      <h3 className="mt-6 mb-2 font-semibold">Payment events</h3>
      <DataTable
        label="Payment events table"
        columns={EVENT_COLUMNS}
        rows={events}
        rowKey={(e) => e.id}
        empty="No payment events."
      />
    </Section>
  );
}
