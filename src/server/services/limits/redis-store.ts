import type Redis from 'ioredis';
import { MemoryLimitStore, type LimitStore } from './fixed-window';

export const DEFAULT_KEY_PREFIX = 'rdlz:limits:';

/** Adds one; a new key (or one somehow left without expiry) gets its window's time to live. */
const INCREMENT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) == -1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/** Takes one back, never creating a key (a bare DECR would make a -1 that never expires). */
const DECREMENT = `
if redis.call('EXISTS', KEYS[1]) == 1 then
  if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
end
return 0`;

/** How often a Redis outage is logged while it lasts. */
const WARN_EVERY_MS = 60_000;

export interface LimitLog {
  warn(details: object, message: string): void;
}

export interface RedisLimitStoreOptions {
  /** Put before every key, so one Redis can serve several apps (and parallel test files). */
  keyPrefix?: string;
  log?: LimitLog;
}

/**
 * Fixed-window counts in Redis, shared by every server that uses the same Redis and prefix.
 * Windows expire by PEXPIRE relative to the caller's `now` (never PEXPIREAT), so a server's
 * clock only decides which window it is in, not when Redis forgets it.
 *
 * When Redis does not answer (down, or slower than the client's command timeout), the store
 * counts in memory instead and logs a warning: limits keep holding per server, and no request
 * fails with 500 because of a limit. See docs/decisions.md (Shared limits).
 */
export class RedisLimitStore implements LimitStore {
  readonly keyPrefix: string;
  private readonly fallback = new MemoryLimitStore();
  private readonly log?: LimitLog;
  private lastWarning = -Infinity;

  constructor(
    readonly redis: Redis,
    options: RedisLimitStoreOptions = {},
  ) {
    this.keyPrefix = options.keyPrefix ?? DEFAULT_KEY_PREFIX;
    this.log = options.log;
  }

  async get(key: string, now: number): Promise<number> {
    try {
      const value = await this.redis.get(this.keyPrefix + key);
      return value === null ? 0 : Number(value);
    } catch (error) {
      this.unavailable(error);
      return this.fallback.get(key, now);
    }
  }

  async increment(key: string, expiresAt: number, now: number): Promise<number> {
    try {
      const ttl = Math.max(1, Math.ceil(expiresAt - now));
      return Number(await this.redis.eval(INCREMENT, 1, this.keyPrefix + key, ttl));
    } catch (error) {
      this.unavailable(error);
      return this.fallback.increment(key, expiresAt, now);
    }
  }

  async decrement(key: string, now: number): Promise<void> {
    try {
      await this.redis.eval(DECREMENT, 1, this.keyPrefix + key);
    } catch (error) {
      this.unavailable(error);
      await this.fallback.decrement(key, now);
    }
  }

  /** Logged once a minute at most, so an outage does not flood the log. */
  unavailable(error: unknown) {
    const now = Date.now();
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    this.log?.warn({ err: error }, 'Redis unavailable: limits are counted in this server’s memory until it answers again');
  }
}
