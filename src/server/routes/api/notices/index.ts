import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CreatedNotice, Inbox, InboxQuery, NoticeBody, Receipt, Schedule, ScheduleQuery } from '@shared/contracts/notices';
import { NOTICE_SENDER_ROLES } from '@shared/roles';
import { requireMenu, requireOperation } from '../../../services/permissions';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { createNotice, distributeNotice, inboxOf, markRead, scheduleOf } from '../../../services/notices.service';
import { ErrorSchema } from '@shared/contracts/common';

/**
 * Notices: the in-box behind the undertaker's bell and the deputies' to-do panel, the upcoming
 * schedule of the system layout's pop-up, creating a notice and distributing it, and marking
 * one's own receipt read.
 */
const notices: FastifyPluginAsyncTypebox = async (app) => {
  // Sending is the 发件箱 page's 发送通知 button: the sender roles, granted that menu and operation.
  const sender = [app.requireRole(...NOTICE_SENDER_ROLES), requireMenu(SYSTEM_PAGE.outBox), requireOperation('noticeSend')];
  app.get(
    '/api/overallNotice',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: InboxQuery,
        response: {
          200: Inbox,
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request) => inboxOf(app.db, request.user!, request.query),
  );

  app.get(
    '/api/overallNotice/schedule',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: ScheduleQuery,
        response: { 200: Schedule, 401: ErrorSchema },
      },
    },
    async (request) => scheduleOf(app.db, request.user!.userId, request.query.period, request.query.times),
  );

  app.post(
    '/api/notice',
    {
      preHandler: sender,
      schema: { body: NoticeBody, response: { 201: CreatedNotice, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } },
    },
    async (request, reply) => {
      const notice = await createNotice(app.db, request.user!, request.body);
      request.log.info({ noticeId: notice.noticeId, userId: request.user!.userId }, 'notice created');
      return reply.code(201).send(notice);
    },
  );

  app.post(
    '/api/noticeReceive/fastBatch',
    {
      preHandler: sender,
      schema: {
        body: Type.Array(Receipt, { minItems: 1, maxItems: 5000 }),
        response: {
          201: Type.Object({ result: Type.Object({ noticeId: Type.Integer(), added: Type.Integer() }) }),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await distributeNotice(app.db, request.user!, request.body);
      request.log.info({ ...result, userId: request.user!.userId }, 'notice distributed');
      return reply.code(201).send({ result });
    },
  );

  app.put(
    '/api/noticeReceive/receiveNotice',
    {
      preHandler: app.requireUser,
      schema: {
        body: Type.Object({ fkNoticeId: Type.Integer({ minimum: 1 }) }, { additionalProperties: false }),
        response: {
          200: Type.Object({ fkNoticeId: Type.Integer(), isLook: Type.Integer(), lookTime: Type.String() }),
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => markRead(app.db, request.user!.userId, request.body.fkNoticeId),
  );
};

export default notices;
