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
 * (lib/grants' release); a grant written before starts were recorded has none and counts as
 * long begun.
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
   * after it (lib/grants' withDecisions), so a later event of the same payment does not
   * undo them.
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
