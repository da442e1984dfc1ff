import { decideRate, wouldAllowHit, type RateRule } from './sliding-window';
import type { RateStore } from './store';

/**
 * Hit times per key in this process: the store of a single instance (no REDIS_URL).
 * On several instances each would count only its own share, hence the Redis store.
 */
export class MemoryRateStore implements RateStore {
  private readonly hits = new Map<string, { times: number[]; windowMs: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, rule: RateRule): Promise<boolean> {
    const now = this.now();
    const { allowed, hits } = decideRate(this.hits.get(key)?.times ?? [], now, rule);
    this.hits.set(key, { times: hits, windowMs: rule.windowMs });
    if (this.hits.size > 10_000) this.forgetIdle(now);
    return allowed;
  }

  async wouldAllow(key: string, rule: RateRule): Promise<boolean> {
    return wouldAllowHit(this.hits.get(key)?.times ?? [], this.now(), rule);
  }

  private forgetIdle(now: number): void {
    for (const [key, { times, windowMs }] of this.hits) {
      if (times.every((t) => now - t >= windowMs)) this.hits.delete(key);
    }
  }
}
