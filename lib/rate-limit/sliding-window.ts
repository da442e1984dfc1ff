export type RateRule = { limit: number; windowMs: number };

export type RateDecision = { allowed: boolean; hits: number[] };

/**
 * Sliding window over a client's recent hit times (ms). A refused attempt is not
 * recorded, so a client that waits is let through again when the window moves on.
 */
export function decideRate(previous: readonly number[], now: number, rule: RateRule): RateDecision {
  const recent = previous.filter((t) => Number.isFinite(t) && t > now - rule.windowMs && t <= now);
  if (recent.length >= rule.limit) return { allowed: false, hits: recent };
  return { allowed: true, hits: [...recent, now] };
}
