import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { isBlank } from '@shared/blank';
import { MSG } from '@shared/messages';
import type { ColumnBody, ColumnListQuery, ColumnPage, ManagedColumn } from '@shared/contracts/portal-content';
import type { Database } from '../../db/database';
import { offsetOf } from '../../db/paging';
import { contactStation, contactStationColumn, contactStationResource } from '../../db/schema';
import { auditPortalChange } from '../audit';
import { Refusal } from '../refusal';
import type { ObjectStorage } from '../storage/storage.service';
import { keeperOf, pictureToStore, requireStationOf, STATION_NOT_FOUND, type AuditRequest, type Keeper, type Tx } from './access';

/** 'the column does not exist' */
export const COLUMN_NOT_FOUND = '栏目不存在';
/** 'please enter the column name' */
const COLUMN_NAME_REQUIRED = '请输入栏目名称：columnName';

const articleCount = sql<number>`(select count(*)::int from ${contactStationResource} where ${contactStationResource.fkColumnId} = ${contactStationColumn.columnId})`;

const COLUMN_FIELDS = {
  columnId: contactStationColumn.columnId,
  columnName: contactStationColumn.columnName,
  picture: contactStationColumn.picture,
  fkStationId: contactStationColumn.fkStationId,
  sortNo: contactStationColumn.sortNo,
  isValid: contactStationColumn.isValid,
  stationName: contactStation.stationName,
  articleCount,
};

/** The columns a keeper keeps: a station manager their station's; the administrators all, the central station's included. */
export function columnScopeOf(keeper: Keeper): SQL | undefined {
  return keeper.all ? undefined : eq(contactStationColumn.fkStationId, keeper.stationId);
}

export async function listColumns(db: Database, keeper: Keeper, query: ColumnListQuery): Promise<ColumnPage> {
  if (query.fkStationId !== undefined) requireStationOf(keeper, query.fkStationId);
  if (query.central) requireStationOf(keeper, null);
  const where = and(
    columnScopeOf(keeper),
    query.fkStationId !== undefined ? eq(contactStationColumn.fkStationId, query.fkStationId) : undefined,
    query.central ? isNull(contactStationColumn.fkStationId) : undefined,
  );
  const [[{ total }], list] = await Promise.all([
    db.select({ total: count() }).from(contactStationColumn).where(where),
    db
      .select(COLUMN_FIELDS)
      .from(contactStationColumn)
      .leftJoin(contactStation, eq(contactStation.stationId, contactStationColumn.fkStationId))
      .where(where)
      .orderBy(sql`${contactStationColumn.fkStationId} nulls first`, asc(contactStationColumn.sortNo), asc(contactStationColumn.columnId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
  ]);
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

async function columnRow(db: Pick<Database, 'select'>, columnId: number) {
  const [row] = await db
    .select(COLUMN_FIELDS)
    .from(contactStationColumn)
    .leftJoin(contactStation, eq(contactStation.stationId, contactStationColumn.fkStationId))
    .where(eq(contactStationColumn.columnId, columnId))
    .limit(1);
  return row;
}

/** A column the keeper keeps, or 404 (another station's column is not theirs to know of). */
export async function keptColumn(db: Pick<Database, 'select'>, keeper: Keeper, columnId: number): Promise<ManagedColumn> {
  const row = await columnRow(db, columnId);
  if (!row) throw new Refusal(404, COLUMN_NOT_FOUND);
  if (!keeper.all && row.fkStationId !== keeper.stationId) throw new Refusal(404, COLUMN_NOT_FOUND);
  return row;
}

async function valuesOf(tx: Tx, storage: ObjectStorage, keeper: Keeper, body: ColumnBody, currentPicture: string | null) {
  if (isBlank(body.columnName)) throw new Refusal(400, COLUMN_NAME_REQUIRED);
  // A manager's column is always of their own station; the central station's are the administrators'.
  if (body.fkStationId === null && !keeper.all) throw new Refusal(403, MSG.forbidden);
  requireStationOf(keeper, body.fkStationId);
  if (body.fkStationId !== null) {
    const [station] = await tx.select({ stationId: contactStation.stationId }).from(contactStation).where(eq(contactStation.stationId, body.fkStationId)).limit(1);
    if (!station) throw new Refusal(400, `${STATION_NOT_FOUND}：fkStationId`);
  }
  return {
    columnName: body.columnName.trim(),
    fkStationId: body.fkStationId,
    sortNo: body.sortNo,
    isValid: body.isValid,
    picture: await pictureToStore(tx, storage, 'picture', body.picture, currentPicture),
  };
}

export async function createColumn(db: Database, storage: ObjectStorage, request: AuditRequest, body: ColumnBody): Promise<ManagedColumn> {
  const keeper = keeperOf(request.user!);
  const columnId = await db.transaction(async (tx) => {
    const values = await valuesOf(tx, storage, keeper, body, null);
    const [row] = await tx.insert(contactStationColumn).values(values).returning({ columnId: contactStationColumn.columnId });
    await auditPortalChange(tx, request, 'add', `contact_station_column:${row.columnId}`, { columnName: values.columnName, fkStationId: values.fkStationId });
    return row.columnId;
  });
  return keptColumn(db, keeper, columnId);
}

export async function updateColumn(db: Database, storage: ObjectStorage, request: AuditRequest, columnId: number, body: ColumnBody): Promise<ManagedColumn> {
  const keeper = keeperOf(request.user!);
  await db.transaction(async (tx) => {
    const current = await keptColumn(tx, keeper, columnId);
    const values = await valuesOf(tx, storage, keeper, body, current.picture);
    await tx.update(contactStationColumn).set(values).where(eq(contactStationColumn.columnId, columnId));
    const changed = Object.fromEntries(
      Object.entries(values)
        .filter(([key, value]) => (current as Record<string, unknown>)[key] !== value)
        .map(([key, value]) => [key, { from: (current as Record<string, unknown>)[key], to: value }]),
    );
    await auditPortalChange(tx, request, 'update', `contact_station_column:${columnId}`, { changed });
  });
  return keptColumn(db, keeper, columnId);
}

/** Deletes a column without articles; one that has any is refused (409) with their number. */
export async function deleteColumn(db: Database, request: AuditRequest, columnId: number): Promise<void> {
  const keeper = keeperOf(request.user!);
  await db.transaction(async (tx) => {
    // Locks the column, so an article cannot be added to it between the count and the delete.
    const [locked] = await tx.select({ columnId: contactStationColumn.columnId }).from(contactStationColumn).where(eq(contactStationColumn.columnId, columnId)).for('update');
    if (!locked) throw new Refusal(404, COLUMN_NOT_FOUND);
    const column = await keptColumn(tx, keeper, columnId);
    const [{ n }] = await tx.select({ n: count() }).from(contactStationResource).where(eq(contactStationResource.fkColumnId, columnId));
    if (n > 0) throw new Refusal(409, `该栏目下有 ${n} 篇文章，不能删除`);
    await tx.delete(contactStationColumn).where(eq(contactStationColumn.columnId, columnId));
    await auditPortalChange(tx, request, 'delete', `contact_station_column:${columnId}`, { columnName: column.columnName, fkStationId: column.fkStationId });
  });
}
