import 'server-only';
import { getServerEnv } from '../env';
import { log } from '../log';
import { mailPreferencesOf, queueMail, wantsMail } from '../mail';
import { activeCourseIds, fetchCourseMemberEmails, grantsOfRecord, memberDoc } from '../members';
import { isInAudience } from './audience';
import { sessionChangeMail, type SessionChange } from './change-mail';
import { endsAt, type LiveSession } from './types';

/** Records read per Firestore call, and e-mails queued at once. */
const READ_CHUNK = 100;
const SEND_AT_ONCE = 8;

export type Notified = { told: number; failed: number };

/**
 * E-mails the audience of a session that changed or was cancelled (not one already over).
 * The audience comes from the course summaries (one query per course, no record read);
 * only their records are then read, to check each still has an active grant of one of
 * the courses and has not turned the 'reminders' topic off. `catalogCourseIds`: for a
 * session of no course, every catalog course (members with any access).
 */
export async function notifySessionChange(
  kind: SessionChange,
  change: { before: LiveSession; after: LiveSession },
  catalogCourseIds: readonly string[],
  nowMs: number = Date.now(),
): Promise<Notified> {
  const { before, after } = change;
  if (endsAt(before) <= nowMs && endsAt(after) <= nowMs) return { told: 0, failed: 0 };
  const courses = after.courseIds.length > 0 ? after.courseIds : catalogCourseIds;
  const emails = await fetchCourseMemberEmails(courses, nowMs);
  const recipients: string[] = [];
  for (let i = 0; i < emails.length; i += READ_CHUNK) {
    const chunk = emails.slice(i, i + READ_CHUNK);
    if (chunk.length === 0) continue;
    const docs = await memberDoc(chunk[0]!).firestore.getAll(...chunk.map(memberDoc));
    for (const doc of docs) {
      const data = doc.data();
      if (!data) continue;
      const courseIds = activeCourseIds(grantsOfRecord(data), nowMs);
      if (isInAudience(after, courseIds) && wantsMail(mailPreferencesOf(data), 'reminders'))
        recipients.push(doc.id);
    }
  }
  const siteUrl = getServerEnv().SITE_URL;
  let failed = 0;
  for (let i = 0; i < recipients.length; i += SEND_AT_ONCE) {
    const results = await Promise.allSettled(
      recipients
        .slice(i, i + SEND_AT_ONCE)
        .map((email) => queueMail(sessionChangeMail(kind, after, email, siteUrl))),
    );
    for (const result of results) {
      if (result.status === 'rejected') {
        failed += 1;
        log('error', 'could not queue a live session e-mail', {
          session: after.id,
          error: result.reason,
        });
      }
    }
  }
  return { told: recipients.length - failed, failed };
}
