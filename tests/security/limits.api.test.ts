import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '@server/app';
import { TOO_MANY_REQUESTS } from '@server/plugins/rate-limit';
import { TOO_MANY_LOGINS } from '@server/routes/api/sys-login';
import { MemoryLimitStore } from '@server/services/limits';
import { DEMO_PASSWORD } from '@server/seed/accounts';
import { MSG } from '@shared/messages';
import { useTestApp } from '../helpers/test-app';
import { describeLimiterSemantics } from './limiter-semantics';

// Abuse limits, on the memory store (the Redis store: limits.redis.test.ts).

const MINUTE = 60_000;

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
  delete process.env.RATE_LIMIT_PER_MINUTE;
});

/** From now on Date says one second past the start of the current minute (windows are aligned to it). */
function startOfMinute() {
  const now = Math.floor(Date.now() / MINUTE) * MINUTE + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return now;
}

let ipSerial = 0;
const newIp = () => `10.20.${Math.floor((ipSerial += 1) / 250)}.${ipSerial % 250}`;

async function login(username: string, password: string, app: App = t.app, ip = newIp()) {
  const response = await app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username, password }, remoteAddress: ip });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

describeLimiterSemantics('memory', () => new MemoryLimitStore());

describe('login limits per account and address', () => {
  it('after 5 failed tries in a minute from one address refuses every try of the account from there, right password or not, with one Chinese message', async () => {
    const start = startOfMinute();
    const account = '13800000004';
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      expect(await login(account, `wrong-${i}`, t.app, ip)).toMatchObject({ status: 401, body: { msg: MSG.loginFailed } });
    }
    const refused = await login(account, DEMO_PASSWORD, t.app, ip);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ msg: TOO_MANY_LOGINS });
    expect(refused.retryAfter).toBe('59');
    expect(await login(account, 'wrong-again', t.app, ip)).toEqual(refused);

    // The next minute the right password works again.
    vi.setSystemTime(start + MINUTE);
    expect((await login(account, DEMO_PASSWORD, t.app, ip)).status).toBe(200);
  });

  it('gives no hint which of username or password was wrong, before or after the limit', async () => {
    startOfMinute();
    const known = '13800000005';
    const unknown = '13811119999';
    const ip = newIp();
    for (let i = 0; i < 5; i += 1) {
      const [wrongPassword, unknownAccount] = [await login(known, 'wrong', t.app, ip), await login(unknown, DEMO_PASSWORD, t.app, ip)];
      expect(wrongPassword.status).toBe(401);
      expect(unknownAccount).toEqual(wrongPassword);
    }
    const [knownLimited, unknownLimited] = [await login(known, DEMO_PASSWORD, t.app, ip), await login(unknown, DEMO_PASSWORD, t.app, ip)];
    expect(knownLimited).toMatchObject({ status: 429, body: { msg: TOO_MANY_LOGINS } });
    expect(unknownLimited).toEqual(knownLimited);
  });

  it('counts only failed tries: signing in successfully many times a minute is never limited', async () => {
    startOfMinute();
    const account = '13800000006';
    const ip = newIp();
    for (let i = 0; i < 7; i += 1) expect((await login(account, DEMO_PASSWORD, t.app, ip)).status).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await login(account, 'wrong', t.app, ip)).status).toBe(401);
    expect((await login(account, DEMO_PASSWORD, t.app, ip)).status).toBe(200);
    expect((await login(account, 'wrong', t.app, ip)).status).toBe(401);
    expect((await login(account, DEMO_PASSWORD, t.app, ip)).status).toBe(429);
  });

  it('keys on the normalised username, so case, width and spaces do not buy more tries', async () => {
    startOfMinute();
    const ip = newIp();
    for (const variant of ['Zhang.Wei', ' zhang.wei', 'ZHANG.WEI ', 'ｚｈａｎｇ.ｗｅｉ', 'zhang.wei']) {
      expect((await login(variant, 'wrong', t.app, ip)).status).toBe(401);
    }
    expect(await login('zhang.WEI', 'wrong', t.app, ip)).toMatchObject({ status: 429, body: { msg: TOO_MANY_LOGINS } });
  });

  it('lets exactly 5 of 10 simultaneous wrong tries from one address be checked', async () => {
    startOfMinute();
    const ip = newIp();
    const answers = await Promise.all(Array.from({ length: 10 }, () => login('13800000007', 'wrong', t.app, ip)));
    expect(answers.filter((a) => a.status === 401)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });

  it('answers a blank field with its validation message, not a lock-out', async () => {
    startOfMinute();
    const ip = newIp();
    for (let i = 0; i < 7; i += 1) {
      expect(await login('13800000008', '', t.app, ip)).toMatchObject({ status: 400, body: { msg: MSG.passwordRequired } });
    }
    expect((await login('13800000008', DEMO_PASSWORD, t.app, ip)).status).toBe(200);
  });
});

describe('general limit per address', () => {
  let limited: App;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'rdlz-limits-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>rdlz</title>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    limited = await buildApp({ database: t.database, webRoot, limits: { redisUrl: null, perMinute: 3 } });
    await limited.ready();
  });
  afterAll(async () => {
    await limited?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, ip: string, app = limited) => app.inject({ method: 'GET', url, remoteAddress: ip });

  it('answers 429 in Chinese with Retry-After once an address has used its requests, on any API route', async () => {
    const ip = newIp();
    expect((await get('/api/health', ip)).statusCode).toBe(200);
    expect((await get('/api/sysLogin', ip)).statusCode).toBe(401);
    expect((await get('/api/health', ip)).statusCode).toBe(200);
    for (const url of ['/api/health', '/api/sysLogin']) {
      const refused = await get(url, ip);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ msg: TOO_MANY_REQUESTS });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    const login = await limited.inject({ method: 'POST', url: '/api/sysLogin', payload: { username: '13800000000', password: DEMO_PASSWORD }, remoteAddress: ip });
    expect(login.statusCode).toBe(429);
  });

  it('counts per address: another address is not limited', async () => {
    const [busy, other] = [newIp(), newIp()];
    for (let i = 0; i < 3; i += 1) expect((await get('/api/health', busy)).statusCode).toBe(200);
    expect((await get('/api/health', busy)).statusCode).toBe(429);
    expect((await get('/api/health', other)).statusCode).toBe(200);
  });

  it('keys on the connection, not on an X-Forwarded-For header of the client’s choosing', async () => {
    const ip = newIp();
    for (let i = 0; i < 3; i += 1) await get('/api/health', ip);
    const spoofed = await limited.inject({ method: 'GET', url: '/api/health', remoteAddress: ip, headers: { 'x-forwarded-for': newIp() } });
    expect(spoofed.statusCode).toBe(429);
  });

  it('leaves the web app’s static files out of the count', async () => {
    const ip = newIp();
    for (let i = 0; i < 10; i += 1) {
      expect((await get('/rdlz/assets/app.js', ip)).statusCode).toBe(200);
      expect((await get('/rdlz/', ip)).statusCode).toBe(200);
    }
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });

  it('takes its figure from RATE_LIMIT_PER_MINUTE when no option is given', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = '2';
    const fromEnv = await buildApp({ database: t.database, limits: { redisUrl: null } });
    try {
      const ip = newIp();
      expect((await get('/api/health', ip, fromEnv)).statusCode).toBe(200);
      expect((await get('/api/health', ip, fromEnv)).statusCode).toBe(200);
      expect((await get('/api/health', ip, fromEnv)).statusCode).toBe(429);
    } finally {
      await fromEnv.close();
    }
  });

  it('refuses a RATE_LIMIT_PER_MINUTE that is not a whole number', async () => {
    process.env.RATE_LIMIT_PER_MINUTE = 'lots';
    await expect(buildApp({ database: t.database, limits: { redisUrl: null } })).rejects.toThrow(/RATE_LIMIT_PER_MINUTE/);
  });
});
