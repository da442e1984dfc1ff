import { randomUUID } from 'node:crypto';
import { createClient, defineScript } from 'redis';
import { log } from '../log';
import type { RateRule } from './sliding-window';
import type { RateStore } from './store';

/**
 * decideRate's window (sliding-window.ts) as one atomic Redis script: the hits of a key are a
 * sorted set scored by the Redis server's clock, so every instance counts on the same clock;
 * hits older than the window are dropped, and a refused hit is not recorded.
 */
const SLIDING_WINDOW = defineScript({
  NUMBER_OF_KEYS: 1,
  SCRIPT: `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%.0f', now - window))
if redis.call('ZCARD', KEYS[1]) >= limit then
  return 0
end
redis.call('ZADD', KEYS[1], string.format('%.0f', now), ARGV[3])
redis.call('PEXPIRE', KEYS[1], window)
return 1
`,
  transformArguments(key: string, limit: number, windowMs: number, hitId: string) {
    return [key, String(limit), String(windowMs), hitId];
  },
  transformReply(reply: number) {
    return reply === 1;
  },
});

const KEY_PREFIX = 'rate-limit:';
const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * Hits in Redis, shared by every instance that uses the same server. When Redis does not
 * answer within `timeoutMs` the hit is allowed and the failure logged (at most once a
 * minute): the limits guard costs, and an outage of the store must not refuse members' work.
 */
export class RedisRateStore implements RateStore {
  private readonly client;
  private connecting: Promise<unknown> | undefined;
  private lastErrorLog = -Infinity;

  constructor(
    url: string,
    private readonly timeoutMs = 1_000,
  ) {
    this.client = createClient({
      url,
      // While disconnected a command fails at once instead of waiting in a queue.
      disableOfflineQueue: true,
      scripts: { slidingWindow: SLIDING_WINDOW },
    });
    this.client.on('error', (error: unknown) => this.report(error));
    // The connection never keeps a process alive by itself: a server stays up for its own
    // reasons, and a test or script that used a limiter ends when its work is done.
    this.client.unref();
  }

  async hit(key: string, rule: RateRule): Promise<boolean> {
    try {
      return await withTimeout(this.decide(key, rule), this.timeoutMs);
    } catch (error) {
      this.report(error);
      return true;
    }
  }

  private async decide(key: string, rule: RateRule): Promise<boolean> {
    this.connecting ??= this.client.connect().catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    await this.connecting;
    return this.client.slidingWindow(KEY_PREFIX + key, rule.limit, rule.windowMs, randomUUID());
  }

  /** Closes the connection (tests; a server keeps it for its lifetime). */
  async close(): Promise<void> {
    if (this.client.isOpen) await this.client.disconnect();
  }

  private report(error: unknown): void {
    const now = Date.now();
    if (now - this.lastErrorLog < ERROR_LOG_INTERVAL_MS) return;
    this.lastErrorLog = now;
    log('error', 'rate limit store unavailable; letting requests through', { error });
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
