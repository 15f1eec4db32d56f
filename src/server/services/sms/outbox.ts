import { count, desc, ilike, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { smsOutbox } from '../../db/schema';
import type { SmsSender } from './sms-sender';
import { containsPattern } from '../../db/like';

/** How long the outbox keeps a text; older ones are dropped as new ones arrive. */
const OUTBOX_KEEP_MS = 30 * 24 * 3_600_000;

/** The embedded default: every text goes to the outbox table and the server log. */
export function createOutboxSender(db: Database, log: FastifyBaseLogger, now = () => new Date()): SmsSender {
  return {
    async send({ phone, text }) {
      const at = now();
      await db.insert(smsOutbox).values({ phone, text, createTime: at });
      await db.delete(smsOutbox).where(lt(smsOutbox.createTime, new Date(at.getTime() - OUTBOX_KEEP_MS)));
      log.info({ phone, text }, 'sms outbox');
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
