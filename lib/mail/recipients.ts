import { classOpensAt, isInAudience } from '../grants/client';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/client';
import { activeCourseIds, grantsOfRecord, isRecordDisabled } from '../members/client';
import type { MailAudience } from './compose';
import { mailPreferencesOf, wantsMail } from './preferences';
import type { MailTopic } from './topics';

/**
 * Whether the member whose record (users/{email}) this is gets a mail about something meant
 * for these courses: not disabled, in its audience by their active grants now
 * (`isInAudience`: [] is anyone with some access) and not having turned the topic off.
 */
export function receivesMail(
  recordData: Record<string, unknown> | undefined,
  target: { readonly courseIds: readonly string[] },
  topic: MailTopic,
  nowMs: number,
): boolean {
  if (!recordData || isRecordDisabled(recordData)) return false;
  const courses = activeCourseIds(grantsOfRecord(recordData), nowMs);
  return isInAudience(target, courses) && wantsMail(mailPreferencesOf(recordData), topic);
}

/**
 * Whether a queued mail may still go out now, to the member its topic was meant for: a
 * retry comes up to hours later (or whenever an operator presses Retry), and a member
 * disabled, without its courses (each of them, for a mail naming something of `every`
 * one), without a class it names open (a course given again starts its release over) or
 * having turned the topic off meanwhile gets nothing. A mail with no topic (not a member's
 * mail) always may.
 */
export function stillReceives(
  mail: { unsubscribe: MailTopic | null; audience?: MailAudience },
  recordData: Record<string, unknown> | undefined,
  nowMs: number,
): boolean {
  if (mail.unsubscribe === null) return true;
  const audience = mail.audience ?? { courseIds: [] };
  if (!recordData || !receivesMail(recordData, audience, mail.unsubscribe, nowMs)) return false;
  const grants = grantsOfRecord(recordData);
  const active = activeCourseIds(grants, nowMs);
  if (audience.every && !audience.courseIds.every((id) => active.includes(id))) return false;
  return Object.entries(audience.opensAfterDays ?? {}).every(
    ([courseId, releaseAfterDays]) =>
      active.includes(courseId) &&
      classOpensAt(grants, courseId, { releaseAfterDays }, nowMs) === null,
  );
}

/**
 * Who a mail goes to, the language it is written in (their record's choice, else English)
 * and the time zone its times are in (their record's, taken from their browser; null: UTC).
 */
export type MailRecipient = { email: string; language: Locale; timeZone?: string | null };

/** The language a member's mail is written in: their record's `language`, else English. */
export function mailLanguageOf(recordData: Record<string, unknown> | undefined): Locale {
  return isLocale(recordData?.language) ? recordData.language : DEFAULT_LOCALE;
}
