import { boolean, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

export const overallNotice = pgTable('overall_notice', {
  noticeId: integer('notice_id').primaryKey().generatedAlwaysAsIdentity(),
  noticeTitle: text('notice_title').notNull(),
  /** The to-do line shown in the panel; the title when absent. */
  realTitle: text('real_title'),
  content: text('content'),
  /** The route a click on the notice navigates to. */
  destination: text('destination'),
  /** 1 ordinary notice, 2 schedule item. */
  noticeType: smallint('notice_type').notNull().default(1),
  /** For schedule items: when it takes place. */
  scheduleTime: timestamp('schedule_time', { withTimezone: true }),
  term: smallint('term'),
  times: smallint('times'),
  fkCreateUserId: integer('fk_create_user_id'),
  createUserName: text('create_user_name'),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

export const noticeReceive = pgTable(
  'notice_receive',
  {
    receiveId: integer('receive_id').primaryKey().generatedAlwaysAsIdentity(),
    fkNoticeId: integer('fk_notice_id')
      .notNull()
      .references(() => overallNotice.noticeId, { onDelete: 'cascade' }),
    fkUserId: integer('fk_user_id').notNull(),
    /** 0 unread, 1 read. */
    isLook: smallint('is_look').notNull().default(0),
    lookTime: timestamp('look_time', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [index('notice_receive_user_idx').on(t.fkUserId, t.isLook)],
);
