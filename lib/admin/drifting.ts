import 'server-only';
import { appendAuditEntry, type ChangeBy } from '../audit';
import { adminDb, formatCursor, parseCursor, type Cursor } from '../firebase';
import { memberKey, parseMemberRecord } from '../members';
import { DAY_MS } from '../time';
import {
  DRIFT_SCAN,
  driftDaysOf,
  lastClassOf,
  mayNudge,
  nextNudgeAt,
  type LastClass,
} from './drifting-rules';

/**
 * Drifting members (docs/console.md): users/{email} with access (`accessUntil` ahead) whose
 * `lastWatchedAt` (written with every progress save) is older than the threshold kept in
 * settings/console, newest-lapsed first. One range query on `lastWatchedAt` a page.
 * nudges/{email} records each member's last nudge, so none is nudged twice in 14 days.
 */

const settingsDoc = () => adminDb().doc('settings/console');
const nudgeDoc = (email: string) => adminDb().collection('nudges').doc(memberKey(email));

export async function fetchDriftDays(): Promise<number> {
  return driftDaysOf((await settingsDoc().get()).data());
}

/** Saves the threshold, with its audit entry in the same transaction. */
export async function saveDriftDays(days: number, by: ChangeBy): Promise<void> {
  await adminDb().runTransaction(async (transaction) => {
    const before = driftDaysOf((await transaction.get(settingsDoc())).data());
    transaction.set(settingsDoc(), { driftDays: days }, { merge: true });
    appendAuditEntry(transaction, {
      at: Date.now(),
      ...by,
      action: 'setting changed',
      member: '',
      grant: 'settings:console',
      before: null,
      after: null,
      detail: `days without watching before a member is drifting: ${before} → ${days}`,
    });
  });
}

export type DriftingMember = {
  email: string;
  lastWatchedAt: number;
  lastClass: LastClass | null;
  lastNudgedAt: number | null;
};

export type DriftingPage = { rows: DriftingMember[]; next: string | null; cutoff: number };

type Courses = Parameters<typeof lastClassOf>[1];

/**
 * One page: the next DRIFT_SCAN members who last watched before the cutoff, newest first,
 * of whom those with access now are listed (so a page may list fewer, even none, and still
 * have a next one). The cursor is the keyset pager's (lib/firebase): time, and how many
 * rows of that time were read.
 */
export async function fetchDriftingPage(
  options: { days: number; cursor?: string | null; courses: Courses },
  nowMs: number = Date.now(),
): Promise<DriftingPage> {
  const cutoff = nowMs - options.days * DAY_MS;
  const cursor: Cursor | null = parseCursor(options.cursor);
  const before = cursor ? Math.min(cursor.before + 1, cutoff) : cutoff;
  const skip = cursor && cursor.before + 1 <= cutoff ? cursor.skip : 0;
  const snapshot = await adminDb()
    .collection('users')
    .where('lastWatchedAt', '<', before)
    .orderBy('lastWatchedAt', 'desc')
    .limit(skip + DRIFT_SCAN + 1)
    .get();
  const scanned = snapshot.docs.slice(skip, skip + DRIFT_SCAN);
  const more = snapshot.docs.length > skip + DRIFT_SCAN;
  const time = (doc: FirebaseFirestore.QueryDocumentSnapshot) => doc.get('lastWatchedAt') as number;
  const lastTime = scanned.length > 0 ? time(scanned.at(-1)!) : null;
  const next =
    more && lastTime !== null
      ? formatCursor({
          before: lastTime,
          skip: snapshot.docs.slice(0, skip + DRIFT_SCAN).filter((d) => time(d) === lastTime)
            .length,
        })
      : null;
  const withAccess = scanned.filter((doc) => {
    const until = doc.get('accessUntil');
    return typeof until === 'number' && until > nowMs;
  });
  const nudges =
    withAccess.length > 0
      ? await adminDb().getAll(...withAccess.map((doc) => nudgeDoc(doc.id)))
      : [];
  const rows = withAccess.map((doc, i) => {
    const lastAt: unknown = nudges[i]?.get('lastAt');
    return {
      email: doc.id,
      lastWatchedAt: time(doc),
      lastClass: lastClassOf(parseMemberRecord(doc.data(), nowMs).progress, options.courses),
      lastNudgedAt: typeof lastAt === 'number' ? lastAt : null,
    };
  });
  return { rows, next, cutoff };
}

export type NudgeClaim =
  | { ok: true; record: Record<string, unknown> | undefined; at: number }
  | { ok: false; reason: 'recent'; until: number }
  | { ok: false; reason: 'no access' | 'turned off' };

/**
 * Claims the member's nudge for now, in one transaction with its audit entry: refused when
 * they were nudged in the last 14 days (whatever instance did it), have no access, or their
 * record does not `accept` it (they turned nudge e-mails off).
 */
export async function claimNudge(
  email: string,
  by: ChangeBy,
  accepts: (record: Record<string, unknown> | undefined) => boolean,
  nowMs = Date.now(),
): Promise<NudgeClaim> {
  const member = memberKey(email);
  return adminDb().runTransaction(async (transaction): Promise<NudgeClaim> => {
    const [nudge, record] = await Promise.all([
      transaction.get(nudgeDoc(member)),
      transaction.get(adminDb().doc(`users/${member}`)),
    ]);
    const lastAt: unknown = nudge.get('lastAt');
    const last = typeof lastAt === 'number' ? lastAt : null;
    if (!mayNudge(last, nowMs)) return { ok: false, reason: 'recent', until: nextNudgeAt(last!) };
    const until: unknown = record.get('accessUntil');
    if (typeof until !== 'number' || until <= nowMs) return { ok: false, reason: 'no access' };
    if (!accepts(record.data())) return { ok: false, reason: 'turned off' };
    transaction.set(nudgeDoc(member), { lastAt: nowMs, previousAt: last });
    appendAuditEntry(transaction, {
      at: nowMs,
      ...by,
      action: 'nudge',
      member,
      grant: 'mail:nudges',
      before: null,
      after: null,
      detail: 'nudge e-mail queued',
    });
    return { ok: true, record: record.data(), at: nowMs };
  });
}

/**
 * Gives a claim back when its e-mail could not be queued, so the member can be nudged
 * again; the audit log says so.
 */
export async function releaseNudge(email: string, at: number, by: ChangeBy): Promise<void> {
  const member = memberKey(email);
  await adminDb().runTransaction(async (transaction) => {
    const nudge = await transaction.get(nudgeDoc(member));
    if (nudge.get('lastAt') !== at) return;
    const previous: unknown = nudge.get('previousAt');
    if (typeof previous === 'number') transaction.set(nudgeDoc(member), { lastAt: previous });
    else transaction.delete(nudgeDoc(member));
    appendAuditEntry(transaction, {
      at: Date.now(),
      ...by,
      action: 'nudge failed',
      member,
      grant: 'mail:nudges',
      before: null,
      after: null,
      detail: 'the nudge e-mail could not be queued',
    });
  });
}
