import type { RateRule } from './sliding-window';

/** Where a limiter keeps its hits: records one for `key` and says whether it is allowed. */
export interface RateStore {
  hit(key: string, rule: RateRule): Promise<boolean>;
}
