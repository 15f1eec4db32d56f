import { and, asc, eq, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { RepresentativeCard } from '@shared/portal';
import type { Database } from '../../db/database';
import { offsetOf, withTotal } from '../../db/paging';
import { contactStation, contactStationColumn, contactStationResource, npcDelegate, npcDelegation, sysNpcState } from '../../db/schema';

/** auditStatus of a deputy whose election is confirmed; only they appear on the portal. */
const APPROVED = 1;
/** A column the portal shows: valid, and the central station's or a valid station's. */
export const visibleColumn: SQL = and(
  eq(contactStationColumn.isValid, true),
  or(
    isNull(contactStationColumn.fkStationId),
    sql`exists (select 1 from ${contactStation} where ${contactStation.stationId} = ${contactStationColumn.fkStationId} and ${contactStation.isValid})`,
  ),
)!;

/**
 * An article the portal shows: valid, published at a moment already past (a future one is a
 * scheduled publication: no timer, the moment passing is enough), in a column the portal shows.
 * Every portal read of articles (lists, the article page, the search) uses this one predicate.
 */
export const publishedArticle: SQL = and(
  eq(contactStationResource.isValid, true),
  isNotNull(contactStationResource.publishedAt),
  lte(contactStationResource.publishedAt, sql`now()`),
  visibleColumn,
)!;

/** A deputy the portal lists: approved, and elected for the current term (sys_npc_state). */
export const publicDeputy: SQL = and(
  eq(npcDelegate.auditStatus, APPROVED),
  sql`${npcDelegate.term} = (select ${sysNpcState.term} from ${sysNpcState} where ${sysNpcState.isCurrentTermTimes} limit 1)`,
)!;

/** The station joined to a deputy or column, only while it is valid (an invalid one forwards nothing). */
export const validStationOf = (stationId: typeof npcDelegate.fkStationId | typeof contactStationColumn.fkStationId) =>
  and(eq(contactStation.stationId, stationId), eq(contactStation.isValid, true));

/**
 * Representative cards matching `where` (publicDeputy is always added): grade, then name in
 * code-point order (the same on PGlite and on any PostgreSQL collation), then id.
 */
export async function representativeCards(
  db: Database,
  where: SQL | undefined,
  page: { pageNum: number; pageSize: number },
): Promise<{ list: RepresentativeCard[]; total: number }> {
  const filter = and(publicDeputy, where);
  return withTotal(
    db,
    npcDelegate,
    filter,
    db
      .select({
        fkDelegateId: npcDelegate.delegateId,
        delegateName: npcDelegate.delegateName,
        headPortrait: npcDelegate.headPortrait,
        sex: npcDelegate.sex,
        delegationName: npcDelegation.delegationName,
        delegateGrade: npcDelegate.delegateGrade,
        nationality: npcDelegate.nationality,
        presentOccupation: npcDelegate.presentOccupation,
        fkStationId: contactStation.stationId,
        stationName: contactStation.stationName,
      })
      .from(npcDelegate)
      .innerJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
      .leftJoin(contactStation, validStationOf(npcDelegate.fkStationId))
      .where(filter)
      .orderBy(asc(npcDelegate.delegateGrade), sql`${npcDelegate.delegateName} collate "C"`, asc(npcDelegate.delegateId))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
  );
}
