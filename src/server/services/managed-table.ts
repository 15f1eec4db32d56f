import { and, asc, count, desc, eq, getTableColumns, getTableName, gt, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { MSG } from '@shared/messages';
import { checkRowValues, type FieldValue, type ManagedPage, type ManagedRow, type RowValues, type TableContract } from '@shared/managed-table';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { auditReferenceChange, type ReferenceAuditAction, type ReferenceChangeOp } from './audit';
import { holdsMenu, holdsOperation } from './permissions';
import { Refusal } from './refusal';

/**
 * A managed table on the server: one definition per table gives the paged list, add, edit,
 * enable/disable, move up/down and delete-unless-in-use, each write in one transaction with its
 * audit row. Tables differ only by what their definition says.
 */
export interface ManagedTable {
  contract: TableContract;
  table: PgTable;
  /** The API base path (shared/reference-data.ts REFERENCE_API). */
  base: string;
  /** API field (the contract's fields, its idField and isValid) → column. */
  columns: Readonly<Record<string, PgColumn>>;
  /** Read-only columns of the list, as SQL on the row (names of joined rows, counts). */
  extras?: () => Readonly<Record<string, SQL>>;
  /** What the keyword filter searches: columns, or SQL texts of the row (names of joined rows). */
  keywordColumns: readonly (PgColumn | SQL)[];
  /** Order when the query names none. */
  defaultOrder: () => SQL[];
  /** The table's page: who is granted its menu reads and manages the table (the grant is the control). */
  page: string;
  /** Operation codes a writer must also hold (their menu's buttons), per kind of change. */
  ops?: { add?: string; edit?: string; remove?: string };
  /** Rules of the table beyond the fields' own (references exist, names unique); throws Refusal. */
  check?(tx: Database, values: RowValues, before: ManagedRow | null): Promise<void>;
  /** Why the row may not be deleted now (it is in use), or null. */
  deleteBlocked?(tx: Database, row: ManagedRow): Promise<string | null>;
  /** Why the row may not be disabled now, or null. */
  disableBlocked?(tx: Database, row: ManagedRow): Promise<string | null>;
  /** The audit kind its changes are written under (default reference_change: 基础数据). */
  auditAction?: ReferenceAuditAction;
  /** Follow-up writes of a change, in its transaction (flags on other tables, copies of a value). */
  afterWrite?(tx: Database, change: { op: ReferenceChangeOp; before: ManagedRow | null; after: ManagedRow | null }): Promise<Record<string, unknown> | void>;
}

export interface ManagedQuery {
  pageNum: number;
  pageSize: number;
  keyword?: string;
  isValid?: boolean;
  orderBy?: string;
  [filter: string]: unknown;
}

type Who = Pick<FastifyRequest, 'ip' | 'user'>;

const propertyOf = (def: ManagedTable, field: string): string => {
  const column = def.columns[field];
  const entry = Object.entries(getTableColumns(def.table)).find(([, c]) => c === column);
  if (!entry) throw new Error(`${def.contract.label}: ${field} is not a column of ${getTableName(def.table)}`);
  return entry[0];
};

const idColumn = (def: ManagedTable) => def.columns[def.contract.idField];

function selection(def: ManagedTable): Record<string, PgColumn | SQL> {
  const fields = [def.contract.idField, ...def.contract.fields.map((f) => f.name), ...(def.contract.toggles ? ['isValid'] : [])];
  return { ...Object.fromEntries(fields.map((f) => [f, def.columns[f]])), ...(def.extras?.() ?? {}) };
}

/** Columns a list may be ordered by: the fields and the id, by API name or column name. */
function orderColumn(def: ManagedTable, name: string): PgColumn | undefined {
  return Object.values(def.columns).find((c) => c.name === name) ?? def.columns[name];
}

/** The list's filters as SQL, also for the tables' own readers. */
export function listFilters(def: ManagedTable, query: Partial<ManagedQuery>): SQL[] {
  const filters: SQL[] = [];
  for (const name of def.contract.filters ?? []) {
    const value = query[name];
    if (value !== undefined && value !== '') filters.push(eq(def.columns[name], value));
  }
  if (query.isValid !== undefined && def.contract.toggles) filters.push(eq(def.columns.isValid, query.isValid));
  const word = query.keyword?.trim();
  if (word) filters.push(or(...def.keywordColumns.map((c) => ilike(c, containsPattern(word))))!);
  return filters;
}

/** A page of rows: filtered, ordered by `orderBy` (`sort_no asc`) or the table's default. */
export async function listRows(db: Database, def: ManagedTable, query: ManagedQuery, scope: SQL[] = []): Promise<ManagedPage> {
  const where = and(...listFilters(def, query), ...scope);
  let order = def.defaultOrder();
  if (query.orderBy) {
    const [name, direction = 'asc'] = query.orderBy.split(' ');
    const column = orderColumn(def, name);
    if (!column) throw new Refusal(400, `${MSG.badRequest}：orderBy`);
    order = [direction === 'desc' ? desc(column) : asc(column), asc(idColumn(def))];
  }
  const [{ total }] = await db.select({ total: count() }).from(def.table).where(where);
  const list = (await db
    .select(selection(def))
    .from(def.table)
    .where(where)
    .orderBy(...order)
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize)) as ManagedRow[];
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function findRow(db: Database, def: ManagedTable, id: number): Promise<ManagedRow | null> {
  const [row] = (await db.select(selection(def)).from(def.table).where(eq(idColumn(def), id)).limit(1)) as ManagedRow[];
  return row ?? null;
}

async function mustFind(db: Database, def: ManagedTable, id: number): Promise<ManagedRow> {
  const row = await findRow(db, def, id);
  if (!row) throw new Refusal(404, MSG.notFound);
  return row;
}

/** 403 unless the user's role is granted the table's page and, for a change, holds its operation code. */
export async function assertWriter(db: Database, def: ManagedTable, request: Who, kind: keyof NonNullable<ManagedTable['ops']> | 'read'): Promise<void> {
  const role = request.user!.roleCode;
  if (!(await holdsMenu(db, role, def.page))) throw new Refusal(403, MSG.forbidden);
  const op = kind === 'read' ? undefined : def.ops?.[kind];
  if (op && !(await holdsOperation(db, role, op))) throw new Refusal(403, MSG.forbidden);
}

function checked(def: ManagedTable, body: Readonly<Record<string, unknown>>): RowValues {
  const result = checkRowValues(def.contract, body);
  if (!result.ok) throw new Refusal(400, result.msg, result.field);
  return result.values;
}

const storedValues = (def: ManagedTable, values: RowValues) =>
  Object.fromEntries(Object.entries(values).map(([field, value]) => [propertyOf(def, field), value]));

/** What changed between two versions of a row, for the audit. */
function changes(before: ManagedRow, after: RowValues): Record<string, { from: FieldValue | boolean; to: FieldValue }> {
  return Object.fromEntries(Object.entries(after).filter(([k, v]) => before[k] !== v).map(([k, v]) => [k, { from: before[k], to: v }]));
}

const target = (def: ManagedTable, id: number | FieldValue | boolean) => `${getTableName(def.table)}:${String(id)}`;

/** The audit row of a change, under the table's audit kind, naming the table and the row. */
const audit = (tx: Database, def: ManagedTable, request: Who, op: ReferenceChangeOp, id: number, detail: Record<string, unknown>) =>
  auditReferenceChange(tx, request, op, target(def, id), { table: def.contract.label, ...detail }, def.auditAction);

export async function addRow(db: Database, def: ManagedTable, request: Who, body: Readonly<Record<string, unknown>>): Promise<ManagedRow> {
  await assertWriter(db, def, request, 'add');
  const values = checked(def, body);
  return db.transaction(async (tx) => {
    await def.check?.(tx, values, null);
    const [inserted] = (await tx.insert(def.table).values(storedValues(def, values)).returning({ id: idColumn(def) })) as { id: number }[];
    const after = (await findRow(tx, def, inserted.id))!;
    const more = await def.afterWrite?.(tx, { op: 'add', before: null, after });
    await audit(tx, def, request, 'add', inserted.id, { values, after, ...more });
    return after;
  });
}

export async function editRow(db: Database, def: ManagedTable, request: Who, id: number, body: Readonly<Record<string, unknown>>): Promise<ManagedRow> {
  await assertWriter(db, def, request, 'edit');
  const values = checked(def, body);
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, def, id);
    await def.check?.(tx, values, before);
    await tx.update(def.table).set(storedValues(def, values)).where(eq(idColumn(def), id));
    const after = (await findRow(tx, def, id))!;
    const more = await def.afterWrite?.(tx, { op: 'edit', before, after });
    await audit(tx, def, request, 'edit', id, { changes: changes(before, values), before, after, ...more });
    return after;
  });
}

export async function setValid(db: Database, def: ManagedTable, request: Who, id: number, isValid: boolean): Promise<ManagedRow> {
  if (!def.contract.toggles) throw new Refusal(404, MSG.notFound);
  await assertWriter(db, def, request, 'edit');
  return db.transaction(async (tx) => {
    const before = await mustFind(tx, def, id);
    if (!isValid && before.isValid) {
      const reason = await def.disableBlocked?.(tx, before);
      if (reason) throw new Refusal(409, reason);
    }
    await tx.update(def.table).set({ [propertyOf(def, 'isValid')]: isValid }).where(eq(idColumn(def), id));
    const after = (await findRow(tx, def, id))!;
    await def.afterWrite?.(tx, { op: isValid ? 'enable' : 'disable', before, after });
    await audit(tx, def, request, isValid ? 'enable' : 'disable', id, {});
    return after;
  });
}

/** Swaps the row's sort number with its neighbour's (among rows of its sort group) above or below. */
export async function moveRow(db: Database, def: ManagedTable, request: Who, id: number, direction: 'up' | 'down'): Promise<ManagedRow> {
  const { sortField, sortGroup } = def.contract;
  if (!sortField) throw new Refusal(404, MSG.notFound);
  await assertWriter(db, def, request, 'edit');
  return db.transaction(async (tx) => {
    const row = await mustFind(tx, def, id);
    const sort = def.columns[sortField];
    const key = def.columns[def.contract.idField];
    const mine = row[sortField] as number;
    const group = sortGroup ? (row[sortGroup] === null ? isNull(def.columns[sortGroup]) : eq(def.columns[sortGroup], row[sortGroup] as FieldValue)) : undefined;
    const beyond =
      direction === 'up'
        ? or(lt(sort, mine), and(eq(sort, mine), lt(key, id)))
        : or(gt(sort, mine), and(eq(sort, mine), gt(key, id)));
    const [neighbour] = (await tx
      .select({ id: key, sort })
      .from(def.table)
      .where(and(group, beyond, ne(key, id)))
      .orderBy(...(direction === 'up' ? [desc(sort), desc(key)] : [asc(sort), asc(key)]))
      .limit(1)) as { id: number; sort: number }[];
    if (!neighbour) throw new Refusal(409, direction === 'up' ? '已经是第一条，无法上移' : '已经是最后一条，无法下移');
    const sortKey = propertyOf(def, sortField);
    // Equal numbers would swap to themselves; the moved row then steps one past its neighbour.
    const [to, back] = neighbour.sort === mine ? [direction === 'up' ? mine - 1 : mine + 1, mine] : [neighbour.sort, mine];
    await tx.update(def.table).set({ [sortKey]: Math.max(0, to) }).where(eq(key, id));
    await tx.update(def.table).set({ [sortKey]: back }).where(eq(key, neighbour.id));
    await audit(tx, def, request, 'move', id, { direction, swappedWith: neighbour.id });
    return (await findRow(tx, def, id))!;
  });
}

export async function deleteRow(db: Database, def: ManagedTable, request: Who, id: number): Promise<void> {
  await assertWriter(db, def, request, 'remove');
  await db.transaction(async (tx) => {
    const before = await mustFind(tx, def, id);
    const reason = await def.deleteBlocked?.(tx, before);
    if (reason) throw new Refusal(409, reason);
    await tx.delete(def.table).where(eq(idColumn(def), id));
    const more = await def.afterWrite?.(tx, { op: 'delete', before, after: null });
    await audit(tx, def, request, 'delete', id, { before, ...more });
  });
}

/** `select count(*)` of rows matching, for in-use checks. */
export async function countWhere(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(table).where(where);
  return n;
}

/** 400 when another row (not `before`) already has these values; `field`: the form field the message stands beside. */
export async function assertUnique(tx: Database, idColumn: PgColumn, before: ManagedRow | null, idField: string, where: SQL | undefined, msg: string, field?: string) {
  const other = before ? ne(idColumn, before[idField] as number) : undefined;
  if ((await countWhere(tx, idColumn.table, and(where, other))) > 0) throw new Refusal(400, msg, field);
}

/**
 * A column named with its table. A one-table select names its columns bare, so a subquery of a
 * list's extra column names both its own and the outer row's columns this way.
 */
export const qualified = (column: PgColumn) => sql.raw(`"${getTableName(column.table)}"."${column.name}"`);

/** `inner = outer`, both qualified, for a correlated subquery. */
export const sameAs = (inner: PgColumn, outer: PgColumn) => sql`${qualified(inner)} = ${qualified(outer)}`;

/** A correlated count for a list's extra column. */
export const countOf = (table: PgTable, where: SQL) => sql<number>`(select count(*)::int from ${table} where ${where})`;
