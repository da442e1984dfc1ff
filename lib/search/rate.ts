import { getBenchRoutes } from '../env';
import { RateLimiter, type RateRule, type RateStore } from '../rate-limit';

/**
 * Searches per member: each one scores the whole index on the server, so a script running
 * them back to back is held here, while a person typing and refining stays far below.
 */
export const SEARCH_RATE_RULE: RateRule = { limit: 30, windowMs: 60_000 };

const searches = new RateLimiter(SEARCH_RATE_RULE, { name: 'search' });

/**
 * Records a search by the member (their uid) and says whether it is within the limit. A
 * benchmark build (BENCH_ROUTES=1, local stack only) has no limit: bench:search measures
 * the search's CPU with members searching back to back.
 */
export function allowSearch(memberUid: string, store?: RateStore): Promise<boolean> {
  if (!store && getBenchRoutes()) return Promise.resolve(true);
  const limiter = store ? new RateLimiter(SEARCH_RATE_RULE, { name: 'search', store }) : searches;
  return limiter.allow(memberUid);
}
