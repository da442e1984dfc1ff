import { existsSync } from 'node:fs';
import { incrementalCacheConfig, REDIS_CACHE_HANDLER } from '../config';

describe('incrementalCacheConfig', () => {
  it("keeps Next's own cache without REDIS_URL", () => {
    expect(incrementalCacheConfig(undefined, '/app')).toEqual({});
  });

  it('points Next at the Redis handler, with no memory cache of its own, with REDIS_URL', () => {
    expect(incrementalCacheConfig('redis://cache.internal:6379', '/app')).toEqual({
      cacheHandler: '/app/lib/cache/redis-cache-handler.mjs',
      cacheMaxMemorySize: 0,
    });
    expect(existsSync(REDIS_CACHE_HANDLER)).toBe(true);
  });
});
