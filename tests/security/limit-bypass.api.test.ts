import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '@server/app';
import { TOO_MANY_REQUESTS } from '@server/plugins/rate-limit';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Attempts to get around the abuse limits (the limits themselves: limits.api.test.ts).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

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
