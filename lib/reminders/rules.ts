import type { Locale } from '../i18n';
import { localizedText, type LiveSession } from '../live/client';
import { mailTranslator, mailZonedTime, renderMailLayout } from '../mail';

/** The two reminders a member gets of a session: a day before, and an hour before. */
export type ReminderKind = '24h' | '1h';

const HOUR_MS = 3_600_000;
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = {
  '24h': 24 * HOUR_MS,
  '1h': HOUR_MS,
};

/**
 * The reminder a session is due for at `nowMs`, or null: the 1-hour one from an hour before
 * its start, the 24-hour one from a day before until the hour before. So a session first
 * seen (or scheduled) within the hour gets only the 1-hour reminder, never both at once,
 * and nothing is sent for a cancelled session or one that has started.
 */
export function dueReminderKind(
  session: Pick<LiveSession, 'status' | 'startsAt'>,
  nowMs: number,
): ReminderKind | null {
  if (session.status !== 'scheduled') return null;
  const lead = session.startsAt - nowMs;
  if (lead <= 0) return null;
  if (lead <= REMINDER_LEAD_MS['1h']) return '1h';
  if (lead <= REMINDER_LEAD_MS['24h']) return '24h';
  return null;
}

export type DueReminder = { session: LiveSession; kind: ReminderKind };

/** Every session's due reminder, soonest first. */
export function dueReminders(sessions: readonly LiveSession[], nowMs: number): DueReminder[] {
  return sessions
    .map((session) => ({ session, kind: dueReminderKind(session, nowMs) }))
    .filter((due): due is DueReminder => due.kind !== null)
    .sort(
      (a, b) => a.session.startsAt - b.session.startsAt || a.session.id.localeCompare(b.session.id),
    );
}

/**
 * The one id a reminder has, whichever instance or run sends it: queueMail stores a
 * message once per id. The start time is part of it, so a session moved to another time
 * reminds again for the new time; a member, session, kind and start get one message.
 */
export function reminderMailId(
  kind: ReminderKind,
  session: Pick<LiveSession, 'id' | 'startsAt'>,
  email: string,
): string {
  return `reminder-${kind}:${session.id}@${session.startsAt}:${email}`;
}

/** The progress document of one session's reminder of one kind (liveReminders/{id}). */
export function reminderRunId(kind: ReminderKind, session: Pick<LiveSession, 'id' | 'startsAt'>) {
  return `${session.id}-${session.startsAt}-${kind}`;
}

/** "in 24 hours", "in 3 hours", "in 45 minutes": the time left, as the reminder says it. */
export function timeLeftText(startsAt: number, nowMs: number, locale: Locale = 'en'): string {
  const t = mailTranslator(locale);
  const minutes = Math.max(1, Math.round((startsAt - nowMs) / 60_000));
  if (minutes < 90) return t('reminder.inMinutes', { minutes });
  return t('reminder.inHours', { hours: Math.round(minutes / 60) });
}

/**
 * The start in the member's own zone, the one on their record (taken from their browser):
 * "Sat, 5 Dec 2026, 03:50 (Malaysia Time)"; before the record has one, in UTC, which a
 * reader anywhere can place: "Fri, 4 Dec 2026, 12:30 UTC", "Jumaat, 4 Dis 2026, 12:30 UTC".
 */
export function startText(
  startsAt: number,
  locale: Locale = 'en',
  timeZone: string | null = null,
): string {
  return mailZonedTime(startsAt, locale, timeZone ?? 'UTC');
}

/** The reminder e-mail's subject and body in the member's language (one layout, lib/mail). */
export function reminderMail(
  session: Pick<LiveSession, 'title' | 'startsAt' | 'durationMinutes' | 'joinUrl'> &
    Partial<Pick<LiveSession, 'description' | 'translations'>>,
  {
    siteUrl,
    nowMs,
    locale = 'en',
    timeZone = null,
  }: { siteUrl: string; nowMs: number; locale?: Locale; timeZone?: string | null },
): { subject: string; text: string; html: string; language: Locale } {
  const t = mailTranslator(locale);
  const left = timeLeftText(session.startsAt, nowMs, locale);
  const title = localizedText(session, locale).title;
  return {
    subject: t('reminder.subject', { title, left }),
    language: locale,
    ...renderMailLayout({
      heading: t('reminder.heading', { title, left }),
      paragraphs: [
        t('reminder.starts', {
          start: startText(session.startsAt, locale, timeZone),
          minutes: session.durationMinutes,
        }),
        t('reminder.join', { url: new URL('/home/live', siteUrl).href }),
      ],
      action: { label: t('reminder.action'), href: session.joinUrl },
      locale,
    }),
  };
}
