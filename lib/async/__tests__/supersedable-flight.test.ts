import { deferred } from '../../../dev/test-run/deferred';
import { supersedableFlight, Superseded } from '../supersedable-flight';

describe('supersedableFlight', () => {
  it('shares one running read between callers, as singleFlight does', async () => {
    const pending = deferred<string>();
    const work = jest.fn(() => pending.promise);
    const flight = supersedableFlight(work, () => 'list');

    const first = flight.run();
    const second = flight.run();
    pending.resolve('sessions');

    await expect(Promise.all([first, second])).resolves.toEqual(['sessions', 'sessions']);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('after a change, a caller starts a new read instead of joining the older one', async () => {
    const before = deferred<string>();
    const after = deferred<string>();
    const work = jest.fn().mockReturnValueOnce(before.promise).mockReturnValueOnce(after.promise);
    const flight = supersedableFlight(work, () => 'list');

    const early = flight.run();
    flight.changed();
    const late = flight.run();
    after.resolve('with the new session');
    before.resolve('without it');

    await expect(late).resolves.toBe('with the new session');
    // The read that began before the change still answers its caller, as superseded.
    const error = await early.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Superseded);
    expect((error as Superseded<string>).value).toBe('without it');
    expect(work).toHaveBeenCalledTimes(2);
  });

  it('a read that began after the last change is not superseded', async () => {
    const flight = supersedableFlight(
      async () => 'fresh',
      () => 'list',
    );
    flight.changed();
    await expect(flight.run()).resolves.toBe('fresh');
  });
});
