import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ElectoralDeputy, ElectoralDeputyList, ElectoralOptions, MyElectoralUnit } from '@shared/contracts/groups';
import { ELECTORAL_MSG, ELECTORAL_UNIT, ELECTORAL_UNIT_API } from '@shared/groups';
import { SYSTEM_PAGE } from '@shared/system-pages';
import type { Database } from '../db/database';
import { commArea, contactStation, npcDelegate, npcDelegation, npcElectoralUnit, npcElectoralUnitDelegate } from '../db/schema';
import { auditElectoralUnitDeputies } from './audit';
import { assertUnique, assertWriter, countOf, countWhere, qualified, sameAs, type ManagedTable } from './managed-table';
import { Refusal } from './refusal';
/** The electoral unit the deputy was elected in, with the others elected there and the station serving it. */
export async function myElectoralUnit(db: Database, delegateId: number): Promise<MyElectoralUnit> {
  const [own] = await db
    .select({ unit: npcElectoralUnit, votes: npcElectoralUnitDelegate.votes, areaName: commArea.areaName, station: contactStation })
    .from(npcElectoralUnitDelegate)
    .innerJoin(npcElectoralUnit, eq(npcElectoralUnit.unitId, npcElectoralUnitDelegate.fkUnitId))
    .leftJoin(commArea, eq(commArea.areaId, npcElectoralUnit.fkAreaId))
    .leftJoin(contactStation, eq(contactStation.stationId, npcElectoralUnit.fkStationId))
    .where(eq(npcElectoralUnitDelegate.fkDelegateId, delegateId))
    .limit(1);
  if (!own) return { unit: null };
  const deputies = await db
    .select({
      delegateId: npcDelegate.delegateId,
      delegateName: npcDelegate.delegateName,
      delegateGrade: npcDelegate.delegateGrade,
      presentOccupation: npcDelegate.presentOccupation,
      votes: npcElectoralUnitDelegate.votes,
    })
    .from(npcElectoralUnitDelegate)
    .innerJoin(npcDelegate, eq(npcDelegate.delegateId, npcElectoralUnitDelegate.fkDelegateId))
    .where(eq(npcElectoralUnitDelegate.fkUnitId, own.unit.unitId))
    .orderBy(desc(npcElectoralUnitDelegate.votes), asc(npcDelegate.delegateId));
  const { unit, station } = own;
  return {
    unit: {
      unitId: unit.unitId,
      unitName: unit.unitName,
      areaName: own.areaName ?? null,
      coverage: unit.coverage,
      voterCount: unit.voterCount,
      population: unit.population,
      electionDate: unit.electionDate,
      stationId: station?.stationId ?? null,
      stationName: station?.stationName ?? null,
      stationAddress: station?.address ?? null,
      stationPhone: station?.contactPhone ?? null,
      votes: own.votes,
      voteShare: unit.voterCount > 0 ? Math.round((own.votes / unit.voterCount) * 1000) / 10 : null,
      deputies: deputies.map((d) => ({ ...d, isSelf: d.delegateId === delegateId })),
    },
  };
}

// ─── 选区管理: the office keeps the units and who was elected in each ─────────────────────

const AREA_LEVEL_COUNTY = 3;
const unitOf = npcElectoralUnitDelegate;

/** "张明华（巴州区代表团）、…" of a unit's row, by votes: the list shows it and the keyword searches it. */
const deputiesText = () =>
  sql<string>`(select string_agg(${qualified(npcDelegate.delegateName)} || coalesce('（' || ${qualified(npcDelegation.delegationName)} || '）', ''), '、' order by ${qualified(unitOf.votes)} desc, ${qualified(npcDelegate.delegateId)}) from ${unitOf} join ${npcDelegate} on ${sameAs(npcDelegate.delegateId, unitOf.fkDelegateId)} left join ${npcDelegation} on ${sameAs(npcDelegation.delegationId, npcDelegate.fkDelegationId)} where ${sameAs(unitOf.fkUnitId, npcElectoralUnit.unitId)})`;

export const electoralUnitTable: ManagedTable = {
  contract: ELECTORAL_UNIT,
  table: npcElectoralUnit,
  base: ELECTORAL_UNIT_API,
  columns: {
    unitId: npcElectoralUnit.unitId,
    unitName: npcElectoralUnit.unitName,
    term: npcElectoralUnit.term,
    fkAreaId: npcElectoralUnit.fkAreaId,
    coverage: npcElectoralUnit.coverage,
    voterCount: npcElectoralUnit.voterCount,
    population: npcElectoralUnit.population,
    electionDate: npcElectoralUnit.electionDate,
    fkStationId: npcElectoralUnit.fkStationId,
    sortNo: npcElectoralUnit.sortNo,
    isValid: npcElectoralUnit.isEnable,
  },
  extras: () => ({
    areaName: sql<string>`(select ${qualified(commArea.areaName)} from ${commArea} where ${sameAs(commArea.areaId, npcElectoralUnit.fkAreaId)})`,
    stationName: sql<string>`(select ${qualified(contactStation.stationName)} from ${contactStation} where ${sameAs(contactStation.stationId, npcElectoralUnit.fkStationId)})`,
    deputyCount: countOf(unitOf, sameAs(unitOf.fkUnitId, npcElectoralUnit.unitId)),
    deputies: deputiesText(),
  }),
  keywordColumns: [npcElectoralUnit.unitName, npcElectoralUnit.coverage, deputiesText()],
  defaultOrder: () => [desc(npcElectoralUnit.term), asc(npcElectoralUnit.sortNo), asc(npcElectoralUnit.unitId)],
  page: SYSTEM_PAGE.electoralUnitManager,
  auditAction: 'electoral_unit_change',
  async check(tx, values, before) {
    const county = and(eq(commArea.areaId, values.fkAreaId as number), eq(commArea.areaLevel, AREA_LEVEL_COUNTY));
    if ((await countWhere(tx, commArea, county)) === 0) throw new Refusal(400, ELECTORAL_MSG.areaRequired, 'fkAreaId');
    if (values.fkStationId !== null && (await countWhere(tx, contactStation, eq(contactStation.stationId, values.fkStationId as number))) === 0) {
      throw new Refusal(400, ELECTORAL_MSG.stationNotFound, 'fkStationId');
    }
    const sameName = and(eq(npcElectoralUnit.term, values.term as number), eq(npcElectoralUnit.unitName, values.unitName as string));
    await assertUnique(tx, npcElectoralUnit.unitId, before, 'unitId', sameName, ELECTORAL_MSG.nameTaken(values.term as number, values.unitName as string), 'unitName');
    // The deputies assigned were elected in that term: the unit keeps it while they are there.
    if (before && before.term !== values.term && (before.deputyCount as number) > 0) throw new Refusal(409, ELECTORAL_MSG.termLocked, 'term');
  },
  deleteBlocked: async (_tx, row) => ((row.deputyCount as number) > 0 ? ELECTORAL_MSG.hasDeputies(row.deputyCount as number) : null),
};

type Who = Pick<FastifyRequest, 'ip' | 'user'>;

/** The choices of the form's selects: the counties, or the home stations. */
export async function electoralOptions(db: Database, request: Who, of: 'areas' | 'stations'): Promise<ElectoralOptions> {
  await assertWriter(db, electoralUnitTable, request, 'read');
  const list =
    of === 'areas'
      ? await db.select({ id: commArea.areaId, name: commArea.areaName }).from(commArea).where(eq(commArea.areaLevel, AREA_LEVEL_COUNTY)).orderBy(asc(commArea.sortNo), asc(commArea.areaId))
      : await db.select({ id: contactStation.stationId, name: contactStation.stationName }).from(contactStation).orderBy(asc(contactStation.sortNo), asc(contactStation.stationId));
  return { list };
}

async function deputiesOf(db: Database, unitId: number): Promise<ElectoralDeputy[]> {
  return db
    .select({
      delegateId: npcDelegate.delegateId,
      delegateName: npcDelegate.delegateName,
      delegationName: npcDelegation.delegationName,
      delegateGrade: npcDelegate.delegateGrade,
      presentOccupation: npcDelegate.presentOccupation,
      votes: unitOf.votes,
    })
    .from(unitOf)
    .innerJoin(npcDelegate, eq(npcDelegate.delegateId, unitOf.fkDelegateId))
    .leftJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
    .where(eq(unitOf.fkUnitId, unitId))
    .orderBy(desc(unitOf.votes), asc(npcDelegate.delegateId));
}

async function mustFindUnit(db: Database, unitId: number) {
  const [unit] = await db
    .select({ unitId: npcElectoralUnit.unitId, unitName: npcElectoralUnit.unitName, term: npcElectoralUnit.term, voterCount: npcElectoralUnit.voterCount, isEnable: npcElectoralUnit.isEnable })
    .from(npcElectoralUnit).where(eq(npcElectoralUnit.unitId, unitId)).limit(1);
  if (!unit) throw new Refusal(404, ELECTORAL_MSG.notFound);
  return unit;
}

/** Who was elected in the unit, by votes. */
export async function unitDeputies(db: Database, request: Who, unitId: number): Promise<ElectoralDeputyList> {
  await assertWriter(db, electoralUnitTable, request, 'read');
  const unit = await mustFindUnit(db, unitId);
  return { unit, list: await deputiesOf(db, unitId) };
}

const named = (list: ElectoralDeputy[]) => list.map((d) => ({ delegateId: d.delegateId, delegateName: d.delegateName, votes: d.votes }));

/**
 * Assigns deputies of the unit's term to it. A deputy has one unit: one elected elsewhere is
 * refused by name (the office moves them out there first); one already here is left as is. A
 * disabled unit (merged or redrawn) keeps the deputies it had, open to corrections, and takes no more.
 */
export async function assignDeputies(db: Database, request: Who, unitId: number, delegateIds: number[]): Promise<ElectoralDeputyList> {
  await assertWriter(db, electoralUnitTable, request, 'edit');
  const ids = [...new Set(delegateIds)];
  if (ids.length === 0) throw new Refusal(400, ELECTORAL_MSG.chooseDeputies, 'delegateIds');
  return db.transaction(async (tx) => {
    const unit = await mustFindUnit(tx, unitId);
    if (!unit.isEnable) throw new Refusal(409, ELECTORAL_MSG.disabled);
    const deputies = await tx.select({ delegateId: npcDelegate.delegateId, delegateName: npcDelegate.delegateName, term: npcDelegate.term }).from(npcDelegate).where(inArray(npcDelegate.delegateId, ids));
    if (deputies.length !== ids.length) throw new Refusal(400, ELECTORAL_MSG.deputyNotFound, 'delegateIds');
    const otherTerm = deputies.filter((d) => d.term !== unit.term);
    if (otherTerm.length > 0) throw new Refusal(409, ELECTORAL_MSG.otherTerm(otherTerm.map((d) => d.delegateName).join('、'), unit.term));
    const [elsewhere] = await tx
      .select({ delegateName: npcDelegate.delegateName, unitName: npcElectoralUnit.unitName })
      .from(unitOf)
      .innerJoin(npcDelegate, eq(npcDelegate.delegateId, unitOf.fkDelegateId))
      .innerJoin(npcElectoralUnit, eq(npcElectoralUnit.unitId, unitOf.fkUnitId))
      .where(and(inArray(unitOf.fkDelegateId, ids), ne(unitOf.fkUnitId, unitId)))
      .orderBy(asc(npcDelegate.delegateId))
      .limit(1);
    if (elsewhere) throw new Refusal(409, ELECTORAL_MSG.inOtherUnit(elsewhere.delegateName, elsewhere.unitName));
    const before = await deputiesOf(tx, unitId);
    const fresh = ids.filter((id) => !before.some((d) => d.delegateId === id));
    if (fresh.length > 0) {
      await tx.insert(unitOf).values(fresh.map((fkDelegateId) => ({ fkUnitId: unitId, fkDelegateId })));
      const after = await deputiesOf(tx, unitId);
      await auditElectoralUnitDeputies(tx, request, 'assign', unitId, { unitName: unit.unitName, before: named(before), after: named(after) });
      return { unit, list: after };
    }
    return { unit, list: before };
  });
}

/** Takes a deputy out of the unit (elected in error, or to be assigned to another). */
export async function unassignDeputy(db: Database, request: Who, unitId: number, delegateId: number): Promise<ElectoralDeputyList> {
  await assertWriter(db, electoralUnitTable, request, 'edit');
  return db.transaction(async (tx) => {
    const unit = await mustFindUnit(tx, unitId);
    const before = await deputiesOf(tx, unitId);
    if (!before.some((d) => d.delegateId === delegateId)) throw new Refusal(404, ELECTORAL_MSG.notAssigned);
    await tx.delete(unitOf).where(and(eq(unitOf.fkUnitId, unitId), eq(unitOf.fkDelegateId, delegateId)));
    const after = before.filter((d) => d.delegateId !== delegateId);
    await auditElectoralUnitDeputies(tx, request, 'unassign', unitId, { unitName: unit.unitName, before: named(before), after: named(after) });
    return { unit, list: after };
  });
}

/** Corrects the votes a deputy received in the unit (at most its voters, when they are known). */
export async function setDeputyVotes(db: Database, request: Who, unitId: number, delegateId: number, votes: number): Promise<ElectoralDeputyList> {
  await assertWriter(db, electoralUnitTable, request, 'edit');
  if (votes < 0) throw new Refusal(400, ELECTORAL_MSG.votesInvalid, 'votes');
  return db.transaction(async (tx) => {
    const unit = await mustFindUnit(tx, unitId);
    if (unit.voterCount > 0 && votes > unit.voterCount) throw new Refusal(400, ELECTORAL_MSG.votesOverVoters(unit.voterCount), 'votes');
    const before = await deputiesOf(tx, unitId);
    if (!before.some((d) => d.delegateId === delegateId)) throw new Refusal(404, ELECTORAL_MSG.notAssigned);
    await tx.update(unitOf).set({ votes }).where(and(eq(unitOf.fkUnitId, unitId), eq(unitOf.fkDelegateId, delegateId)));
    const after = await deputiesOf(tx, unitId);
    await auditElectoralUnitDeputies(tx, request, 'votes', unitId, { unitName: unit.unitName, before: named(before), after: named(after) });
    return { unit, list: after };
  });
}
