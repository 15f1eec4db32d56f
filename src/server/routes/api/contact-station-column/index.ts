import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PORTAL_COLUMN_COUNT } from '@shared/constants';
import { ColumnSchema, PageOf } from '@shared/portal.schemas';
import { contactStationColumn } from '../../../db/schema';
import { visibleColumn } from '../../../services/portal/queries';
import { offsetOf } from '../../../db/paging';
import { prepared, value } from '../../../db/statements';
import { BoundedPageQuery, ErrorSchema, IdParam } from '@shared/contracts/common';

/** 'the column does not exist' */
const COLUMN_NOT_FOUND = '栏目不存在';
const MAX_PAGE_SIZE = 50;

const ORDERS = {
  sortNo: [asc(contactStationColumn.sortNo), asc(contactStationColumn.columnId)],
  columnId: [asc(contactStationColumn.columnId)],
} as const;

const ColumnQuery = Type.Object({
  ...BoundedPageQuery(PORTAL_COLUMN_COUNT, MAX_PAGE_SIZE),
  orderBy: Type.Union([Type.Literal('sortNo'), Type.Literal('columnId')], { default: 'sortNo' }),
  /** A substation's columns; absent: the central station's. */
  fkStationId: Type.Optional(IdParam),
});

const columnFields = {
  columnId: contactStationColumn.columnId,
  columnName: contactStationColumn.columnName,
  picture: contactStationColumn.picture,
  fkStationId: contactStationColumn.fkStationId,
};

/** The portal's columns: a station's blocks of articles. */
const contactStationColumnRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/contactStationColumn/gateway',
    { schema: { querystring: ColumnQuery, response: { 200: PageOf(ColumnSchema), 400: ErrorSchema } } },
    async (request) => {
      const { pageNum, pageSize, orderBy, fkStationId } = request.query;
      // Built once per station scope and order (db/statements.ts).
      const scope = fkStationId === undefined ? 'central' : 'station';
      const where = and(
        visibleColumn,
        fkStationId === undefined ? isNull(contactStationColumn.fkStationId) : eq(contactStationColumn.fkStationId, value('stationId')),
      );
      const counted = prepared(app.db, `columns:${scope}:count`, () => app.db.select({ total: count() }).from(contactStationColumn).where(where));
      const paged = prepared(app.db, `columns:${scope}:${orderBy}`, () =>
        app.db
          .select(columnFields)
          .from(contactStationColumn)
          .where(where)
          .orderBy(...ORDERS[orderBy])
          .limit(value('limit'))
          .offset(value('offset')),
      );
      const values = { stationId: fkStationId, limit: pageSize, offset: offsetOf({ pageNum, pageSize }) };
      const [[{ total }], list] = await Promise.all([counted.execute(values), paged.execute(values)]);
      return { list, total, pageNum, pageSize };
    },
  );

  app.get(
    '/api/contactStationColumn/gateway/:columnId',
    { schema: { params: Type.Object({ columnId: IdParam }), response: { 200: ColumnSchema, 400: ErrorSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      const where = and(visibleColumn, eq(contactStationColumn.columnId, request.params.columnId));
      const [column] = await app.db.select(columnFields).from(contactStationColumn).where(where).limit(1);
      if (!column) return reply.code(404).send({ msg: COLUMN_NOT_FOUND });
      return column;
    },
  );
};

export default contactStationColumnRoutes;
