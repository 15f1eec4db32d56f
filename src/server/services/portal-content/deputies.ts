import { chinaDate } from '@machines/china-time';
import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { AddDeputiesBody, Reception, ReceptionBody, ReceptionListQuery, ReceptionPage, StationDeputyPage } from '@shared/contracts/portal-content';
import type { Database } from '../../db/database';
import { offsetOf } from '../../db/paging';
import { contactStation, npcDelegate, npcDelegation, stationReception } from '../../db/schema';
import { auditPortalChange } from '../audit';
import { Refusal } from '../refusal';
import { keeperOf, requireStationOf, STATION_NOT_FOUND, type AuditRequest, type Keeper, type Tx } from './access';

/** 'the reception day does not exist' */
const RECEPTION_NOT_FOUND = '接待安排不存在';
const PLACE_REQUIRED = '请输入接待地点：place';
const TIME_ORDER = '结束时间须晚于开始时间：endTime';
/** How many coming reception days the portal's station page lists. */
export const UPCOMING_RECEPTIONS = 5;


async function requireStation(db: Pick<Database, 'select'>, keeper: Keeper, stationId: number) {
  requireStationOf(keeper, stationId);
  const [station] = await db.select({ stationId: contactStation.stationId }).from(contactStation).where(eq(contactStation.stationId, stationId)).limit(1);
  if (!station) throw new Refusal(404, STATION_NOT_FOUND);
}

/** The deputies who serve at a station (npc_delegate.fk_station_id), by grade and name. */
export async function stationDeputies(db: Database, keeper: Keeper, stationId: number, page: { pageNum: number; pageSize: number }): Promise<StationDeputyPage> {
  await requireStation(db, keeper, stationId);
  const where = eq(npcDelegate.fkStationId, stationId);
  const [[{ total }], list] = await Promise.all([
    db.select({ total: count() }).from(npcDelegate).where(where),
    db
      .select({
        delegateId: npcDelegate.delegateId,
        delegateName: npcDelegate.delegateName,
        sex: npcDelegate.sex,
        delegationName: npcDelegation.delegationName,
        delegateGrade: npcDelegate.delegateGrade,
        presentOccupation: npcDelegate.presentOccupation,
      })
      .from(npcDelegate)
      .innerJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
      .where(where)
      .orderBy(asc(npcDelegate.delegateGrade), sql`${npcDelegate.delegateName} collate "C"`, asc(npcDelegate.delegateId))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
  ]);
  return { list, total, pageNum: page.pageNum, pageSize: page.pageSize };
}

/** Adds deputies to a station; one serving at another station is refused (409): a deputy serves at one station. */
export async function addStationDeputies(db: Database, request: AuditRequest, stationId: number, body: AddDeputiesBody): Promise<{ added: number }> {
  const keeper = keeperOf(request.user!);
  const ids = [...new Set(body.delegateIds)];
  return db.transaction(async (tx) => {
    await requireStation(tx, keeper, stationId);
    const rows = await tx
      .select({ delegateId: npcDelegate.delegateId, delegateName: npcDelegate.delegateName, fkStationId: npcDelegate.fkStationId })
      .from(npcDelegate)
      .where(inArray(npcDelegate.delegateId, ids))
      .for('update');
    if (rows.length !== ids.length) throw new Refusal(400, '代表不存在：delegateIds');
    const elsewhere = rows.filter((row) => row.fkStationId !== null && row.fkStationId !== stationId);
    if (elsewhere.length > 0) throw new Refusal(409, `${elsewhere.map((row) => row.delegateName).join('、')}已编入其他联络站，请先由该联络站移出`);
    const joining = rows.filter((row) => row.fkStationId === null);
    if (joining.length > 0) {
      await tx.update(npcDelegate).set({ fkStationId: stationId }).where(inArray(npcDelegate.delegateId, joining.map((row) => row.delegateId)));
      await auditPortalChange(tx, request, 'join', `contact_station:${stationId}`, { deputies: joining.map(({ delegateId, delegateName }) => ({ delegateId, delegateName })) });
    }
    return { added: joining.length };
  });
}

/** Removes a deputy from a station; refused (409) while a coming reception day names them. */
export async function removeStationDeputy(db: Database, request: AuditRequest, stationId: number, delegateId: number): Promise<void> {
  const keeper = keeperOf(request.user!);
  await db.transaction(async (tx) => {
    await requireStation(tx, keeper, stationId);
    const [deputy] = await tx
      .select({ delegateName: npcDelegate.delegateName })
      .from(npcDelegate)
      .where(and(eq(npcDelegate.delegateId, delegateId), eq(npcDelegate.fkStationId, stationId)))
      .for('update');
    if (!deputy) throw new Refusal(404, '该代表不在本联络站');
    const [{ n }] = await tx
      .select({ n: count() })
      .from(stationReception)
      .where(and(eq(stationReception.fkStationId, stationId), gte(stationReception.receptionDate, chinaDate()), sql`${delegateId} = any(${stationReception.delegateIds})`));
    if (n > 0) throw new Refusal(409, `${deputy.delegateName}还有 ${n} 次待接待安排，不能移出；请先调整接待安排`);
    await tx.update(npcDelegate).set({ fkStationId: null }).where(eq(npcDelegate.delegateId, delegateId));
    await auditPortalChange(tx, request, 'leave', `contact_station:${stationId}`, { delegateId, delegateName: deputy.delegateName });
  });
}

type ReceptionRow = typeof stationReception.$inferSelect;

/** The reception rows with the names of their deputies. */
async function withNames(db: Pick<Database, 'select'>, rows: ReceptionRow[]): Promise<Reception[]> {
  const ids = [...new Set(rows.flatMap((row) => row.delegateIds))];
  const names = ids.length
    ? new Map(
        (await db.select({ delegateId: npcDelegate.delegateId, delegateName: npcDelegate.delegateName }).from(npcDelegate).where(inArray(npcDelegate.delegateId, ids))).map(
          (d) => [d.delegateId, d.delegateName],
        ),
      )
    : new Map<number, string>();
  return rows.map(({ createTime: _createTime, ...row }) => ({
    ...row,
    deputies: row.delegateIds.filter((id) => names.has(id)).map((id) => ({ delegateId: id, delegateName: names.get(id)! })),
  }));
}

export async function listReceptions(db: Database, keeper: Keeper, query: ReceptionListQuery): Promise<ReceptionPage> {
  await requireStation(db, keeper, query.fkStationId);
  const where = and(eq(stationReception.fkStationId, query.fkStationId), query.from ? gte(stationReception.receptionDate, query.from) : undefined);
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(stationReception).where(where),
    db
      .select()
      .from(stationReception)
      .where(where)
      .orderBy(asc(stationReception.receptionDate), asc(stationReception.startTime), asc(stationReception.receptionId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
  ]);
  return { list: await withNames(db, rows), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** A station's coming reception days for the portal (a valid station only; 404 otherwise). */
export async function upcomingReceptions(db: Database, stationId: number): Promise<{ list: Reception[] }> {
  const [station] = await db
    .select({ stationId: contactStation.stationId })
    .from(contactStation)
    .where(and(eq(contactStation.stationId, stationId), eq(contactStation.isValid, true)))
    .limit(1);
  if (!station) throw new Refusal(404, STATION_NOT_FOUND);
  const rows = await db
    .select()
    .from(stationReception)
    .where(and(eq(stationReception.fkStationId, stationId), gte(stationReception.receptionDate, chinaDate())))
    .orderBy(asc(stationReception.receptionDate), asc(stationReception.startTime), asc(stationReception.receptionId))
    .limit(UPCOMING_RECEPTIONS);
  return { list: await withNames(db, rows) };
}

/** The body checked: a place, an end after the start, deputies all of the station. */
async function valuesOf(tx: Tx, keeper: Keeper, body: ReceptionBody) {
  await requireStation(tx, keeper, body.fkStationId);
  const place = body.place.trim();
  if (place === '') throw new Refusal(400, PLACE_REQUIRED);
  if (body.endTime <= body.startTime) throw new Refusal(400, TIME_ORDER);
  const ids = [...new Set(body.delegateIds)];
  const [{ n }] = await tx
    .select({ n: count() })
    .from(npcDelegate)
    .where(and(inArray(npcDelegate.delegateId, ids), eq(npcDelegate.fkStationId, body.fkStationId)));
  if (n !== ids.length) throw new Refusal(400, '接待代表须为本联络站的进站代表：delegateIds');
  const remark = body.remark?.trim() ?? '';
  return { fkStationId: body.fkStationId, receptionDate: body.receptionDate, startTime: body.startTime, endTime: body.endTime, place, delegateIds: ids, remark: remark === '' ? null : remark };
}

async function keptReception(tx: Tx, keeper: Keeper, receptionId: number): Promise<ReceptionRow> {
  const [row] = await tx.select().from(stationReception).where(eq(stationReception.receptionId, receptionId)).for('update');
  if (!row || (!keeper.all && row.fkStationId !== keeper.stationId)) throw new Refusal(404, RECEPTION_NOT_FOUND);
  return row;
}

export async function createReception(db: Database, request: AuditRequest, body: ReceptionBody): Promise<Reception> {
  const keeper = keeperOf(request.user!);
  const row = await db.transaction(async (tx) => {
    const values = await valuesOf(tx, keeper, body);
    const [inserted] = await tx.insert(stationReception).values(values).returning();
    await auditPortalChange(tx, request, 'add', `station_reception:${inserted.receptionId}`, { ...values });
    return inserted;
  });
  return (await withNames(db, [row]))[0];
}

export async function updateReception(db: Database, request: AuditRequest, receptionId: number, body: ReceptionBody): Promise<Reception> {
  const keeper = keeperOf(request.user!);
  const row = await db.transaction(async (tx) => {
    const current = await keptReception(tx, keeper, receptionId);
    const values = await valuesOf(tx, keeper, body);
    const [updated] = await tx.update(stationReception).set(values).where(eq(stationReception.receptionId, receptionId)).returning();
    const { createTime: _createTime, ...from } = current;
    await auditPortalChange(tx, request, 'update', `station_reception:${receptionId}`, { from, to: values });
    return updated;
  });
  return (await withNames(db, [row]))[0];
}

export async function deleteReception(db: Database, request: AuditRequest, receptionId: number): Promise<void> {
  const keeper = keeperOf(request.user!);
  await db.transaction(async (tx) => {
    const current = await keptReception(tx, keeper, receptionId);
    await tx.delete(stationReception).where(eq(stationReception.receptionId, receptionId));
    await auditPortalChange(tx, request, 'delete', `station_reception:${receptionId}`, { receptionDate: current.receptionDate, place: current.place });
  });
}
