import 'server-only';
import { getUnreadCountOrZero } from '@/lib/announcements';
import type { MemberSession } from '@/lib/auth';

/**
 * The members' header's props for a page under /home, from the session the page itself
 * required (each page keeps its own `requireSession`: a layout would not have the page's
 * return path, and it is not rendered again when the member moves between pages). The
 * unread count costs no Firestore read (`getUnreadCountOrZero`). The announcements page
 * counts its own, after marking what it shows as read.
 */
export async function membersHeaderOf(session: MemberSession, route: string) {
  return {
    email: session.member.email,
    operator: session.operator,
    unread: await getUnreadCountOrZero(session.record, route),
  };
}
