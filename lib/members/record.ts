import { isTimeZone } from '../env/client';
import { isLocale, type Locale } from '../i18n/client';
import { classActivityOfRecord, type ClassActivity } from './class-activity';
import { activeCourseIds, grantsOfRecord, type Grants } from './grants';
import { visitsOfRecord, type Visits } from './visits';

/** A class's progress as users/{email}.progress.{classId} holds it. */
export type ClassProgress = {
  courseId: string;
  position: number;
  duration: number;
  completed: boolean;
  /** When it was last saved (ms), when known. */
  updatedAt?: number;
};

/**
 * users/{email}: everything a members request needs about the member, in one read:
 * the Firebase account bound to it (`uid`: the one provisioning created or adopted for the
 * record; null when none is), their grants and the courses those give at the time of the
 * read, the sessions that are still open (by id, with their expiry in ms), their
 * progress by class, when they were on /home (visits.ts) and how far they have read the announcements.
 */
export type MemberRecord = {
  uid: string | null;
  courseIds: string[];
  grants: Grants;
  sessions: ReadonlyMap<string, number>;
  progress: ReadonlyMap<string, ClassProgress>;
  visits: Visits;
  /** The publish time (ms) of the newest announcement the member has seen; 0 for none. */
  announcementsReadAt: number;
  /** The language the member chose (lib/i18n), or null before any choice. */
  language: Locale | null;
  /**
   * The member's IANA time zone (TIME_ZONE_FIELD), taken from their browser the first time a
   * members' page hydrates, or null before that: every time the server renders or e-mails
   * them is in this zone, so nothing changes after hydration.
   */
  timeZone: string | null;
  /** Disabled by an operator (DISABLED_FIELD): no session, feed or e-mail of any kind. */
  disabled: boolean;
  /**
   * How many of the member's Traders Hub questions have answers they have not seen
   * (UNSEEN_ANSWERS_FIELD, kept by lib/community with every answer, deletion and visit to
   * the hub), so the header shows it from the record it reads anyway.
   */
  unseenAnswers: number;
  /**
   * The classes the member has notes and trades on (class-activity.ts), or null when the
   * record cannot say (no marker yet): a class page skips the queries the sets rule out.
   */
  classActivity: ClassActivity | null;
  /**
   * The Traders Hub questions the member said "me too" to (ME_TOO_FIELD, kept by
   * lib/community's toggleMeToo), and since when the record keeps them (ME_TOO_SINCE_FIELD,
   * ms): a mark made before then may be missing from `threadIds`. Null before the member's
   * first "me too" kept here.
   */
  meToo: { threadIds: ReadonlySet<string>; since: number } | null;
  /** The member has a private calendar feed (CALENDAR_FEED_FIELD names its token's hash). */
  hasCalendarFeed: boolean;
};

/**
 * users/{email}.calendarFeed: the SHA-256 of the member's private calendar feed token
 * (lib/calendar), whose cache entry holds the member's grants (access-cache.ts).
 */
export const CALENDAR_FEED_FIELD = 'calendarFeed';

/** Whether the record (as stored) names a calendar feed. */
export const hasCalendarFeedOfRecord = (data: Record<string, unknown> | undefined): boolean =>
  typeof data?.[CALENDAR_FEED_FIELD] === 'string' && data[CALENDAR_FEED_FIELD] !== '';

/** users/{email}.communityUnseenAnswers: MemberRecord.unseenAnswers as stored. */
export const UNSEEN_ANSWERS_FIELD = 'communityUnseenAnswers';
/** users/{email}.communityMeToo and .communityMeTooSince: MemberRecord.meToo as stored. */
export const ME_TOO_FIELD = 'communityMeToo';
export const ME_TOO_SINCE_FIELD = 'communityMeTooSince';

/**
 * users/{email}.disabled: true while an operator has the member disabled. Written with the
 * account's change (setDisabled); every request, the calendar feed and every e-mail's
 * recipient check read it from the record they read anyway.
 */
export const DISABLED_FIELD = 'disabled';

/** users/{email}.timeZone: the member's IANA time zone (MemberRecord.timeZone). */
export const TIME_ZONE_FIELD = 'timeZone';

/** Zones already found valid: every request parses a record, and checking builds an Intl formatter. */
const knownZones = new Set<string>();

/** The record's time zone as stored: a zone this runtime knows, else null. */
export function timeZoneOfRecord(data: Record<string, unknown> | undefined): string | null {
  const zone = data?.[TIME_ZONE_FIELD];
  if (typeof zone !== 'string') return null;
  if (knownZones.has(zone)) return zone;
  if (!isTimeZone(zone)) return null;
  knownZones.add(zone);
  return zone;
}

/** Whether the record (as stored) says its member is disabled. */
export const isRecordDisabled = (data: Record<string, unknown> | undefined): boolean =>
  data?.[DISABLED_FIELD] === true;

const number = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;
/** A Firestore Timestamp (or a number of ms) as ms; anything else as undefined. */
function millisOf(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  const toMillis = (value as { toMillis?: unknown } | null)?.toMillis;
  return typeof toMillis === 'function' ? (toMillis.call(value) as number) : undefined;
}
const entries = (field: unknown): Array<[string, unknown]> =>
  field && typeof field === 'object' && !Array.isArray(field) ? Object.entries(field) : [];

/**
 * The browser's zone when the record should take it: a zone Intl knows, other than the one
 * saved (none saved included); else null (nothing to save).
 */
export function zoneToSave(saved: string | null, browser: string | undefined): string | null {
  if (!browser || browser === saved || !isTimeZone(browser)) return null;
  return browser;
}

function meTooOfRecord(data: Record<string, unknown> | undefined): MemberRecord['meToo'] {
  const ids: unknown = data?.[ME_TOO_FIELD];
  if (!Array.isArray(ids)) return null;
  return {
    threadIds: new Set(ids.filter((id): id is string => typeof id === 'string')),
    // Without its instant, any older mark may be missing: every one is checked.
    since: millisOf(data?.[ME_TOO_SINCE_FIELD]) ?? Number.POSITIVE_INFINITY,
  };
}

/**
 * Reads a record as stored; a missing record or malformed field reads as empty. The
 * courses are those of the grants still active at `nowMs`.
 */
export function parseMemberRecord(
  data: Record<string, unknown> | undefined,
  nowMs: number = Date.now(),
): MemberRecord {
  const sessions = new Map<string, number>();
  for (const [id, expiresAt] of entries(data?.sessions)) {
    if (typeof expiresAt === 'number') sessions.set(id, expiresAt);
  }
  const progress = new Map<string, ClassProgress>();
  for (const [classId, value] of entries(data?.progress)) {
    const entry = (value ?? {}) as Record<string, unknown>;
    const updatedAt = millisOf(entry.updatedAt);
    progress.set(classId, {
      courseId: typeof entry.courseId === 'string' ? entry.courseId : '',
      position: number(entry.position),
      duration: number(entry.duration),
      completed: entry.completed === true,
      ...(updatedAt !== undefined ? { updatedAt } : {}),
    });
  }
  const grants = grantsOfRecord(data);
  return {
    uid: typeof data?.uid === 'string' && data.uid ? data.uid : null,
    courseIds: activeCourseIds(grants, nowMs),
    grants,
    sessions,
    progress,
    visits: visitsOfRecord(data),
    announcementsReadAt: millisOf(data?.announcementsReadAt) ?? 0,
    language: isLocale(data?.language) ? data.language : null,
    timeZone: timeZoneOfRecord(data),
    disabled: isRecordDisabled(data),
    unseenAnswers: Math.max(0, Math.floor(number(data?.[UNSEEN_ANSWERS_FIELD]))),
    classActivity: classActivityOfRecord(data),
    meToo: meTooOfRecord(data),
    hasCalendarFeed: hasCalendarFeedOfRecord(data),
  };
}

/**
 * Whether the record is bound to this account, not disabled, and the session with this id
 * was opened on it and has not been ended or run out. An account whose e-mail address was changed to
 * the record's opens nothing: the record is bound to the account it was made for.
 */
export function isSessionOpen(
  record: MemberRecord,
  session: { uid: string; id: string },
  nowMs: number,
): boolean {
  return (
    !record.disabled && record.uid === session.uid && (record.sessions.get(session.id) ?? 0) > nowMs
  );
}

/** Most sessions a member keeps open at once; signing in on another device drops the oldest. */
export const MAX_OPEN_SESSIONS = 20;

/** The sessions left after opening one: expired ones dropped, the newest MAX_OPEN_SESSIONS kept. */
export function withSessionOpened(
  sessions: ReadonlyMap<string, number>,
  opened: { id: string; expiresAt: number },
  nowMs: number,
): Record<string, number> {
  const open = [...sessions].filter(([id, expiresAt]) => expiresAt > nowMs && id !== opened.id);
  open.push([opened.id, opened.expiresAt]);
  return Object.fromEntries(open.sort((a, b) => b[1] - a[1]).slice(0, MAX_OPEN_SESSIONS));
}
