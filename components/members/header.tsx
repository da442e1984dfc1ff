import Image from 'next/image';
import type { ReactNode } from 'react';
import { LanguageSwitcher, type LanguageSaveResult } from '@/components/i18n/language-switcher';
import { SkipLink } from '@/components/ui/skip-link';
import { getTranslator, type Locale } from '@/lib/i18n';
import { site } from '@/lib/site';
import { LogoutButton } from './logout-button';
import { MemberLink } from './member-link';
import { MembersMenu } from './members-menu';
import { SearchForm } from './search-form';
import { TimeZoneSync } from './time-zone-sync';

const menuLink =
  'flex items-center justify-between rounded-lg px-3 py-2 text-sm font-semibold hover:bg-ink-800';

export type MembersHeaderProps = {
  email: string;
  operator: boolean;
  unread: number;
  /** The member's questions with answers not seen yet (the Traders Hub's count). */
  answered?: number;
  locale: Locale;
  /** Saves the member's language (the page's server action). */
  saveLanguage: (locale: Locale) => Promise<LanguageSaveResult>;
  /** The time zone saved on the member's record (null: none yet). */
  timeZone?: string | null;
  /** Saves the browser's time zone on the record when it has none or another. */
  saveTimeZone?: (zone: string) => Promise<{ ok: boolean }>;
  actions?: ReactNode;
  query?: string;
};

/**
 * The members' header, the same one row on every page under /home: the brand, the class
 * search, what only one page has (`actions`: the drawer's Menu button on /home) and a menu
 * holding the member's own pages, the console for operators, the language and Logout. On a
 * 390 px phone the brand shrinks to its logo and the menu to its icon, so the row fits and
 * the course list starts right below it. `unread`: the member's unread announcements,
 * counted on the menu's button. A page passes what `membersHeaderOf` (in
 * app/(app)/(members)/home) answers for its session, the count included. The skip link
 * before it is the page's first tab stop: every page under /home has a <main id="main">.
 */
export function MembersHeader({
  email,
  operator,
  unread,
  answered = 0,
  locale,
  saveLanguage,
  timeZone = null,
  saveTimeZone,
  actions,
  query,
}: MembersHeaderProps) {
  const t = getTranslator(locale, 'members');
  return (
    <>
      <SkipLink label={getTranslator(locale, 'common')('skipToMain')} />
      <header className="flex items-center gap-2 sm:gap-4">
        <MemberLink
          href="/"
          className="flex shrink-0 items-center gap-2 text-lg font-bold tracking-tight text-brand-300"
        >
          <Image src={site.logo.src} alt="" width={32} height={32} />
          <span className="sr-only lg:not-sr-only">{site.name}</span>
        </MemberLink>
        <SearchForm locale={locale} query={query} />
        {actions}
        <MembersMenu
          label={t('header.more')}
          name={unread > 0 ? t('header.moreUnread', { unread }) : undefined}
          badge={
            unread > 0 && (
              <span
                data-testid="unread-badge"
                className="rounded-full bg-brand-500 px-2 text-xs leading-5 font-bold text-ink-950"
              >
                {unread}
              </span>
            )
          }
        >
          <p className="truncate px-3 pb-2 text-xs text-slate-400">
            {t('header.signedInAs', { email })}
          </p>
          <nav aria-label={t('header.nav')} className="flex flex-col gap-1">
            <MemberLink href="/home/live" className={menuLink}>
              {t('header.live')}
            </MemberLink>
            <MemberLink href="/home/notes" className={menuLink}>
              {t('header.notes')}
            </MemberLink>
            <MemberLink
              href="/home/community"
              aria-label={
                answered > 0
                  ? getTranslator(locale, 'communityHub')('menuLabel', { count: answered })
                  : undefined
              }
              className={menuLink}
            >
              {getTranslator(locale, 'communityHub')('menu')}
              {answered > 0 && (
                <span className="rounded-full bg-brand-500 px-2 text-xs leading-5 font-bold text-ink-950">
                  {answered}
                </span>
              )}
            </MemberLink>
            <MemberLink href="/home/journal" className={menuLink}>
              {getTranslator(locale, 'journal')('menu')}
            </MemberLink>
            <MemberLink
              href="/home/announcements"
              aria-label={t('header.notificationsLabel', { unread })}
              className={menuLink}
            >
              {t('header.notifications')}
              {unread > 0 && (
                <span className="rounded-full bg-brand-500 px-2 text-xs leading-5 font-bold text-ink-950">
                  {unread}
                </span>
              )}
            </MemberLink>
            <MemberLink href="/home/settings" className={menuLink}>
              {t('header.settings')}
            </MemberLink>
            {operator && (
              <MemberLink href="/admin" className={menuLink}>
                {t('header.console')}
              </MemberLink>
            )}
            <LanguageSwitcher
              current={locale}
              save={saveLanguage}
              className="border-t border-ink-700 px-2 pt-2"
            />
            <div className="border-t border-ink-700 pt-2">
              <LogoutButton />
            </div>
          </nav>
        </MembersMenu>
        {saveTimeZone && <TimeZoneSync saved={timeZone} save={saveTimeZone} />}
      </header>
    </>
  );
}
