import Link from 'next/link';
import { AuditTable } from '@/components/admin/audit-table';
import { Button, buttonClass } from '@/components/ui/button';
import { consoleHref, operatorMetadata } from '@/lib/admin';
import { fetchAuditPage } from '@/lib/audit';
import { requireOperator } from '@/lib/auth';
import { parseCursor } from '@/lib/firebase';

export const generateMetadata = () => operatorMetadata('Audit log');

const text = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value.trim() : '';

const field = 'w-full rounded-lg border border-ink-700 bg-ink-950 px-3 py-2 text-sm sm:w-72';

export default async function AuditPage({ searchParams }: PageProps<'/admin/audit'>) {
  await requireOperator();
  const params = await searchParams;
  const member = text(params.member);
  const actor = text(params.actor);
  const cursor = parseCursor(text(params.cursor));
  const { entries, next } = await fetchAuditPage({ member, actor }, cursor);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight">Audit log</h1>
      <form
        method="get"
        action="/admin/audit"
        className="flex flex-wrap items-end gap-3"
        role="search"
      >
        <label className="flex flex-col gap-1 text-sm">
          Member (exact e-mail)
          <input name="member" type="text" defaultValue={member} className={field} />
        </label>
        <label className="flex flex-col gap-1 text-sm">
          Actor (exact)
          <input name="actor" type="text" defaultValue={actor} className={field} />
        </label>
        <Button type="submit" variant="primary">
          Filter
        </Button>
        {(member || actor) && (
          <Link href="/admin/audit" className="py-2 text-sm underline">
            Clear filters
          </Link>
        )}
      </form>
      <AuditTable entries={entries} filter={{ member, actor }} />
      {next && (
        <Link
          href={consoleHref('/admin/audit', { member, actor, cursor: next })}
          className={`${buttonClass()} self-start`}
        >
          Older entries
        </Link>
      )}
    </div>
  );
}
