import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { DataDirInUseError } from './db/data-dir-lock';
import { databaseOptionsFromEnv, openDatabase } from './db/database';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/accounts';
import { seedDemoData } from './seed';
import { writeDelegationDemoFiles } from './seed/delegation-work';
import { purgeExpiredSessions } from './services/sessions';
import { OBJECT_ROUTE_PREFIX } from './services/storage/storage.plugin';
import { createLocalStorage } from './services/storage/storage.service';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
// WEB_ROOT serves another build (e.g. one built to a temporary directory for a test run).
const webRoot = process.env.WEB_ROOT || fileURLToPath(new URL('../../dist/web', import.meta.url));

/**
 * TRUST_PROXY names the proxies in front of the server, as Fastify reads it: "true" (any), or
 * their addresses and CIDRs ("127.0.0.1,10.0.0.0/8"). Unset: clients talk to us directly.
 */
function trustProxyFromEnv(value = process.env.TRUST_PROXY): boolean | string | undefined {
  if (!value) return undefined;
  return value === 'true' ? true : value;
}

const options = databaseOptionsFromEnv();
const database = await openDatabase(options).catch((error: unknown) => {
  // Another server, a backup or a restore has the embedded database open: starting beside it would corrupt it.
  if (!(error instanceof DataDirInUseError)) throw error;
  console.error(`${error.message}\nStop it first, or give this server another DATA_DIR.`);
  process.exit(1);
});
await database.migrate();
const filesDir = `${process.env.DATA_DIR ?? './data'}/files`;
if (process.env.SEED !== 'none') {
  // The deputies' photos are stored where the app's storage reads them, signed with its key.
  const { seeded } = await seedDemoData(database.db, { storage: createLocalStorage({ root: filesDir, publicPath: OBJECT_ROUTE_PREFIX }) });
  if (seeded) console.log('演示数据已写入 (demo data seeded)');
}
await purgeExpiredSessions(database.db);

const app = await buildApp({
  database,
  webRoot,
  filesDir,
  // Credentials are redacted from every line whatever the level (logger.ts).
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  trustProxy: trustProxyFromEnv(),
  uploads: { sweepOrphans: true },
});
// The demo's delegation documents are files: the seed names them, the storage receives them here.
if (process.env.SEED !== 'none') await writeDelegationDemoFiles(app.storage);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  try {
    await app.close();
  } finally {
    await database.close();
    process.exit(0);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port, host });

const staffAccounts = DEMO_ACCOUNTS.filter((a) => a.roleCode !== 'NPC_REPRESENT');
const shown = host === '0.0.0.0' ? 'localhost' : host;
const where = options.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${options.dataDir}`;
console.log(`
巴中市人大代表履职服务平台 is running
  http://${shown}:${port}/rdlz/          (database: ${where})

Demo accounts (password ${DEMO_PASSWORD}):
${staffAccounts.map((a) => `  ${a.username.padEnd(26)} ${a.roleCode.padEnd(22)} ${a.realName}（${a.description}）`).join('\n')}
  ${'13900000001 … 13900000060'.padEnd(26)} ${'NPC_REPRESENT'.padEnd(22)} sixty deputies; 13900000001 is ${DEMO_ACCOUNTS.find((a) => a.username === '13900000001')?.realName}
`);
