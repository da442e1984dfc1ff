import 'server-only';
import { loadCatalog } from '../content';
import { getMailConfig } from '../env';
import { adminDb } from '../firebase';
import { log } from '../log';
import { mailPreferencesOf, queueMail, wantsMail } from '../mail';
import { fetchCourseMemberEmails, memberDoc, parseMemberRecord } from '../members';
import { isForMember, type Announcement } from './client';
import { announcementMail } from './mail';

const RECORDS_PER_READ = 100;
const SENDING_AT_ONCE = 4;

export type MailOutcome = { queued: number; duplicate: number; failed: number };

/**
 * The addresses an announcement is e-mailed to: members whose course summary says their
 * access to one of its courses runs now (for [] audience, to any catalog course), one
 * indexed query per course, never a scan of the members; then each candidate's record,
 * read in batches, decides: the audience rule on its active courses (the summary only
 * finds candidates) and their choice of announcement e-mails.
 */
export async function fetchMailAudience(
  announcement: Pick<Announcement, 'courseIds'>,
  nowMs: number = Date.now(),
): Promise<string[]> {
  const courseIds =
    announcement.courseIds.length > 0
      ? announcement.courseIds
      : (await loadCatalog()).courses.map((course) => course.id);
  const candidates = await fetchCourseMemberEmails(courseIds, nowMs);
  const audience: string[] = [];
  for (let i = 0; i < candidates.length; i += RECORDS_PER_READ) {
    const refs = candidates.slice(i, i + RECORDS_PER_READ).map((email) => memberDoc(email));
    const snapshots = await adminDb().getAll(...refs);
    for (const snapshot of snapshots) {
      const data = snapshot.data();
      if (!data) continue;
      const { courseIds: active } = parseMemberRecord(data, nowMs);
      if (isForMember(announcement, active) && wantsMail(mailPreferencesOf(data), 'announcements'))
        audience.push(snapshot.id);
    }
  }
  return audience;
}

/**
 * E-mails the announcement to its audience through the outbox, a few at a time. Each
 * message's id is `announcement:<id>:<email>`, so running this again for the same
 * announcement queues nothing twice. A message that cannot be queued is logged and counted;
 * the others go on.
 */
export async function queueAnnouncementMail(announcement: Announcement): Promise<MailOutcome> {
  const { siteUrl } = getMailConfig();
  const audience = await fetchMailAudience(announcement);
  const outcome: MailOutcome = { queued: 0, duplicate: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < audience.length) {
      const email = audience[next++]!;
      try {
        outcome[await queueMail(announcementMail(announcement, email, siteUrl))]++;
      } catch (error) {
        outcome.failed++;
        log('error', 'could not queue an announcement e-mail', {
          announcement: announcement.id,
          error,
        });
      }
    }
  };
  await Promise.all(Array.from({ length: SENDING_AT_ONCE }, worker));
  return outcome;
}
