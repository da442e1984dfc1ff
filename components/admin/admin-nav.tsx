'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

const SECTIONS = [
  { href: '/admin', label: 'Overview' },
  { href: '/admin/members', label: 'Members' },
  { href: '/admin/drifting', label: 'Drifting' },
  { href: '/admin/import', label: 'Import' },
  { href: '/admin/inbox', label: 'Inbox' },
  { href: '/admin/mail', label: 'Mail' },
  { href: '/admin/courses', label: 'Courses' },
  { href: '/admin/plans', label: 'Plans' },
  { href: '/admin/live', label: 'Live' },
  { href: '/admin/announcements', label: 'Announcements' },
  { href: '/admin/community', label: 'Community' },
  { href: '/admin/audit', label: 'Audit log' },
] as const;

function isCurrent(pathname: string, href: string): boolean {
  if (href === '/admin') return pathname === '/admin';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The console's sections; the current one is marked for assistive technology too. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    <nav aria-label="Console">
      <ul className="flex flex-wrap gap-1">
        {SECTIONS.map(({ href, label }) => {
          const current = isCurrent(pathname, href);
          return (
            <li key={href}>
              <Link
                href={href}
                aria-current={current ? 'page' : undefined}
                className={`block rounded-lg px-3 py-2 text-sm font-semibold ${
                  current ? 'bg-brand-500 text-ink-950' : 'text-slate-300 hover:bg-ink-800'
                }`}
              >
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
