import { decideRate, type RateRule } from '../sliding-window';

/**
 * A sliding-window limit per key, in memory. On a multi-instance host it limits each
 * instance separately, which is enough to stop a runaway client from turning into
 * Firestore writes; it is not an abuse wall.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly rule: RateRule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Records a hit and says whether it is within the limit. */
  allow(key: string): boolean {
    const now = this.now();
    const { allowed, hits } = decideRate(this.hits.get(key) ?? [], now, this.rule);
    this.hits.set(key, hits);
    if (this.hits.size > 10_000) this.forgetIdle(now);
    return allowed;
  }

  private forgetIdle(now: number): void {
    for (const [key, times] of this.hits) {
      if (times.every((t) => now - t >= this.rule.windowMs)) this.hits.delete(key);
    }
  }
}
