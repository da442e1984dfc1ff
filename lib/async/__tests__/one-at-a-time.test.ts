import { oneAtATime } from '../one-at-a-time';

describe('oneAtATime', () => {
  it('runs calls with one key in turn and calls with other keys side by side', async () => {
    const log: string[] = [];
    const task = (name: string, ms: number) => async () => {
      log.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`end ${name}`);
      return name;
    };
    const results = await Promise.all([
      oneAtATime('a', task('a1', 30)),
      oneAtATime('a', task('a2', 1)),
      oneAtATime('b', task('b1', 10)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log).toEqual(['start a1', 'start b1', 'end b1', 'end a1', 'start a2', 'end a2']);
  });

  it('a failure does not stop the calls behind it', async () => {
    const failing = oneAtATime('c', async () => {
      throw new Error('boom');
    });
    const next = oneAtATime('c', async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe('next');
  });
});
