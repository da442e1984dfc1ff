import { mapConcurrently } from '../map-concurrently';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('mapConcurrently', () => {
  it('keeps at most `limit` calls running, starts them in order and answers in order', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const results = await mapConcurrently([30, 5, 20, 1, 10, 2], 3, async (ms, index) => {
      started.push(index);
      most = Math.max(most, ++running);
      await sleep(ms);
      running -= 1;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(3);
  });

  it('answers nothing for no items and rejects with the first failure', async () => {
    expect(await mapConcurrently([], 4, async () => 1)).toEqual([]);
    await expect(
      mapConcurrently([1, 2, 3], 2, async (n) => {
        if (n === 2) throw new Error('row 2');
        return n;
      }),
    ).rejects.toThrow('row 2');
  });
});
