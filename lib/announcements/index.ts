import 'server-only';
import { cachedRead } from '../cached-read';
import { DEFAULT_LOCALE, type Locale } from '../i18n';
import { log } from '../log';
import type { MemberRecord } from '../members';
import { announcementsFor, inLanguage, unreadCount, type Announcement } from './client';
import { fetchAnnouncements } from './store';

export * from './client';
export {
  ANNOUNCEMENT_GONE,
  MESSAGE_MAX,
  parseAnnouncementForm,
  parseAnnouncementId,
  TITLE_MAX,
  unknownCoursesError,
} from './form';
export type { AnnouncementForm, AnnouncementInput } from './form';
export { markdownToText, renderMarkdown } from './markdown';
export { announcementMail } from './mail';
export { queueAnnouncementMail, type MailOutcome } from './audience';
export {
  ANNOUNCEMENTS_LISTED,
  createAnnouncement,
  deleteAnnouncement,
  fetchAnnouncement,
  fetchAnnouncements,
  updateAnnouncement,
} from './store';

/** The cached list carries this tag; the console's Publish, Edit and Delete expire it (expireAnnouncements). */
const ANNOUNCEMENTS_TAG = 'announcements';

/**
 * How long the list is served before a request reads it again. Publishing, editing or deleting expires it at
 * once (on every instance, through the shared cache with REDIS_URL); this only bounds how
 * long a change made outside the app (the Firebase console) takes to show.
 */
const ANNOUNCEMENTS_REVALIDATE_SECONDS = 300;

/**
 * One list for every member, like the content catalog: the header's unread count on every
 * members page costs no Firestore read, only one query per refresh per deployment.
 */
const announcements = cachedRead(() => fetchAnnouncements(), {
  key: 'announcements',
  revalidate: ANNOUNCEMENTS_REVALIDATE_SECONDS,
  tag: ANNOUNCEMENTS_TAG,
});

/** Every listed announcement, newest first; throws when Firestore fails. */
export function loadAnnouncements(): Promise<Announcement[]> {
  return announcements.load();
}

/**
 * After Publish, Edit or Delete in the console: members' headers and pages read the list
 * anew, on every instance, and the console's own re-render shows the change. Server actions
 * only.
 */
export function expireAnnouncements(): void {
  announcements.expire();
}

/**
 * The member's announcements, newest first; a failure is logged and reads as none. With
 * `locale`, each title and message is in that language where the operator gave one.
 */
export async function getMemberAnnouncementsOrEmpty(
  courseIds: readonly string[],
  route: string,
  locale: Locale = DEFAULT_LOCALE,
): Promise<Announcement[]> {
  try {
    const mine = announcementsFor(await loadAnnouncements(), courseIds);
    return mine.map((announcement) => inLanguage(announcement, locale));
  } catch (error) {
    log('error', 'could not load the announcements', { route, error });
    return [];
  }
}

/** The header's unread count for this member; a failure is logged and reads as 0. */
export async function getUnreadCountOrZero(record: MemberRecord, route: string): Promise<number> {
  const mine = await getMemberAnnouncementsOrEmpty(record.courseIds, route);
  return unreadCount(mine, record.courseIds, record.announcementsReadAt);
}
