import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '@server/app';
import { sysUser } from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/seed/accounts';
import { DEFAULT_LOGIN_TRIES_PER_ADDRESS_PER_MINUTE, TOO_MANY_REQUESTS } from '@server/plugins/rate-limit';
import { LOGIN_FAILURES_PER_ACCOUNT, LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS, loginLimiters, TOO_MANY_LOGINS } from '@server/routes/api/sys-login';
import { OLD_PASSWORD_FAILURES_PER_ACCOUNT, TOO_MANY_OLD_PASSWORD_TRIES } from '@server/routes/api/sys-npc-user';
import { MemoryLimitStore } from '@server/services/limits';
import type * as passwords from '@server/services/password';
import { verifyPassword } from '@server/services/password';
import { MSG } from '@shared/messages';
import { bearer, useTestApp } from '../helpers/test-app';

// Every password check goes through a spy, so a test can tell whether a refused try was hashed.
vi.mock('@server/services/password', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});

// Attempts to get around the abuse limits (the limits themselves: limits.api.test.ts).

const t = useTestApp();
afterEach(() => {
  vi.useRealTimers();
  delete process.env.LOGIN_TRIES_PER_ADDRESS_PER_MINUTE;
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const [PER_ACCOUNT_AND_ADDRESS] = LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS;
const [PER_ACCOUNT_HOURLY] = LOGIN_FAILURES_PER_ACCOUNT;
const [OLD_PASSWORD_PER_MINUTE] = OLD_PASSWORD_FAILURES_PER_ACCOUNT;

/** From now on Date says one second into the current window of `windowMs` (windows are aligned to the epoch). */
function startOfWindow(windowMs: number) {
  const now = Math.floor(Date.now() / windowMs) * windowMs + 1000;
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  return now;
}

let ipSerial = 0;
const newIp = () => `10.40.${Math.floor((ipSerial += 1) / 250)}.${ipSerial % 250}`;

describe('the general per-address limit counts what the router matched, in any spelling', () => {
  const PER_MINUTE = 3;
  let limited: App;
  let apiOnly: App;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'rdlz-limit-bypass-web-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>rdlz</title>');
    writeFileSync(join(webRoot, 'assets', 'app.js'), 'console.log(1)');
    limited = await buildApp({ database: t.database, webRoot, limits: { redisUrl: null, perMinute: PER_MINUTE } });
    apiOnly = await buildApp({ database: t.database, limits: { redisUrl: null, perMinute: PER_MINUTE } });
    await Promise.all([limited.ready(), apiOnly.ready()]);
  });
  afterAll(async () => {
    await limited?.close();
    await apiOnly?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  const get = (url: string, ip: string, app = limited) => app.inject({ method: 'GET', url, remoteAddress: ip });

  async function expectRefused(url: string, ip: string, app = limited) {
    const refused = await get(url, ip, app);
    expect(refused.statusCode, url).toBe(429);
    expect(refused.json(), url).toEqual({ msg: TOO_MANY_REQUESTS });
    expect(Number(refused.headers['retry-after']), url).toBeGreaterThan(0);
  }

  it('an address over its limit cannot reach the API by percent-encoding the path', async () => {
    const ip = newIp();
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await get('/api/health', ip)).statusCode).toBe(200);
    await expectRefused('/api/health', ip);
    // The router decodes these to /api/health; the limit must see the same.
    for (const url of ['/%61pi/health', '/%61%70%69/health', '/api/%68ealth', '/api/health?x=1']) await expectRefused(url, ip);
    // These match no route (the router is case-sensitive and decodes once): still counted.
    for (const url of ['/%2561pi/health', '/API/health', '/api//health', '//api/health', '/api/health/', '/api', '/api/no-such-route', '/no-such-page']) {
      await expectRefused(url, ip);
    }
  });

  it('percent-encoded requests use up the address’s allowance like plain ones', async () => {
    const ip = newIp();
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await get('/%61pi/health', ip)).statusCode).toBe(200);
    await expectRefused('/api/health', ip);
  });

  it('requests for paths no route matches are counted, so probing cannot go on unlimited', async () => {
    for (const missing of ['/api/no-such-route', '/%2561pi/health', '/API/health', '/wp-login.php']) {
      const ip = newIp();
      for (let i = 0; i < PER_MINUTE; i += 1) expect((await get(missing, ip)).statusCode, missing).toBe(404);
      await expectRefused(missing, ip);
      await expectRefused('/api/health', ip);
    }
  });

  it('counts unmatched paths on a server without the web app too', async () => {
    const ip = newIp();
    for (let i = 0; i < PER_MINUTE; i += 1) expect((await get('/%2561pi/health', ip, apiOnly)).statusCode).toBe(404);
    await expectRefused('/api/health', ip, apiOnly);
    await expectRefused('/%61pi/health', ip, apiOnly);
  });

  it('leaves the web app’s files and pages out of the count, deep links included', async () => {
    const ip = newIp();
    for (let i = 0; i < 2 * PER_MINUTE; i += 1) {
      expect((await get('/rdlz/assets/app.js', ip)).statusCode).toBe(200);
      expect((await get('/rdlz/', ip)).statusCode).toBe(200);
      expect((await get('/rdlz/home-station/some/page', ip)).statusCode).toBe(200);
      expect((await get('/', ip)).statusCode).toBe(302);
    }
    expect((await get('/api/health', ip)).statusCode).toBe(200);
  });
});

async function login(app: App, username: string, password: string, ip: string) {
  const response = await app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username, password }, remoteAddress: ip });
  return { status: response.statusCode, body: response.json(), retryAfter: response.headers['retry-after'] };
}

let unknownSerial = 0;
/** A username no account has, new each time, so no per-account limit applies. */
const unknownName = () => `1990000${String((unknownSerial += 1)).padStart(4, '0')}`;

describe('a stranger cannot lock an account’s owner out', () => {
  it('wrong passwords from another address do not stop the owner signing in at their own address', async () => {
    startOfWindow(MINUTE);
    const account = '13800000004';
    const [stranger, owner] = [newIp(), newIp()];
    for (let i = 0; i < PER_ACCOUNT_AND_ADDRESS.limit; i += 1) expect((await login(t.app, account, `guess-${i}`, stranger)).status).toBe(401);
    expect(await login(t.app, account, 'another-guess', stranger)).toMatchObject({ status: 429, body: { msg: TOO_MANY_LOGINS } });
    expect(await login(t.app, account, DEMO_PASSWORD, stranger)).toMatchObject({ status: 429 });
    expect((await login(t.app, account, DEMO_PASSWORD, owner)).status).toBe(200);
    // Nor do they use up the tries of the owner's address: a typo there is still just a typo.
    expect((await login(t.app, account, 'typo', owner)).status).toBe(401);
    expect((await login(t.app, account, DEMO_PASSWORD, owner)).status).toBe(200);
  });

  it('guesses spread over many addresses still stop at the account’s hourly cap, everywhere', async () => {
    startOfWindow(HOUR);
    const store = new MemoryLimitStore();
    const app = await buildApp({ database: t.database, limits: { store, perMinute: 100_000, loginTriesPerAddressPerMinute: 100_000 } });
    try {
      await app.ready();
      const account = '13800000005';
      // All but one of the hour's failures, as many addresses would leave them (each within its own limit).
      const limiters = loginLimiters(store, DEFAULT_LOGIN_TRIES_PER_ADDRESS_PER_MINUTE);
      for (let i = 0; i < PER_ACCOUNT_HOURLY.limit - 1; i += 1) {
        expect((await limiters.reserveFailure(`10.41.${Math.floor(i / PER_ACCOUNT_AND_ADDRESS.limit)}.1`, account)).wait).toBe(0);
      }
      expect((await login(app, account, 'last-guess', newIp())).status).toBe(401);
      const refused = await login(app, account, DEMO_PASSWORD, newIp());
      expect(refused).toMatchObject({ status: 429, body: { msg: TOO_MANY_LOGINS } });
      expect(refused.retryAfter).toBe(String(HOUR / 1000 - 1));
      vi.setSystemTime(Math.ceil(Date.now() / HOUR) * HOUR);
      expect((await login(app, account, DEMO_PASSWORD, newIp())).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('a burst of sign-ins from one address', () => {
  const PER_ADDRESS = 3;
  let limited: App;
  beforeAll(async () => {
    limited = await buildApp({ database: t.database, limits: { redisUrl: null, perMinute: 100_000, loginTriesPerAddressPerMinute: PER_ADDRESS } });
    await limited.ready();
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('is refused before any password is hashed once the address has used its tries, whatever the usernames', async () => {
    startOfWindow(MINUTE);
    const [attacker, someoneElse] = [newIp(), newIp()];
    vi.mocked(verifyPassword).mockClear();
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push(await login(limited, unknownName(), 'wrong-password', attacker));
    expect(answers.map((a) => a.status)).toEqual([...Array(PER_ADDRESS).fill(401), ...Array(10 - PER_ADDRESS).fill(429)]);
    expect(answers[PER_ADDRESS]).toMatchObject({ body: { msg: TOO_MANY_LOGINS }, retryAfter: '59' });
    expect(verifyPassword).toHaveBeenCalledTimes(PER_ADDRESS);
    // The right password from there waits too; another address is not affected.
    expect((await login(limited, '13800000006', DEMO_PASSWORD, attacker)).status).toBe(429);
    expect((await login(limited, '13800000006', DEMO_PASSWORD, someoneElse)).status).toBe(200);
  });

  it('counts successful sign-ins too (each costs a hash), and lets the address in again the next minute', async () => {
    const start = startOfWindow(MINUTE);
    const ip = newIp();
    for (let i = 0; i < PER_ADDRESS; i += 1) expect((await login(limited, '13800000006', DEMO_PASSWORD, ip)).status).toBe(200);
    expect((await login(limited, '13800000006', DEMO_PASSWORD, ip)).status).toBe(429);
    vi.setSystemTime(start + MINUTE);
    expect((await login(limited, '13800000006', DEMO_PASSWORD, ip)).status).toBe(200);
  });

  /** Sends `count` wrong sign-ins and resolves once all of them are at the password check. */
  async function burstOfSignIns(count: number, addressOf: () => string, finished: string[]) {
    await login(t.app, unknownName(), 'warm-up', newIp());
    vi.mocked(verifyPassword).mockClear();
    const burst = Array.from({ length: count }, () => login(t.app, unknownName(), 'wrong-password', addressOf()).then(() => finished.push('burst')));
    await vi.waitFor(() => expect(verifyPassword).toHaveBeenCalledTimes(count), { timeout: 10_000 });
    return burst;
  }

  it('does not queue ahead of someone else’s sign-in: one address’s hashes wait behind each other', async () => {
    const [attacker, owner] = [newIp(), newIp()];
    const finished: string[] = [];
    const burst = await burstOfSignIns(8, () => attacker, finished);
    const real = login(t.app, '13800000002', DEMO_PASSWORD, owner).then((answer) => {
      finished.push('owner');
      return answer;
    });
    await Promise.all(burst);
    expect((await real).status).toBe(200);
    // Answers in the order they came: the owner's is not behind the whole burst.
    expect(finished.indexOf('owner')).toBeLessThan(4);
  });

  it('does not take the whole thread pool: a file is read while the hashes of many addresses wait', async () => {
    const finished: string[] = [];
    const burst = await burstOfSignIns(8, newIp, finished);
    // A file read runs on the same libuv thread pool as scrypt.
    const file = readFile(new URL(import.meta.url)).then(() => finished.push('file'));
    await Promise.all([...burst, file]);
    expect(finished.indexOf('file')).toBeLessThan(4);
  });

  it('takes its figure from LOGIN_TRIES_PER_ADDRESS_PER_MINUTE when no option is given, and refuses one that is not a whole number', async () => {
    process.env.LOGIN_TRIES_PER_ADDRESS_PER_MINUTE = '1';
    const fromEnv = await buildApp({ database: t.database, limits: { redisUrl: null } });
    try {
      startOfWindow(MINUTE);
      const ip = newIp();
      expect((await login(fromEnv, unknownName(), 'wrong-password', ip)).status).toBe(401);
      expect((await login(fromEnv, unknownName(), 'wrong-password', ip)).status).toBe(429);
    } finally {
      await fromEnv.close();
    }
    process.env.LOGIN_TRIES_PER_ADDRESS_PER_MINUTE = 'many';
    await expect(buildApp({ database: t.database, limits: { redisUrl: null } })).rejects.toThrow(/LOGIN_TRIES_PER_ADDRESS_PER_MINUTE/);
  });
});

describe('a session cannot guess its account’s password through the old-password check', () => {
  async function signedIn(username: string) {
    const [row] = await t.database.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.username, username));
    return { token: await t.login(username), userId: row.userId };
  }
  const check = (token: string, userId: number, oldPassword: string) =>
    t.app.inject({ method: 'POST', url: '/api/sysNpcUser/checkPassword', headers: bearer(token), payload: { userId, oldPassword } });
  const change = (token: string, userId: number, oldPassword: string) =>
    t.app.inject({ method: 'PUT', url: '/api/sysNpcUser', headers: bearer(token), payload: { userId, oldPassword, password: 'Newpass#1' } });

  it('refuses further checks once the wrong old passwords of a minute are used up, right or wrong, with a Chinese message and Retry-After', async () => {
    const start = startOfWindow(MINUTE);
    const { token, userId } = await signedIn('13900000031');
    for (let i = 0; i < OLD_PASSWORD_PER_MINUTE.limit; i += 1) {
      const wrong = await check(token, userId, `guess-${i}`);
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toEqual({ msg: MSG.oldPasswordWrong });
    }
    vi.mocked(verifyPassword).mockClear();
    for (const guess of ['another-guess', DEMO_PASSWORD]) {
      const refused = await check(token, userId, guess);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ msg: TOO_MANY_OLD_PASSWORD_TRIES });
      expect(refused.headers['retry-after']).toBe('59');
    }
    expect(verifyPassword).not.toHaveBeenCalled();
    vi.setSystemTime(start + MINUTE);
    expect((await check(token, userId, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts wrong old passwords on the change the same, together with the check, and changes nothing when refused', async () => {
    startOfWindow(MINUTE);
    const { token, userId } = await signedIn('13900000032');
    for (let i = 0; i < OLD_PASSWORD_PER_MINUTE.limit; i += 1) {
      const wrong = i % 2 === 0 ? await change(token, userId, `guess-${i}`) : await check(token, userId, `guess-${i}`);
      expect(wrong.json()).toEqual({ msg: MSG.oldPasswordWrong });
    }
    const refused = await change(token, userId, DEMO_PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ msg: TOO_MANY_OLD_PASSWORD_TRIES });
    // Nothing changed: the old password still signs in and the session still works.
    expect((await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) })).statusCode).toBe(200);
    expect((await login(t.app, '13900000032', DEMO_PASSWORD, newIp())).status).toBe(200);
  });

  it('does not count the right old password: checking it again and again is never limited', async () => {
    startOfWindow(MINUTE);
    const { token, userId } = await signedIn('13900000033');
    for (let i = 0; i < OLD_PASSWORD_PER_MINUTE.limit + 2; i += 1) expect((await check(token, userId, DEMO_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < OLD_PASSWORD_PER_MINUTE.limit; i += 1) expect((await check(token, userId, 'wrong')).statusCode).toBe(400);
    expect((await check(token, userId, DEMO_PASSWORD)).statusCode).toBe(429);
  });
});
