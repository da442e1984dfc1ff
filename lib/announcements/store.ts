import 'server-only';
import { appendAuditEntry, type ChangeBy } from '../audit';
import { adminDb } from '../firebase';
import type { Announcement } from './client';
import type { AnnouncementInput } from './form';

const announcements = () => adminDb().collection('announcements');

/** The newest this many are kept in the list members see and the cache holds. */
export const ANNOUNCEMENTS_LISTED = 200;

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A stored document as an announcement; malformed fields read as empty. */
export function announcementOf(id: string, data: Record<string, unknown>): Announcement {
  return {
    id,
    title: typeof data.title === 'string' ? data.title : '',
    markdown: typeof data.markdown === 'string' ? data.markdown : '',
    courseIds: strings(data.courseIds),
    publishedAt: typeof data.publishedAt === 'number' ? data.publishedAt : 0,
    by: typeof data.by === 'string' ? data.by : '',
  };
}

/** The newest announcements, newest first: one query (the single-field index on publishedAt). */
export async function fetchAnnouncements(
  limit: number = ANNOUNCEMENTS_LISTED,
): Promise<Announcement[]> {
  const snapshot = await announcements().orderBy('publishedAt', 'desc').limit(limit).get();
  return snapshot.docs.map((doc) => announcementOf(doc.id, doc.data()));
}

/** One announcement, or null. */
export async function fetchAnnouncement(id: string): Promise<Announcement | null> {
  const snapshot = await announcements().doc(id).get();
  return snapshot.exists ? announcementOf(id, snapshot.data() ?? {}) : null;
}

function audienceText(courseIds: readonly string[]): string {
  return courseIds.length === 0 ? 'every member with access' : `courses ${courseIds.join(', ')}`;
}

/**
 * Stores a new announcement and its audit entry in one batch (member '', grant
 * `announcement:<id>`), so neither exists without the other.
 */
export async function createAnnouncement(
  input: AnnouncementInput,
  by: ChangeBy,
  nowMs: number = Date.now(),
): Promise<Announcement> {
  const ref = announcements().doc();
  const stored = { ...input, publishedAt: nowMs, by: by.actor };
  const batch = adminDb().batch();
  batch.create(ref, stored);
  appendAuditEntry(batch, {
    at: nowMs,
    actor: by.actor,
    action: 'announcement published',
    member: '',
    grant: `announcement:${ref.id}`,
    before: null,
    after: null,
    source: by.source,
    detail: `"${input.title}" to ${audienceText(input.courseIds)}`,
  });
  await batch.commit();
  return { id: ref.id, ...stored };
}
