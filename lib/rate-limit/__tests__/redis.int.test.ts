import { randomUUID } from 'node:crypto';
import { getServerEnv } from '../../env';
import { MemoryRateStore } from '../memory';
import { RedisRateStore } from '../redis';
import type { RateStore } from '../store';

/**
 * Against the test run's redis-server (REDIS_URL from the test runner). Two stores stand
 * for two app instances: each has its own connection, as each instance would.
 */
const url = getServerEnv().REDIS_URL;
const stores: RedisRateStore[] = [];
const instance = () => {
  if (!url) throw new Error('REDIS_URL is not set: run through the test runner');
  const store = new RedisRateStore(url);
  stores.push(store);
  return store;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterAll(async () => {
  await Promise.all(stores.map((store) => store.close()));
});

describe('RedisRateStore across two instances', () => {
  it('allows exactly the limit when hits alternate between instances', async () => {
    const [a, b] = [instance(), instance()];
    const key = `member-${randomUUID()}`;
    const rule = { limit: 15, windowMs: 60_000 };
    const decisions: boolean[] = [];
    for (let i = 0; i < 17; i += 1) decisions.push(await (i % 2 ? b : a).hit(key, rule));
    expect(decisions.slice(0, 15).every(Boolean)).toBe(true);
    expect(decisions.slice(15)).toEqual([false, false]);
  });

  it('allows exactly the limit when the hits race each other', async () => {
    const [a, b] = [instance(), instance()];
    const key = `member-${randomUUID()}`;
    const rule = { limit: 15, windowMs: 60_000 };
    const decisions = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 ? b : a).hit(key, rule)),
    );
    expect(decisions.filter(Boolean)).toHaveLength(15);
  });

  it('answers on one instance for the hits made on the other, without spending the limit', async () => {
    const [a, b] = [instance(), instance()];
    const key = `member-${randomUUID()}`;
    const rule = { limit: 3, windowMs: 60_000 };
    for (let i = 0; i < 10; i += 1) expect(await b.wouldAllow(key, rule)).toBe(true);
    for (let i = 0; i < 3; i += 1) expect(await a.hit(key, rule)).toBe(true);
    expect(await b.wouldAllow(key, rule)).toBe(false);
    expect(await a.wouldAllow(key, rule)).toBe(false);
    expect(await b.hit(key, rule)).toBe(false);
    expect(await b.wouldAllow(`member-${randomUUID()}`, rule)).toBe(true);
  });

  it('counts each key apart', async () => {
    const a = instance();
    const rule = { limit: 1, windowMs: 60_000 };
    const [first, second] = [`k-${randomUUID()}`, `k-${randomUUID()}`];
    expect(await a.hit(first, rule)).toBe(true);
    expect(await a.hit(first, rule)).toBe(false);
    expect(await a.hit(second, rule)).toBe(true);
  });
});

/**
 * The same timeline in both stores: the Redis script must keep decideRate's window (a
 * refused hit is not recorded; a hit counts until windowMs has passed).
 */
describe.each([
  ['memory', () => new MemoryRateStore()],
  ['redis', () => instance()],
])('the %s store slides like decideRate', (_name, create: () => RateStore) => {
  it('lets a client that waits through again, not counting refused hits', async () => {
    const store = create();
    const key = `slide-${randomUUID()}`;
    const rule = { limit: 2, windowMs: 600 };
    expect(await store.hit(key, rule)).toBe(true); // t ≈ 0
    expect(await store.hit(key, rule)).toBe(true); // t ≈ 0
    await sleep(300);
    expect(await store.hit(key, rule)).toBe(false); // t ≈ 300, refused, not recorded
    await sleep(400);
    // t ≈ 700: the first two have left the window; a recorded refusal would still count.
    expect(await store.hit(key, rule)).toBe(true);
    expect(await store.hit(key, rule)).toBe(true);
    expect(await store.hit(key, rule)).toBe(false);
  });

  it('says a waiting client would be let through once its hits leave the window', async () => {
    const store = create();
    const key = `peek-${randomUUID()}`;
    const rule = { limit: 2, windowMs: 600 };
    expect(await store.wouldAllow(key, rule)).toBe(true);
    expect(await store.hit(key, rule)).toBe(true); // t ≈ 0
    await sleep(300);
    expect(await store.wouldAllow(key, rule)).toBe(true);
    expect(await store.hit(key, rule)).toBe(true); // t ≈ 300
    expect(await store.wouldAllow(key, rule)).toBe(false);
    await sleep(400);
    // t ≈ 700: the first hit has left the window, the second has not.
    expect(await store.wouldAllow(key, rule)).toBe(true);
    expect(await store.hit(key, rule)).toBe(true);
    expect(await store.wouldAllow(key, rule)).toBe(false);
  });
});
