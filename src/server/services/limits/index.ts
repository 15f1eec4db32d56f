import { MemoryLimitStore, type LimitStore } from './fixed-window';

export { fixedWindowLimiter, MemoryLimitStore, type Limiter, type LimitRule, type LimitStore } from './fixed-window';

/**
 * The store every per-client limit counts in. In memory: each server counts alone, and a
 * restart forgets the counts. The one place to choose a shared store (Redis) instead.
 */
export function createLimitStore(): LimitStore {
  return new MemoryLimitStore();
}

/** Whole seconds for a 429's message and Retry-After header; never 0 while still limited. */
export function retryAfterSeconds(waitMs: number): number {
  return Math.max(1, Math.ceil(waitMs / 1000));
}
