import 'server-only';
import { FieldValue, Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { adminDb } from '../firebase';
import { decideRate } from '../sliding-window';
import type { RateCheck, RateScope } from './rate-limit';
import type { ContactMessage } from './schema';

export const MESSAGES = 'contactMessages';
export const RATE_LIMITS = 'contactRateLimits';

/** off: no forms service configured; sent: forwarded; retry: forwarding failed, resend later. */
export type ForwardStatus = 'off' | 'sent' | 'retry';

export type StoredMessage = ContactMessage & {
  createdAt: Timestamp;
  forwardStatus: ForwardStatus;
  forwardAttempts: number;
  forwardError?: string | null;
};

export async function saveMessage(message: ContactMessage, forwardStatus: ForwardStatus) {
  const ref = await adminDb()
    .collection(MESSAGES)
    .add({
      ...message,
      createdAt: FieldValue.serverTimestamp(),
      forwardStatus,
      forwardAttempts: 0,
    });
  return ref.id;
}

export async function recordForward(
  id: string,
  outcome: { ok: true } | { ok: false; error: string },
) {
  await adminDb()
    .collection(MESSAGES)
    .doc(id)
    .update(
      outcome.ok
        ? {
            forwardStatus: 'sent',
            forwardAttempts: FieldValue.increment(1),
            forwardedAt: FieldValue.serverTimestamp(),
            forwardError: null,
          }
        : {
            forwardStatus: 'retry',
            forwardAttempts: FieldValue.increment(1),
            forwardError: outcome.error.slice(0, 500),
          },
    );
}

export async function messagesToRetry(
  limit: number,
): Promise<Array<{ id: string; message: ContactMessage }>> {
  const snapshot = await adminDb()
    .collection(MESSAGES)
    .where('forwardStatus', '==', 'retry')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => {
    const data = doc.data() as StoredMessage;
    const { fullName, email, phone, subject, message } = data;
    return { id: doc.id, message: { fullName, email, phone, subject, message } };
  });
}

function storedHits(snapshot: DocumentSnapshot): number[] {
  const stored: unknown = snapshot.get('hits');
  return Array.isArray(stored) ? stored.filter((t): t is number => typeof t === 'number') : [];
}

/**
 * Records one attempt under every check, in one transaction, or under none when any check
 * refuses it; returns the refusing scope, or null when the attempt is allowed. Each
 * document carries `expiresAt` (its last hit plus the window) for Firestore's TTL policy.
 */
export async function consumeRates(
  checks: readonly RateCheck[],
  now = Date.now(),
): Promise<RateScope | null> {
  const db = adminDb();
  const refs = checks.map((check) => db.collection(RATE_LIMITS).doc(check.id));
  return db.runTransaction(async (tx) => {
    const snapshots = await tx.getAll(...refs);
    const decisions = checks.map((check, i) =>
      decideRate(storedHits(snapshots[i]!), now, check.rule),
    );
    const refused = checks.findIndex((_, i) => !decisions[i]!.allowed);
    if (refused >= 0) return checks[refused]!.scope;
    checks.forEach((check, i) => {
      tx.set(refs[i]!, {
        hits: decisions[i]!.hits,
        expiresAt: Timestamp.fromMillis(now + check.rule.windowMs),
      });
    });
    return null;
  });
}
