import { count, desc, ilike, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { smsOutbox } from '../../db/schema';
import type { SmsSender } from './sms-sender';
import { containsPattern } from '../../db/like';

/** How long the outbox keeps a text; older ones are dropped as new ones arrive. */
const OUTBOX_KEEP_MS = 30 * 24 * 3_600_000;

/** A phone as the log may show it: the first three and last four digits (138****5678). */
export function maskedPhone(phone: string): string {
  return phone.length > 7 ? `${phone.slice(0, 3)}${'*'.repeat(phone.length - 7)}${phone.slice(-4)}` : '*'.repeat(phone.length);
}

/**
 * The embedded default: every text goes to the outbox table, read by the super administrator
 * in 系统管理 → 验证码发件箱. The log says only that a text went there, for which (masked)
 * phone: a text carries a verification code, which is a credential, and logs travel further
 * than the database.
 */
export function createOutboxSender(db: Database, log: FastifyBaseLogger, now = () => new Date()): SmsSender {
  return {
    async send({ phone, text }) {
      const at = now();
      try {
        await db.insert(smsOutbox).values({ phone, text, createTime: at });
      } catch (error) {
        // The database's error quotes the statement's values, the code among them, and the caller
        // logs what it throws (a cause would be logged with it): only the database's error code goes on.
        const code = (error as { cause?: { code?: unknown } }).cause?.code;
        // eslint-disable-next-line preserve-caught-error
        throw new Error(`the outbox did not take the text${typeof code === 'string' ? ` (${code})` : ''}`);
      }
      await db.delete(smsOutbox).where(lt(smsOutbox.createTime, new Date(at.getTime() - OUTBOX_KEEP_MS)));
      log.info({ phone: maskedPhone(phone) }, 'sms text kept in the outbox (系统管理 → 验证码发件箱)');
    },
  };
}

export interface OutboxQuery {
  /** All or part of the phone. */
  phone?: string;
  pageNum: number;
  pageSize: number;
}

/** The outbox for the administrators' page, newest first. */
export async function listOutbox(db: Database, query: OutboxQuery) {
  const phone = query.phone?.trim();
  const filter = phone ? ilike(smsOutbox.phone, containsPattern(phone)) : undefined;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(smsOutbox)
      .where(filter)
      .orderBy(desc(smsOutbox.createTime), desc(smsOutbox.outboxId))
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize),
    db.select({ total: count() }).from(smsOutbox).where(filter),
  ]);
  return {
    list: rows.map((row) => ({ outboxId: row.outboxId, phone: row.phone, text: row.text, createTime: row.createTime.toISOString() })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
