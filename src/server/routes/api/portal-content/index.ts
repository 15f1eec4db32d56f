import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, IdParam, PageQuery } from '@shared/contracts/common';
import {
  AddDeputiesBodySchema,
  ArticleBodySchema,
  ArticleListQuery,
  ArticlePageSchema,
  ColumnBodySchema,
  ColumnListQuery,
  ColumnPageSchema,
  ManagedArticleSchema,
  ManagedColumnSchema,
  ManagedStationSchema,
  PublishBodySchema,
  ReceptionBodySchema,
  ReceptionListQuery,
  ReceptionPageSchema,
  ReceptionSchema,
  StationBodySchema,
  StationDeputyPageSchema,
  StationListQuery,
  StationPageSchema,
  StatisticsAnswerSchema,
  StatisticsQuery,
} from '@shared/contracts/portal-content';
import { requireOperation } from '../../../services/permissions';
import { keeperOf } from '../../../services/portal-content/access';
import { createArticle, deleteArticle, getArticle, listArticles, publishArticle, unpublishArticle, updateArticle } from '../../../services/portal-content/articles';
import { createColumn, deleteColumn, keptColumn, listColumns, updateColumn } from '../../../services/portal-content/columns';
import {
  addStationDeputies,
  createReception,
  deleteReception,
  listReceptions,
  removeStationDeputy,
  stationDeputies,
  updateReception,
  upcomingReceptions,
} from '../../../services/portal-content/deputies';
import { createStation, getStation, listStations, updateStation } from '../../../services/portal-content/stations';
import { stationStatistics, statisticsWorkbook } from '../../../services/portal-content/statistics';
import { sendWorkbook } from '../../../services/workflow/export.service';

const Refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const StationParams = Type.Object({ stationId: IdParam });
const ColumnParams = Type.Object({ columnId: IdParam });
const ArticleParams = Type.Object({ resourcesId: IdParam });
const ReceptionParams = Type.Object({ receptionId: IdParam });

/**
 * /api/portalContent: the portal's stations, columns, articles, a station's deputies and reception
 * days, and the station statistics, kept by the station managers (their own station) and the
 * administrators (services/portal-content). Changes need the operation of their menu.
 */
const portalContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const user = { preHandler: app.requireUser };

  app.get('/api/portalContent/stations', { ...user, schema: { querystring: StationListQuery, response: { 200: StationPageSchema, ...Refusals } } }, async (request) =>
    listStations(app.db, keeperOf(request.user!), request.query),
  );
  app.get('/api/portalContent/stations/:stationId', { ...user, schema: { params: StationParams, response: { 200: ManagedStationSchema, ...Refusals } } }, async (request) =>
    getStation(app.db, keeperOf(request.user!), request.params.stationId),
  );
  app.post(
    '/api/portalContent/stations',
    { preHandler: requireOperation('stationEdit'), schema: { body: StationBodySchema, response: { 201: ManagedStationSchema, ...Refusals } } },
    async (request, reply) => reply.code(201).send(await createStation(app.db, app.storage, request, request.body)),
  );
  app.put(
    '/api/portalContent/stations/:stationId',
    { preHandler: requireOperation('stationEdit'), schema: { params: StationParams, body: StationBodySchema, response: { 200: ManagedStationSchema, ...Refusals } } },
    async (request) => updateStation(app.db, app.storage, request, request.params.stationId, request.body),
  );

  app.get('/api/portalContent/columns', { ...user, schema: { querystring: ColumnListQuery, response: { 200: ColumnPageSchema, ...Refusals } } }, async (request) =>
    listColumns(app.db, keeperOf(request.user!), request.query),
  );
  app.get('/api/portalContent/columns/:columnId', { ...user, schema: { params: ColumnParams, response: { 200: ManagedColumnSchema, ...Refusals } } }, async (request) =>
    keptColumn(app.db, keeperOf(request.user!), request.params.columnId),
  );
  app.post(
    '/api/portalContent/columns',
    { preHandler: requireOperation('columnAdd'), schema: { body: ColumnBodySchema, response: { 201: ManagedColumnSchema, ...Refusals } } },
    async (request, reply) => reply.code(201).send(await createColumn(app.db, app.storage, request, request.body)),
  );
  app.put(
    '/api/portalContent/columns/:columnId',
    { preHandler: requireOperation('columnEdit'), schema: { params: ColumnParams, body: ColumnBodySchema, response: { 200: ManagedColumnSchema, ...Refusals } } },
    async (request) => updateColumn(app.db, app.storage, request, request.params.columnId, request.body),
  );
  app.delete('/api/portalContent/columns/:columnId', { preHandler: requireOperation('columnDelete'), schema: { params: ColumnParams, response: { 204: Type.Null(), ...Refusals } } }, async (request, reply) => {
    await deleteColumn(app.db, request, request.params.columnId);
    return reply.code(204).send(null);
  });

  app.get('/api/portalContent/articles', { ...user, schema: { querystring: ArticleListQuery, response: { 200: ArticlePageSchema, ...Refusals } } }, async (request) =>
    listArticles(app.db, keeperOf(request.user!), request.query),
  );
  app.get('/api/portalContent/articles/:resourcesId', { ...user, schema: { params: ArticleParams, response: { 200: ManagedArticleSchema, ...Refusals } } }, async (request) =>
    getArticle(app.db, keeperOf(request.user!), request.params.resourcesId),
  );
  app.post(
    '/api/portalContent/articles',
    { preHandler: requireOperation('articleAdd'), schema: { body: ArticleBodySchema, response: { 201: ManagedArticleSchema, ...Refusals } } },
    async (request, reply) => reply.code(201).send(await createArticle(app.db, app.storage, request, request.body)),
  );
  app.put(
    '/api/portalContent/articles/:resourcesId',
    { preHandler: requireOperation('articleEdit'), schema: { params: ArticleParams, body: ArticleBodySchema, response: { 200: ManagedArticleSchema, ...Refusals } } },
    async (request) => updateArticle(app.db, app.storage, request, request.params.resourcesId, request.body),
  );
  app.post(
    '/api/portalContent/articles/:resourcesId/publish',
    { preHandler: requireOperation('articleAdd'), schema: { params: ArticleParams, body: Type.Optional(PublishBodySchema), response: { 200: ManagedArticleSchema, ...Refusals } } },
    async (request) => publishArticle(app.db, request, request.params.resourcesId, request.body ?? {}),
  );
  app.post(
    '/api/portalContent/articles/:resourcesId/unpublish',
    { preHandler: requireOperation('articleAdd'), schema: { params: ArticleParams, response: { 200: ManagedArticleSchema, ...Refusals } } },
    async (request) => unpublishArticle(app.db, request, request.params.resourcesId),
  );
  app.delete('/api/portalContent/articles/:resourcesId', { preHandler: requireOperation('articleDelete'), schema: { params: ArticleParams, response: { 204: Type.Null(), ...Refusals } } }, async (request, reply) => {
    await deleteArticle(app.db, request, request.params.resourcesId);
    return reply.code(204).send(null);
  });

  app.get(
    '/api/portalContent/stations/:stationId/deputies',
    { ...user, schema: { params: StationParams, querystring: Type.Object(PageQuery), response: { 200: StationDeputyPageSchema, ...Refusals } } },
    async (request) => stationDeputies(app.db, keeperOf(request.user!), request.params.stationId, request.query),
  );
  app.post(
    '/api/portalContent/stations/:stationId/deputies',
    { ...user, schema: { params: StationParams, body: AddDeputiesBodySchema, response: { 200: Type.Object({ added: Type.Integer() }), ...Refusals } } },
    async (request) => addStationDeputies(app.db, request, request.params.stationId, request.body),
  );
  app.delete(
    '/api/portalContent/stations/:stationId/deputies/:delegateId',
    { ...user, schema: { params: Type.Object({ stationId: IdParam, delegateId: IdParam }), response: { 204: Type.Null(), ...Refusals } } },
    async (request, reply) => {
      await removeStationDeputy(app.db, request, request.params.stationId, request.params.delegateId);
      return reply.code(204).send(null);
    },
  );

  app.get('/api/portalContent/receptions', { ...user, schema: { querystring: ReceptionListQuery, response: { 200: ReceptionPageSchema, ...Refusals } } }, async (request) =>
    listReceptions(app.db, keeperOf(request.user!), request.query),
  );
  app.post(
    '/api/portalContent/receptions',
    { ...user, schema: { body: ReceptionBodySchema, response: { 201: ReceptionSchema, ...Refusals } } },
    async (request, reply) => reply.code(201).send(await createReception(app.db, request, request.body)),
  );
  app.put(
    '/api/portalContent/receptions/:receptionId',
    { ...user, schema: { params: ReceptionParams, body: ReceptionBodySchema, response: { 200: ReceptionSchema, ...Refusals } } },
    async (request) => updateReception(app.db, request, request.params.receptionId, request.body),
  );
  app.delete('/api/portalContent/receptions/:receptionId', { ...user, schema: { params: ReceptionParams, response: { 204: Type.Null(), ...Refusals } } }, async (request, reply) => {
    await deleteReception(app.db, request, request.params.receptionId);
    return reply.code(204).send(null);
  });

  app.get('/api/portalContent/statistics', { ...user, schema: { querystring: StatisticsQuery, response: { 200: StatisticsAnswerSchema, ...Refusals } } }, async (request) =>
    stationStatistics(app.db, keeperOf(request.user!), request.query),
  );
  app.get('/api/portalContent/statistics/export', { preHandler: requireOperation('export'), schema: { querystring: StatisticsQuery } }, async (request, reply) => {
    const answer = await stationStatistics(app.db, keeperOf(request.user!), request.query);
    const buffer = await statisticsWorkbook(answer, request.query);
    return sendWorkbook(reply, `联络站统计_${request.query.startDate ?? ''}_${request.query.endDate ?? ''}.xlsx`, buffer);
  });

  // The portal's station page: the coming reception days, anonymous like the rest of the portal.
  app.get(
    '/api/contactStation/gateway/:stationId/receptions',
    { schema: { params: StationParams, response: { 200: Type.Object({ list: Type.Array(ReceptionSchema) }), 400: ErrorSchema, 404: ErrorSchema } } },
    async (request) => upcomingReceptions(app.db, request.params.stationId),
  );
};

export default portalContentRoutes;
