import type { Metadata } from 'next';
import { AnnouncementArticle } from '@/components/announcements/announcement-article';
import { MemberLink } from '@/components/members/member-link';
import { MembersPage } from '@/components/members/members-page';
import {
  getMemberAnnouncementsOrEmpty,
  readMarkerAfterViewing,
  renderMarkdown,
  unreadCount,
} from '@/lib/announcements';
import { getRequestLocale, requireSession } from '@/lib/auth';
import { getTranslator } from '@/lib/i18n';
import { log } from '@/lib/log';
import { recordAnnouncementsRead } from '@/lib/members';
import { membersHeaderOf } from '../members-header';

export async function generateMetadata(): Promise<Metadata> {
  const t = getTranslator(await getRequestLocale(), 'announcements');
  return { title: t('meta'), robots: { index: false } };
}

const ROUTE = '/home/announcements';

/**
 * The member's announcements, newest first: only those whose audience includes one of
 * their courses (or every member with access), filtered on the server. Opening the page
 * marks what it shows as read, so the header's count is 0 from here on.
 */
export default async function AnnouncementsPage() {
  const session = await requireSession(ROUTE);
  const { member, record } = session;
  const locale = await getRequestLocale();
  const announcements = await getMemberAnnouncementsOrEmpty(record.courseIds, ROUTE, locale);
  const readAt = readMarkerAfterViewing(announcements, record.announcementsReadAt);
  let unread = 0;
  if (readAt > record.announcementsReadAt) {
    try {
      await recordAnnouncementsRead(member.email, readAt);
    } catch (error) {
      // The page still shows them; they stay counted as unread until the next visit.
      log('error', 'could not record announcements as read', { route: ROUTE, error });
      unread = unreadCount(announcements, record.courseIds, record.announcementsReadAt);
    }
  }
  const header = await membersHeaderOf(session, ROUTE, unread);
  const t = getTranslator(locale, 'announcements');
  return (
    <MembersPage header={header} className="flex w-full max-w-3xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{t('heading')}</h1>
        <MemberLink href="/home" className="text-sm font-semibold text-brand-300 underline">
          {t('back')}
        </MemberLink>
      </div>
      {announcements.length === 0 ? (
        <p className="text-sm text-slate-300">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={t('list')}>
          {announcements.map((announcement) => (
            <li key={announcement.id}>
              <AnnouncementArticle
                title={announcement.title}
                html={renderMarkdown(announcement.markdown)}
                publishedAt={announcement.publishedAt}
                editedAt={announcement.editedAt}
                locale={locale}
                timeZone={session.record.timeZone ?? 'UTC'}
              />
            </li>
          ))}
        </ul>
      )}
    </MembersPage>
  );
}
