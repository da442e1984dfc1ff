import { shareResult } from '../shared-result';

describe('shareResult', () => {
  let now: number;
  let version: number;
  beforeEach(() => {
    now = 1_000_000;
    version = 1;
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it('shares one call with the calls made while it runs and after, while it is fresh', async () => {
    const work = jest.fn(async () => 'bodies');
    const read = shareResult(work, { maxAgeMs: 60_000 });

    await expect(Promise.all([read(version), read(version)])).resolves.toEqual([
      'bodies',
      'bodies',
    ]);
    now += 59_999;
    await expect(read(version)).resolves.toBe('bodies');
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('calls again once the result is maxAgeMs old', async () => {
    let calls = 0;
    const read = shareResult(async () => ++calls, { maxAgeMs: 60_000 });

    expect(await read(version)).toBe(1);
    now += 60_000;
    expect(await read(version)).toBe(2);
    expect(await read(version)).toBe(2);
  });

  it('calls again as soon as the version moves on', async () => {
    let calls = 0;
    const read = shareResult(async () => ++calls, { maxAgeMs: 60_000 });

    expect(await read(version)).toBe(1);
    version = 2;
    expect(await read(version)).toBe(2);
    expect(await read(version)).toBe(2);
  });

  it('hands a failure to the calls that waited for it, then lets the next call retry', async () => {
    const work = jest
      .fn<Promise<string>, []>()
      .mockRejectedValueOnce(new Error('Contentful answered 503'))
      .mockResolvedValueOnce('recovered');
    const read = shareResult(work, { maxAgeMs: 60_000 });

    const first = read(version);
    const second = read(version);
    await expect(first).rejects.toThrow('503');
    await expect(second).rejects.toThrow('503');
    await expect(read(version)).resolves.toBe('recovered');
    expect(work).toHaveBeenCalledTimes(2);
  });
});
