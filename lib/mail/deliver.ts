import 'server-only';
import type { DocumentReference } from 'firebase-admin/firestore';
import { appendAuditEntry, type AuditEntry, type ChangeBy } from '../audit';
import { adminDb } from '../firebase';
import { memberDoc } from '../members';
import { foldAddress } from '../members/client';
import {
  attempt,
  outboxCollection,
  outboxRef,
  type AttemptOutcome,
  type OutboxDoc,
} from './outbox';
import { CLAIM_MS } from './outbox-rules';
import { stillReceives } from './recipients';

/**
 * Takes a due message for one sender: in a transaction, so of two instances running the
 * job at once only one gets it (the other's transaction re-reads it as claimed). The claim
 * lasts CLAIM_MS; a sender that dies mid-send leaves it due again after that. A member's
 * mail whose recipient no longer receives it is dropped instead (stillReceives), read in
 * the same transaction, as is one withdrawn while a sender had it (withdrawMail) or past
 * its use (`expiresAt`: a reminder once its session started).
 */
async function claim(
  ref: DocumentReference,
  now: number,
  force: boolean,
  by?: ChangeBy,
): Promise<OutboxDoc | 'dropped' | null> {
  return adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref);
    if (!snapshot.exists) return null;
    const doc = snapshot.data() as OutboxDoc;
    const due = typeof doc.nextAttemptAt === 'number' && doc.nextAttemptAt <= now;
    // An operator's retry takes a failed message or a waiting one, never one being sent.
    const retryable = doc.status === 'failed' || (doc.status === 'waiting' && force);
    if (!(force ? retryable : due) || doc.status === 'sent') return null;
    const record = doc.unsubscribe ? (await transaction.get(memberDoc(doc.to))).data() : undefined;
    const expired = typeof doc.expiresAt === 'number' && doc.expiresAt <= now;
    if (doc.withdrawn === true || expired || !stillReceives(doc, record, now)) {
      transaction.update(ref, { status: 'dropped', nextAttemptAt: null, updatedAt: now });
      return 'dropped';
    }
    transaction.update(ref, {
      status: 'sending',
      nextAttemptAt: now + CLAIM_MS,
      updatedAt: now,
    });
    if (by) appendAuditEntry(transaction, mailAuditEntry(ref.id, doc, by));
    return doc;
  });
}

export type DeliveryReport = Record<AttemptOutcome | 'dropped', number> & { skipped: number };

/**
 * The cron job: sends the messages due at `now` (a failed attempt's backoff ran out, or a
 * claim expired), oldest first, at most `limit` per run. Each is claimed before it is sent.
 */
export async function deliverDueMail({
  now = Date.now(),
  limit = 100,
}: { now?: number; limit?: number } = {}): Promise<DeliveryReport> {
  const snapshot = await outboxCollection()
    .where('nextAttemptAt', '<=', now)
    .orderBy('nextAttemptAt')
    .limit(limit)
    .get();
  const report: DeliveryReport = { sent: 0, waiting: 0, failed: 0, dropped: 0, skipped: 0 };
  for (const { ref } of snapshot.docs) {
    const doc = await claim(ref, now, false);
    if (!doc) {
      report.skipped++;
      continue;
    }
    report[doc === 'dropped' ? doc : await attempt(ref, doc)]++;
  }
  return report;
}

export type RetryResult = { status: AttemptOutcome | 'dropped' } | { status: 'missing' | 'busy' };

/**
 * An operator's Retry in the console: one more attempt at once for a failed or waiting
 * message, audited (the entry is written with the claim, so no retry goes unrecorded).
 */
export async function retryMail(docId: string, by: ChangeBy): Promise<RetryResult> {
  if (!/^[0-9a-f]{64}$/.test(docId)) return { status: 'missing' };
  const ref = outboxRef(docId);
  const doc = await claim(ref, Date.now(), true, by);
  if (!doc) return { status: (await ref.get()).exists ? 'busy' : 'missing' };
  return { status: doc === 'dropped' ? doc : await attempt(ref, doc) };
}

function mailAuditEntry(docId: string, doc: OutboxDoc, by: ChangeBy): AuditEntry {
  return {
    at: Date.now(),
    actor: by.actor,
    action: 'mail-retried',
    member: foldAddress(doc.to),
    detail: `retried the e-mail "${doc.subject}" after ${doc.attempts} attempt(s)`,
    grant: `mail:${docId}`,
    before: null,
    after: null,
    source: by.source,
  };
}

/** A message as the console's mail page lists it: no body, no link, only what to act on. */
export type MailProblem = {
  docId: string;
  to: string;
  subject: string;
  status: 'waiting' | 'failed';
  attempts: number;
  lastError: string | null;
  nextAttemptAt: number | null;
  createdAt: number;
};

/** The console's list: failed first, then waiting, newest first in each; `more` when cut. */
export type MailProblems = { problems: MailProblem[]; more: boolean };

function problemOf(snap: FirebaseFirestore.QueryDocumentSnapshot): MailProblem {
  const doc = snap.data() as OutboxDoc;
  return {
    docId: snap.id,
    to: doc.to,
    subject: doc.subject,
    status: doc.status as MailProblem['status'],
    attempts: doc.attempts,
    lastError: doc.lastError,
    nextAttemptAt: doc.status === 'waiting' ? doc.nextAttemptAt : null,
    createdAt: doc.createdAt,
  };
}

/**
 * Failed and waiting messages, failed first, newest first within each (at most `limit`).
 * One ordered query per status (index mailOutbox status + createdAt desc), so the failed
 * ones are never left out for waiting ones, and one more than `limit` says whether any are.
 */
export async function fetchMailProblems(limit = 200): Promise<MailProblems> {
  const newest = (status: MailProblem['status']) =>
    outboxCollection()
      .where('status', '==', status)
      .orderBy('createdAt', 'desc')
      .limit(limit + 1)
      .get();
  const [failed, waiting] = await Promise.all([newest('failed'), newest('waiting')]);
  const all = [...failed.docs, ...waiting.docs];
  return { problems: all.slice(0, limit).map(problemOf), more: all.length > limit };
}
