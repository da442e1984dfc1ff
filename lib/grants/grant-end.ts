import 'server-only';
import { appendAuditEntry, byCli, type ChangeBy } from '../audit';
import { adminDb } from '../firebase';
import { expireAccessTags, memberDoc, MemberError } from '../members';
import { grantsOfRecord, MANUAL_GRANT, memberKey, type Grant } from '../members/client';
import { writeCourseAccess } from './course-members';
import {
  auditedGrant,
  endedNow,
  MAX_FREE_DAYS,
  reopenedGrant,
  storedGrant,
  withFreeDays,
} from './grant-rules';

/**
 * Changes one grant's end in a transaction with its audit entry, so neither exists without
 * the other. Only grants of the record's `grants` map have an end: the manual grant (the
 * `courses` field) has none, and changes by granting and revoking its courses.
 */
async function changeGrantEnd(
  email: string,
  key: string,
  change: (grant: Grant, nowMs: number) => Grant | null,
  action: string,
  by: ChangeBy,
): Promise<Grant> {
  if (key === MANUAL_GRANT)
    throw new MemberError('The manual grant has no end date; revoke its courses instead');
  const member = memberKey(email);
  const doc = memberDoc(member);
  const { grant, tags } = await adminDb().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(doc);
    if (!snapshot.exists) throw new MemberError(`No record for ${member}`);
    const grants = grantsOfRecord(snapshot.data());
    const before = grants[key];
    if (!before) throw new MemberError(`${member} has no grant ${key}`);
    const nowMs = Date.now();
    const after = change(before, nowMs);
    if (!after) return { grant: before, tags: [] };
    // The whole entry is written anew (its start and its courses' starts kept), so a reopened grant loses its
    // decisions; the other grants are rewritten as they were read in this transaction.
    const stored = (snapshot.get('grants') ?? {}) as Record<string, unknown>;
    transaction.update(doc, {
      grants: {
        ...stored,
        [key]: {
          ...storedGrant(after),
          ...(before.since !== undefined ? { since: before.since } : {}),
          ...(before.courseSince ? { courseSince: before.courseSince } : {}),
        },
      },
    });
    // The courses' member counts read the access ends (see course-members.ts).
    const tags = writeCourseAccess(
      transaction,
      member,
      grants,
      { ...grants, [key]: after },
      snapshot.data(),
    );
    appendAuditEntry(transaction, {
      at: nowMs,
      ...by,
      action,
      member,
      grant: key,
      before: auditedGrant(before),
      after: auditedGrant(after),
    });
    return { grant: after, tags };
  });
  expireAccessTags(tags);
  return grant;
}

/**
 * Adds `days` free days to a grant's end (from now when it has ended). A grant without an
 * end is refused: there is nothing to add to. Answers the grant as it is now.
 */
export async function addFreeDays(
  email: string,
  key: string,
  days: number,
  by: ChangeBy = byCli(),
): Promise<Grant> {
  if (!Number.isInteger(days) || days < 1 || days > MAX_FREE_DAYS)
    throw new MemberError(`Free days must be a whole number from 1 to ${MAX_FREE_DAYS}`);
  return changeGrantEnd(
    email,
    key,
    (grant, nowMs) => {
      const after = withFreeDays(grant, days, nowMs);
      if (!after) throw new MemberError(`The grant ${key} has no end date to add days to`);
      return after;
    },
    'free-days',
    by,
  );
}

/**
 * Ends a grant's access now; one already ended is left as it is. It is kept as the
 * operator's decision: a later event of the payment that made the grant (a renewal, a
 * refund, a won dispute) does not reopen it; reopenGrant does.
 */
export async function endAccessNow(
  email: string,
  key: string,
  by: ChangeBy = byCli(),
): Promise<Grant> {
  return changeGrantEnd(email, key, endedNow, 'end-now', by);
}

/**
 * Takes back the operators' decisions about a grant (ended, free days): it gives again what
 * its payments give. A grant without decisions is left as it is.
 */
export async function reopenGrant(
  email: string,
  key: string,
  by: ChangeBy = byCli(),
): Promise<Grant> {
  return changeGrantEnd(email, key, reopenedGrant, 'reopen', by);
}
