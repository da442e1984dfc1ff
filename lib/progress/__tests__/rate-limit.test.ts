import { RateLimiter } from '../rate-limit';

describe('RateLimiter', () => {
  it('allows up to the limit within the window, per key, and again once it slides', () => {
    let now = 0;
    const limiter = new RateLimiter({ limit: 2, windowMs: 1000 }, () => now);
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('a')).toBe(true);
    expect(limiter.allow('a')).toBe(false);
    expect(limiter.allow('b')).toBe(true);
    now = 999;
    expect(limiter.allow('a')).toBe(false);
    now = 1000;
    expect(limiter.allow('a')).toBe(true);
  });
});
