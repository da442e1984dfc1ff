import Link from 'next/link';
import { consoleHref, describeChange, formatTime, operatorMetadata } from '@/lib/admin';
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
        <button
          type="submit"
          className="rounded-lg bg-brand-500 px-4 py-2 text-sm font-semibold text-ink-950 hover:bg-brand-400"
        >
          Filter
        </button>
        {(member || actor) && (
          <Link href="/admin/audit" className="py-2 text-sm underline">
            Clear filters
          </Link>
        )}
      </form>
      {entries.length === 0 ? (
        <p className="text-slate-300">No entries.</p>
      ) : (
        <div
          className="overflow-x-auto rounded-2xl border border-ink-700"
          tabIndex={0}
          role="region"
          aria-label="Audit entries"
        >
          <table className="w-full min-w-[56rem] text-left text-sm">
            <caption className="sr-only">Audit entries, newest first</caption>
            <thead className="bg-ink-900 text-slate-300">
              <tr>
                <th scope="col" className="p-3">
                  When
                </th>
                <th scope="col" className="p-3">
                  Actor
                </th>
                <th scope="col" className="p-3">
                  Action
                </th>
                <th scope="col" className="p-3">
                  Member
                </th>
                <th scope="col" className="p-3">
                  Grant
                </th>
                <th scope="col" className="p-3">
                  Change
                </th>
                <th scope="col" className="p-3">
                  Source
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-ink-700 align-top">
                  <td className="p-3 whitespace-nowrap">{formatTime(entry.at)}</td>
                  <td className="p-3">
                    <Link
                      className="underline"
                      href={consoleHref('/admin/audit', { member, actor: entry.actor })}
                    >
                      {entry.actor}
                    </Link>
                  </td>
                  <td className="p-3">{entry.action}</td>
                  <td className="p-3">
                    {entry.member ? (
                      <span className="flex flex-col gap-1">
                        <Link
                          className="underline"
                          href={`/admin/members/${encodeURIComponent(entry.member)}`}
                        >
                          {entry.member}
                        </Link>
                        <Link
                          className="text-xs text-slate-400 underline"
                          href={consoleHref('/admin/audit', { member: entry.member, actor })}
                        >
                          only this member
                        </Link>
                      </span>
                    ) : (
                      '–'
                    )}
                  </td>
                  <td className="p-3 break-all">{entry.grant}</td>
                  <td className="p-3">{describeChange(entry)}</td>
                  <td className="p-3 break-all">{entry.source}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {next && (
        <Link
          href={consoleHref('/admin/audit', { member, actor, cursor: next })}
          className="self-start rounded-lg border border-ink-700 px-4 py-2 text-sm font-semibold hover:bg-ink-800"
        >
          Older entries
        </Link>
      )}
    </div>
  );
}
