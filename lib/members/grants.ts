import { DAY_MS } from '../time';
import { courseIdsOf } from './course-ids';

/**
 * Where a grant came from: given by hand (the CLI, an import, the grants API with a course
 * list), a plan's subscription (`plan:<price id>`), or a one-time pass.
 */
export type GrantSource = 'manual' | `plan:${string}` | 'pass';

/** Why a paid grant ended before its time: its payment was refunded or disputed. */
export type GrantEndReason = 'refunded' | 'disputed' | 'dispute lost';
const END_REASONS: readonly string[] = ['refunded', 'disputed', 'dispute lost'];

/**
 * Courses a member may open, until `accessUntil` (ms since the epoch) or without end;
 * `reason` says why it ended early, when a refund or dispute ended it. `since` is when the
 * grant began (ms), where it was recorded: drip-released classes count their days from it
 * (release.ts); a grant written before starts were recorded has none and counts as long
 * begun.
 */
export type Grant = {
  courses: string[];
  source: GrantSource;
  accessUntil?: number;
  reason?: GrantEndReason;
  since?: number;
  /**
   * When each course added to the grant after its start joined it (ms, by course id): a
   * plan switch or a course given by hand later counts its drip days from then, not from
   * `since`. A course the grant gave from its start has no entry.
   */
  courseSince?: Record<string, number>;
  /**
   * Operators' decisions about this grant's end (end it now, free days), in the order
   * they were made. They are kept apart from what the grant's payments derive and applied
   * after it (withDecisions), so a later event of the same payment does not undo them.
   */
  decisions?: OperatorDecision[];
  /** What the payments alone give (end and reason), kept while there are decisions. */
  paid?: PaidEnd;
};

/** An operator's decision about a grant's end, at the moment (ms) it was made. */
export type OperatorDecision =
  { kind: 'end'; at: number } | { kind: 'days'; days: number; at: number };

/** A grant's end as its payments alone set it. */
export type PaidEnd = { accessUntil?: number; reason?: GrantEndReason };

/** Where a record keeps its manual grant's start, beside the `courses` field that holds it. */
export const MANUAL_SINCE_FIELD = 'coursesSince';

/** Where a record keeps when each course joined its manual grant after its start. */
export const MANUAL_COURSE_SINCE_FIELD = 'courseSince';

function courseSinceOf(value: unknown): { courseSince?: Record<string, number> } {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([id, at]) => {
    const time = finiteNumber(at);
    return time === undefined ? [] : [[id, time] as const];
  });
  return entries.length ? { courseSince: Object.fromEntries(entries) } : {};
}

const finiteNumber = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A member's grants by key: `manual`, `sub:<subscription>`, `pass:<payment>`, `ext:<reference>`. */
export type Grants = Readonly<Record<string, Grant>>;

/**
 * The operator's own grant. It is stored where course lists always were, the record's
 * `courses` field, so every record written before grants existed reads unchanged.
 */
export const MANUAL_GRANT = 'manual';

export const subscriptionGrantKey = (subscriptionId: string) => `sub:${subscriptionId}`;
export const passGrantKey = (paymentId: string) => `pass:${paymentId}`;
export const externalGrantKey = (reference: string) => `ext:${reference}`;

function sourceOf(value: unknown): GrantSource | null {
  if (value === 'manual' || value === 'pass') return value;
  if (typeof value === 'string' && /^plan:.+/.test(value)) return value as GrantSource;
  return null;
}

function grantOf(value: unknown): Grant | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const entry = value as Record<string, unknown>;
  const source = sourceOf(entry.source);
  if (!source || !Array.isArray(entry.courses)) return null;
  const until = entry.accessUntil;
  if (
    until !== undefined &&
    until !== null &&
    (typeof until !== 'number' || !Number.isFinite(until))
  )
    return null;
  const since = finiteNumber(entry.since);
  const decisions = decisionsOf(entry.decisions);
  return {
    courses: courseIdsOf(entry.courses),
    source,
    ...(typeof until === 'number' ? { accessUntil: until } : {}),
    ...reasonOf(entry.reason),
    ...(since !== undefined ? { since } : {}),
    ...courseSinceOf(entry.courseSince),
    ...(decisions.length > 0 ? { decisions, paid: paidEndOf(entry.paid) } : {}),
  };
}

const reasonOf = (value: unknown): { reason?: GrantEndReason } =>
  END_REASONS.includes(value as string) ? { reason: value as GrantEndReason } : {};

function decisionsOf(value: unknown): OperatorDecision[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item): OperatorDecision[] => {
    const entry = (item ?? {}) as Record<string, unknown>;
    const at = finiteNumber(entry.at);
    if (at === undefined) return [];
    if (entry.kind === 'end') return [{ kind: 'end', at }];
    const days = finiteNumber(entry.days);
    return entry.kind === 'days' && days !== undefined ? [{ kind: 'days', days, at }] : [];
  });
}

function paidEndOf(value: unknown): PaidEnd {
  const entry = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const until = finiteNumber(entry.accessUntil);
  return { ...(until !== undefined ? { accessUntil: until } : {}), ...reasonOf(entry.reason) };
}

/**
 * The grants in a users/{email} record: the `courses` field as the manual grant, and each
 * well-formed entry of the `grants` map (a malformed one grants nothing).
 */
export function grantsOfRecord(data: Record<string, unknown> | undefined): Grants {
  const grants: Record<string, Grant> = {};
  if (Array.isArray(data?.courses)) {
    const since = finiteNumber(data[MANUAL_SINCE_FIELD]);
    grants[MANUAL_GRANT] = {
      courses: courseIdsOf(data.courses),
      source: 'manual',
      ...(since !== undefined ? { since } : {}),
      ...courseSinceOf(data[MANUAL_COURSE_SINCE_FIELD]),
    };
  }
  const stored = data?.grants;
  if (stored && typeof stored === 'object' && !Array.isArray(stored)) {
    for (const [key, value] of Object.entries(stored)) {
      const grant = key === MANUAL_GRANT ? null : grantOf(value);
      if (grant) grants[key] = grant;
    }
  }
  return grants;
}

/** Whether the grant gives its courses at `nowMs`; also one an audit entry recorded. */
export function isGrantActive(
  grant: Omit<Grant, 'source' | 'reason'> & { source: string; reason?: string },
  nowMs: number,
): boolean {
  return grant.accessUntil === undefined || grant.accessUntil > nowMs;
}

/**
 * The courses a member may open now: every course of every grant that has not run out, the
 * manual grant's first. Ending one grant never takes a course another active grant gives.
 */
export function activeCourseIds(grants: Grants, nowMs: number): string[] {
  const keys = Object.keys(grants).sort((a, b) =>
    a === MANUAL_GRANT ? -1 : b === MANUAL_GRANT ? 1 : a < b ? -1 : a > b ? 1 : 0,
  );
  const ids = new Set<string>();
  for (const key of keys) {
    const grant = grants[key]!;
    if (isGrantActive(grant, nowMs)) for (const id of grant.courses) ids.add(id);
  }
  return [...ids];
}

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
