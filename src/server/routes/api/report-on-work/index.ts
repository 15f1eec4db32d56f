import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema } from '@shared/contracts/common';
import { FieldError, ReportBody, ReportDetailSchema, ReportPage, ReportParams, ReportQuery, ReturnBody, VersionBody } from '@shared/contracts/groups';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { requireMenu } from '../../../services/permissions';
import { createReport, deleteReport, myReports, reportDetail, reviewReport, reviewReports, submitReport, updateReport } from '../../../services/report-on-work.service';

const refusals = { 400: FieldError, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const SubmitQuery = Type.Object({ submit: Type.Optional(Type.Boolean()) }, { additionalProperties: false });

/**
 * 述职报告: the deputy writes, saves and submits; a reviewer (the liaison of the deputy's group,
 * the office) returns it with an opinion or archives it. The transitions are checked in
 * services/report-on-work.service.ts (403 not the author or a reviewer, 409 not from this status).
 */
const reportOnWork: FastifyPluginAsyncTypebox = async (app) => {
  const reviewPage = requireMenu(SYSTEM_PAGE.reportOnWorkReview);

  app.get('/api/reportOnWork/mine', { preHandler: app.requireUser, schema: { querystring: ReportQuery, response: { 200: ReportPage, ...refusals } } }, async (request) =>
    myReports(app.db, request.user!, request.query),
  );

  app.get('/api/reportOnWork', { preHandler: reviewPage, schema: { querystring: ReportQuery, response: { 200: ReportPage, ...refusals } } }, async (request) =>
    reviewReports(app.db, request.user!, request.query),
  );

  app.get('/api/reportOnWork/:reportId', { preHandler: app.requireUser, schema: { params: ReportParams, response: { 200: ReportDetailSchema, ...refusals } } }, async (request) =>
    reportDetail(app.db, request.user!, request.params.reportId),
  );

  // `?submit=true` saves and submits in one step.
  app.post('/api/reportOnWork', { preHandler: app.requireUser, schema: { querystring: SubmitQuery, body: ReportBody, response: { 201: ReportDetailSchema, ...refusals } } }, async (request, reply) =>
    reply.code(201).send(await createReport(app.db, request.user!, request.body, request.query.submit === true)),
  );

  app.put(
    '/api/reportOnWork/:reportId',
    { preHandler: app.requireUser, schema: { params: ReportParams, querystring: SubmitQuery, body: ReportBody, response: { 200: ReportDetailSchema, ...refusals } } },
    async (request) => updateReport(app.db, request.user!, request.params.reportId, request.body, request.query.submit === true),
  );

  app.post('/api/reportOnWork/:reportId/submit', { preHandler: app.requireUser, schema: { params: ReportParams, body: VersionBody, response: { 200: ReportDetailSchema, ...refusals } } }, async (request) =>
    submitReport(app.db, request.user!, request.params.reportId, request.body.version),
  );

  app.post('/api/reportOnWork/:reportId/delete', { preHandler: app.requireUser, schema: { params: ReportParams, body: VersionBody, response: { 204: Type.Null(), ...refusals } } }, async (request, reply) => {
    await deleteReport(app.db, request.user!, request.params.reportId, request.body.version);
    return reply.code(204).send(null);
  });

  app.post('/api/reportOnWork/:reportId/return', { preHandler: reviewPage, schema: { params: ReportParams, body: ReturnBody, response: { 200: ReportDetailSchema, ...refusals } } }, async (request) =>
    reviewReport(app.db, request, request.params.reportId, 'RETURN', request.body.version, request.body.opinion),
  );

  app.post('/api/reportOnWork/:reportId/archive', { preHandler: reviewPage, schema: { params: ReportParams, body: VersionBody, response: { 200: ReportDetailSchema, ...refusals } } }, async (request) =>
    reviewReport(app.db, request, request.params.reportId, 'ARCHIVE', request.body.version),
  );
};

export default reportOnWork;
