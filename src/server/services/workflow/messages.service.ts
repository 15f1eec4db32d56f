import { and, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import { stationHandlingStatusLabel } from '@machines/station-handling';
import { Role } from '@shared/roles';
import { contactStation, contactStationSuggest } from '../../db/schema';
import { WorkflowRefusal, applyEvent, eventsOfRecord, historyOf, loadRow, pageOf, recordOf, type AnyRecordKind, type Executor, type Page, type PageFilters } from './engine';
import { messageKind } from './kinds';
import { inline, isAnyOf, prepared, StatementValues, value, type Bind } from '../../db/statements';
import { containsPattern } from '../../db/like';

type Row = Record<string, unknown>;
const t = contactStationSuggest;

/**
 * Citizens' messages are seen by the deputy they address, the managers of their station and
 * the administrators; nobody else (the citizen reads the feedback by number and phone).
 */
export function messageVisibility(actor: Actor, bind: Bind = inline): SQL | undefined {
  if (actor.role === Role.superAdmin || actor.role === Role.congressAdmin) return undefined;
  if (actor.role === Role.represent && actor.delegateId !== undefined) return eq(t.fkDelegateId, bind('delegateId', actor.delegateId));
  if (actor.role === Role.station && actor.stationId !== undefined) return eq(t.fkStationId, bind('stationId', actor.stationId));
  throw new WorkflowRefusal(403, '没有权限查看群众留言');
}

function isVisible(actor: Actor, row: Row): boolean {
  if (actor.role === Role.superAdmin || actor.role === Role.congressAdmin) return true;
  if (actor.role === Role.represent) return row.fkDelegateId === actor.delegateId;
  if (actor.role === Role.station) return row.fkStationId === actor.stationId;
  return false;
}

export interface MessageListQuery extends Page {
  handleStatus?: number[];
  keyword?: string;
  isRead?: boolean;
}

/** The filters of a message list as a statement (db/statements.ts): the role and the bound names shape its text. */
export function messageListFilters(actor: Actor, query: Omit<MessageListQuery, keyof Page>): PageFilters {
  const values = new StatementValues();
  const { bind } = values;
  const filters: (SQL | undefined)[] = [messageVisibility(actor, bind)];
  if (query.handleStatus?.length) filters.push(isAnyOf(t.handleStatus, bind('handleStatus', query.handleStatus)));
  if (query.isRead !== undefined) filters.push(eq(t.isRead, bind('isRead', query.isRead)));
  if (query.keyword?.trim()) {
    const like = bind('like', containsPattern(query.keyword.trim()));
    filters.push(or(ilike(t.title, like), ilike(t.massesSuggestId, like)));
  }
  return { where: and(...filters), values: values.values, key: `messages:list:${actor.role}:${values.shape}` };
}

export async function listMessages(db: Executor, actor: Actor, query: MessageListQuery) {
  const { rows, total } = await pageOf(db, t, messageListFilters(actor, query), desc(t.createTime), query);
  return { list: rows.map((row) => messageView(row, actor)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The fields of section 3 of the portal document, with the label and the caller's events. */
function messageView(row: Row, actor: Actor, now = new Date()) {
  const record = recordOf<Row>(messageKind as AnyRecordKind, row);
  return {
    massesSuggestId: row.massesSuggestId as string,
    title: row.title as string,
    content: row.content as string,
    address: (row.address as string | null) ?? null,
    annex: (row.annex as string | null) ?? null,
    massesName: (row.massesName as string | null) ?? null,
    massesPhone: (row.massesPhone as string | null) ?? null,
    fkDelegateId: (row.fkDelegateId as number | null) ?? null,
    delegateName: (row.delegateName as string | null) ?? null,
    fkStationId: (row.fkStationId as number | null) ?? null,
    handleStatus: row.handleStatus as number,
    handleStatusLabel: stationHandlingStatusLabel(row.handleStatus as never),
    isRead: row.isRead as boolean,
    delegateSuggestion: (row.delegateSuggestion as string | null) ?? null,
    stationSuggestion: (row.stationSuggestion as string | null) ?? null,
    handleResult: (row.handleResult as string | null) ?? null,
    handleTime: record.handleTime as string | null,
    version: row.version as number,
    createTime: new Date(row.createTime as string).toISOString(),
    ...eventsOfRecord(messageKind as AnyRecordKind, record, actor, now),
  };
}

export async function messageDetail(db: Executor, id: string, actor: Actor, { afterOwnEvent = false } = {}) {
  const row = await loadRow(db, messageKind as AnyRecordKind, id);
  if (!row || (!afterOwnEvent && !isVisible(actor, row))) throw new WorkflowRefusal(404, '留言不存在或无权查看');
  const [station] = row.fkStationId
    ? await prepared(db, 'station:name', () =>
        db.select({ stationName: contactStation.stationName }).from(contactStation).where(eq(contactStation.stationId, value('stationId'))),
      ).execute({ stationId: row.fkStationId })
    : [];
  const history = await historyOf(db, messageKind as AnyRecordKind, id);
  return {
    ...messageView(row, actor),
    stationName: station?.stationName ?? null,
    history: history.map((entry) => ({
      historyId: entry.historyId,
      eventType: entry.eventType,
      fromStatus: entry.fromStatus,
      toStatus: entry.toStatus,
      opinion: entry.opinion,
      actorName: entry.actorName,
      actorRole: entry.actorRole,
      createTime: new Date(entry.createTime).toISOString(),
    })),
  };
}

/** POST /api/contactStationSuggest/{id}/events; `withDetail: false` skips reading the answer back (seed). */
export async function sendMessageEvent(db: Executor, id: string, body: Row, actor: Actor, now = new Date(), { withDetail = true } = {}) {
  await applyEvent(db, messageKind as AnyRecordKind, id, body, actor, now, { visible: (row) => isVisible(actor, row) });
  return withDetail ? messageDetail(db, id, actor, { afterOwnEvent: true }) : null;
}
