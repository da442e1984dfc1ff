import { createHash } from 'node:crypto';

import type { RateRule } from '../sliding-window';

/** Five messages per client per ten minutes: plenty for a person, little for a bot. */
export const CONTACT_RATE_RULE: RateRule = { limit: 5, windowMs: 10 * 60 * 1000 };

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
