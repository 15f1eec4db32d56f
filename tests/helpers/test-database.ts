import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@server/db/database';
import { type TemplateName } from './database-templates';

/**
 * A database for one test file, copied from a template the run built once
 * (helpers/database-templates.ts): migrated, and with the demo data when asked. An in-memory
 * PGlite by default, or — in the `postgres` vitest project (TEST_DATABASE_URL set) — a fresh
 * PostgreSQL database created for the file and dropped when it closes, so files never see each
 * other's rows.
 */
export async function openTestDatabase(template: TemplateName = 'migrated'): Promise<DatabaseHandle> {
  const url = process.env.TEST_DB_KIND === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!url) {
    const dump = readFileSync(join(inject('pgliteTemplateDir'), `${template}.tar`));
    return openDatabase({ kind: 'pglite', from: new Blob([dump]) });
  }

  const name = `rdlz_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('postgresTemplates')[template]}`);
  await admin.end();

  const target = new URL(url);
  target.pathname = `/${name}`;
  const handle = await openDatabase({ kind: 'postgres', url: target.toString() });
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
