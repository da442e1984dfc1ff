import { keepLastGood } from '../last-good';

const down = new Error('service answered 500');
/** A read that has not answered: a call that waited for it would never settle. */
const pending = () => new Promise<string>(() => {});

/** Reads whose key 'a' was read once ('a1') and then failed: the service is failing. */
async function failingAfterOneGoodRead() {
  const read = jest
    .fn<Promise<string>, [string]>()
    .mockResolvedValueOnce('a1')
    .mockRejectedValueOnce(down);
  const reads = keepLastGood(read);
  await reads.read('a');
  await reads.read('a');
  return { read, reads };
}

describe('keepLastGood', () => {
  it('answers fresh values, and the failure itself while nothing good was read', async () => {
    const read = jest.fn<Promise<string>, [string]>();
    const reads = keepLastGood(read);
    read.mockRejectedValueOnce(down);
    await expect(reads.read('a')).rejects.toBe(down);
    read.mockResolvedValueOnce('a1');
    await expect(reads.read('a')).resolves.toEqual({ value: 'a1', fresh: true });
    expect(reads.last('a')).toBe('a1');
  });

  it('falls back on the last good value, with the failure', async () => {
    const read = jest.fn<Promise<string>, [string]>().mockResolvedValueOnce('a1');
    const reads = keepLastGood(read);
    await reads.read('a');
    read.mockRejectedValueOnce(down);
    await expect(reads.read('a')).resolves.toEqual({ value: 'a1', fresh: false, error: down });
  });

  it('while the latest read failed, answers from the last good value without waiting, and still reads', async () => {
    const { read, reads } = await failingAfterOneGoodRead();
    read.mockImplementationOnce(pending);
    await expect(reads.read('a')).resolves.toEqual({ value: 'a1', fresh: false });
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('the first read that succeeds again ends the fallback', async () => {
    const { read, reads } = await failingAfterOneGoodRead();
    // Served at once; the read behind it succeeds with new content.
    read.mockResolvedValueOnce('a2');
    expect((await reads.read('a')).value).toBe('a1');
    await Promise.resolve();
    expect(reads.last('a')).toBe('a2');
    read.mockResolvedValueOnce('a3');
    await expect(reads.read('a')).resolves.toEqual({ value: 'a3', fresh: true });
  });

  it('a key with nothing kept waits for its read, even while failing', async () => {
    const { read, reads } = await failingAfterOneGoodRead();
    read.mockResolvedValueOnce('b1');
    await expect(reads.read('b')).resolves.toEqual({ value: 'b1', fresh: true });
  });
});

describe('keepLastGood over one service', () => {
  it('a failed read of one kind makes the other kinds answer from what they kept', async () => {
    const health = { failing: false };
    const catalog = jest.fn<Promise<string>, [string]>().mockResolvedValueOnce('c1');
    const bodies = jest.fn<Promise<string>, [string]>().mockResolvedValueOnce('b1');
    const catalogReads = keepLastGood(catalog, health);
    const bodyReads = keepLastGood(bodies, health);
    await catalogReads.read('catalog');
    await bodyReads.read('class-1');
    catalog.mockRejectedValueOnce(down);
    await catalogReads.read('catalog');
    bodies.mockImplementationOnce(pending);
    await expect(bodyReads.read('class-1')).resolves.toEqual({ value: 'b1', fresh: false });
  });
});
