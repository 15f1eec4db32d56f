import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../../services/workflow/actor';
import { listDynamics } from '../../../services/workflow/records.service';
import { PageQuery } from './query';

const DynamicsQuery = Type.Object({
  type: Type.Union([Type.Literal('proposal'), Type.Literal('suggest')]),
  ...PageQuery,
});

/**
 * GET /api/workflowDynamics?type=proposal|suggest: the newest handling events of the records
 * the caller may see (a deputy: their own and co-signed ones), for the 办理动态 pages.
 * Registered by the proposal routes (records.routes.ts); it could as well be listed in
 * routes/index.ts, but then that line must go.
 */
const workflowDynamicsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/workflowDynamics', { preHandler: app.requireUser, schema: { querystring: DynamicsQuery } }, async (request) => {
    const actor = await actorOf(app.db, request.user!);
    const { type, pageNum, pageSize } = request.query;
    return listDynamics(app.db, type, actor, { pageNum, pageSize });
  });
};

export default workflowDynamicsRoutes;
