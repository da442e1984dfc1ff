import 'server-only';
import { loadCatalog } from '../content';
import { adminDb } from '../firebase';
import { fetchCourseMemberEmails } from '../grants';
import { memberDoc, timeZoneOfRecord } from '../members';
import { mailLanguageOf, receivesMail, type MailRecipient } from './recipients';
import type { MailTopic } from './topics';

/** Records read per Firestore call. */
const RECORDS_PER_READ = 100;

/**
 * The members (address and language) a mail about something meant for these courses goes to: members with any
 * of them now ([]: any catalog course, that is any access), who have not turned the topic
 * off. The candidates come from the course summaries, one indexed query per course, never a
 * scan of the members; then each candidate's record, read in batches, decides
 * (`receivesMail`): the summary only finds candidates. The same record gives the language
 * the member's mail is written in and the zone its times are in, so no read more is made for it.
 */
export async function fetchMailAudience(
  courseIds: readonly string[],
  topic: MailTopic,
  nowMs: number = Date.now(),
): Promise<MailRecipient[]> {
  const courses =
    courseIds.length > 0 ? courseIds : (await loadCatalog()).courses.map((course) => course.id);
  const candidates = await fetchCourseMemberEmails(courses, nowMs);
  const audience: MailRecipient[] = [];
  for (let i = 0; i < candidates.length; i += RECORDS_PER_READ) {
    const refs = candidates.slice(i, i + RECORDS_PER_READ).map((email) => memberDoc(email));
    for (const snapshot of await adminDb().getAll(...refs)) {
      const data = snapshot.data();
      if (receivesMail(data, { courseIds }, topic, nowMs)) {
        audience.push({
          email: snapshot.id,
          language: mailLanguageOf(data),
          timeZone: timeZoneOfRecord(data),
        });
      }
    }
  }
  return audience;
}
