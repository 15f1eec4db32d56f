import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DeputyRecordCreateSchema, DeputyRecordFieldsSchema } from '@machines/deputy-record';
import { ErrorSchema, EventEnvelope, IdParam } from '@shared/contracts/common';
import {
  DeputyAsOfPageSchema,
  DeputyAsOfQuery,
  DeputyChangePageSchema,
  DeputyChangeQuery,
  DeputyDetailSchema,
  DeputyListQuery,
  DeputyPageSchema,
} from '@shared/contracts/deputies';
import { DEPUTY_MSG } from '@shared/deputies';
import { DEPUTY_IMPORT } from '@shared/deputies-import';
import { DEPUTY_OFFICE_ROLES } from '@machines/deputy-record';
import { auditRosterExport } from '../../../services/audit';
import { ensureDeputyAccount } from '../../../services/deputies/deputy-account';
import { exportDeputies } from '../../../services/deputies/deputies-export';
import { deputyRecordKind } from '../../../services/deputies/deputy.kind';
import { createDeputy, deleteDeputy, deputyChanges, rosterAsOf, updateDeputy } from '../../../services/deputies/deputies.service';
import { deputyImportTemplate, importDeputies } from '../../../services/deputies/deputies-import';
import { acceptImportUploads, answerImport, IMPORT_RESPONSES } from '../../../services/excel-import';
import { createSmsSender } from '../../../services/sms';
import { requireOperation } from '../../../services/permissions';
import { Refusal } from '../../../services/refusal';
import { sendWorkbook } from '../../../services/workflow/export.service';
import { actorOf } from '../../../services/workflow/actor';
import { applyEvent } from '../../../services/workflow/engine';
import { listRecords, recordDetail } from '../../../services/workflow/records.service';

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const Params = Type.Object({ id: IdParam });
const InfoQuery = Type.Object({ delegateId: Type.Optional(IdParam) });
const UpdateBody = Type.Object(
  { ...DeputyRecordFieldsSchema.properties, delegateId: IdParam, version: Type.Optional(Type.Integer({ minimum: 0 })) },
  { additionalProperties: false },
);
const Saved = Type.Object({ msg: Type.String(), record: DeputyDetailSchema });

/**
 * /api/npcDelegate: the deputy records (代表信息). Who sees which record is the kind's visibility
 * (the office every one, a delegation its own, a deputy their own); what may happen to it, the
 * deputy-record machine. An approval that starts a tenure leaves the deputy with a sign-in account.
 */
const npcDelegate: FastifyPluginAsyncTypebox = async (app) => {
  const sms = createSmsSender(app.db, app.log);
  const actor = async (request: FastifyRequest) => actorOf(app.db, request.user!);
  // The import is the liaison office's alone (a delegation enters its deputies one by one on the form).
  const office = app.requireRole(...DEPUTY_OFFICE_ROLES);
  await acceptImportUploads(app);

  app.get('/api/npcDelegate', { preHandler: app.requireUser, schema: { querystring: DeputyListQuery, response: { 200: DeputyPageSchema, ...refusals } } }, async (request) =>
    listRecords(app.db, deputyRecordKind, await actor(request), request.query as never),
  );

  // 导出: the list as the caller sees it, for the holders of the export operation.
  const { pageNum: _pageNum, pageSize: _pageSize, ...exportFilters } = DeputyListQuery.properties;
  app.get(
    '/api/npcDelegate/export',
    { preHandler: [app.requireUser, requireOperation('export')], schema: { querystring: Type.Object(exportFilters, { additionalProperties: false }) } },
    async (request, reply) => {
      const file = await exportDeputies(app.db, await actor(request), request.query);
      await auditRosterExport(app.db, request, { ...request.query, deputies: file.deputies }, 'npcDelegate:list');
      return sendWorkbook(reply, file.fileName, file.buffer);
    },
  );

  // The record of `delegateId`, or without it the caller's own (a deputy's).
  app.get('/api/npcDelegate/info', { preHandler: app.requireUser, schema: { querystring: InfoQuery, response: { 200: DeputyDetailSchema, ...refusals } } }, async (request) => {
    const who = await actor(request);
    const id = request.query.delegateId ?? who.delegateId;
    if (id === undefined) throw new Refusal(404, deputyRecordKind.notFoundMsg);
    return recordDetail(app.db, deputyRecordKind, id, who);
  });

  app.get('/api/npcDelegate/asOf', { preHandler: app.requireUser, schema: { querystring: DeputyAsOfQuery, response: { 200: DeputyAsOfPageSchema, ...refusals } } }, async (request) =>
    rosterAsOf(app.db, await actor(request), request.query),
  );

  app.get('/api/npcDelegate/changes', { preHandler: app.requireUser, schema: { querystring: DeputyChangeQuery, response: { 200: DeputyChangePageSchema, ...refusals } } }, async (request) =>
    deputyChanges(app.db, await actor(request), request.query),
  );

  app.get('/api/npcDelegate/importTemplate', { preHandler: office }, async (_request, reply) => sendWorkbook(reply, '代表信息导入模板.xlsx', await deputyImportTemplate(app.db)));

  // The file in a multipart field `file`; all its deputies or none (services/deputies/deputies-import.ts).
  app.post('/api/npcDelegate/import', { preHandler: office, schema: { response: IMPORT_RESPONSES } }, async (request, reply) =>
    answerImport(request, reply, DEPUTY_IMPORT, async (file) => {
      const answer = await importDeputies(app.db, request, await actor(request), file);
      request.log.info({ imported: answer.imported, by: request.user!.userId }, 'deputies imported');
      return answer;
    }),
  );

  app.get('/api/npcDelegate/:id', { preHandler: app.requireUser, schema: { params: Params, response: { 200: DeputyDetailSchema, ...refusals } } }, async (request) =>
    recordDetail(app.db, deputyRecordKind, request.params.id, await actor(request)),
  );

  // auditStatus is removed on create: a new record always waits for review.
  app.post(
    '/api/npcDelegate',
    { preHandler: app.requireUser, schema: { body: Type.Object({ ...DeputyRecordCreateSchema.properties, auditStatus: Type.Optional(Type.Unknown()) }, { additionalProperties: false }), response: { 201: Saved, ...refusals } } },
    async (request, reply) => {
      const who = await actor(request);
      const { auditStatus: _removed, ...body } = request.body;
      const id = await createDeputy(app.db, who, body as never);
      return reply.code(201).send({ msg: DEPUTY_MSG.created, record: await recordDetail(app.db, deputyRecordKind, id, who) });
    },
  );

  app.put('/api/npcDelegate', { preHandler: app.requireUser, schema: { body: UpdateBody, response: { 200: Saved, ...refusals } } }, async (request) => {
    const who = await actor(request);
    await updateDeputy(app.db, who, request.body);
    return { msg: DEPUTY_MSG.saved, record: await recordDetail(app.db, deputyRecordKind, request.body.delegateId, who) };
  });

  app.delete('/api/npcDelegate/:id', { preHandler: app.requireUser, schema: { params: Params, response: { 200: ErrorSchema, ...refusals } } }, async (request) => {
    await deleteDeputy(app.db, await actor(request), request.params.id);
    return { msg: DEPUTY_MSG.deleted };
  });

  app.post(
    '/api/npcDelegate/:id/events',
    { preHandler: app.requireUser, schema: { params: Params, body: EventEnvelope, response: { 200: DeputyDetailSchema, ...refusals } } },
    async (request) => {
      const who = await actor(request);
      const applied = await applyEvent(app.db, deputyRecordKind, request.params.id, request.body, who, new Date());
      // After the approval commits: the account is a consequence that can be provisioned again, never a reason to refuse it.
      if (applied.effects.includes('startTenure')) await ensureDeputyAccount(app.db, request, request.params.id, sms);
      return recordDetail(app.db, deputyRecordKind, request.params.id, who, new Date(), { afterOwnEvent: true });
    },
  );
};

export default npcDelegate;
