import 'server-only';
import type { DocumentData, Transaction } from 'firebase-admin/firestore';
import { appendAuditEntry } from '../audit';
import { memberDoc } from '../members';
import { grantsOfRecord, type Grant } from '../members/client';
import { writeCourseAccess } from './course-members';
import { auditedGrant, courseSinceField, sinceField, storedGrant } from './grant-rules';

/** One grant of the member as another module decided it: `before` null when it is new. */
export type GrantChange = { key: string; before: Grant | null; after: Grant };

/**
 * Writes grant changes that lib/payments decided (a payment event, the grants API) in its
 * transaction, after every read: each grant with when it and its courses started, the
 * course access they move and their audit entries. `record` is the member's record as the
 * transaction read it. Answers the cache tags the changes affect, for the caller to expire
 * once the transaction has committed (expireAccessTags); none when nothing changed.
 */
export function writeGrants(
  transaction: Transaction,
  member: { email: string; record: DocumentData | undefined },
  changes: readonly GrantChange[],
  audit: { actor: string; action: string; source: string },
): string[] {
  if (changes.length === 0) return [];
  const { email, record } = member;
  const grants = grantsOfRecord(record);
  const now = Date.now();
  transaction.set(
    memberDoc(email),
    {
      grants: Object.fromEntries(
        changes.map((c) => [
          c.key,
          {
            ...storedGrant(c.after),
            ...sinceField(c.before, now),
            ...courseSinceField(c.before, c.after, now),
          },
        ]),
      ),
    },
    { merge: true },
  );
  const after = { ...grants, ...Object.fromEntries(changes.map((c) => [c.key, c.after])) };
  const tags = writeCourseAccess(transaction, email, grants, after, record);
  for (const change of changes) {
    appendAuditEntry(transaction, {
      at: Date.now(),
      ...audit,
      member: email,
      grant: change.key,
      before: change.before && auditedGrant(change.before),
      after: auditedGrant(change.after),
    });
  }
  return tags;
}
