/**
 * When the member was on /home, kept in their record (users/{email}.visits) so the
 * dashboard can list what is new since their previous visit at no extra read: the record
 * is read for every members page anyway.
 *
 * A visit is a run of /home loads with no gap of VISIT_GAP_MS; `previousVisitAt` is when
 * the one before the current visit last saw /home. `lastSeenAt` moves at most every
 * SEEN_WRITE_MS, so a member browsing costs one small write per few minutes, not per page.
 */
export type Visits = { lastSeenAt: number | null; previousVisitAt: number | null };

export const VISITS_FIELD = 'visits';
export const VISIT_GAP_MS = 30 * 60_000;
export const SEEN_WRITE_MS = 5 * 60_000;

const ms = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/** The record's visits; anything malformed reads as never seen. */
export function visitsOfRecord(data: Record<string, unknown> | undefined): Visits {
  const stored = data?.[VISITS_FIELD];
  const entry =
    stored && typeof stored === 'object' && !Array.isArray(stored)
      ? (stored as Record<string, unknown>)
      : {};
  return { lastSeenAt: ms(entry.lastSeenAt), previousVisitAt: ms(entry.previousVisitAt) };
}

/** Whether a load at `nowMs` starts a new visit: the last one saw /home long enough ago. */
const startsVisit = (visits: Visits, nowMs: number) =>
  visits.lastSeenAt !== null && nowMs - visits.lastSeenAt >= VISIT_GAP_MS;

/**
 * When the member's previous visit was, as a load at `nowMs` sees it: null on their first
 * (nothing is "new" to someone who has never been here).
 */
export function previousVisitAt(visits: Visits, nowMs: number): number | null {
  return startsVisit(visits, nowMs) ? visits.lastSeenAt : visits.previousVisitAt;
}

/** What a load at `nowMs` writes to the record's visits, or null when nothing is due. */
export function visitsAfterLoad(visits: Visits, nowMs: number): Visits | null {
  if (visits.lastSeenAt !== null && nowMs - visits.lastSeenAt < SEEN_WRITE_MS) return null;
  return { lastSeenAt: nowMs, previousVisitAt: previousVisitAt(visits, nowMs) };
}
