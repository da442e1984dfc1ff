import { MemoryRateStore } from '../../rate-limit';
import {
  allowFeedRequest,
  countFeedMiss,
  FEED_ADDRESS_MISS_RULE,
  FEED_TOKEN_RATE_RULE,
} from '../feed-rate';

const hashes = (n: number) => Array.from({ length: n }, (_, i) => `hash-${i}`);

/** One request as the route makes it: asked first, then counted as a miss if nobody holds the token. */
async function request(
  store: MemoryRateStore,
  address: string | null,
  tokenHash: string,
  known: boolean,
): Promise<boolean> {
  if (!(await allowFeedRequest({ address, tokenHash }, store))) return false;
  if (!known) await countFeedMiss(address, store);
  return true;
}

describe('calendar feed rate limit', () => {
  it('lets one address fetch any number of known feeds', async () => {
    const store = new MemoryRateStore(() => 5_000);
    for (const tokenHash of hashes(FEED_ADDRESS_MISS_RULE.limit * 3))
      expect(await request(store, '203.0.113.7', tokenHash, true)).toBe(true);
  });

  it('holds one address that tried too many unknown tokens, for any token, not another address', async () => {
    let now = 5_000;
    const store = new MemoryRateStore(() => now);
    for (const tokenHash of hashes(FEED_ADDRESS_MISS_RULE.limit)) {
      expect(await request(store, '203.0.113.7', `known-${tokenHash}`, true)).toBe(true);
      expect(await request(store, '203.0.113.7', tokenHash, false)).toBe(true);
    }
    expect(
      await allowFeedRequest({ address: '203.0.113.7', tokenHash: 'known-hash-0' }, store),
    ).toBe(false);
    expect(await allowFeedRequest({ address: '203.0.113.7', tokenHash: 'another' }, store)).toBe(
      false,
    );
    expect(await allowFeedRequest({ address: '198.51.100.2', tokenHash: 'another' }, store)).toBe(
      true,
    );
    now += FEED_ADDRESS_MISS_RULE.windowMs;
    expect(await allowFeedRequest({ address: '203.0.113.7', tokenHash: 'another' }, store)).toBe(
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
    for (const tokenHash of hashes(FEED_ADDRESS_MISS_RULE.limit + 5))
      expect(await request(store, null, tokenHash, false)).toBe(true);
  });
});
