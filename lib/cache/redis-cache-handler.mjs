import TurboRedisCacheHandler from '@trieb.work/nextjs-turbo-redis-cache';

/**
 * Next's incremental cache (unstable_cache entries and their tags) in Redis, so every
 * instance serves the same content and a revalidateTag on one reaches all of them.
 * next.config.ts points here only when lib/env has validated REDIS_URL; the library
 * reads that same variable. Its defaults are kept: reads are answered from memory for up
 * to 10 s, and a revalidation deletes the tagged entries in Redis and, through Redis
 * pub/sub, from every instance's memory; keys are prefixed with the build id, so a new
 * deployment never reads an older build's entries. Plain JavaScript because Next imports
 * this file as it is.
 */
export default class RedisCacheHandler extends TurboRedisCacheHandler {
  constructor(context) {
    // The database REDIS_URL names (lib/env allows only 0); the library's default
    // would pick 1 outside Vercel production.
    super({ ...context, database: 0 });
  }
}
