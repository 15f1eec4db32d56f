import { Type, type Static } from 'typebox';
import { DateTimeParam, Nullable, PageQuery, TermNumberParam } from './common';

/**
 * Notices: the in-box behind the undertaker's bell and the deputies' to-do panel, the upcoming
 * schedule of the system layout's pop-up, creating a notice and distributing it.
 */

/** 1 an ordinary notice, 2 a schedule item. */
export const NOTICE = 1;
export const SCHEDULE = 2;
/** GET /api/overallNotice/schedule: `period` is the number of days ahead, from now. */
export const DEFAULT_SCHEDULE_PERIOD_DAYS = 7;

/** GET /api/overallNotice: one's own in-box, a page at a time. */
export const InboxQuery = Type.Object({
  fkUserId: Type.Optional(Type.Integer({ minimum: 1 })),
  ...PageQuery,
  /** 0 only unread, 1 only read; both when absent. */
  isLook: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
});

/** GET /api/overallNotice/schedule. */
export const ScheduleQuery = Type.Object({
  /** Days ahead of now to look; 7 by default. */
  period: Type.Integer({ minimum: 1, maximum: 31, default: DEFAULT_SCHEDULE_PERIOD_DAYS }),
  /** The session (times) of the current term; all sessions when absent. */
  times: Type.Optional(TermNumberParam),
});

/** What a notice says of itself to its sender and its recipients alike. */
const NoticeFields = {
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  /** The to-do line; the title when the sender gave none. */
  realTitle: Type.String(),
  content: Nullable(Type.String()),
  destination: Nullable(Type.String()),
  createUserName: Nullable(Type.String()),
  createTime: Type.String(),
};

export const ReceivedNotice = Type.Object({
  ...NoticeFields,
  /** 0 unread, 1 read. */
  isLook: Type.Integer(),
});

export const ScheduleItem = Type.Object({
  noticeId: Type.Integer(),
  noticeTitle: Type.String(),
  destination: Nullable(Type.String()),
  scheduleTime: Type.String(),
});

export const CreatedNotice = Type.Object({
  ...NoticeFields,
  noticeType: Type.Integer(),
  scheduleTime: Nullable(Type.String()),
  term: Nullable(Type.Integer()),
  times: Nullable(Type.Integer()),
});

export const Inbox = Type.Object({ total: Type.Integer(), unreadTotal: Type.Integer(), list: Type.Array(ReceivedNotice) });
export const Schedule = Type.Object({ list: Type.Array(ScheduleItem) });

export const NoticeBody = Type.Object(
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

export const Receipt = Type.Object(
  { fkNoticeId: Type.Integer({ minimum: 1 }), fkUserId: Type.Integer({ minimum: 1 }) },
  { additionalProperties: false },
);

export type NoticeBody = Static<typeof NoticeBody>;
export type Receipt = Static<typeof Receipt>;
