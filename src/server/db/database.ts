import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

/** The advisory lock key migrations hold on PostgreSQL. */
const MIGRATION_LOCK = 20_261_122;

/**
 * The one place that knows which database engine runs underneath. Everything else takes a
 * `Database` and speaks Drizzle, so the embedded default can change without touching callers.
 */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The rows of a raw `db.execute` result: PGlite and node-postgres both answer `{ rows }`. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed migrations. */
  migrate(): Promise<void>;
  /** Answers whether the database takes a query now. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseOptions =
  | { kind: 'postgres'; url: string }
  /**
   * `dataDir` undefined means in memory (tests). A directory is locked for this process while
   * open (db/data-dir-lock.ts); `purpose` names the holder in another process's refusal. An
   * in-memory database may start `from` a dump of another (PGlite's dumpDataDir): a copy in a
   * fraction of the time a new one takes to create, migrate and seed.
   */
  | { kind: 'pglite'; dataDir?: string; purpose?: string; from?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    // Statements are prepared once per connection (db/statements.ts), but planned for their
    // values every time: a generic plan, which PostgreSQL would switch to after five runs,
    // read every co-signed record of a deputy at 100,000 suggestions (docs/performance.md).
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c plan_cache_mode=force_custom_plan' });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => console.error('PostgreSQL idle connection error:', error.message));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: async () => {
        // Drizzle's migrator takes no lock: servers starting together on one database take
        // turns under an advisory lock, and the later ones find nothing left to do.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
          await migratePg(drizzlePg({ client }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
          client.release();
        }
      },
      ping: () => ping(db),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const lock = options.dataDir ? await lockDataDir(options.dataDir, options.purpose ?? 'server') : null;
  const client = options.dataDir ? new PGlite(options.dataDir) : new PGlite({ loadDataDir: options.from });
  try {
    await client.waitReady;
  } catch (error) {
    await lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite({ client }), { migrationsFolder }),
    ping: () => ping(db),
    close: async () => {
      try {
        await client.close();
      } finally {
        await lock?.release();
      }
    },
  };
}

/** The options `npm start` uses: PostgreSQL when DATABASE_URL is set, PGlite in DATA_DIR otherwise. */
export function databaseOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  if (env.DATABASE_URL) return { kind: 'postgres', url: env.DATABASE_URL };
  return { kind: 'pglite', dataDir: `${env.DATA_DIR ?? './data'}/pglite` };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
