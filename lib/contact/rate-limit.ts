import { createHash } from 'node:crypto';

export type RateRule = { limit: number; windowMs: number };

/** Five messages per client per ten minutes: plenty for a person, little for a bot. */
export const CONTACT_RATE_RULE: RateRule = { limit: 5, windowMs: 10 * 60 * 1000 };

export type RateDecision = { allowed: boolean; hits: number[] };

/**
 * Sliding window over the client's recent send times (ms). A refused attempt is not
 * recorded, so a client that waits is let through again when the window moves on.
 */
export function decideRate(previous: readonly number[], now: number, rule: RateRule): RateDecision {
  const recent = previous.filter((t) => Number.isFinite(t) && t > now - rule.windowMs && t <= now);
  if (recent.length >= rule.limit) return { allowed: false, hits: recent };
  return { allowed: true, hits: [...recent, now] };
}

type HeaderReader = { get(name: string): string | null };

/**
 * The client's address as the host's proxy reports it (the first x-forwarded-for entry,
 * which `next start` also sets from the socket), hashed so no raw address is stored.
 */
export function clientKey(headers: HeaderReader): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
  return createHash('sha256').update(address).digest('hex');
}
