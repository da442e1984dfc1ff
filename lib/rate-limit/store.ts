import type { RateRule } from './sliding-window';

/** Where a limiter keeps its hits, per key. */
export interface RateStore {
  /** Records a hit for `key` and says whether it is allowed (a refused one is not recorded). */
  hit(key: string, rule: RateRule): Promise<boolean>;
  /** Whether a hit for `key` would be allowed now; records nothing. */
  wouldAllow(key: string, rule: RateRule): Promise<boolean>;
}
