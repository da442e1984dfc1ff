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
};

/** Where a record keeps its manual grant's start, beside the `courses` field that holds it. */
export const MANUAL_SINCE_FIELD = 'coursesSince';

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
  return {
    courses: courseIdsOf(entry.courses),
    source,
    ...(typeof until === 'number' ? { accessUntil: until } : {}),
    ...(END_REASONS.includes(entry.reason as string)
      ? { reason: entry.reason as GrantEndReason }
      : {}),
    ...(since !== undefined ? { since } : {}),
  };
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
    a.courses.every((id, i) => id === b.courses[i])
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
});

/** The start to merge into a grant being written: its creation's time, none for a change. */
export const sinceField = (before: Grant | null | undefined, nowMs: number) =>
  before ? {} : { since: nowMs };

/** Most free days one change adds: a typo of an extra digit is refused, not applied. */
export const MAX_FREE_DAYS = 3650;

const DAY_MS = 86_400_000;

/**
 * The grant with `days` more: from its end, or from now when it has already ended (days
 * given to a lapsed member count from the day they are given). A grant without an end
 * has nothing to extend: null.
 */
export function withFreeDays(grant: Grant, days: number, nowMs: number): Grant | null {
  if (grant.accessUntil === undefined) return null;
  const open: Grant = { ...grant };
  delete open.reason;
  return { ...open, accessUntil: Math.max(grant.accessUntil, nowMs) + days * DAY_MS };
}

/** The grant ending now; one that has already ended keeps its end (null: nothing to change). */
export function endedNow(grant: Grant, nowMs: number): Grant | null {
  if (!isGrantActive(grant, nowMs)) return null;
  return { ...grant, accessUntil: nowMs };
}
