import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../../services/workflow/actor';
import { todoOf } from '../../../services/workflow/todo.service';

/** GET /api/todo: the proposals, suggestions and messages waiting for the signed-in user now. */
const todo: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/todo', { preHandler: app.requireUser }, async (request) => todoOf(app.db, await actorOf(app.db, request.user!)));
};

export default todo;
