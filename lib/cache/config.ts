import type { NextConfig } from 'next';

/** Where next.config.ts points Next's cache handler when REDIS_URL is set. */
export const REDIS_CACHE_HANDLER = 'lib/cache/redis-cache-handler.mjs';

/**
 * One instance keeps Next's own cache (memory and disk). Several instances share one
 * through Redis: Next then keeps nothing in its own memory, since the handler does that.
 */
export function incrementalCacheConfig(
  redisUrl: string | undefined,
  projectDir: string,
): Pick<NextConfig, 'cacheHandler' | 'cacheMaxMemorySize'> {
  if (!redisUrl) return {};
  return { cacheHandler: `${projectDir}/${REDIS_CACHE_HANDLER}`, cacheMaxMemorySize: 0 };
}
