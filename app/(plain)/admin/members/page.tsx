import Link from 'next/link';
import { MembersTable } from '@/components/admin/members-table';
import { Button, buttonClass } from '@/components/ui/button';
import { consoleHref, membersHref, membersQuery, operatorMetadata } from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { listMembers } from '@/lib/members';

export const generateMetadata = () => operatorMetadata('Members');

export default async function MembersPage({ searchParams }: PageProps<'/admin/members'>) {
  await requireOperator();
  const { q, prefix, after } = membersQuery(await searchParams);
  const page = await listMembers({ prefix, after });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Members</h1>
        <div className="flex flex-wrap gap-3">
          <a href={consoleHref('/admin/export/members', { q })} className={buttonClass()} download>
            Download CSV
          </a>
          <Link href="/admin/members/new" className={buttonClass({ variant: 'primary' })}>
            Add member
          </Link>
        </div>
      </div>
      <form
        role="search"
        method="get"
        action="/admin/members"
        className="flex flex-wrap items-end gap-3"
      >
        <div className="flex flex-col gap-1">
          <label htmlFor="member-search" className="text-sm font-semibold text-slate-300">
            Search by e-mail prefix
          </label>
          <input
            id="member-search"
            name="q"
            type="search"
            defaultValue={q}
            autoComplete="off"
            spellCheck={false}
            className="w-72 max-w-full rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm"
          />
        </div>
        <Button type="submit">Search</Button>
        {q && (
          <Link href="/admin/members" className="py-2 text-sm text-brand-300 underline">
            Clear search
          </Link>
        )}
      </form>
      <MembersTable rows={page.rows} search={q} />
      <nav aria-label="Pages" className="flex flex-wrap gap-3">
        {after && (
          <Link href={membersHref({ q })} className={buttonClass()}>
            First page
          </Link>
        )}
        {page.next && (
          <Link href={membersHref({ q, after: page.next })} className={buttonClass()}>
            Next page
          </Link>
        )}
      </nav>
    </div>
  );
}
