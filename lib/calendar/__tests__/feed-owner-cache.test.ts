import { feedTokenHash } from '../feed-token';
import { loadFeedOwner } from '../feeds';

/**
 * loadFeedOwner's use of the shared cache, with a cache that keeps every answer its work
 * returns (as Next's does) and a Firestore whose records this test sets.
 */
const cache = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  unstable_cache: (work: () => Promise<unknown>, keys: string[]) => async () => {
    const key = keys.join('/');
    if (!cache.has(key)) cache.set(key, await work());
    return cache.get(key);
  },
  revalidateTag: jest.fn(),
}));

const records = new Map<string, Record<string, unknown>>();
let reads = 0;
jest.mock('../../firebase', () => ({
  adminDb: () => ({
    collection: () => ({
      where: (_field: string, _op: string, hash: string) => ({
        select: () => ({
          limit: () => ({
            get: async () => {
              reads++;
              const found = [...records].find(([, data]) => data.calendarFeed === hash);
              return { docs: found ? [{ id: found[0], data: () => found[1] }] : [] };
            },
          }),
        }),
      }),
    }),
  }),
}));
jest.mock('../../members', () => ({
  CALENDAR_FEED_FIELD: 'calendarFeed',
  DISABLED_FIELD: 'disabled',
  calendarFeedTag: (hash: string) => `calendar-feed-${hash}`,
  grantsOfRecord: (data: { courses?: string[] }) => ({ manual: { courses: data.courses ?? [] } }),
  isRecordDisabled: (data: { disabled?: boolean }) => data.disabled === true,
  memberDoc: jest.fn(),
  memberKey: (email: string) => email,
}));

const token = 'a'.repeat(43);

beforeEach(() => {
  cache.clear();
  records.clear();
  reads = 0;
});

describe('the feed owner cache', () => {
  it('caches a known token: polling reads Firestore once', async () => {
    records.set('ann@example.com', { calendarFeed: feedTokenHash(token), courses: ['c'] });
    expect((await loadFeedOwner(token))?.email).toBe('ann@example.com');
    expect((await loadFeedOwner(token))?.email).toBe('ann@example.com');
    expect(reads).toBe(1);
  });

  it('caches no unknown token: made-up tokens leave nothing in the cache', async () => {
    expect(await loadFeedOwner(token)).toBeNull();
    expect(await loadFeedOwner(token)).toBeNull();
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);
    // A token that becomes known is found at once, not after a cached "nobody".
    records.set('ann@example.com', { calendarFeed: feedTokenHash(token) });
    expect((await loadFeedOwner(token))?.email).toBe('ann@example.com');
  });
});
