import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { actorOf } from '../../../services/workflow/actor';
import { createRecord, listRecords, recordDetail, sendRecordEvent, type RecordType } from '../../../services/workflow/records.service';
import { XLSX_CONTENT_TYPE, contentDisposition, exportQueue } from '../../../services/workflow/export.service';
import { TermNumberParam } from '../../schemas';
import { EventEnvelope, PageQuery, StatusListParam, parseStatusList } from './query';

const Attachment = Type.Object({ name: Type.String({ maxLength: 200 }), objPath: Type.String({ maxLength: 500 }) }, { additionalProperties: false });

const draftFields = {
  title: Type.Optional(Type.String({ maxLength: 200 })),
  content: Type.Optional(Type.String({ maxLength: 200_000 })),
  coSignerIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 200 })),
  attachments: Type.Optional(Type.Array(Attachment, { maxItems: 20 })),
};
/** A proposal may be put in the name of the author's delegation instead of ten signatures. */
const CreateBody = {
  proposal: Type.Object(
    { ...draftFields, delegationId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Null()])) },
    { additionalProperties: false },
  ),
  suggest: Type.Object(draftFields, { additionalProperties: false }),
};

/** The queue filters of the list and of its export (records.service listFilter). */
const FilterQuery = {
  status: Type.Optional(StatusListParam),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  mine: Type.Optional(Type.Boolean()),
  term: Type.Optional(TermNumberParam),
  times: Type.Optional(TermNumberParam),
  others: Type.Optional(Type.Boolean()),
  overdue: Type.Optional(Type.Boolean()),
  delayPending: Type.Optional(Type.Boolean()),
  adjustRequested: Type.Optional(Type.Boolean()),
  attention: Type.Optional(Type.Boolean()),
  delegationId: Type.Optional(Type.Integer({ minimum: 1 })),
  mainUnit: Type.Optional(Type.Boolean()),
  waitingForYou: Type.Optional(Type.Boolean()),
};
const ListQuery = Type.Object({ ...PageQuery, ...FilterQuery });
const ExportQuery = Type.Object(FilterQuery);

/**
 * The workflow API of design/lifecycles.md for proposals (/api/proposal) and suggestions
 * (/api/suggest): create, list, detail with history and allowedEvents, and events.
 */
export function recordRoutes(type: RecordType): FastifyPluginAsyncTypebox {
  const base = `/api/${type}`;
  const idParam = Type.Object({ id: Type.Integer({ minimum: 1 }) });
  return async (app) => {

    app.post(
      base,
      { preHandler: app.requireUser, schema: { body: CreateBody[type] } },
      async (request, reply) => {
        const actor = await actorOf(app.db, request.user!);
        const id = await createRecord(app.db, type, actor, request.body);
        return reply.code(201).send(await recordDetail(app.db, type, id, actor));
      },
    );

    app.get(base, { preHandler: app.requireUser, schema: { querystring: ListQuery } }, async (request) => {
      const actor = await actorOf(app.db, request.user!);
      return listRecords(app.db, type, actor, { ...request.query, status: parseStatusList(request.query.status) });
    });

    app.get(`${base}/export`, { preHandler: app.requireUser, schema: { querystring: ExportQuery } }, async (request, reply) => {
      const actor = await actorOf(app.db, request.user!);
      const file = await exportQueue(app.db, type, actor, { ...request.query, status: parseStatusList(request.query.status) });
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', contentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .header('x-export-rows', String(file.rows))
        .header('x-export-truncated', String(file.truncated))
        .send(file.buffer);
    });

    app.get(`${base}/:id`, { preHandler: app.requireUser, schema: { params: idParam } }, async (request) => {
      const actor = await actorOf(app.db, request.user!);
      return recordDetail(app.db, type, request.params.id, actor);
    });

    app.post(
      `${base}/:id/events`,
      { preHandler: app.requireUser, schema: { params: idParam, body: EventEnvelope } },
      async (request, reply) => {
        const actor = await actorOf(app.db, request.user!);
        const detail = await sendRecordEvent(app.db, type, request.params.id, request.body, actor);
        // A deleted draft has nothing left to show.
        return detail ? detail : reply.code(204).send();
      },
    );
  };
}
