import 'server-only';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { appendAuditEntry, type AuditEntry, type ChangeBy } from '../audit';
import { adminDb, keysetPage, rowsToRead, type Cursor } from '../firebase';
import { decideRate } from '../rate-limit';
import type { RateCheck, RateScope } from './rate-limit';
import type { ContactMessage } from './schema';

export const MESSAGES = 'contactMessages';
export const RATE_LIMITS = 'contactRateLimits';

/**
 * How long a contact message is kept (the privacy policy's retention section): its
 * `expiresAt`, which a TTL policy deletes it after (docs/operating.md).
 */
export const MESSAGE_RETENTION_MS = 2 * 365 * 24 * 60 * 60 * 1000;

/**
 * off: no forms service configured; sent: forwarded; retry: forwarding failed, resend later;
 * held: over the sender's or the site's forwarding limit (`heldBy`), kept for the inbox only.
 */
export type ForwardStatus = 'off' | 'sent' | 'retry' | 'held';

export type StoredMessage = ContactMessage & {
  createdAt: Timestamp;
  /**
   * When the TTL policy deletes it: MESSAGE_RETENTION_MS after it was sent. Messages stored
   * before 3 December 2026 lack it (docs/operating.md).
   */
  expiresAt?: Timestamp;
  forwardStatus: ForwardStatus;
  forwardAttempts: number;
  forwardError?: string | null;
  /** The limit that held it back from forwarding (held only). */
  heldBy?: RateScope;
  /** While a retry forwards it (ms): no other retry may until then (claimForward). */
  forwardClaimUntil?: number | null;
  /** Set by an operator in the console's inbox; messages stored before it existed lack it. */
  handled?: boolean;
  handledBy?: string | null;
};

export async function saveMessage(
  message: ContactMessage,
  forwardStatus: ForwardStatus,
  heldBy?: RateScope,
) {
  const ref = await adminDb()
    .collection(MESSAGES)
    .add({
      ...message,
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(Date.now() + MESSAGE_RETENTION_MS),
      forwardStatus,
      ...(heldBy ? { heldBy } : {}),
      forwardAttempts: 0,
      handled: false,
    });
  return ref.id;
}

/**
 * How long a retry holds a message it forwards: well past forwardMessage's 10 s timeout, so
 * a claim outlives its attempt, and short enough that one whose server died is retried soon.
 */
export const FORWARD_CLAIM_MS = 60_000;

export type ForwardClaim =
  { status: 'claimed'; message: ContactMessage } | { status: 'missing' | 'already-sent' | 'busy' };

/**
 * Claims a message for one forwarding attempt, in a transaction: refused when it is gone,
 * already sent, or claimed by another retry (the scheduled contact:retry, a second
 * operator) that has not recorded its outcome yet. recordForward ends the claim.
 */
export async function claimForward(id: string, nowMs = Date.now()): Promise<ForwardClaim> {
  const ref = adminDb().collection(MESSAGES).doc(id);
  return adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return { status: 'missing' };
    const data = snapshot.data() as StoredMessage;
    if (data.forwardStatus === 'sent') return { status: 'already-sent' };
    if ((data.forwardClaimUntil ?? 0) > nowMs) return { status: 'busy' };
    transaction.update(ref, { forwardClaimUntil: nowMs + FORWARD_CLAIM_MS });
    const { fullName, email, phone, subject, message } = data;
    return { status: 'claimed', message: { fullName, email, phone, subject, message } };
  });
}

/**
 * Records a forwarding attempt on the message (and ends its claim); with `by` (an operator's retry), its audit
 * entry is written in the same batch, so neither exists without the other.
 */
export async function recordForward(
  id: string,
  outcome: { ok: true } | { ok: false; error: string },
  by?: ChangeBy,
) {
  const db = adminDb();
  const batch = db.batch();
  batch.update(
    db.collection(MESSAGES).doc(id),
    outcome.ok
      ? {
          forwardStatus: 'sent',
          forwardAttempts: FieldValue.increment(1),
          forwardedAt: FieldValue.serverTimestamp(),
          forwardError: null,
          forwardClaimUntil: null,
        }
      : {
          forwardStatus: 'retry',
          forwardAttempts: FieldValue.increment(1),
          forwardError: outcome.error.slice(0, 500),
          forwardClaimUntil: null,
        },
  );
  if (by)
    appendAuditEntry(batch, messageAuditEntry(id, outcome.ok ? 'forwarded' : 'forward-failed', by));
  await batch.commit();
}

/** A message as the console's inbox lists it. */
export type InboxMessage = ContactMessage & {
  id: string;
  at: number;
  forwardStatus: ForwardStatus;
  forwardAttempts: number;
  forwardError: string | null;
  heldBy: RateScope | null;
  handled: boolean;
  handledBy: string | null;
};

/** open: not handled yet; handled: marked handled; all: every message, older ones included. */
export type InboxView = 'open' | 'handled' | 'all';

function inboxMessage(doc: DocumentSnapshot): InboxMessage {
  const data = doc.data() as StoredMessage;
  return {
    id: doc.id,
    fullName: data.fullName,
    email: data.email,
    phone: data.phone,
    subject: data.subject,
    message: data.message,
    // A just-written message's server timestamp can read as missing for an instant.
    at: data.createdAt?.toMillis?.() ?? 0,
    forwardStatus: data.forwardStatus,
    forwardAttempts: data.forwardAttempts ?? 0,
    forwardError: data.forwardError ?? null,
    heldBy: data.heldBy ?? null,
    handled: data.handled === true,
    handledBy: data.handledBy ?? null,
  };
}

/**
 * A page of the inbox, newest first (the open and handled views need the index in
 * firestore.indexes.json). Messages stored before `handled` existed appear under all only.
 */
export async function fetchInboxPage(
  view: InboxView,
  cursor: Cursor | null,
  limit = 50,
): Promise<{ messages: InboxMessage[]; next: string | null }> {
  let query = adminDb().collection(MESSAGES).orderBy('createdAt', 'desc');
  if (view !== 'all') query = query.where('handled', '==', view === 'handled');
  if (cursor) query = query.where('createdAt', '<', Timestamp.fromMillis(cursor.before + 1));
  const snapshot = await query.limit(rowsToRead(limit, cursor)).get();
  const page = keysetPage(snapshot.docs.map(inboxMessage), (m) => m.at, limit, cursor);
  return { messages: page.rows, next: page.next };
}

/** Marks a message handled (or open again); false when there is no such message. */
export async function setMessageHandled(
  id: string,
  handled: boolean,
  by: ChangeBy,
): Promise<boolean> {
  const ref = adminDb().collection(MESSAGES).doc(id);
  return adminDb().runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) return false;
    transaction.update(ref, {
      handled,
      handledBy: handled ? by.actor : null,
      handledAt: handled ? FieldValue.serverTimestamp() : null,
    });
    appendAuditEntry(transaction, messageAuditEntry(id, handled ? 'handled' : 'reopened', by));
    return true;
  });
}

/** What an operator did to a contact message, as the audit log names it (`message-<change>`). */
export type MessageChange = 'handled' | 'reopened' | 'forwarded' | 'forward-failed';

/**
 * An audit entry about a contact message: it is about no member's access (`member` is ''),
 * and `grant` names the message (`contact:<id>`), as plan entries name their plan.
 */
function messageAuditEntry(id: string, change: MessageChange, by: ChangeBy): AuditEntry {
  return {
    at: Date.now(),
    actor: by.actor,
    action: `message-${change}`,
    member: '',
    grant: `contact:${id}`,
    before: null,
    after: null,
    source: by.source,
  };
}

/** The ids of messages marked 'retry' (each is claimed before it is forwarded again). */
export async function messagesToRetry(limit: number): Promise<string[]> {
  const snapshot = await adminDb()
    .collection(MESSAGES)
    .where('forwardStatus', '==', 'retry')
    .select()
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.id);
}

function storedHits(snapshot: DocumentSnapshot): number[] {
  const stored: unknown = snapshot.get('hits');
  return Array.isArray(stored) ? stored.filter((t): t is number => typeof t === 'number') : [];
}

/** What the limits say of a message: refused, stored but held back from forwarding, or both. */
export type RateVerdict =
  | { outcome: 'refused'; scope: RateScope }
  | { outcome: 'held'; scope: RateScope }
  | { outcome: 'forward' };

/**
 * Decides one attempt against every check in one transaction. A check that refuses it
 * records nothing anywhere; a check that holds it records it only under the refusing ones
 * (the per-address count still grows, the forwarded counts do not); otherwise it counts
 * under every check. Each document carries `expiresAt` (its last hit plus the window) for
 * Firestore's TTL policy.
 */
export async function consumeRates(
  checks: readonly RateCheck[],
  now = Date.now(),
): Promise<RateVerdict> {
  const db = adminDb();
  const refs = checks.map((check) => db.collection(RATE_LIMITS).doc(check.id));
  return db.runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    const decisions = checks.map((check, i) =>
      decideRate(storedHits(snapshots[i]!), now, check.rule),
    );
    const over = (kind: RateCheck['over']) =>
      checks.find((check, i) => check.over === kind && !decisions[i]!.allowed);
    const refusing = over('refuse');
    if (refusing) return { outcome: 'refused', scope: refusing.scope };
    const holding = over('hold');
    checks.forEach((check, i) => {
      if (holding && check.over === 'hold') return;
      tx.set(refs[i]!, {
        hits: decisions[i]!.hits,
        expiresAt: Timestamp.fromMillis(now + check.rule.windowMs),
      });
    });
    return holding ? { outcome: 'held', scope: holding.scope } : { outcome: 'forward' };
  });
}
