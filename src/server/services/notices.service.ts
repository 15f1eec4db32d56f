import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Static } from 'typebox';
import { isBlank } from '@shared/blank';
import { NOTICE, SCHEDULE, type CreatedNotice, type NoticeBody, type Receipt, type ReceivedNotice, type ScheduleItem } from '@shared/contracts/notices';
import { MSG } from '@shared/messages';
import { ADMIN_ROLES } from '@shared/roles';
import type { Database } from '../db/database';
import { noticeReceive, overallNotice, sysNpcState, sysUser } from '../db/schema';
import { Refusal } from './refusal';
import { sanitizeRichText } from './rich-text';
import type { SessionUserRow } from './sessions';

const DAY_MS = 86_400_000;

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

/** The administrators read any in-box and distribute any notice. */
const isAdmin = (role: string) => (ADMIN_ROLES as readonly string[]).includes(role);
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const blankToNull = (value: string | null | undefined) => (isBlank(value) ? null : value!.trim());

/** A user's in-box of ordinary notices, newest first, with its unread count; another user's for administrators only. */
export async function inboxOf(db: Database, caller: SessionUserRow, query: { fkUserId?: number; pageNum: number; pageSize: number; isLook?: 0 | 1 }) {
  const { fkUserId = caller.userId, pageNum, pageSize, isLook } = query;
  if (fkUserId !== caller.userId && !isAdmin(caller.loginRoleCode)) throw new Refusal(403, MSG.forbidden);
  const inbox = and(eq(noticeReceive.fkUserId, fkUserId), eq(noticeReceive.isDeleted, false), eq(overallNotice.noticeType, NOTICE));
  const where: SQL | undefined = isLook === undefined ? inbox : and(inbox, eq(noticeReceive.isLook, isLook));
  const [[{ total }], [{ unreadTotal }], rows] = await Promise.all([
    db.select({ total: count() }).from(noticeReceive).innerJoin(overallNotice, eq(overallNotice.noticeId, noticeReceive.fkNoticeId)).where(where),
    db
      .select({ unreadTotal: count() })
      .from(noticeReceive)
      .innerJoin(overallNotice, eq(overallNotice.noticeId, noticeReceive.fkNoticeId))
      .where(and(inbox, eq(noticeReceive.isLook, 0))),
    db
      .select({ notice: overallNotice, isLook: noticeReceive.isLook })
      .from(noticeReceive)
      .innerJoin(overallNotice, eq(overallNotice.noticeId, noticeReceive.fkNoticeId))
      .where(where)
      .orderBy(desc(overallNotice.createTime), desc(overallNotice.noticeId))
      .limit(pageSize)
      .offset((pageNum - 1) * pageSize),
  ]);
  const list: Static<typeof ReceivedNotice>[] = rows.map(({ notice, isLook: look }) => ({
    noticeId: notice.noticeId,
    noticeTitle: notice.noticeTitle,
    realTitle: notice.realTitle || notice.noticeTitle,
    content: notice.content,
    createTime: notice.createTime.toISOString(),
    createUserName: notice.createUserName,
    isLook: look,
    destination: notice.destination,
  }));
  return { total, unreadTotal, list };
}

/** The user's schedule items of the next `period` days, soonest first; of one session when given. */
export async function scheduleOf(db: Database, userId: number, period: number, times: number | undefined, now = new Date()): Promise<{ list: Static<typeof ScheduleItem>[] }> {
  const conditions = [
    eq(noticeReceive.fkUserId, userId),
    eq(noticeReceive.isDeleted, false),
    eq(overallNotice.noticeType, SCHEDULE),
    gte(overallNotice.scheduleTime, now),
    lt(overallNotice.scheduleTime, new Date(now.getTime() + period * DAY_MS)),
  ];
  if (times !== undefined) conditions.push(eq(overallNotice.times, times));
  const rows = await db
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
}

/** A new notice of the current term and session; a schedule item needs its time. */
export async function createNotice(db: Database, caller: SessionUserRow, body: NoticeBody): Promise<Static<typeof CreatedNotice>> {
  const noticeType = body.noticeType ?? NOTICE;
  if (isBlank(body.noticeTitle)) throw new Refusal(400, MSG.titleRequired);
  const destination = blankToNull(body.destination);
  if (destination !== null && !IN_APP_PATH.test(destination)) throw new Refusal(400, DESTINATION_INVALID);
  const scheduleTime = body.scheduleTime ? new Date(body.scheduleTime) : null;
  if (noticeType === SCHEDULE && !scheduleTime) throw new Refusal(400, SCHEDULE_TIME_REQUIRED);
  const content = blankToNull(body.content);

  const [current] = await db.select().from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);
  const title = body.noticeTitle.trim();
  const [row] = await db
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
      fkCreateUserId: caller.userId,
      createUserName: caller.realName,
    })
    .returning();
  return {
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
  };
}

/** Distributes one notice to existing users; the sender's own notice, or any for administrators. Answers how many were added. */
export async function distributeNotice(db: Database, caller: SessionUserRow, receipts: Receipt[]): Promise<{ noticeId: number; added: number }> {
  const noticeIds = new Set(receipts.map((r) => r.fkNoticeId));
  if (noticeIds.size !== 1) throw new Refusal(400, ONE_NOTICE_PER_BATCH);
  const [noticeId] = noticeIds;
  const userIds = [...new Set(receipts.map((r) => r.fkUserId))];

  const [notice] = await db.select({ fkCreateUserId: overallNotice.fkCreateUserId }).from(overallNotice).where(eq(overallNotice.noticeId, noticeId)).limit(1);
  if (!notice) throw new Refusal(404, MSG.notFound);
  if (!isAdmin(caller.loginRoleCode) && notice.fkCreateUserId !== caller.userId) throw new Refusal(403, MSG.forbidden);

  const known = await db.select({ userId: sysUser.userId }).from(sysUser).where(inArray(sysUser.userId, userIds));
  if (known.length !== userIds.length) {
    const knownIds = new Set(known.map((k) => k.userId));
    throw new Refusal(400, `${RECIPIENT_UNKNOWN}：${userIds.filter((id) => !knownIds.has(id)).join(',')}`);
  }

  const added = await db.transaction(async (tx) => {
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
  return { noticeId, added };
}

/** What a record's move tells its owner: the line, the page of the record, who moved it and when. */
export interface RecordNotice {
  title: string;
  destination: string;
  sender: { userId: number | null; realName: string };
  at: Date;
}

/**
 * An ordinary notice to some accounts, written with the executor it is given: a record's move
 * writes it in the event's own transaction, so the notice exists exactly when the move does.
 */
export async function sendNotice(tx: Pick<Database, 'insert'>, notice: RecordNotice, userIds: readonly number[]): Promise<void> {
  const [row] = await tx
    .insert(overallNotice)
    .values({
      noticeTitle: notice.title,
      realTitle: notice.title,
      destination: notice.destination,
      noticeType: NOTICE,
      fkCreateUserId: notice.sender.userId,
      createUserName: notice.sender.realName,
      createTime: notice.at,
    })
    .returning({ noticeId: overallNotice.noticeId });
  await tx.insert(noticeReceive).values([...new Set(userIds)].map((fkUserId) => ({ fkNoticeId: row.noticeId, fkUserId })));
}

/** Marks the user's own receipt of a notice read (the first reading time stays). */
export async function markRead(db: Database, userId: number, fkNoticeId: number) {
  const [row] = await db
    .update(noticeReceive)
    .set({ isLook: 1, lookTime: sql`coalesce(${noticeReceive.lookTime}, now())` })
    .where(and(eq(noticeReceive.fkNoticeId, fkNoticeId), eq(noticeReceive.fkUserId, userId), eq(noticeReceive.isDeleted, false)))
    .returning({ fkNoticeId: noticeReceive.fkNoticeId, isLook: noticeReceive.isLook, lookTime: noticeReceive.lookTime });
  if (!row) throw new Refusal(404, MSG.notFound);
  return { fkNoticeId: row.fkNoticeId, isLook: row.isLook, lookTime: row.lookTime!.toISOString() };
}
