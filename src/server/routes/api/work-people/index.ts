import multipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, IdParam } from '@shared/contracts/common';
import { FieldErrorSchema, StaffImportAnswer, StaffImportRefusal, StaffAccountAnswer, StaffAccountBody, StaffAccountOptions, StaffAccountPage, StaffAccountQuery } from '@shared/contracts/staff-accounts';
import { createSmsSender } from '../../../services/sms';
import {
  createStaffAccount,
  exportStaffAccounts,
  listStaffAccounts,
  resetStaffPassword,
  setStaffAccountEnabled,
  staffAccountOptions,
  updateStaffAccount,
} from '../../../services/staff-accounts.service';
import { ImportRefusal, importStaffAccounts, staffImportTemplate } from '../../../services/staff-accounts-import';
import { contentDisposition, XLSX_CONTENT_TYPE } from '../../../services/workflow/export.service';
import { STAFF_IMPORT_MSG } from '@shared/staff-accounts';
import { SYSTEM_PAGE } from '@shared/system-pages';

/** An import file's largest size: 200 rows of text are a few tens of KiB. */
const STAFF_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
import { requireMenu } from '../../../services/permissions';

const refusals = { 400: FieldErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: FieldErrorSchema };
const Params = Type.Object({ userId: IdParam });
const { pageNum: _pageNum, pageSize: _pageSize, ...filterFields } = StaffAccountQuery.properties;
const ExportQuery = Type.Object(filterFields, { additionalProperties: false });

/**
 * Staff accounts (工作人员): every account that is not a deputy's. NPC_ADMIN and 人大管理员 list
 * them; each changes only the accounts its role reaches (services/account-reach.ts).
 */
const workPeople: FastifyPluginAsyncTypebox = async (app) => {
  const admins = requireMenu(SYSTEM_PAGE.workPeopleManager);
  const sms = createSmsSender(app.db, app.log);
  // The import's file arrives as multipart; the parser stays inside this plugin.
  await app.register(multipart, { limits: { fileSize: STAFF_IMPORT_MAX_BYTES, files: 1, fields: 5, fieldSize: 1024 } });

  app.get('/api/workPeople', { preHandler: admins, schema: { querystring: StaffAccountQuery, response: { 200: StaffAccountPage, ...refusals } } }, async (request) =>
    listStaffAccounts(app.db, request.user!.loginRoleCode, request.query),
  );

  app.get('/api/workPeople/options', { preHandler: admins, schema: { response: { 200: StaffAccountOptions, ...refusals } } }, async (request) =>
    staffAccountOptions(app.db, request.user!.loginRoleCode),
  );

  app.get('/api/workPeople/export', { preHandler: admins, schema: { querystring: ExportQuery } }, async (request, reply) => {
    const { fileName, buffer } = await exportStaffAccounts(app.db, request.user!.loginRoleCode, request.query);
    return reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', contentDisposition(fileName)).header('cache-control', 'no-store').send(buffer);
  });

  app.get('/api/workPeople/importTemplate', { preHandler: admins }, async (_request, reply) =>
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', contentDisposition('工作人员导入模板.xlsx')).header('cache-control', 'no-store').send(await staffImportTemplate()),
  );

  // The file in a multipart field `file`; all its accounts or none (services/staff-accounts-import.ts).
  app.post(
    '/api/workPeople/import',
    { preHandler: admins, schema: { response: { 200: StaffImportAnswer, 400: StaffImportRefusal, 401: ErrorSchema, 403: ErrorSchema, 413: ErrorSchema } } },
    async (request, reply) => {
      const part = request.isMultipart() ? await request.file() : undefined;
      if (!part || part.fieldname !== 'file') {
        part?.file.resume();
        return reply.code(400).send({ msg: STAFF_IMPORT_MSG.fileRequired });
      }
      try {
        const answer = await importStaffAccounts(app.db, request, await part.toBuffer(), sms);
        request.log.info({ imported: answer.imported, by: request.user!.userId }, 'staff accounts imported');
        return answer;
      } catch (error) {
        if (error instanceof ImportRefusal) return reply.code(400).send({ msg: error.msg, refused: error.refused });
        throw error;
      }
    },
  );

  app.post('/api/workPeople', { preHandler: admins, schema: { body: StaffAccountBody, response: { 201: StaffAccountAnswer, ...refusals } } }, async (request, reply) => {
    const answer = await createStaffAccount(app.db, request, request.body, sms);
    request.log.info({ userId: answer.account.userId, by: request.user!.userId }, 'staff account created');
    return reply.code(201).send(answer);
  });

  app.put('/api/workPeople/:userId', { preHandler: admins, schema: { params: Params, body: StaffAccountBody, response: { 200: StaffAccountAnswer, ...refusals } } }, async (request) =>
    updateStaffAccount(app.db, request, request.params.userId, request.body),
  );

  app.put('/api/workPeople/:userId/disable', { preHandler: admins, schema: { params: Params, response: { 200: StaffAccountAnswer, ...refusals } } }, async (request) =>
    setStaffAccountEnabled(app.db, request, request.params.userId, false),
  );

  app.put('/api/workPeople/:userId/enable', { preHandler: admins, schema: { params: Params, response: { 200: StaffAccountAnswer, ...refusals } } }, async (request) =>
    setStaffAccountEnabled(app.db, request, request.params.userId, true),
  );

  app.post(
    '/api/workPeople/:userId/resetPassword',
    { preHandler: admins, schema: { params: Params, response: { 200: StaffAccountAnswer, ...refusals, 503: ErrorSchema } } },
    async (request) => resetStaffPassword(app.db, request, request.params.userId, sms),
  );
};

export default workPeople;
