import { decideRate } from '../../sliding-window';
import { clientKey, CONTACT_RATE_RULE } from '../rate-limit';

const rule = { limit: 3, windowMs: 1000 };

function headers(values: Record<string, string>) {
  return new Headers(values);
}

describe('decideRate', () => {
  it('allows attempts up to the limit and records each one', () => {
    let hits: number[] = [];
    for (const now of [100, 200, 300]) {
      const decision = decideRate(hits, now, rule);
      expect(decision.allowed).toBe(true);
      hits = decision.hits;
    }
    expect(hits).toEqual([100, 200, 300]);
    expect(decideRate(hits, 400, rule)).toEqual({ allowed: false, hits: [100, 200, 300] });
  });

  it('lets the client through again once the oldest attempt leaves the window', () => {
    const hits = [100, 200, 300];
    expect(decideRate(hits, 1100, rule).allowed).toBe(true);
    expect(decideRate(hits, 1100, rule).hits).toEqual([200, 300, 1100]);
    expect(decideRate(hits, 1099, rule).allowed).toBe(false);
  });

  it('ignores garbage and future timestamps', () => {
    expect(decideRate([Number.NaN, 5000, 100], 500, rule)).toEqual({
      allowed: true,
      hits: [100, 500],
    });
  });

  it('uses five messages per ten minutes for the contact form', () => {
    expect(CONTACT_RATE_RULE).toEqual({ limit: 5, windowMs: 600_000 });
  });
});

describe('clientKey', () => {
  it('hashes the first x-forwarded-for address', () => {
    const key = clientKey(headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }));
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).toBe(clientKey(headers({ 'x-forwarded-for': '203.0.113.7' })));
    expect(key).not.toContain('203.0.113.7');
  });

  it('falls back to x-real-ip, then to one shared key', () => {
    expect(clientKey(headers({ 'x-real-ip': '198.51.100.2' }))).toBe(
      clientKey(headers({ 'x-forwarded-for': '198.51.100.2' })),
    );
    expect(clientKey(headers({}))).toBe(clientKey(headers({ 'x-forwarded-for': ' ' })));
    expect(clientKey(headers({}))).not.toBe(clientKey(headers({ 'x-real-ip': '198.51.100.2' })));
  });
});
