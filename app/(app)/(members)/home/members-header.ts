import 'server-only';
import { getUnreadCountOrZero } from '@/lib/announcements';
import { getRequestLocale, type MemberSession } from '@/lib/auth';
import { getUnseenAnswersOrZero } from '@/lib/community';
import { saveLanguage } from './language-actions';
import { saveTimeZone } from './time-zone-actions';

/**
 * The members' header's props for a page under /home, from the session the page itself
 * required (each page keeps its own `requireSession`: a layout would not have the page's
 * return path, and it is not rendered again when the member moves between pages). The
 * unread count costs no Firestore read (`getUnreadCountOrZero`); the language is the one
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
  // The two counts and the language are independent reads: one round trip, not three.
  const [answeredCount, unreadCount, locale] = await Promise.all([
    answered ?? getUnseenAnswersOrZero(session.member.email, route),
    unread ?? getUnreadCountOrZero(session.record, route),
    getRequestLocale(),
  ]);
  return {
    answered: answeredCount,
    email: session.member.email,
    operator: session.operator,
    unread: unreadCount,
    locale,
    saveLanguage,
    timeZone: session.record.timeZone,
    saveTimeZone,
  };
}
