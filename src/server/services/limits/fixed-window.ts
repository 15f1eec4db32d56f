/**
 * Fixed-window counters per key (e.g. per client IP). A rule allows `limit` acts in each window
 * of `windowMs` aligned to the epoch; a limiter may hold several rules (1 a minute and 5 in five
 * minutes). Checking and recording are separate so a caller can count only what succeeded.
 */

/**
 * Where the counts live. The memory store serves one server; a shared store (Redis: GET, and
 * INCR + PEXPIREAT) gives every server the same counts without changing the limiters.
 */
export interface LimitStore {
  /** The count under `key`; 0 when unknown or expired. */
  get(key: string, now: number): Promise<number>;
  /** Adds one to `key`, which is forgotten at `expiresAt`; answers the new count. */
  increment(key: string, expiresAt: number, now: number): Promise<number>;
}

const SWEEP_EVERY_MS = 60_000;

export class MemoryLimitStore implements LimitStore {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();
  private nextSweep = 0;

  async get(key: string, now: number): Promise<number> {
    const entry = this.counts.get(key);
    return entry && entry.expiresAt > now ? entry.count : 0;
  }

  async increment(key: string, expiresAt: number, now: number): Promise<number> {
    this.sweep(now);
    const entry = this.counts.get(key);
    const count = entry && entry.expiresAt > now ? entry.count + 1 : 1;
    this.counts.set(key, { count, expiresAt });
    return count;
  }

  /** Ended windows are dropped now and then, so the map holds only the keys seen lately. */
  private sweep(now: number) {
    if (now < this.nextSweep) return;
    this.nextSweep = now + SWEEP_EVERY_MS;
    for (const [key, entry] of this.counts) if (entry.expiresAt <= now) this.counts.delete(key);
  }
}

export interface LimitRule {
  limit: number;
  windowMs: number;
}

export interface Limiter {
  /** Milliseconds until `key` may act again under every rule; 0 when it may act now. */
  retryAfterMs(key: string, now?: number): Promise<number>;
  /** Counts one act of `key` in the current window of every rule. */
  record(key: string, now?: number): Promise<void>;
  /** For limits on every attempt: answers like retryAfterMs and, when 0, records the act. */
  take(key: string, now?: number): Promise<number>;
}

/** `name` keeps the counters of different limiters on one store apart. */
export function fixedWindowLimiter(name: string, rules: readonly LimitRule[], store: LimitStore): Limiter {
  const windowOf = (rule: LimitRule, key: string, now: number) => {
    const start = Math.floor(now / rule.windowMs) * rule.windowMs;
    return { storeKey: `${name}:${rule.windowMs}:${key}:${start}`, end: start + rule.windowMs };
  };

  const limiter: Limiter = {
    async retryAfterMs(key, now = Date.now()) {
      let wait = 0;
      for (const rule of rules) {
        const { storeKey, end } = windowOf(rule, key, now);
        if ((await store.get(storeKey, now)) >= rule.limit) wait = Math.max(wait, end - now);
      }
      return wait;
    },
    async record(key, now = Date.now()) {
      for (const rule of rules) {
        const { storeKey, end } = windowOf(rule, key, now);
        await store.increment(storeKey, end, now);
      }
    },
    async take(key, now = Date.now()) {
      const wait = await limiter.retryAfterMs(key, now);
      if (wait === 0) await limiter.record(key, now);
      return wait;
    },
  };
  return limiter;
}
