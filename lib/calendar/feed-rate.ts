import { RateLimiter, type RateRule, type RateStore } from '../rate-limit';

/**
 * Requests to the calendar feed per client address: a calendar app polls every 15 minutes,
 * so even an office of members behind one address stays far below; a client trying tokens
 * (each unknown one is a Firestore read, never cached) is held to this.
 */
export const FEED_ADDRESS_RATE_RULE: RateRule = { limit: 60, windowMs: 10 * 60_000 };

/** Requests per feed token, whoever asks: many devices of one member stay far below. */
export const FEED_TOKEN_RATE_RULE: RateRule = { limit: 30, windowMs: 10 * 60_000 };

/**
 * Whether a feed request may be answered: within its address's limit (only when the
 * deployment's trusted proxies name the address: with none, one shared bucket would let a
 * single host shut every calendar out) and within its token's.
 */
export async function allowFeedRequest(
  request: { address: string | null; tokenHash: string },
  store?: RateStore,
): Promise<boolean> {
  const byAddress = new RateLimiter(FEED_ADDRESS_RATE_RULE, {
    name: 'calendar-feed-address',
    store,
  });
  const byToken = new RateLimiter(FEED_TOKEN_RATE_RULE, { name: 'calendar-feed-token', store });
  if (request.address && !(await byAddress.allow(request.address))) return false;
  return byToken.allow(request.tokenHash);
}
