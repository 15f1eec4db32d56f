import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { Type } from 'typebox';
import { Nullable } from '@shared/contracts/common';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isBlank } from '@shared/blank';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '@shared/constants';
import { MSG } from '@shared/messages';
import { ADMIN_ROLES, NOTICE_SENDER_ROLES } from '@shared/roles';
import { noticeReceive, overallNotice, sysNpcState, sysUser } from '../../../db/schema';
import { sanitizeRichText } from '../../../services/rich-text';
import { DateTimeParam, ErrorSchema, TermNumberParam } from '../../schemas';


const NOTICE = 1;
const SCHEDULE = 2;
const DAY_MS = 86_400_000;
/** GET /api/overallNotice/schedule: `period` is the number of days ahead, from now. */
export const DEFAULT_SCHEDULE_PERIOD_DAYS = 7;

/** 'the destination must be a path of this platform' */
const DESTINATION_INVALID = '跳转地址须为本平台内的路径';
/** 'please choose the time of the schedule item' */
const SCHEDULE_TIME_REQUIRED = '请选择日程时间';
/** 'one batch distributes one notice' */
const ONE_NOTICE_PER_BATCH = '一次只能分发一条通知';
/** 'some recipients do not exist' */
const RECIPIENT_UNKNOWN = '接收人不存在';

// An in-app route only: no scheme, no protocol-relative `//host`, no backslashes, so a notice
// can never send its reader off the platform.
const IN_APP_PATH = /^\/(?![/\\])[^\s\\]*$/;


const ReceivedNotice = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  /** The to-do line; the title when the sender gave none. */
  realTitle: Type.String(),
  content: Nullable(Type.String()),
  createTime: Type.String(),
  createUserName: Nullable(Type.String()),
  /** 0 unread, 1 read. */
  isLook: Type.Integer(),
  destination: Nullable(Type.String()),
});

const ScheduleItem = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  destination: Nullable(Type.String()),
  scheduleTime: Type.String(),
});

const CreatedNotice = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  realTitle: Type.String(),
  content: Nullable(Type.String()),
  destination: Nullable(Type.String()),
  noticeType: Type.Integer(),
  scheduleTime: Nullable(Type.String()),
  term: Nullable(Type.Integer()),
  times: Nullable(Type.Integer()),
  createUserName: Nullable(Type.String()),
  createTime: Type.String(),
});

const NoticeBody = Type.Object(
  {
    noticeTitle: Type.String({ maxLength: 200 }),
    realTitle: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
    content: Type.Optional(Nullable(Type.String({ maxLength: 100_000 }))),
    destination: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    /** 1 ordinary notice (default), 2 schedule item. */
    noticeType: Type.Optional(Type.Union([Type.Literal(NOTICE), Type.Literal(SCHEDULE)])),
    scheduleTime: Type.Optional(Nullable(DateTimeParam)),
  },
  { additionalProperties: false },
);

const Receipt = Type.Object(
  { fkNoticeId: Type.Integer({ minimum: 1 }), fkUserId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

const isAdmin = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const blankToNull = (value: string | null | undefined) => (isBlank(value) ? null : value!.trim());

/**
 * Notices (platform document, sections 2, 3 and 7): the in-box behind the undertaker's bell and
 * the deputies' to-do panel, the upcoming schedule of the system layout's pop-up, creating a
 * notice and distributing it, and marking one's own receipt read.
 */
const notices: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/overallNotice',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: Type.Object({
          fkUserId: Type.Optional(Type.Integer({ minimum: 1 })),
          pageNum: Type.Integer({ minimum: 1, default: DEFAULT_PAGE_NUM }),
          pageSize: Type.Integer({ minimum: 1, maximum: 100, default: DEFAULT_PAGE_SIZE }),
          /** 0 only unread, 1 only read; both when absent. */
          isLook: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
        }),
        response: {
          200: Type.Object({ total: Type.Integer(), unreadTotal: Type.Integer(), list: Type.Array(ReceivedNotice) }),
          401: ErrorSchema,
          403: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const caller = request.user!;
      const { fkUserId = caller.userId, pageNum, pageSize, isLook } = request.query;
      if (fkUserId !== caller.userId && !isAdmin(caller.loginRoleCode)) return reply.code(403).send({ msg: MSG.forbidden });

      const inbox = and(eq(noticeReceive.fkUserId, fkUserId), eq(noticeReceive.isDeleted, false), eq(overallNotice.noticeType, NOTICE));
      const where: SQL | undefined = isLook === undefined ? inbox : and(inbox, eq(noticeReceive.isLook, isLook));
      const [[{ total }], [{ unreadTotal }], rows] = await Promise.all([
        app.db.select({ total: count() }).from(noticeReceive).innerJoin(overallNotice, eq(overallNotice.noticeId, noticeReceive.fkNoticeId)).where(where),
        app.db
          .select({ unreadTotal: count() })
          .from(noticeReceive)
          .innerJoin(overallNotice, eq(overallNotice.noticeId, noticeReceive.fkNoticeId))
          .where(and(inbox, eq(noticeReceive.isLook, 0))),
        app.db
          .select({ notice: overallNotice, isLook: noticeReceive.isLook })
          .from(noticeReceive)
          .innerJoin(overallNotice, eq(overallNotice.noticeId, noticeReceive.fkNoticeId))
          .where(where)
          .orderBy(desc(overallNotice.createTime), desc(overallNotice.noticeId))
          .limit(pageSize)
          .offset((pageNum - 1) * pageSize),
      ]);
      return {
        total,
        unreadTotal,
        list: rows.map(({ notice, isLook: look }) => ({
          noticeId: notice.noticeId,
          noticeTitle: notice.noticeTitle,
          realTitle: notice.realTitle || notice.noticeTitle,
          content: notice.content,
          createTime: notice.createTime.toISOString(),
          createUserName: notice.createUserName,
          isLook: look,
          destination: notice.destination,
        })),
      };
    },
  );

  app.get(
    '/api/overallNotice/schedule',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: Type.Object({
          /** Days ahead of now to look; 7 by default. */
          period: Type.Integer({ minimum: 1, maximum: 31, default: DEFAULT_SCHEDULE_PERIOD_DAYS }),
          /** The session (times) of the current term; all sessions when absent. */
          times: Type.Optional(TermNumberParam),
        }),
        response: { 200: Type.Object({ list: Type.Array(ScheduleItem) }), 401: ErrorSchema },
      },
    },
    async (request) => {
      const { period, times } = request.query;
      const now = new Date();
      const conditions = [
        eq(noticeReceive.fkUserId, request.user!.userId),
        eq(noticeReceive.isDeleted, false),
        eq(overallNotice.noticeType, SCHEDULE),
        gte(overallNotice.scheduleTime, now),
        lt(overallNotice.scheduleTime, new Date(now.getTime() + period * DAY_MS)),
      ];
      if (times !== undefined) conditions.push(eq(overallNotice.times, times));
      const rows = await app.db
        .select({
          noticeId: overallNotice.noticeId,
          noticeTitle: overallNotice.noticeTitle,
          destination: overallNotice.destination,
          scheduleTime: overallNotice.scheduleTime,
        })
        .from(noticeReceive)
        .innerJoin(overallNotice, eq(overallNotice.noticeId, noticeReceive.fkNoticeId))
        .where(and(...conditions))
        .orderBy(asc(overallNotice.scheduleTime), asc(overallNotice.noticeId));
      return { list: rows.map((row) => ({ ...row, scheduleTime: row.scheduleTime!.toISOString() })) };
    },
  );

  app.post(
    '/api/notice',
    {
      preHandler: app.requireRole(...NOTICE_SENDER_ROLES),
      schema: { body: NoticeBody, response: { 201: CreatedNotice, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema } },
    },
    async (request, reply) => {
      const body = request.body;
      const noticeType = body.noticeType ?? NOTICE;
      if (isBlank(body.noticeTitle)) return reply.code(400).send({ msg: MSG.titleRequired });
      const destination = blankToNull(body.destination);
      if (destination !== null && !IN_APP_PATH.test(destination)) return reply.code(400).send({ msg: DESTINATION_INVALID });
      const scheduleTime = body.scheduleTime ? new Date(body.scheduleTime) : null;
      if (noticeType === SCHEDULE && !scheduleTime) return reply.code(400).send({ msg: SCHEDULE_TIME_REQUIRED });
      const content = blankToNull(body.content);

      const [current] = await app.db.select().from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);
      const title = body.noticeTitle.trim();
      const [row] = await app.db
        .insert(overallNotice)
        .values({
          noticeTitle: title,
          realTitle: blankToNull(body.realTitle) ?? title,
          content: content === null ? null : sanitizeRichText(content),
          destination,
          noticeType,
          scheduleTime: noticeType === SCHEDULE ? scheduleTime : null,
          term: current?.term ?? null,
          times: current?.times ?? null,
          fkCreateUserId: request.user!.userId,
          createUserName: request.user!.realName,
        })
        .returning();
      request.log.info({ noticeId: row.noticeId, userId: request.user!.userId }, 'notice created');
      return reply.code(201).send({
        noticeId: row.noticeId,
        noticeTitle: row.noticeTitle,
        realTitle: row.realTitle ?? row.noticeTitle,
        content: row.content,
        destination: row.destination,
        noticeType: row.noticeType,
        scheduleTime: iso(row.scheduleTime),
        term: row.term,
        times: row.times,
        createUserName: row.createUserName,
        createTime: row.createTime.toISOString(),
      });
    },
  );

  app.post(
    '/api/noticeReceive/fastBatch',
    {
      preHandler: app.requireRole(...NOTICE_SENDER_ROLES),
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
      const noticeIds = new Set(request.body.map((r) => r.fkNoticeId));
      if (noticeIds.size !== 1) return reply.code(400).send({ msg: ONE_NOTICE_PER_BATCH });
      const [noticeId] = noticeIds;
      const userIds = [...new Set(request.body.map((r) => r.fkUserId))];

      const [notice] = await app.db
        .select({ fkCreateUserId: overallNotice.fkCreateUserId })
        .from(overallNotice)
        .where(eq(overallNotice.noticeId, noticeId))
        .limit(1);
      if (!notice) return reply.code(404).send({ msg: MSG.notFound });
      const caller = request.user!;
      if (!isAdmin(caller.loginRoleCode) && notice.fkCreateUserId !== caller.userId) return reply.code(403).send({ msg: MSG.forbidden });

      const known = await app.db.select({ userId: sysUser.userId }).from(sysUser).where(inArray(sysUser.userId, userIds));
      if (known.length !== userIds.length) {
        const knownIds = new Set(known.map((k) => k.userId));
        return reply.code(400).send({ msg: `${RECIPIENT_UNKNOWN}：${userIds.filter((id) => !knownIds.has(id)).join(',')}` });
      }

      const added = await app.db.transaction(async (tx) => {
        // Serialises batches of one notice, so two at once cannot both add the same recipient.
        await tx.execute(sql`select pg_advisory_xact_lock(${0x6e6f74}, ${noticeId})`);
        const existing = await tx
          .select({ userId: noticeReceive.fkUserId })
          .from(noticeReceive)
          .where(and(eq(noticeReceive.fkNoticeId, noticeId), inArray(noticeReceive.fkUserId, userIds)));
        const have = new Set(existing.map((e) => e.userId));
        const missing = userIds.filter((id) => !have.has(id));
        if (missing.length > 0) await tx.insert(noticeReceive).values(missing.map((fkUserId) => ({ fkNoticeId: noticeId, fkUserId })));
        return missing.length;
      });
      request.log.info({ noticeId, added, userId: caller.userId }, 'notice distributed');
      return reply.code(201).send({ result: { noticeId, added } });
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
    async (request, reply) => {
      const { fkNoticeId } = request.body;
      const [row] = await app.db
        .update(noticeReceive)
        .set({ isLook: 1, lookTime: sql`coalesce(${noticeReceive.lookTime}, now())` })
        .where(and(eq(noticeReceive.fkNoticeId, fkNoticeId), eq(noticeReceive.fkUserId, request.user!.userId), eq(noticeReceive.isDeleted, false)))
        .returning({ fkNoticeId: noticeReceive.fkNoticeId, isLook: noticeReceive.isLook, lookTime: noticeReceive.lookTime });
      if (!row) return reply.code(404).send({ msg: MSG.notFound });
      return { fkNoticeId: row.fkNoticeId, isLook: row.isLook, lookTime: row.lookTime!.toISOString() };
    },
  );
};

export default notices;
