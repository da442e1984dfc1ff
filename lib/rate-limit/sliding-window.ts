export type RateRule = { limit: number; windowMs: number };

export type RateDecision = { allowed: boolean; hits: number[] };

/** The hits still inside the window at `now`; anything else (older, later, not a time) is dropped. */
function recentHits(previous: readonly number[], now: number, rule: RateRule): number[] {
  return previous.filter((t) => Number.isFinite(t) && t > now - rule.windowMs && t <= now);
}

/**
 * Sliding window over a client's recent hit times (ms). A refused attempt is not
 * recorded, so a client that waits is let through again when the window moves on.
 */
export function decideRate(previous: readonly number[], now: number, rule: RateRule): RateDecision {
  const recent = recentHits(previous, now, rule);
  if (recent.length >= rule.limit) return { allowed: false, hits: recent };
  return { allowed: true, hits: [...recent, now] };
}

/** decideRate's answer for a hit at `now`, without making one: nothing is recorded. */
export function wouldAllowHit(previous: readonly number[], now: number, rule: RateRule): boolean {
  return recentHits(previous, now, rule).length < rule.limit;
}
