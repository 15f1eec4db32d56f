import { and, asc, count, eq, ilike, or, type AnyColumn, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { PageOf, RepresentativeCardSchema, StationCardSchema, StationSchema } from '@shared/portal.schemas';
import type { Database } from '../../../db/database';
import { commArea, contactStation, npcDelegate } from '../../../db/schema';
import { publicDeputy, representativeCards } from '../../../services/portal/queries';
import { containsPattern } from '../../../db/like';
import { offsetOf, withTotal } from '../../../db/paging';
import { BoundedPageQuery, ErrorSchema, IdParam } from '@shared/contracts/common';

/** 'the contact station does not exist' */
const STATION_NOT_FOUND = '联络站不存在';
/** 'the area does not exist' */
const AREA_NOT_FOUND = '地区不存在';
/** 'the representative does not exist' */
const REPRESENTATIVE_NOT_FOUND = '代表不存在';

const STATION_MAX_PAGE_SIZE = 50;
/** Four rows of three cards. */
const REPRESENTATIVE_PAGE_SIZE = 12;
const REPRESENTATIVE_MAX_PAGE_SIZE = 100;
/** The level tabs (1 city, 2 county, 3 township) are delegateGrade 3, 4, 5: REPRESENTATIVE_LEVELS[grade − 3]. */
const LEVEL_TO_GRADE_OFFSET = 2;
/** comm_area.areaLevel: 1 province, 2 city, 3 county, 4 town. */
const AREA_LEVEL = { province: 1, city: 2, county: 3, town: 4 } as const;

const StationQuery = Type.Object({
  /** A city or county (a province or town works too); absent: every station. */
  areaId: Type.Optional(IdParam),
  ...BoundedPageQuery(DEFAULT_PAGE_SIZE, STATION_MAX_PAGE_SIZE),
});

const RepresentativeQuery = Type.Object({
  /** 1 city, 2 county, 3 township. */
  level: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  fkStationId: Type.Optional(IdParam),
  /** Part of the name. */
  delegateName: Type.Optional(Type.String({ maxLength: 50 })),
  ...BoundedPageQuery(REPRESENTATIVE_PAGE_SIZE, REPRESENTATIVE_MAX_PAGE_SIZE),
});

/**
 * The stations in an area. A station stores its place as names (province, city, county, street)
 * and its town as fkStationAreaId; names are always filled, so the match is by name, qualified
 * by the parent's name (two cities may each have a county of the same name).
 * Answers null when the area does not exist.
 */
async function stationsInArea(db: Database, areaId: number): Promise<SQL | null> {
  const [area] = await db.select().from(commArea).where(eq(commArea.areaId, areaId)).limit(1);
  if (!area) return null;
  const [parent] =
    area.fkParentArea === null ? [] : await db.select().from(commArea).where(eq(commArea.areaId, area.fkParentArea)).limit(1);
  const underParent = (column: AnyColumn) => (parent ? eq(column, parent.areaName) : undefined);
  switch (area.areaLevel) {
    case AREA_LEVEL.province:
      return eq(contactStation.province, area.areaName);
    case AREA_LEVEL.city:
      return and(eq(contactStation.city, area.areaName), underParent(contactStation.province))!;
    case AREA_LEVEL.county:
      return and(eq(contactStation.county, area.areaName), underParent(contactStation.city))!;
    default:
      return or(
        eq(contactStation.fkStationAreaId, area.areaId),
        and(eq(contactStation.streetName, area.areaName), underParent(contactStation.county)),
      )!;
  }
}

/**
 * The portal's station pages and representative directory: calls the portal document leaves out
 * (distribution cards, station overview, representatives by level), designed in src/shared/portal.ts.
 * Only what a card shows leaves the server: no deputy's phone, address or ID number.
 */
const contactStationPortalRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/contactStation/gateway',
    { schema: { querystring: StationQuery, response: { 200: PageOf(StationCardSchema), 400: ErrorSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      const { areaId, pageNum, pageSize } = request.query;
      const inArea = areaId === undefined ? undefined : await stationsInArea(app.db, areaId);
      if (inArea === null) return reply.code(404).send({ msg: AREA_NOT_FOUND });
      const where = and(eq(contactStation.isValid, true), inArea);
      const { list, total } = await withTotal(
        app.db,
        contactStation,
        where,
        app.db
          .select({
            stationId: contactStation.stationId,
            contactName: contactStation.stationName,
            conveyor: contactStation.conveneUser,
            workName: contactStation.contactUser,
            address: contactStation.address,
            county: contactStation.county,
            stationPicture: contactStation.stationPicture,
          })
          .from(contactStation)
          .where(where)
          .orderBy(asc(contactStation.sortNo), asc(contactStation.stationId))
          .limit(pageSize)
          .offset(offsetOf({ pageNum, pageSize })),
      );
      return { list, total, pageNum, pageSize };
    },
  );

  app.get(
    '/api/contactStation/gateway/:stationId',
    { schema: { params: Type.Object({ stationId: IdParam }), response: { 200: StationSchema, 400: ErrorSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      const { stationId } = request.params;
      const [[station], [{ delegateCount }]] = await Promise.all([
        app.db
          .select({
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
            contactPhone: contactStation.contactPhone,
            introduce: contactStation.introduce,
            stationPicture: contactStation.stationPicture,
            isDemonstration: contactStation.isDemonstration,
            coordinate: contactStation.coordinate,
          })
          .from(contactStation)
          .where(and(eq(contactStation.stationId, stationId), eq(contactStation.isValid, true)))
          .limit(1),
        app.db
          .select({ delegateCount: count() })
          .from(npcDelegate)
          .where(and(publicDeputy, eq(npcDelegate.fkStationId, stationId))),
      ]);
      if (!station) return reply.code(404).send({ msg: STATION_NOT_FOUND });
      return { ...station, delegateCount };
    },
  );

  app.get(
    '/api/contactStation/representatives',
    { schema: { querystring: RepresentativeQuery, response: { 200: PageOf(RepresentativeCardSchema), 400: ErrorSchema } } },
    async (request) => {
      const { level, fkStationId, pageNum, pageSize } = request.query;
      const name = request.query.delegateName?.trim();
      const where = and(
        level === undefined ? undefined : eq(npcDelegate.delegateGrade, level + LEVEL_TO_GRADE_OFFSET),
        fkStationId === undefined ? undefined : eq(npcDelegate.fkStationId, fkStationId),
        name ? ilike(npcDelegate.delegateName, containsPattern(name)) : undefined,
      );
      const { list, total } = await representativeCards(app.db, where, { pageNum, pageSize });
      return { list, total, pageNum, pageSize };
    },
  );

  app.get(
    '/api/contactStation/representatives/:delegateId',
    {
      schema: {
        params: Type.Object({ delegateId: IdParam }),
        response: { 200: RepresentativeCardSchema, 400: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { list } = await representativeCards(app.db, eq(npcDelegate.delegateId, request.params.delegateId), { pageNum: 1, pageSize: 1 });
      if (list.length === 0) return reply.code(404).send({ msg: REPRESENTATIVE_NOT_FOUND });
      return list[0];
    },
  );
};

export default contactStationPortalRoutes;
