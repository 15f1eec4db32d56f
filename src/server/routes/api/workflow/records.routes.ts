import { Type, type TSchema } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { EventEnvelope } from '@shared/contracts/common';
import { actorOf } from '../../../services/workflow/actor';
import type { AnyRecordKind } from '../../../services/workflow/engine';
import { createRecord, listRecords, recordDetail, sendRecordEvent } from '../../../services/workflow/records.service';

/** What a kind's routes declare: its URL, and the contract's schemas (src/shared/contracts). */
export interface RecordContract {
  base: string;
  idParam: TSchema;
  listQuery: TSchema;
  page: TSchema;
  detail: TSchema;
  /** Kinds that users create through the API. */
  createBody?: TSchema;
}

/**
 * A lifecycle record's API: list, detail with history and allowedEvents, events, and creation
 * when the kind has one. Each route is its schema and one service call.
 */
export function recordRoutes(kind: AnyRecordKind, contract: RecordContract): FastifyPluginAsyncTypebox {
  const { base } = contract;
  const params = Type.Object({ id: contract.idParam });
  return async (app) => {
    if (contract.createBody) {
      app.post(base, { preHandler: app.requireUser, schema: { body: contract.createBody, response: { 201: contract.detail } } }, async (request, reply) => {
        const actor = await actorOf(app.db, request.user!);
        const id = await createRecord(app.db, kind, actor, request.body as never);
        return reply.code(201).send(await recordDetail(app.db, kind, id, actor));
      });
    }

    app.get(base, { preHandler: app.requireUser, schema: { querystring: contract.listQuery, response: { 200: contract.page } } }, async (request) =>
      listRecords(app.db, kind, await actorOf(app.db, request.user!), request.query as never),
    );

    app.get(`${base}/:id`, { preHandler: app.requireUser, schema: { params, response: { 200: contract.detail } } }, async (request) =>
      recordDetail(app.db, kind, (request.params as { id: number | string }).id, await actorOf(app.db, request.user!)),
    );

    app.post(
      `${base}/:id/events`,
      { preHandler: app.requireUser, schema: { params, body: EventEnvelope, response: { 200: contract.detail, 204: Type.Null() } } },
      async (request, reply) => {
        const detail = await sendRecordEvent(app.db, kind, (request.params as { id: number | string }).id, request.body, await actorOf(app.db, request.user!));
        // A deleted draft has nothing left to show.
        return detail ?? reply.code(204).send(null);
      },
    );
  };
}
