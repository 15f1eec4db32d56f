import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '@machines/actor';
import { Role } from '@shared/roles';
import { inline } from '../../db/statements';
import type { Executor, Page } from './engine';
import type { DeputyRecordKind } from './deputy-record.kind';

const NOTHING = sql`false`;

const eventLabelOf = (kind: DeputyRecordKind, eventType: string): string => (eventType === 'CREATE' ? '创建' : (kind.eventLabels[eventType] ?? eventType));

/**
 * GET /api/workflowDynamics (办理动态): the newest accepted events of the records the caller may
 * see; a deputy sees those of the records they wrote or co-signed only. Saving a draft and
 * creating one are not handling, so they are left out (a converted proposal's new suggestion stays).
 */
export async function listDynamics(db: Executor, kind: DeputyRecordKind, actor: Actor, page: Page) {
  const t = kind.table as PgTable & { serialNo: AnyPgColumn; readableNo: AnyPgColumn; title: AnyPgColumn };
  const h = kind.historyTable as PgTable & Record<'historyId' | 'eventType' | 'fromStatus' | 'toStatus' | 'actorName' | 'opinion' | 'createTime', AnyPgColumn>;
  const scope = actor.role === Role.represent ? (actor.delegateId === undefined ? NOTHING : kind.ownFilter(actor.delegateId, inline)) : kind.visibility(actor, inline);
  const where = and(scope, ne(h.eventType, 'SAVE'), or(ne(h.eventType, 'CREATE'), ne(h.toStatus, 0)));
  const joined = eq(kind.historyRecordColumn, kind.idColumn);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(h).innerJoin(t, joined).where(where);
  const rows = await db
    .select({
      historyId: sql<number>`${h.historyId}`,
      recordId: sql<number>`${kind.idColumn}`,
      serialNo: sql<number | null>`${t.serialNo}`,
      readableNo: sql<string | null>`${t.readableNo}`,
      title: sql<string | null>`${t.title}`,
      eventType: sql<string>`${h.eventType}`,
      fromStatus: sql<number | null>`${h.fromStatus}`,
      toStatus: sql<number | null>`${h.toStatus}`,
      actorName: sql<string>`${h.actorName}`,
      opinion: sql<string | null>`${h.opinion}`,
      createTime: sql<string>`${h.createTime}`,
    })
    .from(h)
    .innerJoin(t, joined)
    .where(where)
    .orderBy(desc(h.historyId))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  return {
    list: rows.map((row) => ({
      historyId: row.historyId,
      recordId: row.recordId,
      type: kind.name,
      number: kind.readableNumber(row),
      title: row.title ?? '',
      eventType: row.eventType,
      eventLabel: eventLabelOf(kind, row.eventType),
      fromStatus: row.fromStatus,
      fromLabel: row.fromStatus === null ? null : kind.statusLabel(row.fromStatus),
      toStatus: row.toStatus,
      toLabel: row.toStatus === null ? null : kind.statusLabel(row.toStatus),
      actorName: row.actorName,
      // A reply's text is rich text; the feed shows plain words.
      opinion: row.eventType === 'REPLY' && row.opinion ? plainText(row.opinion) : row.opinion,
      createTime: new Date(row.createTime).toISOString(),
    })),
    total,
    pageNum: page.pageNum,
    pageSize: page.pageSize,
  };
}

function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
