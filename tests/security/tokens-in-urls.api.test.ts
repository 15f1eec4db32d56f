import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { PORTAL_API } from '@shared/portal';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A session token in an address ends up in browser histories, proxies and logs, so the server
 * reads it from `Authorization: Bearer` only; the one exception is the logout variant
 * DELETE /api/sysLogin?accessToken=, which opts in explicitly.
 */

let t: TestApp;
/** `METHOD path` of every route that takes the token from the query. */
const tokenInQueryRoutes = new Set<string>();
let routeCount = 0;

beforeAll(async () => {
  // Every route as registered, with its config (the technique of route-access.api.test.ts).
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    (message as { fastify: FastifyInstance }).fastify.addHook('onRoute', (route) => {
      routeCount += 1;
      const config = route.config as { acceptsTokenInQuery?: boolean } | undefined;
      if (config?.acceptsTokenInQuery) for (const method of ([] as HTTPMethods[]).concat(route.method)) tokenInQueryRoutes.add(`${method} ${route.url}`);
    });
  };
  channel.subscribe(onInit);
  try {
    t = await createTestApp();
  } finally {
    channel.unsubscribe(onInit);
  }
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const withToken = (url: string, token: string) => `${url}${url.includes('?') ? '&' : '?'}accessToken=${encodeURIComponent(token)}`;

describe('session tokens in the query string', () => {
  it('a session token in the query string is refused on signed-in routes', async () => {
    const admin = await t.login('13800000000');
    const deputy = await t.login('13900000001');
    const cases: { method: 'GET' | 'POST' | 'PUT'; url: string; token: string; payload?: object }[] = [
      { method: 'GET', url: '/api/sysLogin', token: deputy },
      { method: 'GET', url: '/api/sysLogin/sysMenu', token: deputy },
      { method: 'GET', url: '/api/todo', token: deputy },
      { method: 'GET', url: PORTAL_API.smsOutbox, token: admin },
      { method: 'GET', url: '/api/sysNpcUser', token: admin },
      { method: 'POST', url: '/api/bind/loginLink', token: admin, payload: { userId: 2 } },
      { method: 'PUT', url: '/api/bind/loginLinkNotice', token: deputy, payload: { through: new Date().toISOString() } },
    ];
    for (const { method, url, token, payload } of cases) {
      const viaQuery = await t.app.inject({ method, url: withToken(url, token), ...(payload ? { payload } : {}) });
      expect(viaQuery.statusCode, `${method} ${url}`).toBe(401);
      expect(viaQuery.json(), `${method} ${url}`).toEqual({ msg: MSG.unauthorized });
      const viaHeader = await t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
      expect(viaHeader.statusCode, `${method} ${url} with the header`).toBeLessThan(300);
    }
  });

  it('only the logout variant takes the token from the query', () => {
    expect(routeCount).toBeGreaterThan(40);
    expect([...tokenInQueryRoutes]).toEqual(['DELETE /api/sysLogin']);
  });

  it('the logout variant ends the session named in the query', async () => {
    const token = await t.login('13900000002');
    const logout = await t.app.inject({ method: 'DELETE', url: withToken('/api/sysLogin', token) });
    expect(logout.statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) })).statusCode).toBe(401);
  });
});
