import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../../services/workflow/actor';
import { listMessages, messageDetail, sendMessageEvent } from '../../../services/workflow/messages.service';
import { EventEnvelope, PageQuery, StatusListParam, parseStatusList } from '../workflow/query';

const idParam = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) });

/**
 * Citizens' messages at contact stations, handled by the station-handling machine: the
 * addressed deputy and the station's managers list, read and answer them.
 */
const contactStationSuggest: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/contactStationSuggest',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: Type.Object({
          ...PageQuery,
          handleStatus: Type.Optional(StatusListParam),
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          isRead: Type.Optional(Type.Boolean()),
        }),
      },
    },
    async (request) => {
      const actor = await actorOf(app.db, request.user!);
      return listMessages(app.db, actor, { ...request.query, handleStatus: parseStatusList(request.query.handleStatus) });
    },
  );

  app.get('/api/contactStationSuggest/:id', { preHandler: app.requireUser, schema: { params: idParam } }, async (request) => {
    const actor = await actorOf(app.db, request.user!);
    return messageDetail(app.db, request.params.id, actor);
  });

  app.post(
    '/api/contactStationSuggest/:id/events',
    { preHandler: app.requireUser, schema: { params: idParam, body: EventEnvelope } },
    async (request) => {
      const actor = await actorOf(app.db, request.user!);
      return sendMessageEvent(app.db, request.params.id, request.body, actor);
    },
  );
};

export default contactStationSuggest;
