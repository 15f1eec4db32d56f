import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, IdParam } from '@shared/contracts/common';
import { AuditLogEntrySchema, AuditLogPage, AuditLogQuery, FieldErrorSchema } from '@shared/contracts/staff-accounts';
import { auditLogEntry, exportAuditLog, listAuditLog } from '../../../services/audit-log.service';
import { sendWorkbook } from '../../../services/workflow/export.service';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { requireMenu } from '../../../services/permissions';

const refusals = { 400: FieldErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const { pageNum: _pageNum, pageSize: _pageSize, ...filterFields } = AuditLogQuery.properties;
const ExportQuery = Type.Object(filterFields, { additionalProperties: false });

/** The audit log viewer (审计日志): the super administrator only, read-only. */
const auditLogRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const superAdmin = requireMenu(SYSTEM_PAGE.auditLog);

  app.get('/api/auditLog', { preHandler: superAdmin, schema: { querystring: AuditLogQuery, response: { 200: AuditLogPage, ...refusals } } }, async (request) =>
    listAuditLog(app.db, request.query),
  );

  app.get('/api/auditLog/export', { preHandler: superAdmin, schema: { querystring: ExportQuery } }, async (request, reply) => {
    const { fileName, buffer } = await exportAuditLog(app.db, request.query);
    return sendWorkbook(reply, fileName, buffer);
  });

  app.get('/api/auditLog/:auditId', { preHandler: superAdmin, schema: { params: Type.Object({ auditId: IdParam }), response: { 200: AuditLogEntrySchema, ...refusals } } }, async (request) =>
    auditLogEntry(app.db, request.params.auditId),
  );
};

export default auditLogRoutes;
