import 'server-only';
import { unstable_cache, updateTag } from 'next/cache';
import { supersedableFlight, Superseded } from '../async';

/**
 * `unstable_cache`, with entries that every bundle of the app shares. Next keys an entry by
 * its function's source as well as by its key parts, and it bundles route handlers and pages
 * apart, each with its own minified copy of a module: the same cached read made by the
 * publish webhook and by a page would be two entries. A bound function's source is the same
 * in every bundle, so the key parts alone tell the entries apart.
 */
export function sharedCache<Args extends unknown[], Result>(
  read: (...args: Args) => Promise<Result>,
  keyParts: string[],
  options: { revalidate: number; tags: string[] },
): (...args: Args) => Promise<Result> {
  return unstable_cache(read.bind(null), keyParts, options);
}

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
  const cached = sharedCache(flight.run, [key], { revalidate, tags: [tag] });
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
