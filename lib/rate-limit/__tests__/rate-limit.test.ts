import { MemoryRateStore, RateLimiter } from '..';
import { RedisRateStore } from '../redis';

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
  it('lets hits through and logs once, without the URL, when Redis does not answer', async () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Nothing listens on port 1.
    const store = new RedisRateStore('redis://:a-secret-password@127.0.0.1:1', 200);
    try {
      const rule = { limit: 1, windowMs: 60_000 };
      expect(await store.hit('k', rule)).toBe(true);
      expect(await store.hit('k', rule)).toBe(true);
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
