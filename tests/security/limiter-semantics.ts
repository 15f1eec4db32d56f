import { describe, expect, it } from 'vitest';
import { fixedWindowLimiter, reserveAll, type LimitStore } from '@server/services/limits';
import { DEFAULT_LOGIN_TRIES_PER_ADDRESS_PER_MINUTE } from '@server/plugins/rate-limit';
import { loginLimiters } from '@server/routes/api/sys-login';
import { OLD_PASSWORD_FAILURES_PER_ACCOUNT } from '@server/routes/api/sys-npc-user';

/** An hour boundary (so every window of the rules below starts here); times are passed explicitly. */
export const HOUR_START = 1_900_000_000_000 - (1_900_000_000_000 % 3_600_000);
const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * What every LimitStore must give the limiters, run against the memory store
 * (limits.api.test.ts) and the Redis store (limits.redis.test.ts). `newStore` answers a store
 * with no counts.
 */
export function describeLimiterSemantics(storeName: string, newStore: () => LimitStore) {
  describe(`fixed-window limiter on the ${storeName} store`, () => {
    it('allows `limit` acts per window, answers the wait to the window’s end, and starts again in the next window', async () => {
      const limiter = fixedWindowLimiter('t', [{ limit: 2, windowMs: MINUTE }], newStore());
      const t0 = HOUR_START + 10 * SECOND;
      expect(await limiter.take('a', t0)).toBe(0);
      expect(await limiter.take('a', t0 + SECOND)).toBe(0);
      expect(await limiter.take('a', t0 + 2 * SECOND)).toBe(MINUTE - 12 * SECOND);
      expect(await limiter.retryAfterMs('a', t0 + 2 * SECOND)).toBe(MINUTE - 12 * SECOND);
      expect(await limiter.retryAfterMs('b', t0 + 2 * SECOND)).toBe(0);
      expect(await limiter.take('a', HOUR_START + MINUTE)).toBe(0);
    });

    it('keeps limiters of different names apart on one store', async () => {
      const store = newStore();
      const one = fixedWindowLimiter('one', [{ limit: 1, windowMs: MINUTE }], store);
      const other = fixedWindowLimiter('other', [{ limit: 1, windowMs: MINUTE }], store);
      expect(await one.take('a', HOUR_START)).toBe(0);
      expect(await one.take('a', HOUR_START)).toBeGreaterThan(0);
      expect(await other.take('a', HOUR_START)).toBe(0);
    });

    it('applies every rule: 1 a minute and 5 in five minutes', async () => {
      const limiter = fixedWindowLimiter('m', [{ limit: 1, windowMs: MINUTE }, { limit: 5, windowMs: 5 * MINUTE }], newStore());
      for (let minute = 0; minute < 5; minute += 1) {
        const now = HOUR_START + minute * MINUTE;
        expect(await limiter.retryAfterMs('ip', now)).toBe(0);
        await limiter.record('ip', now);
        expect(await limiter.retryAfterMs('ip', now + SECOND)).toBe(MINUTE - SECOND);
      }
      // Minute 5 starts a new five-minute window too; at 4:30 both rules still hold.
      expect(await limiter.retryAfterMs('ip', HOUR_START + 4 * MINUTE + 30 * SECOND)).toBe(30 * SECOND);
      expect(await limiter.retryAfterMs('ip', HOUR_START + 5 * MINUTE)).toBe(0);
    });

    it('counts a reservation at once, gives it back on release, and does not count a refusal', async () => {
      const limiter = fixedWindowLimiter('r', [{ limit: 2, windowMs: MINUTE }], newStore());
      const first = await limiter.reserve('k', HOUR_START);
      const second = await limiter.reserve('k', HOUR_START);
      expect([first.wait, second.wait]).toEqual([0, 0]);
      const third = await limiter.reserve('k', HOUR_START);
      expect(third.wait).toBe(MINUTE);
      await third.release(); // a refusal has nothing to give back
      await first.release();
      await first.release(); // twice is once
      expect(await limiter.retryAfterMs('k', HOUR_START)).toBe(0);
      expect((await limiter.reserve('k', HOUR_START)).wait).toBe(0);
      expect((await limiter.reserve('k', HOUR_START)).wait).toBe(MINUTE);
    });

    it('lets exactly `limit` of many concurrent takes through', async () => {
      const limiter = fixedWindowLimiter('c', [{ limit: 5, windowMs: MINUTE }], newStore());
      const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.take('k', HOUR_START)));
      expect(waits.filter((wait) => wait === 0)).toHaveLength(5);
    });

    it('reserves under several limiters all or none, answering the longest wait', async () => {
      const store = newStore();
      const one = fixedWindowLimiter('one', [{ limit: 1, windowMs: MINUTE }], store);
      const hourly = fixedWindowLimiter('hourly', [{ limit: 2, windowMs: 60 * MINUTE }], store);
      const both = await reserveAll([[one, 'k'], [hourly, 'k']], HOUR_START);
      expect(both.wait).toBe(0);
      // `one` refuses: `hourly` does not keep the act.
      expect((await reserveAll([[one, 'k'], [hourly, 'k']], HOUR_START)).wait).toBe(MINUTE);
      expect((await hourly.reserve('k', HOUR_START)).wait).toBe(0);
      // Both refuse: the longer wait is answered; release gives back what the first took.
      expect((await reserveAll([[one, 'k'], [hourly, 'k']], HOUR_START)).wait).toBe(60 * MINUTE);
      await both.release();
      expect(await one.retryAfterMs('k', HOUR_START)).toBe(0);
      expect(await hourly.retryAfterMs('k', HOUR_START)).toBe(0);
    });

    it('holds the login rules: 5 failed tries a minute per account and address, 100 an hour per account', async () => {
      const limiters = loginLimiters(newStore(), DEFAULT_LOGIN_TRIES_PER_ADDRESS_PER_MINUTE);
      const tryFrom = (address: string, now: number) => limiters.reserveFailure(address, 'account', now);
      // One address has 5 a minute, then waits for the next minute; another address may still try.
      for (let i = 0; i < 5; i += 1) expect((await tryFrom('a', HOUR_START)).wait).toBe(0);
      expect((await tryFrom('a', HOUR_START + SECOND)).wait).toBe(MINUTE - SECOND);
      expect((await tryFrom('b', HOUR_START + SECOND)).wait).toBe(0);
      // Spread over addresses, the account takes 100 in the hour (a refusal is not counted), then
      // every address waits for the next hour.
      for (let i = 6; i < 100; i += 1) expect((await tryFrom(`x${Math.floor(i / 5)}`, HOUR_START + 2 * SECOND)).wait).toBe(0);
      expect((await tryFrom('c', HOUR_START + 10 * MINUTE)).wait).toBe(50 * MINUTE);
      expect((await tryFrom('a', HOUR_START + 10 * MINUTE)).wait).toBe(50 * MINUTE);
      expect((await tryFrom('c', HOUR_START + 60 * MINUTE)).wait).toBe(0);
    });

    it('holds the sign-in rule per address: every try counts, right or wrong, up to the figure a minute', async () => {
      const limiters = loginLimiters(newStore(), DEFAULT_LOGIN_TRIES_PER_ADDRESS_PER_MINUTE);
      for (let i = 0; i < DEFAULT_LOGIN_TRIES_PER_ADDRESS_PER_MINUTE; i += 1) expect(await limiters.triesPerAddress.take('ip', HOUR_START)).toBe(0);
      expect(await limiters.triesPerAddress.take('ip', HOUR_START + SECOND)).toBe(MINUTE - SECOND);
      expect(await limiters.triesPerAddress.take('other-ip', HOUR_START + SECOND)).toBe(0);
      expect(await limiters.triesPerAddress.take('ip', HOUR_START + MINUTE)).toBe(0);
    });

    it('holds the old-password rules: 5 wrong a minute, 20 an hour', async () => {
      const limiter = fixedWindowLimiter('oldPassword', OLD_PASSWORD_FAILURES_PER_ACCOUNT, newStore());
      for (let minute = 0; minute < 4; minute += 1) {
        const now = HOUR_START + minute * MINUTE;
        for (let i = 0; i < 5; i += 1) expect((await limiter.reserve('user', now)).wait).toBe(0);
        expect((await limiter.reserve('user', now + SECOND)).wait).toBe(minute < 3 ? MINUTE - SECOND : 57 * MINUTE - SECOND);
      }
      expect((await limiter.reserve('user', HOUR_START + 60 * MINUTE)).wait).toBe(0);
    });
  });
}
