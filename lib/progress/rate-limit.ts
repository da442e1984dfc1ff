/** The progress route's limiter is the shared one: Redis across instances, else memory. */
export { RateLimiter } from '../rate-limit';
