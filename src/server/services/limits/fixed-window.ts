/**
 * Fixed-window counters per key (e.g. per client IP). A rule allows `limit` acts in each window
 * of `windowMs` aligned to the epoch; a limiter may hold several rules (1 a minute and 5 in five
 * minutes). Checking and recording are separate so a caller can count only what succeeded.
 */

/**
 * Where the counts live. The memory store serves one server; the Redis store (redis-store.ts:
 * GET, INCR + PEXPIRE, guarded DECR) gives every server the same counts without changing the
 * limiters. A store never throws: a shared store that cannot reach its server counts locally.
 */
export interface LimitStore {
  /** The count under `key`; 0 when unknown or expired. */
  get(key: string, now: number): Promise<number>;
  /** Adds one to `key`, which is forgotten at `expiresAt`; answers the new count. */
  increment(key: string, expiresAt: number, now: number): Promise<number>;
  /** Takes one back from `key` (an act given back); nothing when `key` is unknown or expired. */
  decrement(key: string, now: number): Promise<void>;
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

  async decrement(key: string, now: number): Promise<void> {
    const entry = this.counts.get(key);
    if (!entry || entry.expiresAt <= now) return;
    if (entry.count <= 1) this.counts.delete(key);
    else entry.count -= 1;
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

/** What `reserve` answers: a wait (nothing was counted) or 0 and the way to give the act back. */
export interface Reservation {
  /** Milliseconds until `key` may act again; 0 when the act was allowed and counted. */
  wait: number;
  /** Uncounts the reserved act (e.g. a login that succeeded); does nothing after a refusal. */
  release(): Promise<void>;
}

export interface Limiter {
  /** Milliseconds until `key` may act again under every rule; 0 when it may act now. */
  retryAfterMs(key: string, now?: number): Promise<number>;
  /** Counts one act of `key` in the current window of every rule. */
  record(key: string, now?: number): Promise<void>;
  /**
   * Counts the act first and refuses it (uncounting it again) when that goes over a rule, so
   * concurrent requests cannot all pass a check before any of them is counted.
   */
  reserve(key: string, now?: number): Promise<Reservation>;
  /** For limits on every attempt: reserve, keeping the act when allowed; answers the wait. */
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
    async reserve(key, now = Date.now()) {
      const counted: string[] = [];
      let wait = 0;
      for (const rule of rules) {
        const { storeKey, end } = windowOf(rule, key, now);
        counted.push(storeKey);
        if ((await store.increment(storeKey, end, now)) > rule.limit) wait = Math.max(wait, end - now);
      }
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        for (const storeKey of counted) await store.decrement(storeKey, now);
      };
      if (wait > 0) {
        await release();
        return { wait, release: async () => {} };
      }
      return { wait: 0, release };
    },
    async take(key, now = Date.now()) {
      return (await limiter.reserve(key, now)).wait;
    },
  };
  return limiter;
}

/**
 * Reserves one act under several limiters at once (e.g. per account and per account and
 * address): counted by all of them, or, when any refuses, by none, with the longest wait.
 */
export async function reserveAll(parts: readonly (readonly [limiter: Limiter, key: string])[], now = Date.now()): Promise<Reservation> {
  const held: Reservation[] = [];
  let wait = 0;
  for (const [limiter, key] of parts) {
    const reservation = await limiter.reserve(key, now);
    if (reservation.wait > 0) wait = Math.max(wait, reservation.wait);
    else held.push(reservation);
  }
  const release = async () => {
    for (const reservation of held) await reservation.release();
  };
  if (wait > 0) {
    await release();
    return { wait, release: async () => {} };
  }
  return { wait: 0, release };
}
