import { isGrantActive, type Grant, type OperatorDecision } from '../members/client';
import { DAY_MS } from '../time';

/**
 * How a change makes a grant: comparing, storing, its start and joined courses, the
 * operators' decisions over what the payments give (end now, free days, reopen), and the
 * grant as the audit log keeps it. The grant's shape and how a record is read stay with the
 * record (lib/members' grants.ts).
 */

export function sameGrant(a: Grant | null | undefined, b: Grant | null | undefined): boolean {
  if (!a || !b) return !a && !b;
  return (
    a.source === b.source &&
    a.accessUntil === b.accessUntil &&
    a.reason === b.reason &&
    a.courses.length === b.courses.length &&
    a.courses.every((id, i) => id === b.courses[i]) &&
    JSON.stringify([a.decisions ?? [], a.paid ?? null]) ===
      JSON.stringify([b.decisions ?? [], b.paid ?? null])
  );
}

/**
 * A grant as stored in the record's `grants` map: always every field (an open end as null),
 * so a merge replaces the whole grant and nothing of an older one lingers. All but `since`,
 * the grant's start, which a merge keeps: it is written once, when the grant is created
 * (sinceField).
 */
export const storedGrant = (grant: Grant) => ({
  courses: grant.courses,
  source: grant.source,
  accessUntil: grant.accessUntil ?? null,
  reason: grant.reason ?? null,
  // Only a grant with decisions has these; reopening one removes them (reopenedGrant).
  ...(grant.decisions?.length
    ? {
        decisions: grant.decisions,
        paid: { accessUntil: grant.paid?.accessUntil ?? null, reason: grant.paid?.reason ?? null },
      }
    : {}),
});

/** The start to merge into a grant being written: its creation's time, none for a change. */
export const sinceField = (before: Grant | null | undefined, nowMs: number) =>
  before ? {} : { since: nowMs };

/**
 * The courses a change adds to an existing grant, each with `nowMs`: merged into the
 * grant's `courseSince` so their drip days count from now (a new grant's courses count from
 * its `since`, so it has none). Empty when nothing joins.
 */
export function joinedCourses(
  before: Pick<Grant, 'courses'> | null | undefined,
  after: Pick<Grant, 'courses'>,
  nowMs: number,
): Record<string, number> {
  if (!before) return {};
  const had = new Set(before.courses);
  return Object.fromEntries(after.courses.filter((id) => !had.has(id)).map((id) => [id, nowMs]));
}

/** `joinedCourses` as the field to merge into a stored grant (nothing when none joined). */
export function courseSinceField(
  before: Grant | null | undefined,
  after: Grant,
  nowMs: number,
): { courseSince?: Record<string, number> } {
  const joined = joinedCourses(before, after, nowMs);
  return Object.keys(joined).length ? { courseSince: joined } : {};
}

/** Most free days one change adds: a typo of an extra digit is refused, not applied. */
export const MAX_FREE_DAYS = 3650;

/** The grant as its payments alone make it: without the operators' decisions. */
export function paidGrant(grant: Grant): Grant {
  const base: Grant = { ...grant };
  delete base.decisions;
  delete base.paid;
  if (!grant.decisions?.length) return base;
  delete base.accessUntil;
  delete base.reason;
  return { ...base, ...grant.paid };
}

/**
 * What the payments give (`derived`), then the operators' decisions over it in the order
 * they were made: an end caps the access at its moment; free days run from the end then,
 * or from the day they were given when it had passed (they also reopen an ended grant).
 * A reason the payments gave stays while their end is the one that holds.
 */
export function withDecisions(derived: Grant, decisions: readonly OperatorDecision[] = []): Grant {
  const paid = paidGrant(derived);
  if (decisions.length === 0) return paid;
  let until: number | undefined = paid.accessUntil;
  for (const decision of decisions)
    until =
      decision.kind === 'end'
        ? Math.min(until ?? Infinity, decision.at)
        : until === undefined
          ? undefined
          : Math.max(until, decision.at) + decision.days * DAY_MS;
  const effective: Grant = { ...paid };
  delete effective.accessUntil;
  delete effective.reason;
  return {
    ...effective,
    ...(until !== undefined ? { accessUntil: until } : {}),
    ...(until === paid.accessUntil && paid.reason ? { reason: paid.reason } : {}),
    decisions: [...decisions],
    paid: {
      ...(paid.accessUntil !== undefined ? { accessUntil: paid.accessUntil } : {}),
      ...(paid.reason ? { reason: paid.reason } : {}),
    },
  };
}

/** A grant the payments derived anew, with the decisions the grant before it carried. */
export const withDecisionsOf = (derived: Grant, before: Grant | null | undefined): Grant =>
  withDecisions(derived, before?.decisions);

/**
 * The grant with `days` more: from its end, or from now when it has already ended (days
 * given to a lapsed member count from the day they are given). A grant without an end
 * has nothing to extend: null. Kept as a decision, so later payment events keep it.
 */
export function withFreeDays(grant: Grant, days: number, nowMs: number): Grant | null {
  if (grant.accessUntil === undefined) return null;
  return withDecisions(paidGrant(grant), [
    ...(grant.decisions ?? []),
    { kind: 'days', days, at: nowMs },
  ]);
}

/**
 * The grant ending now; one that has already ended keeps its end (null: nothing to
 * change). Kept as a decision, so later payment events (a renewal) do not reopen it.
 */
export function endedNow(grant: Grant, nowMs: number): Grant | null {
  if (!isGrantActive(grant, nowMs)) return null;
  return withDecisions(paidGrant(grant), [...(grant.decisions ?? []), { kind: 'end', at: nowMs }]);
}

/** A grant as the audit log keeps it: its effective end, without the decisions behind it. */
export function auditedGrant(grant: Grant): Grant {
  const entry = { ...grant };
  delete entry.decisions;
  delete entry.paid;
  return entry;
}

/** The grant without the operators' decisions: what its payments give (null: it has none). */
export function reopenedGrant(grant: Grant): Grant | null {
  return grant.decisions?.length ? paidGrant(grant) : null;
}
