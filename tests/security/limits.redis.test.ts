import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '@server/app';
import { DEMO_PASSWORD } from '@server/seed/accounts';
import { createLimitStore, fixedWindowLimiter, RedisLimitStore } from '@server/services/limits';
import { PORTAL_API, STATION_CODE_TYPE } from '@shared/portal';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { describeLimiterSemantics } from './limiter-semantics';

// Limits kept in Redis (REDIS_URL), so several servers share them. Runs only with
// REDIS_URL set (vitest.config.ts). Every key of this file starts with its own random prefix.

const REDIS_URL = process.env.REDIS_URL!;
const FILE_PREFIX = `rdlz:test:${randomUUID()}:`;
let prefixSerial = 0;
const newPrefix = () => `${FILE_PREFIX}${(prefixSerial += 1)}:`;

const TOO_MANY_LOGINS = '登录尝试过于频繁，请稍后再试';
const TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';
const MINUTE = 60_000;

let redis: Redis;
beforeAll(() => {
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  const keys = await redis.keys(`${FILE_PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});
afterEach(() => {
  vi.useRealTimers();
});

/** From now on Date says one second into the current window of `windowMs` (windows are aligned to the epoch). */
function startOfWindow(windowMs: number) {
  const now = Math.floor(Date.now() / windowMs) * windowMs + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return now;
}

let ipSerial = 0;
const newIp = () => `10.30.${Math.floor((ipSerial += 1) / 250)}.${ipSerial % 250}`;

describeLimiterSemantics('Redis', () => new RedisLimitStore(redis, { keyPrefix: newPrefix() }));

describe('the Redis store', () => {
  it('writes under its prefix, with the window’s time to live, and never creates a key by taking one back', async () => {
    const keyPrefix = newPrefix();
    const store = new RedisLimitStore(redis, { keyPrefix });
    const now = Date.now();
    expect(await store.increment('k', now + 5000, now)).toBe(1);
    expect(await store.increment('k', now + 5000, now + 100)).toBe(2);
    expect(await redis.get(`${keyPrefix}k`)).toBe('2');
    const ttl = await redis.pttl(`${keyPrefix}k`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(5000);
    await store.decrement('k', now);
    await store.decrement('k', now);
    expect(await redis.exists(`${keyPrefix}k`)).toBe(0);
    await store.decrement('never-seen', now);
    expect(await redis.exists(`${keyPrefix}never-seen`)).toBe(0);
    expect(await store.get('never-seen', now)).toBe(0);
  });

  it('keeps limiting in memory, logs it, and never throws while Redis cannot be reached', async () => {
    const warn = vi.fn();
    const handle = createLimitStore({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: newPrefix(), log: { warn } });
    try {
      const limiter = fixedWindowLimiter('down', [{ limit: 2, windowMs: MINUTE }], handle.store);
      const now = Date.now();
      expect(await limiter.take('k', now)).toBe(0);
      expect(await limiter.take('k', now)).toBe(0);
      expect(await limiter.take('k', now)).toBeGreaterThan(0);
      expect(warn).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('Redis unavailable'));
    } finally {
      await handle.close();
    }
  });
});

describe('two servers on one database and one Redis', () => {
  let a: TestApp;
  let b: App;
  const shared = newPrefix();
  beforeAll(async () => {
    a = await createTestApp({ limits: { redisUrl: REDIS_URL, keyPrefix: shared } });
    b = await buildApp({ database: a.database, limits: { redisUrl: REDIS_URL, keyPrefix: shared, perMinute: 100_000 } });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  async function login(app: App, username: string, password: string, ip = newIp()) {
    const response = await app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username, password }, remoteAddress: ip });
    return { status: response.statusCode, body: response.json() };
  }

  it('counts failed logins of one account from one address on both: 3 on A and 2 on B lock it there on both', async () => {
    startOfWindow(MINUTE);
    const account = '13800000004';
    const ip = newIp();
    for (const app of [a.app, a.app, a.app, b, b]) expect((await login(app, account, 'wrong', ip)).status).toBe(401);
    expect(await login(a.app, account, DEMO_PASSWORD, ip)).toEqual({ status: 429, body: { msg: TOO_MANY_LOGINS } });
    expect(await login(b, account, DEMO_PASSWORD, ip)).toEqual({ status: 429, body: { msg: TOO_MANY_LOGINS } });
    // The owner at another address, and another account, are untouched.
    expect((await login(a.app, account, DEMO_PASSWORD)).status).toBe(200);
    expect((await login(b, '13800000005', DEMO_PASSWORD, ip)).status).toBe(200);
  });

  it('counts the sign-in tries of one address on both, right or wrong', async () => {
    startOfWindow(MINUTE);
    const options = { redisUrl: REDIS_URL, keyPrefix: newPrefix(), perMinute: 100_000, loginTriesPerAddressPerMinute: 2 };
    const [c, d] = [await buildApp({ database: a.database, limits: options }), await buildApp({ database: a.database, limits: options })];
    try {
      const ip = newIp();
      expect((await login(c, '13800000006', DEMO_PASSWORD, ip)).status).toBe(200);
      expect((await login(d, '13811110000', 'wrong', ip)).status).toBe(401);
      expect(await login(c, '13800000006', DEMO_PASSWORD, ip)).toEqual({ status: 429, body: { msg: TOO_MANY_LOGINS } });
      expect(await login(d, '13800000006', DEMO_PASSWORD, ip)).toEqual({ status: 429, body: { msg: TOO_MANY_LOGINS } });
      expect((await login(d, '13800000006', DEMO_PASSWORD)).status).toBe(200);
    } finally {
      await c.close();
      await d.close();
    }
  });

  it('counts verification-code requests of one address on both: 5 in five minutes in all', async () => {
    startOfWindow(5 * MINUTE);
    const ip = newIp();
    let phone = 13_700_000_100;
    const send = async (app: App) => {
      const response = await app.inject({ method: 'POST', url: PORTAL_API.sendCode, payload: { username: String((phone += 1)), type: STATION_CODE_TYPE }, remoteAddress: ip });
      return { status: response.statusCode, body: response.json() };
    };
    for (const app of [a.app, b, a.app, b, a.app]) expect((await send(app)).status).toBe(200);
    expect(await send(b)).toEqual({ status: 429, body: { msg: TOO_MANY_REQUESTS } });
    expect(await send(a.app)).toEqual({ status: 429, body: { msg: TOO_MANY_REQUESTS } });
  });

  it('shares the general per-address limit', async () => {
    const keyPrefix = newPrefix();
    const options = { redisUrl: REDIS_URL, keyPrefix, perMinute: 3 };
    const [c, d] = [await buildApp({ database: a.database, limits: options }), await buildApp({ database: a.database, limits: options })];
    try {
      const ip = newIp();
      const health = (app: App, from = ip) => app.inject({ method: 'GET', url: '/api/health', remoteAddress: from });
      for (const app of [c, d, c]) expect((await health(app)).statusCode).toBe(200);
      for (const app of [d, c]) {
        const refused = await health(app);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({ msg: TOO_MANY_REQUESTS });
      }
      expect((await health(d, newIp())).statusCode).toBe(200);
      expect(await redis.keys(`${keyPrefix}general:*`)).not.toHaveLength(0);
    } finally {
      await c.close();
      await d.close();
    }
  });

  it('counts percent-encoded and unmatched paths on both, so spelling the path another way does not get around it', async () => {
    const options = { redisUrl: REDIS_URL, keyPrefix: newPrefix(), perMinute: 3 };
    const [c, d] = [await buildApp({ database: a.database, limits: options }), await buildApp({ database: a.database, limits: options })];
    try {
      const ip = newIp();
      const get = (app: App, url: string) => app.inject({ method: 'GET', url, remoteAddress: ip });
      expect((await get(c, '/%61pi/health')).statusCode).toBe(200);
      expect((await get(d, '/%2561pi/health')).statusCode).toBe(404);
      expect((await get(c, '/api/health')).statusCode).toBe(200);
      for (const [app, url] of [[d, '/%61pi/health'], [c, '/API/health'], [d, '/api/health']] as const) {
        const refused = await get(app, url);
        expect(refused.statusCode, url).toBe(429);
        expect(refused.json()).toEqual({ msg: TOO_MANY_REQUESTS });
      }
    } finally {
      await c.close();
      await d.close();
    }
  });
});
