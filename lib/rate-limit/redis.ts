import { randomUUID } from 'node:crypto';
import { createClient, defineScript } from 'redis';
import { log } from '../log';
import type { RateRule } from './sliding-window';
import type { RateStore } from './store';

/** The scripts' common start: the Redis server's clock in ms, and the rule (ARGV 1 and 2). */
const NOW_AND_RULE = `local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local limit = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
`;

/**
 * decideRate's window (sliding-window.ts) as one atomic Redis script: the hits of a key are a
 * sorted set scored by the Redis server's clock, so every instance counts on the same clock;
 * hits older than the window are dropped, and a refused hit is not recorded.
 */
const SLIDING_WINDOW = defineScript({
  NUMBER_OF_KEYS: 1,
  SCRIPT: `
${NOW_AND_RULE}redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', string.format('%.0f', now - window))
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

/**
 * wouldAllowHit's question (sliding-window.ts) on the same clock and window as SLIDING_WINDOW,
 * writing nothing: the hits newer than the window, against the limit.
 */
const WOULD_ALLOW = defineScript({
  NUMBER_OF_KEYS: 1,
  SCRIPT: `
${NOW_AND_RULE}local recent = redis.call('ZCOUNT', KEYS[1], '(' .. string.format('%.0f', now - window), '+inf')
if recent >= limit then
  return 0
end
return 1
`,
  transformArguments(key: string, limit: number, windowMs: number) {
    return [key, String(limit), String(windowMs)];
  },
  transformReply(reply: number) {
    return reply === 1;
  },
});

const KEY_PREFIX = 'rate-limit:';
const ERROR_LOG_INTERVAL_MS = 60_000;

/**
 * Hits in Redis, shared by every instance that uses the same server. When Redis does not
 * answer within `timeoutMs` the hit (or the question) is allowed and the failure logged (at
 * most once a minute): the limits guard costs, and an outage of the store must not refuse
 * members' work.
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
      scripts: { slidingWindow: SLIDING_WINDOW, wouldAllow: WOULD_ALLOW },
    });
    this.client.on('error', (error: unknown) => this.report(error));
    // The connection never keeps a process alive by itself: a server stays up for its own
    // reasons, and a test or script that used a limiter ends when its work is done.
    this.client.unref();
  }

  hit(key: string, rule: RateRule): Promise<boolean> {
    return this.answer((client) =>
      client.slidingWindow(KEY_PREFIX + key, rule.limit, rule.windowMs, randomUUID()),
    );
  }

  wouldAllow(key: string, rule: RateRule): Promise<boolean> {
    return this.answer((client) => client.wouldAllow(KEY_PREFIX + key, rule.limit, rule.windowMs));
  }

  /** The script's answer, or true when Redis fails or does not answer in time. */
  private async answer(run: (client: typeof this.client) => Promise<boolean>): Promise<boolean> {
    try {
      return await withTimeout(this.connected().then(run), this.timeoutMs);
    } catch (error) {
      this.report(error);
      return true;
    }
  }

  private async connected(): Promise<typeof this.client> {
    this.connecting ??= this.client.connect().catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    await this.connecting;
    return this.client;
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
