import 'server-only';
import { userInfo } from 'node:os';
import type { Transaction, WriteBatch } from 'firebase-admin/firestore';
import { adminDb, keysetPage, rowsToRead, type Cursor } from '../firebase';

/**
 * auditLog/{auto}: one entry for every change of a member's access or account, whoever
 * made it. `actor` is who (an operator's e-mail, `cli:<user>`, `stripe`, `grants-api`),
 * `source` what carried the change (the console, the command, an event id, an external
 * reference), `grant` which of the member's grants changed (`account` for a change to the
 * account itself: disable, enable, operator role) and `before`/`after` that grant (null:
 * none). A change of a payment plan is about no member: `member` is '', `grant` is
 * `plan:<price>` (the source of the grants the plan gives) and `plan` holds the plan before
 * and after. So is an operator's change of a contact message: `grant` is `contact:<id>`.
 * `detail`: what a change of the account did, in words (an address it moved from and to).
 * `status`: only on an entry for a change made outside Firestore (Firebase Auth), which
 * is written `pending` before the change and marked `done` or `failed` after it, so no
 * such change happens without a trace; one left `pending` may or may not have happened.
 */
export type AuditEntry = {
  at: number;
  actor: string;
  action: string;
  member: string;
  grant: string;
  before: AuditedGrant | null;
  after: AuditedGrant | null;
  source: string;
  plan?: { before: unknown; after: unknown };
  detail?: string;
  status?: AuditStatus;
};

export type AuditStatus = 'pending' | 'done' | 'failed';

/** A grant as an entry records it: the shape of lib/members' Grant, which this log sits below. */
export type AuditedGrant = {
  courses: string[];
  source: string;
  accessUntil?: number;
  /** Why it ended early (a refund, a dispute). */
  reason?: string;
};

const auditLog = () => adminDb().collection('auditLog');

/** Who makes a change and what carries it, as the audit log records them. */
export type ChangeBy = { actor: string; source: string };

/** The `grant` of entries about the account rather than one of its grants. */
export const ACCOUNT_CHANGE = 'account';

export const byCli = (): ChangeBy => ({ actor: cliActor(), source: 'members cli' });
export const byOperator = (email: string): ChangeBy => ({ actor: email, source: 'admin console' });

/** Appends an entry for a change that made no write of its own (a refusal, an e-mail sent). */
export async function recordAuditEntry(entry: AuditEntry): Promise<void> {
  await auditLog().add(entry);
}

/** An entry written `pending` before a change outside Firestore; settle it after the change. */
export type PendingAuditEntry = { id: string };

export async function beginAuditEntry(entry: AuditEntry): Promise<PendingAuditEntry> {
  const ref = auditLog().doc();
  await ref.create({ ...entry, status: 'pending' });
  return { id: ref.id };
}

/** Marks the entry `done` or `failed`, in the transaction or batch that completes the change. */
export function settleAuditEntry(
  writes: Transaction | WriteBatch,
  pending: PendingAuditEntry,
  status: 'done' | 'failed',
): void {
  // Narrowed to one of the two: their overloads do not unify.
  (writes as WriteBatch).update(auditLog().doc(pending.id), { status });
}

/**
 * Makes a change outside Firestore (Firebase Auth) with its entry written before it: the
 * entry is `pending` while the change runs, then `done`, or `failed` when it throws. A
 * crash between the two leaves it `pending`: never an Auth change without a trace.
 */
export async function withAuditEntry<T>(entry: AuditEntry, change: () => Promise<T>): Promise<T> {
  const pending = await beginAuditEntry(entry);
  const settle = async (status: 'done' | 'failed') => {
    const batch = adminDb().batch();
    settleAuditEntry(batch, pending, status);
    await batch.commit();
  };
  let result: T;
  try {
    result = await change();
  } catch (error) {
    await settle('failed').catch(() => undefined);
    throw error;
  }
  await settle('done');
  return result;
}

/**
 * Appends the entry in the transaction or batch that makes the change, so neither exists
 * without the other.
 */
export function appendAuditEntry(writes: Transaction | WriteBatch, entry: AuditEntry): void {
  writes.create(auditLog().doc(), entry);
}

/** The member's latest entries, newest first (needs the index in firestore.indexes.json). */
export async function fetchAuditEntries(member: string, limit = 10): Promise<AuditEntry[]> {
  const snapshot = await auditLog()
    .where('member', '==', member)
    .orderBy('at', 'desc')
    .limit(limit)
    .get();
  return snapshot.docs.map((doc) => doc.data() as AuditEntry);
}

/** An entry with the id it is stored under. */
export type StoredAuditEntry = AuditEntry & { id: string };

/** Exact filters of the audit log; either or both (the indexes in firestore.indexes.json). */
export type AuditFilter = { member?: string; actor?: string };

/** A page of the whole audit log, newest first, optionally filtered by member and actor. */
export async function fetchAuditPage(
  filter: AuditFilter,
  cursor: Cursor | null,
  limit = 50,
): Promise<{ entries: StoredAuditEntry[]; next: string | null }> {
  let query = auditLog().orderBy('at', 'desc');
  if (filter.member) query = query.where('member', '==', filter.member);
  if (filter.actor) query = query.where('actor', '==', filter.actor);
  if (cursor) query = query.where('at', '<', cursor.before + 1);
  const snapshot = await query.limit(rowsToRead(limit, cursor)).get();
  const entries = snapshot.docs.map((doc) => ({ ...(doc.data() as AuditEntry), id: doc.id }));
  const page = keysetPage(entries, (entry) => entry.at, limit, cursor);
  return { entries: page.rows, next: page.next };
}

/** Who runs the CLI on this machine, for entries made by operators' commands. */
export function cliActor(): string {
  try {
    return `cli:${userInfo().username}`;
  } catch {
    return 'cli';
  }
}
