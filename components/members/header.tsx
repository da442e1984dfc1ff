import Link from 'next/link';
import type { ReactNode } from 'react';
import { notificationsLabel } from '@/lib/announcements/client';
import { site } from '@/lib/site';
import { LogoutButton } from './logout-button';
import { SearchForm } from './search-form';

const navLink = 'rounded-lg border border-ink-700 px-4 py-2 text-sm font-semibold hover:bg-ink-800';

/**
 * The members' header, on every page under /home: the brand, the class search, the
 * member's own pages, the console for operators, logout. `actions` holds what only one page
 * has (the drawer's Menu button on /home); `query` fills the search field on its results.
 * `unread`: the member's unread announcements. A page passes what `membersHeaderOf` (in
 * app/(app)/(members)/home) answers for its session, the count included.
 */
export function MembersHeader({
  email,
  operator,
  unread,
  actions,
  query,
}: {
  email: string;
  operator: boolean;
  unread: number;
  actions?: ReactNode;
  query?: string;
}) {
  return (
    <header className="flex flex-wrap items-center justify-between gap-4">
      <Link href="/" className="text-lg font-bold tracking-tight text-brand-300">
        {site.name}
      </Link>
      <SearchForm query={query} />
      <nav aria-label="Members" className="flex flex-wrap items-center gap-3">
        <span className="hidden text-sm text-slate-400 sm:inline">{email}</span>
        <Link href="/home/live" className={navLink}>
          Live
        </Link>
        <Link href="/home/notes" className={navLink}>
          Notes
        </Link>
        <Link
          href="/home/announcements"
          aria-label={notificationsLabel(unread)}
          className={`${navLink} inline-flex items-center gap-2`}
        >
          Notifications
          {unread > 0 && (
            <span
              data-testid="unread-badge"
              className="rounded-full bg-brand-500 px-2 text-xs leading-5 font-bold text-ink-950"
            >
              {unread}
            </span>
          )}
        </Link>
        <Link href="/home/settings" className={navLink}>
          Settings
        </Link>
        {operator && (
          <Link href="/admin" className={navLink}>
            Console
          </Link>
        )}
        {actions}
        <LogoutButton />
      </nav>
    </header>
  );
}
