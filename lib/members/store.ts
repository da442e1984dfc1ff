import 'server-only';
import { adminAuth, adminDb } from '../firebase';
import type { Locale } from '../i18n/client';
import { accessTags, expireAccessTags } from './access-cache';
import { userDocPath } from './course-ids';
import {
  DISABLED_FIELD,
  parseMemberRecord,
  TIME_ZONE_FIELD,
  withSessionOpened,
  type MemberRecord,
} from './record';
import { VISITS_FIELD, visitsAfterLoad, type Visits } from './visits';

const READ_TIMEOUT_MS = 10_000;

export const memberDoc = (email: string) => adminDb().doc(userDocPath(email));

/**
 * The collections kept under a member's record, users/{email}/{name}: a move carries every
 * one (move.ts), so a new one is named here. `counters` holds the others' running totals;
 * `progress` is the layout before progress moved into the record (migrate.ts reads it).
 */
export const MEMBER_COLLECTIONS = ['notes', 'counters', 'progress', 'trades'] as const;
export type MemberCollection = (typeof MEMBER_COLLECTIONS)[number];

export const memberCollection = (email: string, name: MemberCollection) =>
  memberDoc(email).collection(name);

async function withTimeout<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} did not answer within ${READ_TIMEOUT_MS} ms`)),
      READ_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** One read of users/{email}; throws when Firestore fails or does not answer in time. */
export async function fetchMemberRecord(email: string): Promise<MemberRecord> {
  const snapshot = await withTimeout(memberDoc(email).get(), 'Firestore');
  return parseMemberRecord(snapshot.data());
}

/**
 * Records a new session as open until it expires (ms), dropping ones that ran out, when
 * the record is bound to the account signing in; says whether it did. A record bound to
 * another account, or to none, opens no session.
 */
export async function recordSessionOpened(
  account: { uid: string; email: string },
  session: { id: string; expiresAt: number },
): Promise<boolean> {
  const doc = memberDoc(account.email);
  return adminDb().runTransaction(async (transaction) => {
    const { uid, sessions } = parseMemberRecord((await transaction.get(doc)).data());
    if (uid !== account.uid) return false;
    const open = withSessionOpened(sessions, session, Date.now());
    // The whole map is replaced, so sessions that ran out are gone from the record.
    transaction.set(doc, { sessions: open }, { mergeFields: ['sessions'] });
    return true;
  });
}

/** The key (e-mail) of the record bound to this Firebase account, or null. */
export async function fetchRecordBoundTo(uid: string): Promise<string | null> {
  const snapshot = await adminDb().collection('users').where('uid', '==', uid).limit(1).get();
  return snapshot.docs[0]?.id ?? null;
}

/**
 * Marks the record disabled or enabled (DISABLED_FIELD) and expires what the shared cache
 * holds of the member's access (their calendar feed's owner), on every instance.
 */
export async function recordDisabled(email: string, disabled: boolean): Promise<void> {
  const doc = memberDoc(email);
  const record = await adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(doc);
    // No record: nothing it could open or be sent (a record made later starts enabled).
    if (snapshot.exists) transaction.update(doc, { [DISABLED_FIELD]: disabled });
    return snapshot.data();
  });
  expireAccessTags(accessTags(record));
}

/** Ends every session of the member at once: the next request with any of them is refused. */
export async function recordSessionsEnded(email: string): Promise<void> {
  await memberDoc(email).set({ sessions: {} }, { mergeFields: ['sessions'] });
}

/**
 * Ends every session of the member, on every device: the record first (that is what each
 * request checks), then Firebase's refresh tokens (which also ends sign-ins elsewhere).
 */
export async function endSessions(account: { uid: string; email: string }): Promise<void> {
  await recordSessionsEnded(account.email);
  await adminAuth().revokeRefreshTokens(account.uid);
}

/**
 * Notes that the member is on /home at `nowMs`, when visits.ts says a write is due (at most
 * every few minutes). `visits` is what the request's record read: no read here. An update,
 * so a record that is gone is not brought back by it.
 */
export async function recordVisit(email: string, visits: Visits, nowMs: number): Promise<void> {
  const next = visitsAfterLoad(visits, nowMs);
  if (next) await memberDoc(email).update({ [VISITS_FIELD]: next });
}

/**
 * Moves the member's announcements read marker forward to `readAt` (ms); never creates a
 * record. The caller passes a marker later than the one it read.
 */
export async function recordAnnouncementsRead(email: string, readAt: number): Promise<void> {
  await memberDoc(email).update({ announcementsReadAt: readAt });
}

/**
 * Saves the member's time zone (an IANA name the caller has checked with isTimeZone);
 * never creates a record.
 */
export async function saveMemberTimeZone(email: string, timeZone: string): Promise<void> {
  await memberDoc(email).update({ [TIME_ZONE_FIELD]: timeZone });
}

/** Saves the member's language (lib/i18n); never creates a record. */
export async function saveMemberLanguage(email: string, language: Locale): Promise<void> {
  await memberDoc(email).update({ language });
}
