import 'server-only';
import { getMailConfig } from '../env';
import { log } from '../log';
import { fetchMailAudience, queueMail } from '../mail';
import type { Announcement } from './client';
import { announcementMail } from './mail';

const SENDING_AT_ONCE = 4;

export type MailOutcome = { queued: number; duplicate: number; failed: number };

/**
 * E-mails the announcement to its audience through the outbox, a few at a time, each member
 * in their language. Each
 * message's id is `announcement:<id>:<email>`, so running this again for the same
 * announcement queues nothing twice. A message that cannot be queued is logged and counted;
 * the others go on.
 */
export async function queueAnnouncementMail(announcement: Announcement): Promise<MailOutcome> {
  const { siteUrl } = getMailConfig();
  const audience = await fetchMailAudience(announcement.courseIds, 'announcements');
  const outcome: MailOutcome = { queued: 0, duplicate: 0, failed: 0 };
  let next = 0;
  const worker = async () => {
    while (next < audience.length) {
      const { email, language } = audience[next++]!;
      try {
        outcome[await queueMail(announcementMail(announcement, email, siteUrl, language))]++;
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
