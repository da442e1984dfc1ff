import { renderMailLayout } from '../mail/client';
import { formatDuration, formatSessionTime } from './format';
import type { LiveSession } from './types';

export type SessionChange = 'changed' | 'cancelled';

/** The outbox id of one member's e-mail about one change: a second send of it is a no-op. */
export const sessionChangeMailId = (session: Pick<LiveSession, 'id' | 'sequence'>, email: string) =>
  `session-change:${session.id}:${session.sequence}:${email}`;

/** The session's start in its own zone and in UTC: the e-mail cannot know the member's zone. */
function when(session: LiveSession): string {
  const local = `${formatSessionTime(session.startsAt, session.timeZone)} (${session.timeZone})`;
  return session.timeZone === 'UTC'
    ? local
    : `${local}, ${formatSessionTime(session.startsAt, 'UTC')} UTC`;
}

/**
 * The e-mail a member of the audience gets when a session changes or is cancelled
 * (`session`: as it is now), under the 'reminders' topic, so it carries that topic's
 * one-click unsubscribe.
 */
export function sessionChangeMail(
  kind: SessionChange,
  session: LiveSession,
  email: string,
  siteUrl: string,
) {
  const action = {
    label: 'See your live sessions',
    href: new URL('/home/live', siteUrl).toString(),
  };
  const rendered =
    kind === 'cancelled'
      ? renderMailLayout({
          heading: `Cancelled: ${session.title}`,
          paragraphs: [
            `The live session “${session.title}”, planned for ${when(session)}, is cancelled.`,
          ],
          action,
        })
      : renderMailLayout({
          heading: `Changed: ${session.title}`,
          paragraphs: [
            `The live session “${session.title}” has changed.`,
            `It starts ${when(session)} and lasts ${formatDuration(session.durationMinutes)}.`,
            ...(session.description ? [session.description] : []),
            `Join link: ${session.joinUrl}`,
          ],
          action,
        });
  return {
    id: sessionChangeMailId(session, email),
    to: email,
    subject: kind === 'cancelled' ? `Cancelled: ${session.title}` : `Changed: ${session.title}`,
    unsubscribe: 'reminders' as const,
    ...rendered,
  };
}
