import { getServerEnv } from '../env';
import { MemoryRateStore } from './memory';
import { RedisRateStore } from './redis';
import type { RateRule } from './sliding-window';
import type { RateStore } from './store';

export { decideRate, wouldAllowHit, type RateDecision, type RateRule } from './sliding-window';
export type { RateStore } from './store';
export { MemoryRateStore } from './memory';

let processStore: RateStore | undefined;

/** Redis when REDIS_URL is set, so every instance counts together; else this process's memory. */
function defaultStore(): RateStore {
  if (!processStore) {
    const { REDIS_URL } = getServerEnv();
    processStore = REDIS_URL ? new RedisRateStore(REDIS_URL) : new MemoryRateStore();
  }
  return processStore;
}

export type RateLimiterOptions = {
  /** Keeps this limiter's counts apart; without one, limiters with the same rule share counts. */
  name?: string;
  /** For tests; by default Redis or memory, as above. */
  store?: RateStore;
};

/**
 * At most `rule.limit` hits per key in any `rule.windowMs` (a sliding window, see
 * lib/rate-limit/sliding-window.ts). Each caller creates its own, e.g.
 * `new RateLimiter({ limit: 5, windowMs: 60_000 }, { name: 'refresh-courses' })`.
 */
export class RateLimiter {
  private readonly namespace: string;

  constructor(
    private readonly rule: RateRule,
    private readonly options: RateLimiterOptions = {},
  ) {
    this.namespace = options.name ?? `${rule.limit}-per-${rule.windowMs}ms`;
  }

  /** Records a hit for `key` and says whether it is within the limit. */
  allow(key: string): Promise<boolean> {
    return this.store().hit(this.keyOf(key), this.rule);
  }

  /** Whether a hit for `key` would be within the limit now; records none. */
  wouldAllow(key: string): Promise<boolean> {
    return this.store().wouldAllow(this.keyOf(key), this.rule);
  }

  private store(): RateStore {
    return this.options.store ?? defaultStore();
  }

  private keyOf(key: string): string {
    return `${this.namespace}:${key}`;
  }
}
