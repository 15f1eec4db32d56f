import { npcDelegation } from '../db/schema';
import type { Database } from '../db/database';
import { COUNTY_NAMES, type AreaIds, type County } from './areas';
import { NPC_ID } from './terms';

/** Delegations sit in the city congress, whose delegate level is 3 (city). */
export const DELEGATION_LEVEL = 3;

export const delegationNameOf = (county: County) => `${county}代表团`;

export async function seedDelegations(tx: Database, areas: AreaIds): Promise<Record<County, number>> {
  const rows = await tx
    .insert(npcDelegation)
    .values(
      COUNTY_NAMES.map((county, i) => ({
        delegationName: delegationNameOf(county),
        fkNpcId: NPC_ID,
        delegationLevel: DELEGATION_LEVEL,
        fkAreaId: areas.county[county],
        sortNo: i + 1,
      })),
    )
    .returning();
  const idOf = new Map(rows.map((r) => [r.delegationName, r.delegationId]));
  return Object.fromEntries(COUNTY_NAMES.map((county) => [county, idOf.get(delegationNameOf(county))!])) as Record<County, number>;
}
