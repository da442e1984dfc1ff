import { decideRate, MemoryRateStore, RateLimiter, wouldAllowHit } from '..';
import { RedisRateStore } from '../redis';

describe('wouldAllowHit', () => {
  const rule = { limit: 2, windowMs: 1000 };

  it("gives decideRate's answer for the same hits and moment", () => {
    for (const [hits, now] of [
      [[], 0],
      [[0], 500],
      [[0, 500], 999],
      [[0, 500], 1000],
      [[0, 500], 1500],
      [[0, 500, 2000, Number.NaN], 1200],
    ] as [number[], number][])
      expect(wouldAllowHit(hits, now, rule)).toBe(decideRate(hits, now, rule).allowed);
  });

  it('records nothing: asking again and again gives the same answer', () => {
    const hits = [0];
    for (let i = 0; i < 5; i++) expect(wouldAllowHit(hits, 10, rule)).toBe(true);
    expect(hits).toEqual([0]);
  });

  it('refuses at the limit and allows again once the window slides past a hit', () => {
    expect(wouldAllowHit([0, 100], 999, rule)).toBe(false);
    expect(wouldAllowHit([0, 100], 1000, rule)).toBe(true);
    // A hit later than now (another clock) is not counted.
    expect(wouldAllowHit([0, 2000], 500, rule)).toBe(true);
  });
});

describe('RateLimiter', () => {
  it('allows up to the limit within the window, per key, and again once it slides', async () => {
    let now = 0;
    const limiter = new RateLimiter(
      { limit: 2, windowMs: 1000 },
      { store: new MemoryRateStore(() => now) },
    );
    expect(await limiter.allow('a')).toBe(true);
    expect(await limiter.allow('a')).toBe(true);
    expect(await limiter.allow('a')).toBe(false);
    expect(await limiter.allow('b')).toBe(true);
    now = 999;
    expect(await limiter.allow('a')).toBe(false);
    now = 1000;
    expect(await limiter.allow('a')).toBe(true);
  });

  it('says whether a key would be allowed without spending any of its limit', async () => {
    let now = 0;
    const limiter = new RateLimiter(
      { limit: 2, windowMs: 1000 },
      { store: new MemoryRateStore(() => now) },
    );
    for (let i = 0; i < 5; i++) expect(await limiter.wouldAllow('a')).toBe(true);
    expect(await limiter.allow('a')).toBe(true);
    expect(await limiter.wouldAllow('a')).toBe(true);
    expect(await limiter.allow('a')).toBe(true);
    expect(await limiter.wouldAllow('a')).toBe(false);
    expect(await limiter.wouldAllow('b')).toBe(true);
    now = 1000;
    expect(await limiter.wouldAllow('a')).toBe(true);
  });

  it('keeps the counts of limiters with different names apart in one store', async () => {
    const store = new MemoryRateStore(() => 0);
    const rule = { limit: 1, windowMs: 1000 };
    const progress = new RateLimiter(rule, { store });
    const refresh = new RateLimiter(rule, { name: 'refresh-courses', store });
    expect(await progress.allow('member')).toBe(true);
    expect(await progress.allow('member')).toBe(false);
    expect(await refresh.allow('member')).toBe(true);
    expect(await refresh.allow('member')).toBe(false);
    // Same rule and no name: the same counts.
    expect(await new RateLimiter(rule, { store }).allow('member')).toBe(false);
  });
});

describe('RedisRateStore', () => {
  it('lets hits and questions through and logs once, without the URL, when Redis does not answer', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Nothing listens on port 1.
    const store = new RedisRateStore('redis://:a-secret-password@127.0.0.1:1', 200);
    try {
      const rule = { limit: 1, windowMs: 60_000 };
      expect(await store.hit('k', rule)).toBe(true);
      expect(await store.hit('k', rule)).toBe(true);
      expect(await store.wouldAllow('k', rule)).toBe(true);
      const lines = errors.mock.calls.map((call) => String(call[0]));
      expect(lines).toHaveLength(1);
      expect(JSON.parse(lines[0]!)).toMatchObject({
        level: 'error',
        message: 'rate limit store unavailable; letting requests through',
      });
      expect(lines[0]).not.toContain('a-secret-password');
    } finally {
      await store.close();
      errors.mockRestore();
    }
  });
});
