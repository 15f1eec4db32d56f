import { boolean, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { identity, instant, stampedNow, ownedBy } from './columns';

export const overallNotice = pgTable('overall_notice', {
  noticeId: identity('notice_id'),
  noticeTitle: text('notice_title').notNull(),
  /** The to-do line shown in the panel; the title when absent. */
  realTitle: text('real_title'),
  content: text('content'),
  /** The route a click on the notice navigates to. */
  destination: text('destination'),
  /** 1 ordinary notice, 2 schedule item. */
  noticeType: smallint('notice_type').notNull().default(1),
  /** For schedule items: when it takes place. */
  scheduleTime: instant('schedule_time'),
  term: smallint('term'),
  times: smallint('times'),
  fkCreateUserId: integer('fk_create_user_id'),
  createUserName: text('create_user_name'),
  createTime: stampedNow('create_time'),
});

export const noticeReceive = pgTable(
  'notice_receive',
  {
    receiveId: identity('receive_id'),
    fkNoticeId: ownedBy('fk_notice_id', () => overallNotice.noticeId),
    fkUserId: integer('fk_user_id').notNull(),
    /** 0 unread, 1 read. */
    isLook: smallint('is_look').notNull().default(0),
    lookTime: instant('look_time'),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [index('notice_receive_user_idx').on(t.fkUserId, t.isLook)],
);
