/**
 * lib/announcements' client-safe door: what an announcement is and who it is for, without
 * Firestore. Server code imports everything from `@/lib/announcements`.
 */
import { isInAudience } from '../audience';

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
};

/** The form's field names, shared by the console's form and the server's validation. */
export const ANNOUNCEMENT_FIELDS = {
  title: 'title',
  markdown: 'markdown',
  courseIds: 'courseIds',
} as const;

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
