import 'server-only';
import { RateLimiter, type RateStore } from '../rate-limit';
import { POST_WINDOW_MS, POSTS_PER_HOUR } from './rules';

/**
 * Questions and answers per member per hour: counted in the shared store (Redis when
 * REDIS_URL is set), so every instance counts the same member together.
 */
let limiter: RateLimiter | undefined;

export function allowPost(email: string, store?: RateStore): Promise<boolean> {
  if (store)
    return new RateLimiter(
      { limit: POSTS_PER_HOUR, windowMs: POST_WINDOW_MS },
      { name: 'community-posts', store },
    ).allow(email);
  limiter ??= new RateLimiter(
    { limit: POSTS_PER_HOUR, windowMs: POST_WINDOW_MS },
    { name: 'community-posts' },
  );
  return limiter.allow(email);
}
