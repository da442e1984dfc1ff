import { deferred } from '../../../dev/test-run/deferred';
import { singleFlight } from '../single-flight';

describe('singleFlight', () => {
  it('shares one running call between callers with the same key', async () => {
    const pending = deferred<string>();
    const work = jest.fn((id: string) => pending.promise.then((value) => `${value} for ${id}`));
    const shared = singleFlight(work, (id) => id);

    const first = shared('a');
    const second = shared('a');
    pending.resolve('content');

    await expect(Promise.all([first, second])).resolves.toEqual(['content for a', 'content for a']);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs different keys separately', async () => {
    const work = jest.fn(async (id: string) => id.toUpperCase());
    const shared = singleFlight(work, (id) => id);

    await expect(Promise.all([shared('a'), shared('b')])).resolves.toEqual(['A', 'B']);
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('starts afresh once the call has settled, so nothing is cached', async () => {
    let calls = 0;
    const shared = singleFlight(
      async () => ++calls,
      () => 'same',
    );

    expect(await shared()).toBe(1);
    expect(await shared()).toBe(2);
  });

  it('hands a failure to every waiting caller and lets the next call retry', async () => {
    const pending = deferred<string>();
    const work = jest.fn(() => pending.promise);
    const shared = singleFlight(work, () => 'same');

    const first = shared();
    const second = shared();
    pending.reject(new Error('Contentful answered 503'));

    await expect(first).rejects.toThrow('503');
    await expect(second).rejects.toThrow('503');
    work.mockResolvedValueOnce('recovered');
    await expect(shared()).resolves.toBe('recovered');
  });
});
