import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database';

/** pageNum counts from 1. */
export const offsetOf = (page: { pageNum: number; pageSize: number }) => (page.pageNum - 1) * page.pageSize;

/** One page of rows and the number of rows of `table` matching `where`, read side by side. */
export async function withTotal<T>(db: Database, table: PgTable, where: SQL | undefined, rows: PromiseLike<T[]>): Promise<{ list: T[]; total: number }> {
  const [[{ total }], list] = await Promise.all([db.select({ total: count() }).from(table).where(where), rows]);
  return { list, total };
}
