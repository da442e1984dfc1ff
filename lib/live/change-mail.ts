import { INTL_LOCALES, zoneName, type Locale } from '../i18n';
import {
  mailDateTime,
  mailDuration,
  mailTranslator,
  mailZonedTime,
  renderMailLayout,
} from '../mail';
import { localizedText, type LiveSession } from './types';

export type SessionChange = 'changed' | 'cancelled';

/** What every mail about a live session tells of (OutgoingMail's `about`): its reminders and changes. */
export const liveSessionMailTopic = (sessionId: string) => `live:${sessionId}`;

/** The outbox id of one member's e-mail about one change: a second send of it is a no-op. */
export const sessionChangeMailId = (session: Pick<LiveSession, 'id' | 'sequence'>, email: string) =>
  `session-change:${session.id}:${session.sequence}:${email}`;

/**
 * The session's start in the member's zone when their record has one (taken from their
 * browser); else in the session's own zone and in UTC.
 */
function when(session: LiveSession, locale: Locale, memberZone: string | null): string {
  const zone = memberZone ?? session.timeZone;
  if (memberZone || zone === 'UTC') return mailZonedTime(session.startsAt, locale, zone);
  return mailTranslator(locale)('time.zonedAndUtc', {
    time: mailDateTime(session.startsAt, locale, zone),
    zone: zoneName(zone, INTL_LOCALES[locale]),
    utc: mailDateTime(session.startsAt, locale, 'UTC'),
  });
}

/**
 * The e-mail a member of the audience gets when a session changes or is cancelled
 * (`session`: as it is now), in the member's language and zone (`memberZone`), under the 'reminders' topic, so it
 * carries that topic's one-click unsubscribe.
 */
export function sessionChangeMail(
  kind: SessionChange,
  session: LiveSession,
  email: string,
  siteUrl: string,
  locale: Locale = 'en',
  memberZone: string | null = null,
) {
  const t = mailTranslator(locale);
  const { title, description } = localizedText(session, locale);
  const action = {
    label: t('sessionChange.action'),
    href: new URL('/home/live', siteUrl).toString(),
  };
  const subject =
    kind === 'cancelled'
      ? t('sessionChange.cancelledSubject', { title })
      : t('sessionChange.changedSubject', { title });
  const paragraphs =
    kind === 'cancelled'
      ? [t('sessionChange.cancelled', { title, when: when(session, locale, memberZone) })]
      : [
          t('sessionChange.changed', { title }),
          t('sessionChange.when', {
            when: when(session, locale, memberZone),
            duration: mailDuration(session.durationMinutes, locale),
          }),
          ...(description ? [description] : []),
          t('sessionChange.joinLink', { url: session.joinUrl }),
        ];
  return {
    id: sessionChangeMailId(session, email),
    to: email,
    subject,
    unsubscribe: 'reminders' as const,
    audience: { courseIds: session.courseIds },
    about: liveSessionMailTopic(session.id),
    // Of no use once the session is over.
    expiresAt: session.startsAt + session.durationMinutes * 60_000,
    language: locale,
    ...renderMailLayout({ heading: subject, paragraphs, action, locale }),
  };
}
