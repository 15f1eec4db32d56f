import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, MessageSchema } from '@shared/contracts/common';
import {
  DelegationDeputiesQuery,
  DelegationExportQuery,
  DelegationListQuery,
  DelegationMembers,
  DelegationOptions,
  DelegationRecordAnswer,
  DelegationRecordBody,
  DelegationRecordPage,
  DelegationRecordSchema,
  KindIdParam,
  KindParam,
  MyDelegationListQuery,
  MyDelegationSchema,
} from '@shared/contracts/delegation-work';
import { DELEGATION_KIND, DELEGATION_KINDS, DELEGATION_MSG, type DelegationKind } from '@shared/delegation-work';
import { MSG } from '@shared/messages';
import { Role } from '@shared/roles';
import {
  createRecord,
  delegationOptions,
  deleteRecord,
  exportRecords,
  getRecord,
  keptDeputies,
  listRecords,
  myDelegation,
  myRecord,
  myRecords,
  updateRecord,
} from '../../../services/delegation-work.service';
import { holdsMenu, requireOperation } from '../../../services/permissions';
import { sendWorkbook } from '../../../services/workflow/export.service';

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const ALL_PAGES = DELEGATION_KINDS.map((kind) => DELEGATION_KIND[kind].page);

/**
 * preHandler: 401 without a session, 403 unless the role is granted the kind's page (the path's
 * kind), or any of the delegation pages for the routes every page shares. Which delegation's
 * records the caller reaches is the service's keeper (the office all, the liaison its own).
 */
async function requireDelegationPage(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!request.user) await request.server.requireUser(request, reply);
  if (reply.sent) return;
  const kind = (request.params as { kind?: DelegationKind } | undefined)?.kind;
  const pages = kind ? [DELEGATION_KIND[kind].page] : ALL_PAGES;
  if (!(await holdsMenu(request.server.db, request.user!.roleCode, ...pages))) await reply.code(403).send({ msg: MSG.forbidden });
}

/**
 * /api/delegationWork: a delegation's documents, activities, meetings, deliberation opinions and
 * working rules for the office and the delegation's liaison; /api/myDelegation: the deputy's own
 * delegation, read-only.
 */
const delegationWork: FastifyPluginAsyncTypebox = async (app) => {
  const keepers = requireDelegationPage;
  const deputies = app.requireRole(Role.represent);

  app.get('/api/delegationWork/options', { preHandler: keepers, schema: { response: { 200: DelegationOptions, ...refusals } } }, async (request) => delegationOptions(app.db, request.user!));

  app.get('/api/delegationWork/deputies', { preHandler: keepers, schema: { querystring: DelegationDeputiesQuery, response: { 200: DelegationMembers, ...refusals } } }, async (request) =>
    keptDeputies(app.db, request.user!, request.query.fkDelegationId),
  );

  app.get('/api/delegationWork/:kind', { preHandler: keepers, schema: { params: KindParam, querystring: DelegationListQuery, response: { 200: DelegationRecordPage, ...refusals } } }, async (request) =>
    listRecords(app.db, request.user!, request.params.kind, request.query),
  );

  app.get('/api/delegationWork/:kind/export', { preHandler: [keepers, requireOperation('export')], schema: { params: KindParam, querystring: DelegationExportQuery } }, async (request, reply) => {
    const { fileName, buffer } = await exportRecords(app.db, request.user!, request.params.kind, request.query);
    return sendWorkbook(reply, fileName, buffer);
  });

  app.get('/api/delegationWork/:kind/:id', { preHandler: keepers, schema: { params: KindIdParam, response: { 200: DelegationRecordSchema, ...refusals } } }, async (request) =>
    getRecord(app.db, request.user!, request.params.kind, request.params.id),
  );

  app.post('/api/delegationWork/:kind', { preHandler: keepers, schema: { params: KindParam, body: DelegationRecordBody, response: { 201: DelegationRecordAnswer, ...refusals } } }, async (request, reply) => {
    const record = await createRecord(app.db, request, request.params.kind, request.body);
    return reply.code(201).send({ msg: DELEGATION_MSG.saved, record });
  });

  app.put('/api/delegationWork/:kind/:id', { preHandler: keepers, schema: { params: KindIdParam, body: DelegationRecordBody, response: { 200: DelegationRecordAnswer, ...refusals } } }, async (request) => ({
    msg: DELEGATION_MSG.saved,
    record: await updateRecord(app.db, request, request.params.kind, request.params.id, request.body),
  }));

  app.delete('/api/delegationWork/:kind/:id', { preHandler: keepers, schema: { params: KindIdParam, response: { 200: MessageSchema, ...refusals } } }, async (request) => {
    await deleteRecord(app.db, request, request.params.kind, request.params.id);
    return { msg: DELEGATION_MSG.deleted };
  });

  app.get('/api/myDelegation', { preHandler: deputies, schema: { response: { 200: MyDelegationSchema, ...refusals } } }, async (request) => myDelegation(app.db, request.user!));

  app.get('/api/myDelegation/:kind', { preHandler: deputies, schema: { params: KindParam, querystring: MyDelegationListQuery, response: { 200: DelegationRecordPage, ...refusals } } }, async (request) =>
    myRecords(app.db, request.user!, request.params.kind, request.query),
  );

  app.get('/api/myDelegation/:kind/:id', { preHandler: deputies, schema: { params: KindIdParam, response: { 200: DelegationRecordSchema, ...refusals } } }, async (request) =>
    myRecord(app.db, request.user!, request.params.kind, request.params.id),
  );
};

export default delegationWork;
