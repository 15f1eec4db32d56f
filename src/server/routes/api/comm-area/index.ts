import { and, asc, eq, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AreaListSchema } from '@shared/portal.schemas';
import { commArea } from '../../../db/schema';
import { ErrorSchema, IdParam } from '@shared/contracts/common';

/** 'please give an area name or a parent area' */
const AREA_QUERY_REQUIRED = '请指定地区名称或上级地区';

const AreaQuery = Type.Object({
  /** Exact name, e.g. the home city 巴中市. */
  areaName: Type.Optional(Type.String({ maxLength: 50 })),
  fkParentArea: Type.Optional(IdParam),
});

/**
 * GET /api/commArea for the portal's area switcher: the area of a
 * name, or the children of an area. Everything is answered; hiding 驻资部队 and 简阳市 is the
 * switcher's business (EXCLUDED_CITY_NAMES), as the document says.
 */
const commAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/commArea',
    { schema: { querystring: AreaQuery, response: { 200: AreaListSchema, 400: ErrorSchema } } },
    async (request, reply) => {
      const { fkParentArea } = request.query;
      const areaName = request.query.areaName?.trim() || undefined;
      if (areaName === undefined && fkParentArea === undefined) return reply.code(400).send({ msg: AREA_QUERY_REQUIRED });
      const filters: (SQL | undefined)[] = [
        areaName === undefined ? undefined : eq(commArea.areaName, areaName),
        fkParentArea === undefined ? undefined : eq(commArea.fkParentArea, fkParentArea),
      ];
      const list = await app.db
        .select({ areaId: commArea.areaId, areaName: commArea.areaName, fkParentArea: commArea.fkParentArea })
        .from(commArea)
        .where(and(...filters))
        .orderBy(asc(commArea.sortNo), asc(commArea.areaId));
      return { list };
    },
  );
};

export default commAreaRoutes;
