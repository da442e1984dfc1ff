import 'server-only';
import { appendAuditEntry, type ChangeBy } from '../audit';
import { adminDb } from '../firebase';
import { describeSession, sessionChangeDetail, sessionChanges } from './change-detail';
import {
  liveSessionDoc,
  liveSessionOf,
  newLiveSession,
  type LiveSession,
  type LiveSessionInput,
} from './types';

/** liveSessions/{id}: the sessions (lib/live/types.ts). No index needed: every read is the whole collection or one document. */
const liveSessions = () => adminDb().collection('liveSessions');

/** Every session, as stored; malformed documents are left out. */
export async function fetchLiveSessions(): Promise<LiveSession[]> {
  const snapshot = await liveSessions().get();
  return snapshot.docs
    .map((doc) => liveSessionOf(doc.id, doc.data()))
    .filter((session): session is LiveSession => session !== null)
    .sort((a, b) => a.startsAt - b.startsAt || a.id.localeCompare(b.id));
}

/** One session, or null. */
export async function fetchLiveSession(id: string): Promise<LiveSession | null> {
  if (!isSessionId(id)) return null;
  const doc = await liveSessions().doc(id).get();
  return liveSessionOf(doc.id, doc.data());
}

/** What an operator decides about a session; the rest (status, sequence, …) the store keeps. */
/** Firestore auto ids: a crafted id with a slash never names another path. */
const isSessionId = (id: unknown): id is string =>
  typeof id === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(id);

/**
 * Creates one session per start (a weekly series when more than one, sharing a seriesId),
 * with one audit entry in the same batch: member '', grant `live:<first id>`.
 */
export async function createLiveSessions(
  input: Omit<LiveSessionInput, 'startsAt'>,
  starts: readonly number[],
  by: ChangeBy,
  nowMs: number = Date.now(),
): Promise<LiveSession[]> {
  if (starts.length === 0) return [];
  const batch = adminDb().batch();
  const seriesId = starts.length > 1 ? liveSessions().doc().id : null;
  const created = starts.map((startsAt) => {
    const ref = liveSessions().doc();
    const session = newLiveSession({ id: ref.id, ...input, startsAt, seriesId }, nowMs);
    batch.create(ref, liveSessionDoc(session));
    return session;
  });
  const first = created[0]!;
  appendAuditEntry(batch, {
    at: nowMs,
    actor: by.actor,
    action: 'live session scheduled',
    member: '',
    grant: `live:${first.id}`,
    before: null,
    after: null,
    source: by.source,
    detail:
      created.length > 1
        ? `${describeSession(first)}, weekly, ${created.length} sessions (series ${seriesId})`
        : describeSession(first),
  });
  await batch.commit();
  return created;
}

/**
 * `unchanged`: the change left every field as it was, so nothing was written or audited.
 * `stale`: the edit was made from a page read before someone else changed the session.
 */
export type LiveChange =
  | { ok: true; before: LiveSession; after: LiveSession; unchanged?: true }
  | { ok: false; error: string; stale?: true };

export const SESSION_GONE = 'This session no longer exists.';
export const SESSION_CANCELLED = 'This session is cancelled; it cannot be changed.';
export const STALE_SESSION =
  'Someone else saved this session after this page was opened. The list below now shows their change; your edit is still in the form: check it, then save again to replace theirs.';

/**
 * Changes one session in a transaction: the change, `sequence` + 1, `updatedAt`, and an
 * audit entry. `change` answers the new fields, or an error to refuse with. A change that
 * changes nothing (a form saved as it was opened, or a saved edit sent again) writes nothing:
 * no new sequence, so no calendar or member hears of it. With `version` (the sequence the
 * edit's page showed), a session changed since is refused as stale.
 */
async function changeSession(
  id: string,
  action: string,
  by: ChangeBy,
  nowMs: number,
  change: (before: LiveSession) => Partial<LiveSession> | { error: string },
  version?: number,
): Promise<LiveChange> {
  if (!isSessionId(id)) return { ok: false, error: SESSION_GONE };
  const ref = liveSessions().doc(id);
  return adminDb().runTransaction(async (transaction): Promise<LiveChange> => {
    const before = liveSessionOf(id, (await transaction.get(ref)).data());
    if (!before) return { ok: false, error: SESSION_GONE };
    if (before.status === 'cancelled') return { ok: false, error: SESSION_CANCELLED };
    const fields = change(before);
    if ('error' in fields && typeof fields.error === 'string')
      return { ok: false, error: fields.error };
    const changed: LiveSession = { ...before, ...(fields as Partial<LiveSession>), id };
    if (changed.status === before.status && sessionChanges(before, changed).length === 0)
      return { ok: true, before, after: before, unchanged: true };
    if (version !== undefined && version !== before.sequence)
      return { ok: false, error: STALE_SESSION, stale: true };
    const after: LiveSession = { ...changed, sequence: before.sequence + 1, updatedAt: nowMs };
    transaction.set(ref, liveSessionDoc(after));
    appendAuditEntry(transaction, {
      at: nowMs,
      actor: by.actor,
      action,
      member: '',
      grant: `live:${id}`,
      before: null,
      after: null,
      source: by.source,
      detail: sessionChangeDetail(before, after),
    });
    return { ok: true, before, after };
  });
}

/** Edits a scheduled session; `version`: the sequence the edit was made from (see changeSession). */
export function updateLiveSession(
  id: string,
  input: LiveSessionInput,
  by: ChangeBy,
  { nowMs = Date.now(), version }: { nowMs?: number; version?: number } = {},
): Promise<LiveChange> {
  return changeSession(id, 'live session changed', by, nowMs, () => ({ ...input }), version);
}

/** Cancels a scheduled session (it stays, as cancelled: calendars need to hear of it). */
export function cancelLiveSession(
  id: string,
  by: ChangeBy,
  nowMs: number = Date.now(),
): Promise<LiveChange> {
  return changeSession(id, 'live session cancelled', by, nowMs, () => ({ status: 'cancelled' }));
}

export const NOT_OVER_YET = 'A recording can be added once the session is over.';

/** Sets (or, with null, removes) the recording of a session that is over. */
export function setLiveRecording(
  id: string,
  recordingVideoId: string | null,
  by: ChangeBy,
  nowMs: number = Date.now(),
): Promise<LiveChange> {
  return changeSession(id, 'live recording set', by, nowMs, (before) =>
    before.startsAt + before.durationMinutes * 60_000 > nowMs
      ? { error: NOT_OVER_YET }
      : { recordingVideoId },
  );
}
