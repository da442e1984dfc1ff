import { RateLimiter, type RateRule, type RateStore } from '../rate-limit';

/**
 * Unknown tokens tried per client address (misses): each is a Firestore read, never cached,
 * so a client trying tokens is held to this. Only misses count: calendar services (Google,
 * Outlook.com, iCloud) fetch many members' feeds from a few shared addresses, and a known
 * token costs little (its owner is cached) and has its own limit below.
 */
export const FEED_ADDRESS_MISS_RULE: RateRule = { limit: 60, windowMs: 10 * 60_000 };

/** Requests per feed token, whoever asks: many devices of one member stay far below. */
export const FEED_TOKEN_RATE_RULE: RateRule = { limit: 30, windowMs: 10 * 60_000 };

type FeedRequest = {
  /**
   * The client's address as the deployment's trusted proxies name it, else null: then no
   * address limit applies (one shared bucket would let a single host shut every calendar out).
   */
  address: string | null;
  tokenHash: string;
};

const missesByAddress = (store?: RateStore) =>
  new RateLimiter(FEED_ADDRESS_MISS_RULE, { name: 'calendar-feed-address-misses', store });

/**
 * Whether a feed request may be read, asked before any read: its address has misses left
 * (whatever the token: an address that used them up is refused for every one) and its token
 * is within its limit, which this request counts against.
 */
export async function allowFeedRequest(request: FeedRequest, store?: RateStore): Promise<boolean> {
  if (request.address && !(await missesByAddress(store).wouldAllow(request.address))) return false;
  const byToken = new RateLimiter(FEED_TOKEN_RATE_RULE, { name: 'calendar-feed-token', store });
  return byToken.allow(request.tokenHash);
}

/**
 * Counts a request whose token turned out unknown against its address. Misses sent at the
 * same moment all passed allowFeedRequest before any was counted: such a burst costs a read
 * each, once, and the address is refused from then on.
 */
export async function countFeedMiss(address: string | null, store?: RateStore): Promise<void> {
  if (address) await missesByAddress(store).allow(address);
}
