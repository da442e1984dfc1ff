import 'server-only';
import { unstable_cache, updateTag } from 'next/cache';
import { supersedableFlight, Superseded } from '../async';

/**
 * One list every member reads (live sessions, announcements), kept in Next's shared cache
 * (Redis with REDIS_URL) under one tag and read again at most every `revalidate` seconds;
 * concurrent misses on an instance share one read. The app's own changes call `expire()`
 * from their server action: the tag is expired on every instance, and on this one the
 * action's re-render reads the list afresh, neither joining nor caching a read that began
 * before the change (lib/async/supersedable-flight.ts).
 */
export function cachedRead<Result>(
  read: () => Promise<Result>,
  { key, revalidate, tag }: { key: string; revalidate: number; tag: string },
): { load: () => Promise<Result>; expire: () => void } {
  const flight = supersedableFlight(read, () => key);
  const cached = unstable_cache(flight.run, [key], { revalidate, tags: [tag] });
  return {
    load: () =>
      cached().catch((error: unknown) => {
        if (error instanceof Superseded) return error.value as Result;
        throw error;
      }),
    expire() {
      flight.changed();
      updateTag(tag);
    },
  };
}
