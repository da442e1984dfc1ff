import 'server-only';
import { loadCatalog } from '../content';
import { adminDb } from '../firebase';
import { fetchCourseMemberEmails, memberDoc } from '../members';
import { receivesMail } from './recipients';
import type { MailTopic } from './topics';

/** Records read per Firestore call. */
const RECORDS_PER_READ = 100;

/**
 * The addresses a mail about something meant for these courses goes to: members with any
 * of them now ([]: any catalog course, that is any access), who have not turned the topic
 * off. The candidates come from the course summaries, one indexed query per course, never a
 * scan of the members; then each candidate's record, read in batches, decides
 * (`receivesMail`): the summary only finds candidates.
 */
export async function fetchMailAudience(
  courseIds: readonly string[],
  topic: MailTopic,
  nowMs: number = Date.now(),
): Promise<string[]> {
  const courses =
    courseIds.length > 0 ? courseIds : (await loadCatalog()).courses.map((course) => course.id);
  const candidates = await fetchCourseMemberEmails(courses, nowMs);
  const audience: string[] = [];
  for (let i = 0; i < candidates.length; i += RECORDS_PER_READ) {
    const refs = candidates.slice(i, i + RECORDS_PER_READ).map((email) => memberDoc(email));
    for (const snapshot of await adminDb().getAll(...refs)) {
      if (receivesMail(snapshot.data(), { courseIds }, topic, nowMs)) audience.push(snapshot.id);
    }
  }
  return audience;
}
