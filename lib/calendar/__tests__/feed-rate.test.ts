import { MemoryRateStore } from '../../rate-limit';
import { allowFeedRequest, FEED_ADDRESS_RATE_RULE, FEED_TOKEN_RATE_RULE } from '../feed-rate';

const hashes = (n: number) => Array.from({ length: n }, (_, i) => `hash-${i}`);

describe('calendar feed rate limit', () => {
  it('holds one address trying many tokens, not another address', async () => {
    const store = new MemoryRateStore(() => 5_000);
    for (const tokenHash of hashes(FEED_ADDRESS_RATE_RULE.limit))
      expect(await allowFeedRequest({ address: '203.0.113.7', tokenHash }, store)).toBe(true);
    expect(await allowFeedRequest({ address: '203.0.113.7', tokenHash: 'another' }, store)).toBe(
      false,
    );
    expect(await allowFeedRequest({ address: '198.51.100.2', tokenHash: 'another' }, store)).toBe(
      true,
    );
  });

  it('holds one token polled over and over, from any address or none', async () => {
    let now = 5_000;
    const store = new MemoryRateStore(() => now);
    for (let i = 0; i < FEED_TOKEN_RATE_RULE.limit; i++)
      expect(await allowFeedRequest({ address: `198.51.100.${i}`, tokenHash: 'h' }, store)).toBe(
        true,
      );
    expect(await allowFeedRequest({ address: null, tokenHash: 'h' }, store)).toBe(false);
    expect(await allowFeedRequest({ address: null, tokenHash: 'other' }, store)).toBe(true);
    now += FEED_TOKEN_RATE_RULE.windowMs;
    expect(await allowFeedRequest({ address: null, tokenHash: 'h' }, store)).toBe(true);
  });

  it('gives no shared bucket to requests without a trustworthy address', async () => {
    const store = new MemoryRateStore(() => 5_000);
    for (const tokenHash of hashes(FEED_ADDRESS_RATE_RULE.limit + 5))
      expect(await allowFeedRequest({ address: null, tokenHash }, store)).toBe(true);
  });
});
