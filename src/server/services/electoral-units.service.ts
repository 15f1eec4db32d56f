import { asc, desc, eq } from 'drizzle-orm';
import type { MyElectoralUnit } from '@shared/contracts/groups';
import type { Database } from '../db/database';
import { commArea, contactStation, npcDelegate, npcElectoralUnit, npcElectoralUnitDelegate } from '../db/schema';

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
