import { isInAudience } from '../grants/client';
import { DEFAULT_LOCALE, isLocale, type Locale } from '../i18n/client';
import { activeCourseIds, grantsOfRecord, isRecordDisabled } from '../members/client';
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
 * disabled, without those courses any more or having turned the topic off meanwhile gets
 * nothing. A mail with no topic (not a member's mail) always may.
 */
export function stillReceives(
  mail: { unsubscribe: MailTopic | null; audience?: { readonly courseIds: readonly string[] } },
  recordData: Record<string, unknown> | undefined,
  nowMs: number,
): boolean {
  if (mail.unsubscribe === null) return true;
  return receivesMail(recordData, mail.audience ?? { courseIds: [] }, mail.unsubscribe, nowMs);
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
