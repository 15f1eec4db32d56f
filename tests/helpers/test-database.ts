import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '@server/db/database';

/**
 * A migrated database for one test file: an in-memory PGlite by default, or — in the
 * `postgres` vitest project (TEST_DATABASE_URL set) — a fresh PostgreSQL database created for
 * the file and dropped when it closes, so files never see each other's rows.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const url = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const handle = await openDatabase({ kind: 'pglite' });
    await handle.migrate();
    return handle;
  }

  const name = `rdlz_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();

  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
  await handle.migrate();
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
