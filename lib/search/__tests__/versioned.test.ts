import { deferred } from '../../../dev/test-run/deferred';
import { latestByVersion } from '../versioned';

describe('latestByVersion', () => {
  it('builds once per version, and callers during the first build share it', async () => {
    const build = jest.fn(async (source: string) => `index of ${source}`);
    const get = latestByVersion(build, { retryAfterMs: 1000, onError: () => {} });
    const [a, b] = await Promise.all([get(1, 'one'), get(1, 'one')]);
    expect([a, b]).toEqual(['index of one', 'index of one']);
    expect(await get(1, 'one')).toBe('index of one');
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('serves the previous version while the new one builds, then the new one', async () => {
    const builds = [deferred<string>(), deferred<string>()];
    let n = 0;
    const get = latestByVersion(() => builds[n++]!.promise, {
      retryAfterMs: 1000,
      onError: () => {},
    });
    const first = get(1, 'one');
    builds[0]!.resolve('old');
    expect(await first).toBe('old');
    expect(await get(2, 'two')).toBe('old');
    expect(await get(2, 'two')).toBe('old');
    expect(n).toBe(2);
    builds[1]!.resolve('new');
    await builds[1]!.promise;
    expect(await get(2, 'two')).toBe('new');
  });

  it('after a failed rebuild keeps the previous value and retries only after the wait', async () => {
    let clock = 0;
    const errors: unknown[] = [];
    let fail = false;
    const build = jest.fn(async (source: string) => {
      if (fail) throw new Error('down');
      return source;
    });
    const get = latestByVersion(build, {
      retryAfterMs: 1000,
      onError: (e) => errors.push(e),
      now: () => clock,
    });
    expect(await get(1, 'one')).toBe('one');
    fail = true;
    expect(await get(2, 'two')).toBe('one');
    await new Promise((r) => setImmediate(r));
    expect(errors).toHaveLength(1);
    expect(await get(2, 'two')).toBe('one');
    expect(build).toHaveBeenCalledTimes(2);
    clock = 1000;
    fail = false;
    expect(await get(2, 'two')).toBe('one');
    await new Promise((r) => setImmediate(r));
    expect(await get(2, 'two')).toBe('two');
    expect(build).toHaveBeenCalledTimes(3);
  });

  it('throws when the first build fails, and tries again at the next call', async () => {
    let fail = true;
    const get = latestByVersion(
      async () => {
        if (fail) throw new Error('down');
        return 'ok';
      },
      { retryAfterMs: 60_000, onError: () => {} },
    );
    await expect(get(1, null)).rejects.toThrow('down');
    fail = false;
    expect(await get(1, null)).toBe('ok');
  });
});
