import Link from 'next/link';
import { ConsoleActionButton } from '@/components/admin/console-action-button';
import { DriftDaysForm } from '@/components/admin/drift-days-form';
import { DriftingTable } from '@/components/admin/drifting-table';
import { buttonClass } from '@/components/ui/button';
import { consoleHref, fetchDriftDays, fetchDriftingPage, operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { getCatalogOrEmpty } from '@/lib/content';
import { nudgeAllListed, saveDriftThreshold, sendNudge } from './actions';

export const generateMetadata = () => operatorMetadata('Drifting members');

/**
 * Members with access who have not watched a class for the threshold's days (a setting in
 * settings/console), newest-lapsed first: one indexed query on users.lastWatchedAt a page.
 */
export default async function DriftingPage({ searchParams }: PageProps<'/admin/drifting'>) {
  await requireOperator();
  const { cursor } = await searchParams;
  const after = typeof cursor === 'string' ? cursor.slice(0, 40) : null;
  const [days, { courses }] = await Promise.all([
    fetchDriftDays(),
    getCatalogOrEmpty('/admin/drifting'),
  ]);
  const page = await fetchDriftingPage({ days, cursor: after, courses });
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Drifting members</h1>
      <p className="max-w-prose text-sm text-slate-300">
        Members whose access runs now and who have not watched a class for {days} days or more, the
        most recently lapsed first.
      </p>
      <DriftDaysForm days={days} save={saveDriftThreshold} />
      {page.rows.length > 0 && (
        <ConsoleActionButton label="Nudge all listed" action={nudgeAllListed.bind(null, after)} />
      )}
      <DriftingTable
        rows={page.rows.map((row) => ({
          ...row,
          nudge: (
            <ConsoleActionButton
              label="Send nudge"
              name={`Send nudge to ${row.email}`}
              action={sendNudge.bind(null, row.email)}
            />
          ),
        }))}
      />
      <nav aria-label="Pages" className="flex flex-wrap gap-3">
        {after && (
          <Link href="/admin/drifting" className={buttonClass()}>
            First page
          </Link>
        )}
        {page.next && (
          <Link
            href={consoleHref('/admin/drifting', { cursor: page.next })}
            className={buttonClass()}
          >
            Next page
          </Link>
        )}
      </nav>
    </div>
  );
}
