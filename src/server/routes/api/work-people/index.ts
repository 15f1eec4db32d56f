import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, IdParam } from '@shared/contracts/common';
import { FieldErrorSchema, StaffAccountAnswer, StaffAccountBody, StaffAccountOptions, StaffAccountPage, StaffAccountQuery } from '@shared/contracts/staff-accounts';
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
import { STAFF_IMPORT, importStaffAccounts, staffImportTemplate } from '../../../services/staff-accounts-import';
import { sendWorkbook } from '../../../services/workflow/export.service';
import { acceptImportUploads, answerImport, IMPORT_RESPONSES } from '../../../services/excel-import';
import { SYSTEM_PAGE } from '@shared/system-pages';
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
  await acceptImportUploads(app);

  app.get('/api/workPeople', { preHandler: admins, schema: { querystring: StaffAccountQuery, response: { 200: StaffAccountPage, ...refusals } } }, async (request) =>
    listStaffAccounts(app.db, request.user!.loginRoleCode, request.query),
  );

  app.get('/api/workPeople/options', { preHandler: admins, schema: { response: { 200: StaffAccountOptions, ...refusals } } }, async (request) =>
    staffAccountOptions(app.db, request.user!.loginRoleCode),
  );

  app.get('/api/workPeople/export', { preHandler: admins, schema: { querystring: ExportQuery } }, async (request, reply) => {
    const { fileName, buffer } = await exportStaffAccounts(app.db, request.user!.loginRoleCode, request.query);
    return sendWorkbook(reply, fileName, buffer);
  });

  app.get('/api/workPeople/importTemplate', { preHandler: admins }, async (_request, reply) => sendWorkbook(reply, '工作人员导入模板.xlsx', await staffImportTemplate()));

  // The file in a multipart field `file`; all its accounts or none (services/staff-accounts-import.ts).
  app.post('/api/workPeople/import', { preHandler: admins, schema: { response: IMPORT_RESPONSES } }, async (request, reply) =>
    answerImport(request, reply, STAFF_IMPORT, async (file) => {
      const answer = await importStaffAccounts(app.db, request, file, sms);
      request.log.info({ imported: answer.imported, by: request.user!.userId }, 'staff accounts imported');
      return answer;
    }),
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
