import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import { MSG } from '@shared/messages';
import { SEARCH_SUB_TYPE } from '@shared/portal';
import { SearchAnswerSchema, SearchKindSchema } from '@shared/portal.schemas';
import { searchPortal, searchTermsOf } from '../../../services/portal/search.service';
import { BoundedPageQuery, ErrorSchema, IdParam } from '@shared/contracts/common';

/** 'please choose a contact station' */
const STATION_REQUIRED = '请指定联络站';
const MAX_PAGE_SIZE = 50;

const SearchQuery = Type.Object({
  /** Checked by searchTermsOf, so a blank or long text gets the search box's own message. */
  search: Type.Optional(Type.String()),
  subType: Type.Integer({ minimum: SEARCH_SUB_TYPE.central, maximum: SEARCH_SUB_TYPE.substation, default: SEARCH_SUB_TYPE.central }),
  /** The substation searched from (subType 2). */
  fkStationId: Type.Optional(IdParam),
  kind: Type.Optional(SearchKindSchema),
  ...BoundedPageQuery(DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE),
});

/**
 * GET /api/homeStation/search, the search the portal document leaves out (designed in
 * src/shared/portal.ts): articles, columns and representatives, from the central station over
 * everything, from a substation over that station's own.
 */
const homeStationSearchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/homeStation/search',
    { schema: { querystring: SearchQuery, response: { 200: SearchAnswerSchema, 400: ErrorSchema } } },
    async (request, reply) => {
      const { subType, fkStationId, kind, pageNum, pageSize } = request.query;
      const terms = searchTermsOf(request.query.search);
      if (!terms) return reply.code(400).send({ msg: MSG.searchPlaceholder });
      const fromSubstation = subType === SEARCH_SUB_TYPE.substation;
      if (fromSubstation && fkStationId === undefined) return reply.code(400).send({ msg: STATION_REQUIRED });
      return searchPortal(app.db, { terms, stationId: fromSubstation ? fkStationId! : null, kind, pageNum, pageSize });
    },
  );
};

export default homeStationSearchRoutes;
