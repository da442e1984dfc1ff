import { updateTag } from 'next/cache';
import { cachedRead, sharedCache } from '..';
import { deferred } from '../../../dev/test-run/deferred';

const OPTIONS = { revalidate: 60, tags: ['contentful'] };

/**
 * Next's data cache, reduced to what matters here: it keeps what the function returns
 * (nothing when it throws), under Next's key (the function's source, the key parts, the
 * arguments), and the tag's expiry drops what it kept.
 */
const kept = new Map<string, unknown>();
jest.mock('next/cache', () => ({
  unstable_cache:
    (work: (...args: unknown[]) => Promise<unknown>, keyParts: string[]) =>
    async (...args: unknown[]) => {
      const key = `${work.toString()}-${keyParts.join(',')}-${JSON.stringify(args)}`;
      if (kept.has(key)) return kept.get(key);
      const value = await work(...args);
      kept.set(key, value);
      return value;
    },
  updateTag: jest.fn(() => kept.clear()),
}));

describe('sharedCache', () => {
  beforeEach(() => kept.clear());

  it("shares one entry between two copies of a read whose sources differ (two bundles' minified copies)", async () => {
    const calls: string[] = [];
    const inRouteHandler = async (locale: string) => {
      calls.push(`route ${locale}`);
      return `catalog ${locale}`;
    };
    const inPage = async (lang: string) => {
      calls.push(`page ${lang}`);
      return `other source ${lang}`;
    };
    expect(await sharedCache(inRouteHandler, ['catalog'], OPTIONS)('ms')).toBe('catalog ms');
    expect(await sharedCache(inPage, ['catalog'], OPTIONS)('ms')).toBe('catalog ms');
    expect(calls).toEqual(['route ms']);
    // Other arguments or key parts are other entries.
    expect(await sharedCache(inPage, ['catalog'], OPTIONS)('zh')).toBe('other source zh');
    expect(await sharedCache(inPage, ['bodies'], OPTIONS)('ms')).toBe('other source ms');
  });
});

describe('cachedRead', () => {
  beforeEach(() => kept.clear());

  it('keeps the list: a second load reads nothing', async () => {
    const read = jest.fn(async () => ['session 1']);
    const list = cachedRead(read, { key: 'sessions', revalidate: 60, tag: 'live' });
    expect(await list.load()).toEqual(['session 1']);
    expect(await list.load()).toEqual(['session 1']);
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('a read that began before a change neither answers the re-render nor stays cached', async () => {
    const before = deferred<string[]>();
    const after = deferred<string[]>();
    const read = jest.fn().mockReturnValueOnce(before.promise).mockReturnValueOnce(after.promise);
    const list = cachedRead(read, { key: 'sessions', revalidate: 60, tag: 'live' });

    const otherMember = list.load(); // began a moment before the operator's change
    list.expire();
    expect(updateTag).toHaveBeenCalledWith('live');
    const reRender = list.load();
    after.resolve(['old', 'new']);
    await expect(reRender).resolves.toEqual(['old', 'new']);
    before.resolve(['old']); // the older read ends last

    await expect(otherMember).resolves.toEqual(['old']);
    await expect(list.load()).resolves.toEqual(['old', 'new']);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a failed read is thrown to the caller and not kept', async () => {
    const read = jest
      .fn()
      .mockRejectedValueOnce(new Error('Firestore unavailable'))
      .mockResolvedValueOnce(['session 1']);
    const list = cachedRead(read, { key: 'sessions', revalidate: 60, tag: 'live' });
    await expect(list.load()).rejects.toThrow('Firestore unavailable');
    await expect(list.load()).resolves.toEqual(['session 1']);
  });
});
