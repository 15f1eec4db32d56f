import { and, asc, eq, ilike, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sysNpcState, sysNpcUnit } from '../../../db/schema';
import { containsPattern } from '../../../db/like';
import { TermNumberParam } from '@shared/contracts/common';

const UnitQuery = Type.Object({
  term: Type.Optional(TermNumberParam),
  times: Type.Optional(TermNumberParam),
  assignType: Type.Optional(Type.Integer({ minimum: 1, maximum: 7 })),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});

const UnitList = Type.Object({
  list: Type.Array(Type.Object({ unitId: Type.Integer(), unitName: Type.String(), assignType: Type.Integer() })),
});

/**
 * GET /api/sysNpcUnit: the handling units of a term and session, for assigning
 * proposals and suggestions. Without term and times, the current term and session's.
 */
const sysNpcUnitRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/sysNpcUnit', { preHandler: app.requireUser, schema: { querystring: UnitQuery, response: { 200: UnitList } } }, async (request) => {
    const { term, times, assignType, keyword } = request.query;
    // A disabled unit is not offered for assignment.
    const filters: SQL[] = [eq(sysNpcUnit.isValid, true)];
    if (term === undefined && times === undefined) {
      const [current] = await app.db.select().from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);
      if (current) filters.push(eq(sysNpcUnit.term, current.term), eq(sysNpcUnit.times, current.times));
    } else {
      if (term !== undefined) filters.push(eq(sysNpcUnit.term, term));
      if (times !== undefined) filters.push(eq(sysNpcUnit.times, times));
    }
    if (assignType !== undefined) filters.push(eq(sysNpcUnit.assignType, assignType));
    const word = keyword?.trim();
    if (word) filters.push(ilike(sysNpcUnit.unitName, containsPattern(word)));
    const list = await app.db
      .select({ unitId: sysNpcUnit.unitId, unitName: sysNpcUnit.unitName, assignType: sysNpcUnit.assignType })
      .from(sysNpcUnit)
      .where(and(...filters))
      .orderBy(asc(sysNpcUnit.assignType), asc(sysNpcUnit.unitId));
    return { list };
  });
};

export default sysNpcUnitRoutes;
