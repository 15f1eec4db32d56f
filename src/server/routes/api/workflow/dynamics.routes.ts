import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../../services/workflow/actor';
import { PageQuery } from '@shared/contracts/common';
import { listDynamics } from '../../../services/workflow/dynamics.service';
import { recordKinds } from '../../../services/workflow/kinds';

const DynamicsQuery = Type.Object({
  type: Type.Union([Type.Literal('proposal'), Type.Literal('suggest')]),
  ...PageQuery,
});

/**
 * GET /api/workflowDynamics?type=proposal|suggest: the newest handling events of the records
 * the caller may see (a deputy: their own and co-signed ones), for the 办理动态 pages.
 */
const workflowDynamicsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/workflowDynamics', { preHandler: app.requireUser, schema: { querystring: DynamicsQuery } }, async (request) => {
    const actor = await actorOf(app.db, request.user!);
    const { type, pageNum, pageSize } = request.query;
    return listDynamics(app.db, recordKinds[type], actor, { pageNum, pageSize });
  });
};

export default workflowDynamicsRoutes;
