import 'server-only';
import { getServerEnv } from '../env';
import { log } from '../log';
import { fetchMailAudience, queueMail, withdrawMail } from '../mail';
import { liveSessionMailTopic, sessionChangeMail, type SessionChange } from './change-mail';
import { endsAt, type LiveSession } from './types';

/** E-mails queued at once. */
const SEND_AT_ONCE = 8;

/** `unread`: the audience could not be read (logged), so nobody was e-mailed. */
export type Notified = { told: number; failed: number; unread?: true };

/**
 * E-mails the audience of a session that changed or was cancelled (not one already over):
 * its members who have not turned the 'reminders' topic off (`fetchMailAudience`), each in
 * their own language. First the session's mails not sent yet (reminders and earlier changes
 * waiting for a retry) are withdrawn: they give a time, a link or an audience that is no
 * longer the session's. It runs after the change is saved, so a failure to read the
 * audience is logged and answered (`unread`), not thrown: the change stands, and the
 * operator is told that nobody was e-mailed.
 */
export async function notifySessionChange(
  kind: SessionChange,
  change: { before: LiveSession; after: LiveSession },
  nowMs: number = Date.now(),
): Promise<Notified> {
  const { before, after } = change;
  await withdrawMail(liveSessionMailTopic(after.id));
  if (endsAt(before) <= nowMs && endsAt(after) <= nowMs) return { told: 0, failed: 0 };
  let recipients: Awaited<ReturnType<typeof fetchMailAudience>>;
  try {
    recipients = await fetchMailAudience(after.courseIds, 'reminders', nowMs);
  } catch (error) {
    log('error', 'could not read a live session audience', { session: after.id, error });
    return { told: 0, failed: 0, unread: true };
  }
  const siteUrl = getServerEnv().SITE_URL;
  let failed = 0;
  for (let i = 0; i < recipients.length; i += SEND_AT_ONCE) {
    const results = await Promise.allSettled(
      recipients
        .slice(i, i + SEND_AT_ONCE)
        .map(({ email, language, timeZone }) =>
          queueMail(sessionChangeMail(kind, after, email, siteUrl, language, timeZone ?? null)),
        ),
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
