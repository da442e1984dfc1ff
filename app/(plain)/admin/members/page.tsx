import Link from 'next/link';
import { MembersTable } from '@/components/admin/members-table';
import { Button, buttonClass } from '@/components/ui/button';
import { DownloadLink } from '@/components/ui/download-link';
import {
  CONSOLE_LANGUAGE_NAMES,
  consoleHref,
  EXPORT_FAILED,
  membersHref,
  membersQuery,
  operatorMetadata,
} from '@/lib/admin';
import { requireOperator } from '@/lib/auth';
import { LOCALES } from '@/lib/i18n';
import { listMembers } from '@/lib/members';

export const generateMetadata = () => operatorMetadata('Members');

export default async function MembersPage({ searchParams }: PageProps<'/admin/members'>) {
  await requireOperator();
  const { q, prefix, after, language } = membersQuery(await searchParams);
  const page = await listMembers({ prefix, after, language });
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-2xl font-bold tracking-tight">Members</h1>
        <div className="flex flex-wrap gap-3">
          <DownloadLink
            href={consoleHref('/admin/export/members', { q, lang: language })}
            failedText={EXPORT_FAILED}
            className={buttonClass()}
          >
            Download CSV
          </DownloadLink>
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
        <div className="flex flex-col gap-1">
          <label htmlFor="member-language" className="text-sm font-semibold text-slate-300">
            Language
          </label>
          <select
            id="member-language"
            name="lang"
            defaultValue={language ?? ''}
            className="rounded-lg border border-ink-700 bg-ink-900 px-3 py-2 text-sm"
          >
            <option value="">Any</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale}>
                {CONSOLE_LANGUAGE_NAMES[locale]}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit">Search</Button>
        {(q || language) && (
          <Link href="/admin/members" className="py-2 text-sm text-brand-300 underline">
            Clear search
          </Link>
        )}
      </form>
      <MembersTable rows={page.rows} search={q} filtered={language !== null} />
      <nav aria-label="Pages" className="flex flex-wrap gap-3">
        {after && (
          <Link href={membersHref({ q, lang: language })} className={buttonClass()}>
            First page
          </Link>
        )}
        {page.next && (
          <Link
            href={membersHref({ q, lang: language, after: page.next })}
            className={buttonClass()}
          >
            Next page
          </Link>
        )}
      </nav>
    </div>
  );
}
