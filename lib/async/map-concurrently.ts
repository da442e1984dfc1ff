/**
 * Runs `work` on every item, at most `limit` at a time, starting them in the items' order;
 * answers the results in that order. The first rejection rejects the whole call (the calls
 * already started still run to their end), so a caller that must finish every item catches
 * inside `work`.
 */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  return results;
}
