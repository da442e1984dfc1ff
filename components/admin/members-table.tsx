import Link from 'next/link';
import { consoleTime, memberHref, sourcesLabel, STATUS_TONE } from '@/lib/admin';
import type { MemberRow } from '@/lib/members/client';

const CELL = 'px-3 py-2 whitespace-nowrap';

/** One page of members; scrolls sideways inside its card on a narrow screen. */
export function MembersTable({ rows, search }: { rows: MemberRow[]; search: string }) {
  if (rows.length === 0)
    return (
      <p className="rounded-2xl border border-ink-700 p-6 text-slate-300">
        {search ? `No member's e-mail starts with “${search}”.` : 'No members yet.'}
      </p>
    );
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-ink-700"
      tabIndex={0}
      role="region"
      aria-label="Members"
    >
      <table className="min-w-full text-left text-sm">
        <thead className="border-b border-ink-700 text-slate-400">
          <tr>
            <th scope="col" className={CELL}>
              E-mail
            </th>
            <th scope="col" className={CELL}>
              Status
            </th>
            <th scope="col" className={`${CELL} text-right`}>
              Courses
            </th>
            <th scope="col" className={CELL}>
              Access from
            </th>
            <th scope="col" className={CELL}>
              Created
            </th>
            <th scope="col" className={CELL}>
              Last sign-in
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.email} className="border-b border-ink-800 last:border-0">
              <th scope="row" className={`${CELL} font-normal`}>
                <Link href={memberHref(row.email)} className="text-brand-300 underline">
                  {row.email}
                </Link>
              </th>
              <td className={CELL}>
                <span
                  className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[row.status]}`}
                >
                  {row.status}
                </span>
              </td>
              <td className={`${CELL} text-right tabular-nums`}>{row.courses}</td>
              <td className={CELL}>{sourcesLabel(row.sources)}</td>
              <td className={`${CELL} tabular-nums`}>{consoleTime(row.createdAt)}</td>
              <td className={`${CELL} tabular-nums`}>{consoleTime(row.lastSignInAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
