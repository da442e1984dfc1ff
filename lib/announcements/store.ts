import 'server-only';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { appendAuditEntry, type ChangeBy } from '../audit';
import { adminDb } from '../firebase';
import { translationsOf } from '../i18n/client';
import { withdrawMail } from '../mail';
import { audienceText, editDetail } from './audit-detail';
import { ANNOUNCEMENT_TEXT_FIELDS, type Announcement } from './client';
import type { AnnouncementInput } from './form';
import { announcementMailTopic } from './mail';

const announcements = () => adminDb().collection('announcements');

/** The newest this many are kept in the list members see and the cache holds. */
export const ANNOUNCEMENTS_LISTED = 200;

const strings = (value: unknown) =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** A stored document as an announcement; malformed fields read as empty. */
export function announcementOf(id: string, data: Record<string, unknown>): Announcement {
  const translations = translationsOf(data.translations, ANNOUNCEMENT_TEXT_FIELDS);
  return {
    id,
    title: typeof data.title === 'string' ? data.title : '',
    markdown: typeof data.markdown === 'string' ? data.markdown : '',
    courseIds: strings(data.courseIds),
    publishedAt: typeof data.publishedAt === 'number' ? data.publishedAt : 0,
    by: typeof data.by === 'string' ? data.by : '',
    editedAt: typeof data.editedAt === 'number' ? data.editedAt : null,
    // Only when there are any: as it was published, so a read gives back what was written.
    ...(Object.keys(translations).length > 0 ? { translations } : {}),
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
  return { id: ref.id, ...stored, editedAt: null };
}

/**
 * Reads announcement `id` and, if it exists, applies `change` and the audit entry `action`
 * with the detail `change` gives, in one transaction. Null when there is no such announcement.
 */
function changeAnnouncement<T>(
  id: string,
  by: ChangeBy,
  nowMs: number,
  action: string,
  change: (
    transaction: Transaction,
    ref: DocumentReference,
    before: Announcement,
  ) => { detail: string; result: T },
): Promise<T | null> {
  const ref = announcements().doc(id);
  return adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const { detail, result } = change(transaction, ref, announcementOf(id, snapshot.data() ?? {}));
    appendAuditEntry(transaction, {
      at: nowMs,
      actor: by.actor,
      action,
      member: '',
      grant: `announcement:${id}`,
      before: null,
      after: null,
      source: by.source,
      detail,
    });
    return result;
  });
}

/**
 * Changes an announcement's title, message and audience and sets `editedAt`, with its audit
 * entry (`announcement edited`). `publishedAt` stays, so members who read it do not see it
 * counted as unread again. Its e-mails not sent yet are withdrawn: they hold the old words
 * and audience (an edit sends no new e-mail). Null when there is no such announcement.
 */
export async function updateAnnouncement(
  id: string,
  input: AnnouncementInput,
  by: ChangeBy,
  nowMs: number = Date.now(),
): Promise<Announcement | null> {
  const updated = await changeAnnouncement(
    id,
    by,
    nowMs,
    'announcement edited',
    (transaction, ref, before) => {
      transaction.update(ref, { ...input, editedAt: nowMs });
      return {
        detail: editDetail(before, input),
        result: { ...before, ...input, editedAt: nowMs },
      };
    },
  );
  if (updated) await withdrawMail(announcementMailTopic(id));
  return updated;
}

/**
 * Deletes an announcement with its audit entry (`announcement deleted`): it leaves the
 * members' list, and so every unread count, once the cached list is expired, and its
 * e-mails not sent yet are withdrawn. Null when there is no such announcement (already
 * deleted).
 */
export async function deleteAnnouncement(
  id: string,
  by: ChangeBy,
  nowMs: number = Date.now(),
): Promise<Announcement | null> {
  const deleted = await changeAnnouncement(
    id,
    by,
    nowMs,
    'announcement deleted',
    (transaction, ref, before) => {
      transaction.delete(ref);
      return { detail: `"${before.title}" to ${audienceText(before.courseIds)}`, result: before };
    },
  );
  if (deleted) await withdrawMail(announcementMailTopic(id));
  return deleted;
}
