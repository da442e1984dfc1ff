import 'server-only';
import { getUnreadCountOrZero } from '@/lib/announcements';
import { getRequestLocale, type MemberSession } from '@/lib/auth';
import { saveLanguage } from './language-actions';
import { saveTimeZone } from './time-zone-actions';

/**
 * The members' header's props for a page under /home, from the session the page itself
 * required (each page keeps its own `requireSession`: a layout would not have the page's
 * return path, and it is not rendered again when the member moves between pages). The
 * unread count costs no Firestore read (`getUnreadCountOrZero`), nor the count of answered
 * questions (kept on the member's record, MemberRecord.unseenAnswers); the language is the one
 * the request already resolved, and its switcher saves through `saveLanguage`. The
 * announcements page passes `unread`, counted after marking what it shows as read. The
 * record's time zone goes with `saveTimeZone`, which saves the browser's when it differs.
 */
export async function membersHeaderOf(
  session: MemberSession,
  route: string,
  unread?: number,
  /** The hub passes 0: it marks the answers it shows as seen. */
  answered?: number,
) {
  const [unreadCount, locale] = await Promise.all([
    unread ?? getUnreadCountOrZero(session.record, route),
    getRequestLocale(),
  ]);
  return {
    answered: answered ?? session.record.unseenAnswers,
    email: session.member.email,
    operator: session.operator,
    unread: unreadCount,
    locale,
    saveLanguage,
    timeZone: session.record.timeZone,
    saveTimeZone,
  };
}
