import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AreaListSchema } from '@shared/portal.schemas';
import { commArea, contactStation } from '../../../db/schema';
import { ErrorSchema, IdParam } from '@shared/contracts/common';

/** 'please give an area name or a parent area' */
const AREA_QUERY_REQUIRED = '请指定地区名称或上级地区';

const AreaQuery = Type.Object({
  /** Exact name, e.g. the home city 巴中市. */
  areaName: Type.Optional(Type.String({ maxLength: 50 })),
  fkParentArea: Type.Optional(IdParam),
  /** Only the areas the portal serves: those holding a station, or an area inside them that does. */
  served: Type.Optional(Type.Boolean()),
});

/** The areas of the valid stations and every area above them. */
const servedAreas = sql`(
  with recursive served(area_id) as (
    select ${contactStation.fkStationAreaId} from ${contactStation}
    where ${contactStation.isValid} and ${contactStation.fkStationAreaId} is not null
    union
    select parent.fk_parent_area from served join ${commArea} parent on parent.area_id = served.area_id
    where parent.fk_parent_area is not null
  )
  select area_id from served
)`;

/**
 * GET /api/commArea for the portal's area switcher: the area of a
 * name, or the children of an area; with `served`, only the areas that hold stations. Hiding
 * 驻资部队 and 简阳市 is the switcher's business (EXCLUDED_CITY_NAMES), as the document says.
 */
const commAreaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/commArea',
    { schema: { querystring: AreaQuery, response: { 200: AreaListSchema, 400: ErrorSchema } } },
    async (request, reply) => {
      const { fkParentArea, served } = request.query;
      const areaName = request.query.areaName?.trim() || undefined;
      if (areaName === undefined && fkParentArea === undefined) return reply.code(400).send({ msg: AREA_QUERY_REQUIRED });
      const filters: (SQL | undefined)[] = [
        areaName === undefined ? undefined : eq(commArea.areaName, areaName),
        fkParentArea === undefined ? undefined : eq(commArea.fkParentArea, fkParentArea),
        served ? sql`${commArea.areaId} in ${servedAreas}` : undefined,
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
