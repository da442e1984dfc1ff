import type { Metadata } from 'next';
import Link from 'next/link';
import { AdminNav } from '@/components/admin/admin-nav';
import { LogoutButton } from '@/components/members/logout-button';
import { buttonClass } from '@/components/ui/button';
import { SkipLink } from '@/components/ui/skip-link';
import { getOperatorSession, requireOperator } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';
import { site } from '@/lib/site';

/** Named only for operators: anyone else gets the site's 404 page and its title. */
export async function generateMetadata(): Promise<Metadata> {
  const operator = await getOperatorSession();
  return operator
    ? {
        title: { default: 'Console', template: `%s | Console | ${site.name}` },
        robots: { index: false },
      }
    : {};
}

/**
 * The operators' console. Every page, action and route under /admin checks the operator
 * itself as well (lib/admin, `requireOperator`): a layout is not rendered again on every
 * navigation, so it guards nothing on its own.
 */
export default async function AdminLayout({ children }: LayoutProps<'/admin'>) {
  const { member } = await requireOperator();
  return (
    <>
      <SkipLink label={getTranslator('en', 'common')('skipToMain')} />
      <div className="mx-auto flex min-h-dvh max-w-7xl flex-col gap-6 p-4 lg:p-8">
        <header className="flex flex-wrap items-center justify-between gap-4">
          <div className="flex items-center gap-4">
            <Link href="/" className="text-lg font-bold tracking-tight text-brand-300">
              {site.name}
            </Link>
            <span className="rounded-full border border-ink-700 px-3 py-1 text-xs font-semibold tracking-wide text-slate-300 uppercase">
              Console
            </span>
          </div>
          <div className="flex items-center gap-3">
            <span className="hidden text-sm text-slate-400 sm:inline">{member.email}</span>
            <Link href="/home" className={buttonClass()}>
              Members area
            </Link>
            <LogoutButton />
          </div>
        </header>
        <AdminNav />
        <main id="main" className="flex-1">
          {children}
        </main>
      </div>
    </>
  );
}
