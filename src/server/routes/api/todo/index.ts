import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@shared/contracts/common';
import { TodoSchema } from '@shared/contracts/todo';
import { actorOf } from '../../../services/workflow/actor';
import { todoOf } from '../../../services/workflow/todo.service';

/** GET /api/todo: the proposals, suggestions and messages waiting for the signed-in user now, and their count per queue page. */
const todo: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/api/todo', { preHandler: app.requireUser, schema: { response: { 200: TodoSchema, 401: ErrorSchema } } }, async (request) =>
    todoOf(app.db, await actorOf(app.db, request.user!)),
  );
};

export default todo;
