import { MemoryRateStore } from '../../rate-limit';
import { allowSearch, SEARCH_RATE_RULE } from '../rate';

describe('search rate limit', () => {
  it('holds one member to the limit per window, without touching another', async () => {
    let now = 1_000_000;
    const store = new MemoryRateStore(() => now);
    for (let i = 0; i < SEARCH_RATE_RULE.limit; i++)
      expect(await allowSearch('uid-ann', store)).toBe(true);
    expect(await allowSearch('uid-ann', store)).toBe(false);
    expect(await allowSearch('uid-bo', store)).toBe(true);
    now += SEARCH_RATE_RULE.windowMs;
    expect(await allowSearch('uid-ann', store)).toBe(true);
  });
});
