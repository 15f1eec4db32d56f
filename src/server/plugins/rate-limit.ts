import rateLimit from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { BASE_PATH } from '@shared/constants';
import { createLimitStore, RedisLimitStore, type LimitStore } from '../services/limits';

declare module 'fastify' {
  interface FastifyInstance {
    /** The one store every per-client limiter of this app counts in (Redis or memory). */
    limits: LimitStore;
    /** The figures of the route limits an operator may change (environment, or options in tests). */
    limitFigures: LimitFigures;
  }
}

/** Requests a minute from one address to any API route, unless RATE_LIMIT_PER_MINUTE says otherwise. */
export const DEFAULT_REQUESTS_PER_MINUTE = 1200;
export const TOO_MANY_REQUESTS = '请求过于频繁，请稍后再试';
/**
 * Sign-in tries a minute from one address, right or wrong (each costs a password hash), unless
 * LOGIN_TRIES_PER_ADDRESS_PER_MINUTE says otherwise: one a second on average, room for a large
 * office signing in behind one NAT address at the start of the day.
 */
export const DEFAULT_LOGIN_TRIES_PER_ADDRESS_PER_MINUTE = 60;

export interface LimitFigures {
  loginTriesPerAddressPerMinute: number;
}

export interface LimitsOptions {
  /** A store made elsewhere (its owner closes it); otherwise one is made from `redisUrl`. */
  store?: LimitStore;
  /** Redis for the counts; undefined reads REDIS_URL, null means memory whatever the environment. */
  redisUrl?: string | null;
  /** Prefix of every Redis key (default 'rdlz:limits:'); e.g. one per test file. */
  keyPrefix?: string;
  /** The general limit: API requests a minute per client address (RATE_LIMIT_PER_MINUTE, default 1200). */
  perMinute?: number;
  /** Sign-in tries a minute per client address (LOGIN_TRIES_PER_ADDRESS_PER_MINUTE, default 60). */
  loginTriesPerAddressPerMinute?: number;
}

/**
 * The built web app's files and pages (under /rdlz/, and the redirect from /) are exempt: one
 * page load fetches dozens of them, they are static and cached, and counting them would lock out
 * a whole office behind one address. Decided on the route the router matched, never on the raw
 * URL: the router decodes the path (/%61pi/… is /api/…), so a raw-URL test could be dodged by
 * spelling. Everything else counts, API routes and unmatched paths (404) alike.
 */
function isWebAppRequest(request: FastifyRequest): boolean {
  const route = request.routeOptions.url;
  return route !== undefined && (route === '/' || `${route}/`.startsWith(BASE_PATH));
}

function wholeNumberFromEnv(name: string, fallback: number): number {
  const value = process.env[name];
  if (!value) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return parsed;
}

/**
 * Abuse limits. Decorates `app.limits`, the one store for the per-account and per-address
 * limiters of the routes, and `app.limitFigures`; puts a general per-address limit on every
 * request but the web app's (@fastify/rate-limit, counted in the same Redis when there is one).
 * Register before the routes.
 */
export default fp<LimitsOptions>(
  async (app, options) => {
    let store = options.store;
    if (!store) {
      const redisUrl = options.redisUrl === undefined ? process.env.REDIS_URL : options.redisUrl;
      const handle = createLimitStore({ redisUrl, keyPrefix: options.keyPrefix, log: app.log });
      store = handle.store;
      // The first requests count like the rest: a request met before the connection would skip the count.
      app.addHook('onReady', async () => handle.connected());
      app.addHook('onClose', async () => handle.close());
    }
    app.decorate('limits', store);
    app.decorate('limitFigures', {
      loginTriesPerAddressPerMinute:
        options.loginTriesPerAddressPerMinute ?? wholeNumberFromEnv('LOGIN_TRIES_PER_ADDRESS_PER_MINUTE', DEFAULT_LOGIN_TRIES_PER_ADDRESS_PER_MINUTE),
    });

    const shared = store instanceof RedisLimitStore ? store : undefined;
    await app.register(rateLimit, {
      // Not per route: one hook for every request below, unmatched ones included.
      global: false,
      max: options.perMinute ?? wholeNumberFromEnv('RATE_LIMIT_PER_MINUTE', DEFAULT_REQUESTS_PER_MINUTE),
      timeWindow: 60_000,
      allowList: isWebAppRequest,
      ...(shared ? { redis: shared.redis, nameSpace: `${shared.keyPrefix}general:` } : { cache: 10_000 }),
      // Redis down: let the request through (logged by the store's connection) rather than 500.
      skipOnError: true,
      errorResponseBuilder: (_request, context) => Object.assign(new Error(TOO_MANY_REQUESTS), { statusCode: context.statusCode }),
    });
    // A hook of the root runs for every request, matched or not (the not-found handler too), so
    // a path the router does not know, in whatever spelling, is counted like an API request.
    app.addHook('onRequest', app.rateLimit());
  },
  { name: 'rate-limit', dependencies: ['errors'] },
);
