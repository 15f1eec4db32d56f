import { and, asc, count, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { isBlank } from '@shared/blank';
import type { ManagedStation, StationBody, StationListQuery, StationPage } from '@shared/contracts/portal-content';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like';
import { offsetOf } from '../../db/paging';
import { commArea, contactStation, npcDelegate } from '../../db/schema';
import { auditPortalChange } from '../audit';
import { Refusal } from '../refusal';
import type { ObjectStorage } from '../storage/storage.service';
import { keeperOf, pictureToStore, requireStationOf, STATION_NOT_FOUND, type AuditRequest, type Keeper } from './access';

/** 'the station code is taken by another station' */
const CODE_TAKEN = '联络站编号已被其他联络站使用';
/** 'the town does not exist' */
const AREA_UNKNOWN = '所属镇街不存在：fkStationAreaId';
/** 'the coordinate must be "longitude,latitude"' */
export const COORDINATE_INVALID = '坐标须为“经度,纬度”，经度在 -180 到 180 之间，纬度在 -90 到 90 之间：coordinate';

const REQUIRED: readonly [keyof StationBody, string][] = [
  ['stationName', '请输入联络站名称'],
  ['stationCode', '请输入联络站编号'],
  ['province', '请输入所在省'],
  ['city', '请输入所在市'],
  ['county', '请输入所在区县'],
  ['address', '请输入联络站地址'],
];

/** "106.75,31.86": a longitude and a latitude in range, at most 7 decimals; blank clears it. */
export function normaliseCoordinate(raw: string | null): string | null {
  if (isBlank(raw)) return null;
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,7})?)\s*[,，]\s*(-?\d{1,2}(?:\.\d{1,7})?)\s*$/.exec(raw!);
  if (!match) throw new Refusal(400, COORDINATE_INVALID);
  const [longitude, latitude] = [Number(match[1]), Number(match[2])];
  if (Math.abs(longitude) > 180 || Math.abs(latitude) > 90) throw new Refusal(400, COORDINATE_INVALID);
  return `${longitude},${latitude}`;
}

const trimmedOrNull = (value: string | null) => (isBlank(value) ? null : value!.trim());

const delegateCount = sql<number>`(select count(*)::int from ${npcDelegate} where ${npcDelegate.fkStationId} = ${contactStation.stationId})`;

const STATION_FIELDS = {
  stationId: contactStation.stationId,
  stationName: contactStation.stationName,
  stationCode: contactStation.stationCode,
  province: contactStation.province,
  city: contactStation.city,
  county: contactStation.county,
  streetName: contactStation.streetName,
  address: contactStation.address,
  contactUser: contactStation.contactUser,
  conveneUser: contactStation.conveneUser,
  introduce: contactStation.introduce,
  stationPicture: contactStation.stationPicture,
  fkStationAreaId: contactStation.fkStationAreaId,
  isDemonstration: contactStation.isDemonstration,
  isValid: contactStation.isValid,
  sortNo: contactStation.sortNo,
  coordinate: contactStation.coordinate,
  delegateCount,
};

function scopeOf(keeper: Keeper): SQL | undefined {
  return keeper.all ? undefined : eq(contactStation.stationId, keeper.stationId);
}

export async function listStations(db: Database, keeper: Keeper, query: StationListQuery): Promise<StationPage> {
  const name = query.stationName?.trim();
  const where = and(scopeOf(keeper), name ? ilike(contactStation.stationName, containsPattern(name)) : undefined);
  const [[{ total }], list] = await Promise.all([
    db.select({ total: count() }).from(contactStation).where(where),
    db
      .select(STATION_FIELDS)
      .from(contactStation)
      .where(where)
      .orderBy(asc(contactStation.sortNo), asc(contactStation.stationId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
  ]);
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function getStation(db: Database, keeper: Keeper, stationId: number): Promise<ManagedStation> {
  requireStationOf(keeper, stationId);
  const [row] = await db.select(STATION_FIELDS).from(contactStation).where(eq(contactStation.stationId, stationId)).limit(1);
  if (!row) throw new Refusal(404, STATION_NOT_FOUND);
  return row;
}

/** The body's values, checked: required texts, the coordinate, the town. */
async function valuesOf(db: Pick<Database, 'select'>, body: StationBody) {
  for (const [field, message] of REQUIRED) if (isBlank(body[field] as string)) throw new Refusal(400, `${message}：${field}`);
  if (body.fkStationAreaId !== null) {
    const [area] = await db.select({ areaId: commArea.areaId }).from(commArea).where(eq(commArea.areaId, body.fkStationAreaId)).limit(1);
    if (!area) throw new Refusal(400, AREA_UNKNOWN);
  }
  return {
    stationName: body.stationName.trim(),
    stationCode: body.stationCode.trim(),
    province: body.province.trim(),
    city: body.city.trim(),
    county: body.county.trim(),
    streetName: trimmedOrNull(body.streetName),
    address: body.address.trim(),
    contactUser: trimmedOrNull(body.contactUser),
    conveneUser: trimmedOrNull(body.conveneUser),
    introduce: trimmedOrNull(body.introduce),
    fkStationAreaId: body.fkStationAreaId,
    isDemonstration: body.isDemonstration,
    isValid: body.isValid,
    sortNo: body.sortNo,
    coordinate: normaliseCoordinate(body.coordinate),
  };
}

async function requireFreeCode(db: Pick<Database, 'select'>, stationCode: string, stationId: number | null) {
  const [taken] = await db.select({ stationId: contactStation.stationId }).from(contactStation).where(eq(contactStation.stationCode, stationCode)).limit(1);
  if (taken && taken.stationId !== stationId) throw new Refusal(409, `${CODE_TAKEN}：stationCode`);
}

/** A new station: the administrators only. */
export async function createStation(db: Database, storage: ObjectStorage, request: AuditRequest, body: StationBody): Promise<ManagedStation> {
  const keeper = keeperOf(request.user!);
  if (!keeper.all) throw new Refusal(403, '只有管理员可以新增联络站');
  const stationId = await db.transaction(async (tx) => {
    const values = await valuesOf(tx, body);
    await requireFreeCode(tx, values.stationCode, null);
    const stationPicture = await pictureToStore(tx, storage, 'stationPicture', body.stationPicture, null);
    const [row] = await tx.insert(contactStation).values({ ...values, stationPicture }).returning({ stationId: contactStation.stationId });
    await auditPortalChange(tx, request, 'add', `contact_station:${row.stationId}`, { stationName: values.stationName, stationCode: values.stationCode });
    return row.stationId;
  });
  return getStation(db, keeper, stationId);
}

/**
 * A station's information: the administrators any station's, a station manager their own
 * (another station's id: 404). A manager cannot switch their station off the portal or mark it
 * a demonstration station: those stay as they are (the administrators decide them).
 */
export async function updateStation(db: Database, storage: ObjectStorage, request: AuditRequest, stationId: number, body: StationBody): Promise<ManagedStation> {
  const keeper = keeperOf(request.user!);
  requireStationOf(keeper, stationId);
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(contactStation).where(eq(contactStation.stationId, stationId)).for('update');
    if (!current) throw new Refusal(404, STATION_NOT_FOUND);
    const values = await valuesOf(tx, body);
    if (!keeper.all) {
      values.isValid = current.isValid;
      values.isDemonstration = current.isDemonstration;
      values.stationCode = current.stationCode;
      values.sortNo = current.sortNo;
    }
    await requireFreeCode(tx, values.stationCode, stationId);
    const stationPicture = await pictureToStore(tx, storage, 'stationPicture', body.stationPicture, current.stationPicture);
    const next = { ...values, stationPicture };
    await tx.update(contactStation).set(next).where(eq(contactStation.stationId, stationId));
    const changed: Record<string, unknown> = Object.fromEntries(
      Object.entries(next)
        .filter(([key, value]) => key !== 'introduce' && (current as Record<string, unknown>)[key] !== value)
        .map(([key, value]) => [key, { from: (current as Record<string, unknown>)[key], to: value }]),
    );
    if (next.introduce !== current.introduce) changed.introduce = { changed: true };
    await auditPortalChange(tx, request, 'update', `contact_station:${stationId}`, { changed });
  });
  return getStation(db, keeper, stationId);
}
