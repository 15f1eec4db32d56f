import compress from '@fastify/compress';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DatabaseHandle } from './db/database';
import { loggerOptions, type LogSettings } from './logger';
import auth from './plugins/auth';
import database from './plugins/database';
import errors from './plugins/errors';
import input from './plugins/input';
import rateLimit, { type LimitsOptions } from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import web from './plugins/web';
import { apiRoutes } from './routes';
import messageProof from './services/portal/message-proof.plugin';
import storage from './services/storage/storage.plugin';

export interface AppOptions {
  database: DatabaseHandle;
  /** Directory of the built web app; omitted in API tests. */
  webRoot?: string;
  /** Directory of uploaded files; omitted in API tests (a temporary one, removed on close). */
  filesDir?: string;
  /** Log level and destination; the redaction of credentials is always applied (logger.ts). None when omitted. */
  logger?: LogSettings | false;
  /**
   * Which proxies may say who the client is (X-Forwarded-For); the per-address limits key on
   * the answer. Default: none, so a client cannot pick its own address (TRUST_PROXY in main.ts).
   */
  trustProxy?: FastifyServerOptions['trustProxy'];
  /** Abuse limits: Redis or memory store, general per-address limit (plugins/rate-limit.ts; defaults from the environment). */
  limits?: LimitsOptions;
  /** Leading zero bits of the proof of work of a message without a phone (default MESSAGE_PROOF_BITS, else 17). */
  messageProofBits?: number;
  /** Per-user upload quota (default UPLOAD_QUOTA_MB) and the hourly orphan sweep (main.ts turns it on). */
  uploads?: { quotaBytes?: number; sweepOrphans?: boolean };
}

/**
 * The whole platform as one Fastify app. main.ts starts it on a port; tests build it and call
 * `app.inject` without one.
 */
export async function buildApp(options: AppOptions) {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger) : false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: options.trustProxy ?? false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  await app.register(errors);
  await app.register(input);
  await app.register(securityHeaders);
  await app.register(rateLimit, options.limits ?? {});
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(database, { database: options.database });
  await app.register(auth);
  await app.register(storage, { root: options.filesDir, uploadQuotaBytes: options.uploads?.quotaBytes, sweepOrphans: options.uploads?.sweepOrphans });
  await app.register(messageProof, { bits: options.messageProofBits });
  await app.register(apiRoutes);
  if (options.webRoot) await app.register(web, { webRoot: options.webRoot });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
