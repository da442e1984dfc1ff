/**
 * lib/announcements' client-safe door: what an announcement is and who it is for, without
 * Firestore. Server code imports everything from `@/lib/announcements`.
 */
import { isInAudience } from '../grants/client';
import { localizedFields, type Locale, type Translations } from '../i18n/client';

/**
 * announcements/{id}: a message from the academy to its members. `courseIds` is its
 * audience (`isInAudience`, lib/audience.ts): members with any of these courses; [] means every
 * member with any access. `publishedAt` in ms; `by` is the operator who published it;
 * `editedAt` (ms) is set by the console's Edit, null until then. The unread count goes by
 * `publishedAt` alone, so an edit does not make an announcement unread again.
 */
export type Announcement = {
  id: string;
  title: string;
  markdown: string;
  courseIds: string[];
  publishedAt: number;
  by: string;
  editedAt: number | null;
  /** The operator's Malay and Chinese title and message, if any (`localizedText`). */
  translations?: Translations<AnnouncementTextField>;
};

/** The words of an announcement an operator may give in Malay and Chinese too. */
export const ANNOUNCEMENT_TEXT_FIELDS = ['title', 'markdown'] as const;
export type AnnouncementTextField = (typeof ANNOUNCEMENT_TEXT_FIELDS)[number];

/**
 * An announcement's title and message in the reader's language: the operator's translation
 * of each, else the English one (field by field).
 */
export function localizedText(
  announcement: Pick<Announcement, 'title' | 'markdown'> &
    Partial<Pick<Announcement, 'translations'>>,
  locale: Locale,
): Record<AnnouncementTextField, string> {
  return localizedFields(
    { title: announcement.title, markdown: announcement.markdown },
    announcement.translations,
    locale,
  );
}

/** The form's field names, shared by the console's form and the server's validation. */
export const ANNOUNCEMENT_FIELDS = {
  title: 'title',
  markdown: 'markdown',
  courseIds: 'courseIds',
  titleMs: 'titleMs',
  markdownMs: 'markdownMs',
  titleZh: 'titleZh',
  markdownZh: 'markdownZh',
} as const;

/** The announcement as a reader of `locale` sees it: its title and message in their language. */
export function inLanguage<T extends Announcement>(announcement: T, locale: Locale): T {
  return locale === 'en'
    ? announcement
    : { ...announcement, ...localizedText(announcement, locale) };
}

/** The console form's values: the English words, the audience, and the optional translations. */
export type AnnouncementFormValues = {
  title: string;
  markdown: string;
  courseIds: string[];
  titleMs: string;
  markdownMs: string;
  titleZh: string;
  markdownZh: string;
};

/** The console form filled with a published announcement, translations included (to edit it). */
export function announcementFormOf(
  announcement: Pick<Announcement, 'title' | 'markdown' | 'courseIds' | 'translations'>,
): AnnouncementFormValues {
  const { ms = {}, zh = {} } = announcement.translations ?? {};
  return {
    title: announcement.title,
    markdown: announcement.markdown,
    courseIds: announcement.courseIds,
    titleMs: ms.title ?? '',
    markdownMs: ms.markdown ?? '',
    titleZh: zh.title ?? '',
    markdownZh: zh.markdown ?? '',
  };
}

/** The member's announcements, newest first. */
export function announcementsFor<T extends Pick<Announcement, 'courseIds' | 'publishedAt'>>(
  announcements: readonly T[],
  memberCourseIds: readonly string[],
): T[] {
  return announcements
    .filter((announcement) => isInAudience(announcement, memberCourseIds))
    .sort((a, b) => b.publishedAt - a.publishedAt);
}

/** How many of the member's announcements were published after their read marker. */
export function unreadCount(
  announcements: ReadonlyArray<Pick<Announcement, 'courseIds' | 'publishedAt'>>,
  memberCourseIds: readonly string[],
  readAt: number,
): number {
  return announcementsFor(announcements, memberCourseIds).filter((a) => a.publishedAt > readAt)
    .length;
}

/**
 * The read marker after the member opened their announcements: the newest one they saw,
 * never earlier than the marker they had. One published while the page rendered, not yet
 * in the list they saw, stays unread.
 */
export function readMarkerAfterViewing(
  seen: ReadonlyArray<Pick<Announcement, 'publishedAt'>>,
  readAt: number,
): number {
  return Math.max(readAt, ...seen.map((a) => a.publishedAt));
}

/** The header's link name: "Notifications, 2 unread". */
export function notificationsLabel(unread: number): string {
  return `Notifications, ${unread} unread`;
}
