import { afterAll, beforeAll } from 'vitest';
import { eq } from 'drizzle-orm';
import { buildApp, type App, type AppOptions } from '@server/app';
import type { LimitsOptions } from '@server/plugins/rate-limit';
import type { DatabaseHandle } from '@server/db/database';
import { sysUser } from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/seed/accounts';
import { TEST_PROOF_BITS } from './message-proof';
import { openTestDatabase } from './test-database';

export interface TestApp {
  app: App;
  database: DatabaseHandle;
  /** Signs a demo account in and returns a new bearer token. */
  login(username: string, password?: string): Promise<string>;
  /** One token per account for the whole file: scrypt makes every sign-in cost ~0.3 s. */
  tokenFor(username: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * The real app on a copy of the demo database (helpers/database-templates.ts); requests go through app.inject.
 * The demo proposals, suggestions and messages are left out unless asked for: tests create
 * the records they move, and the workflow demo costs seconds per file.
 *
 * Limits count in memory, whatever REDIS_URL says (test files run in parallel and would share
 * counts), and the general and sign-in per-address limits are raised: every injected request
 * comes from 127.0.0.1 and a file may send thousands. tests/security/limits.*.test.ts pass `limits` to
 * test the real values and the Redis store. Messages without a phone need a proof of work of
 * TEST_PROOF_BITS only (helpers/message-proof.ts solves it).
 */
export async function createTestApp({
  workflowDemo = false,
  limits,
  messageProofBits = TEST_PROOF_BITS,
  uploads,
}: { workflowDemo?: boolean; limits?: LimitsOptions; messageProofBits?: number; uploads?: AppOptions['uploads'] } = {}): Promise<TestApp> {
  const database = await openTestDatabase(workflowDemo ? 'demo-workflow' : 'demo');
  const app = await buildApp({
    database,
    limits: { redisUrl: null, perMinute: 100_000, loginTriesPerAddressPerMinute: 100_000, ...limits },
    messageProofBits,
    uploads,
  });
  await app.ready();
  const login = async (username: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username, password } });
    if (response.statusCode !== 200) throw new Error(`login ${username} failed: ${response.statusCode} ${response.body}`);
    return response.json<{ access_token: string }>().access_token;
  };
  const tokens = new Map<string, Promise<string>>();
  return {
    app,
    database,
    login,
    tokenFor(username) {
      if (!tokens.has(username)) tokens.set(username, login(username));
      return tokens.get(username)!;
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/** The file's test app: built before its tests, closed after them. Read its fields inside tests and hooks only. */
export function useTestApp(options?: Parameters<typeof createTestApp>[0]): TestApp {
  const handle = {} as TestApp;
  beforeAll(async () => {
    Object.assign(handle, await createTestApp(options));
  });
  afterAll(async () => {
    await handle.close?.();
  });
  return handle;
}

/** The sys_user id of an account. */
export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const [row] = await t.database.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.username, username));
  if (!row) throw new Error(`no account ${username}`);
  return row.userId;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
