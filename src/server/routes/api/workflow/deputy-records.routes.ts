import { Type, type TSchema } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RecordDetailSchema, RecordExportQuery, RecordListQuery, RecordPageSchema } from '@shared/contracts/records';
import { actorOf } from '../../../services/workflow/actor';
import type { DeputyRecordKind } from '../../../services/workflow/deputy-record.kind';
import { exportQueue, sendWorkbook } from '../../../services/workflow/export.service';
import { recordRoutes } from './records.routes';

/**
 * /api/proposal and /api/suggest: the record routes of the kind, and the export of a queue
 * (the list's filters) as an .xlsx.
 */
export function deputyRecordRoutes(kind: DeputyRecordKind, createBody: TSchema): FastifyPluginAsyncTypebox {
  const base = `/api/${kind.name}`;
  const records = recordRoutes(kind, {
    base,
    idParam: Type.Integer({ minimum: 1 }),
    listQuery: RecordListQuery,
    page: RecordPageSchema,
    detail: RecordDetailSchema,
    createBody,
  });
  return async (app, options) => {
    // Before /:id, which would take `export` as an id.
    app.get(`${base}/export`, { preHandler: app.requireUser, schema: { querystring: RecordExportQuery } }, async (request, reply) => {
      const file = await exportQueue(app.db, kind, await actorOf(app.db, request.user!), request.query);
      reply.header('x-export-rows', String(file.rows)).header('x-export-truncated', String(file.truncated));
      return sendWorkbook(reply, file.fileName, file.buffer);
    });
    await records(app, options);
  };
}
