import Redis from 'ioredis';
import { MemoryLimitStore, type LimitStore } from './fixed-window';
import { RedisLimitStore, type LimitLog } from './redis-store';

export {
  fixedWindowLimiter,
  MemoryLimitStore,
  reserveAll,
  type Limiter,
  type LimitRule,
  type LimitStore,
  type Reservation,
} from './fixed-window';
export { DEFAULT_KEY_PREFIX, RedisLimitStore, type LimitLog, type RedisLimitStoreOptions } from './redis-store';

export interface LimitStoreOptions {
  /** Redis to count in (REDIS_URL); without one each server counts alone in memory. */
  redisUrl?: string | null;
  /** Put before every Redis key (default 'rdlz:limits:'). */
  keyPrefix?: string;
  log?: LimitLog;
}

export interface LimitStoreHandle {
  store: LimitStore;
  /** The Redis connection, when there is one; the general per-address limit counts in it too. */
  redis?: Redis;
  /** Resolves once Redis is connected, or after the connect timeout (the limits then fail open and log). */
  connected(): Promise<void>;
  /** Closes the Redis connection, if any. */
  close(): Promise<void>;
}

/**
 * The store every per-client limit counts in: Redis when a URL is given, so several servers
 * share the counts; otherwise memory, where each server counts alone and a restart forgets.
 * One store (one Redis connection) serves every limiter of an app (plugins/rate-limit.ts).
 */
export function createLimitStore(options: LimitStoreOptions = {}): LimitStoreHandle {
  if (!options.redisUrl) return { store: new MemoryLimitStore(), connected: async () => {}, close: async () => {} };
  const connectTimeoutMs = 2000;
  const redis = new Redis(options.redisUrl, {
    // A limit check waits at most about a second for Redis, then the store counts in memory.
    commandTimeout: 1000,
    connectTimeout: connectTimeoutMs,
    maxRetriesPerRequest: 1,
  });
  let lastError = -Infinity;
  redis.on('error', (error) => {
    // ioredis reports every failed reconnect; once a minute is enough.
    if (Date.now() - lastError < 60_000) return;
    lastError = Date.now();
    options.log?.warn({ err: error }, 'Redis connection error');
  });
  const store = new RedisLimitStore(redis, { keyPrefix: options.keyPrefix, log: options.log });
  return {
    store,
    redis,
    connected: () =>
      redis.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              redis.off('ready', done);
              resolve();
            };
            const timer = setTimeout(done, connectTimeoutMs);
            redis.once('ready', done);
          }),
    async close() {
      if (redis.status === 'end') return;
      if (redis.status !== 'ready') return redis.disconnect();
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}

/** Whole seconds for a 429's message and Retry-After header; never 0 while still limited. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
