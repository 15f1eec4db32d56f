import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { rowsOf, type Database, type DatabaseHandle } from '@server/db/database';
import { sysNpcUnit } from '@server/db/schema';
import { MAX_STATEMENTS, isAnyOf, keptStatements, prepared, value } from '@server/db/statements';
import { openTestDatabase } from '../helpers/test-database';

/**
 * Statements built once (db/statements.ts): run again with other values, inside a transaction
 * on that transaction, and on PostgreSQL planned for their values every time.
 */

let database: DatabaseHandle;
let db: Database;
const unitIds: number[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  for (const unitName of ['甲单位', '乙单位', '丙单位']) {
    const [row] = await db.insert(sysNpcUnit).values({ unitName, assignType: 1, term: 5, times: 1 }).returning({ id: sysNpcUnit.unitId });
    unitIds.push(row.id);
  }
});
afterAll(async () => {
  await database?.close();
});

const namesOf = (executor: Pick<Database, 'select'>) =>
  prepared(executor, 'test:unit-names', () =>
    executor.select({ name: sysNpcUnit.unitName }).from(sysNpcUnit).where(isAnyOf(sysNpcUnit.unitId, value('ids'))).orderBy(sysNpcUnit.unitId),
  );

describe('a statement built once', () => {
  it('is the same statement for the same key, and answers for the values of each run', async () => {
    expect(namesOf(db)).toBe(namesOf(db));
    expect(await namesOf(db).execute({ ids: unitIds.slice(0, 2) })).toEqual([{ name: '甲单位' }, { name: '乙单位' }]);
    expect(await namesOf(db).execute({ ids: [unitIds[2]] })).toEqual([{ name: '丙单位' }]);
    expect(await namesOf(db).execute({ ids: [] })).toEqual([]);
  });

  it('runs inside a transaction on that transaction: it sees the transaction’s own rows, and nothing after a rollback', async () => {
    const byName = (executor: Pick<Database, 'select'>) =>
      prepared(executor, 'test:unit-by-name', () => executor.select({ id: sysNpcUnit.unitId }).from(sysNpcUnit).where(eq(sysNpcUnit.unitName, value('name'))));
    await db
      .transaction(async (tx) => {
        await tx.insert(sysNpcUnit).values({ unitName: '丁单位', assignType: 1, term: 5, times: 1 });
        expect(await byName(tx).execute({ name: '丁单位' })).toHaveLength(1);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await byName(db).execute({ name: '丁单位' })).toEqual([]);
  });

  it('is kept for at most MAX_STATEMENTS keys; a key past them is built for its run and still answers', async () => {
    const unitName = (executor: Pick<Database, 'select'>, key: string) =>
      prepared(executor, key, () => executor.select({ name: sysNpcUnit.unitName }).from(sysNpcUnit).where(eq(sysNpcUnit.unitId, value('id'))));
    for (let i = keptStatements(db); i < MAX_STATEMENTS + 5; i++) {
      expect(await unitName(db, `test:many:${i}`).execute({ id: unitIds[i % 3] })).toEqual([{ name: ['甲单位', '乙单位', '丙单位'][i % 3] }]);
    }
    expect(keptStatements(db)).toBe(MAX_STATEMENTS);
  });

  it('is planned for its values on every run (PostgreSQL would switch a named statement to a generic plan); PGlite names none', async () => {
    const [{ mode }] = rowsOf<{ mode: string }>(await db.execute(sql`select current_setting('plan_cache_mode') as mode`));
    expect(mode).toBe(database.kind === 'postgres' ? 'force_custom_plan' : 'auto');
  });
});
