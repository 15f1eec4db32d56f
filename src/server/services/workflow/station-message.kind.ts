import { desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import { decideStationMessage, stationMessageContextDefaults, stationMessageStatusLabel, stationMessageWorkflow } from '@machines/station-message';
import type { MessageDetail, MessageListQuery, MessageSummary } from '@shared/contracts/messages';
import { ADMIN_ROLES, Role } from '@shared/roles';
import { contactStation, contactStationSuggest, contactStationSuggestHistory } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { isAnyOf, prepared, value, type Bind } from '../../db/statements';
import { defineRecordKind, eventsOfRecord, historyOf, recordOf, storedIn, timelineEntryOf } from './engine';
import { Refusal } from '../refusal';

type Row = Record<string, unknown>;
const t = contactStationSuggest;

function summaryOf(row: Row, actor: Actor, now: Date): MessageSummary {
  const record = recordOf<Row>(stationMessageKind, row);
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
    handleStatusLabel: stationMessageStatusLabel(row.handleStatus as never),
    isRead: row.isRead as boolean,
    delegateSuggestion: (row.delegateSuggestion as string | null) ?? null,
    stationSuggestion: (row.stationSuggestion as string | null) ?? null,
    handleResult: (row.handleResult as string | null) ?? null,
    handleTime: record.handleTime as string | null,
    version: row.version as number,
    createTime: new Date(row.createTime as string).toISOString(),
    ...eventsOfRecord(stationMessageKind, record, actor, now),
  };
}

/**
 * Citizens' messages (群众留言), handled by the station-message machine: the addressed deputy
 * and the managers of the station list, read and answer them. Citizens write them through the
 * portal and read the feedback by number and phone; nobody else sees them.
 */
export const stationMessageKind = defineRecordKind({
  name: 'message',
  ...storedIn(t, 'massesSuggestId', contactStationSuggestHistory, 'fkMassesSuggestId'),
  statusField: 'handleStatus',
  contextKeys: Object.keys(stationMessageContextDefaults),
  timestampKeys: ['handleTime'],
  decide: decideStationMessage as never,
  events: (record: never, actor: Actor, at: string) => stationMessageWorkflow.eventsFor(record, actor, at),
  idOf: (row: Row) => row.massesSuggestId as string,

  visibility(actor: Actor, bind: Bind): SQL | undefined {
    if (ADMIN_ROLES.includes(actor.role)) return undefined;
    if (actor.role === Role.represent && actor.delegateId !== undefined) return eq(t.fkDelegateId, bind('delegateId', actor.delegateId));
    if (actor.role === Role.station && actor.stationId !== undefined) return eq(t.fkStationId, bind('stationId', actor.stationId));
    throw new Refusal(403, '没有权限查看群众留言');
  },
  notFoundMsg: '留言不存在或无权查看',
  orderBy: desc(t.createTime),

  listFilters(_actor: Actor, query: Omit<MessageListQuery, 'pageNum' | 'pageSize'>, bind: Bind) {
    const filters: (SQL | undefined)[] = [];
    if (query.handleStatus) filters.push(isAnyOf(t.handleStatus, bind('handleStatus', query.handleStatus.split(',').map(Number))));
    if (query.isRead !== undefined) filters.push(eq(t.isRead, bind('isRead', query.isRead)));
    if (query.keyword?.trim()) {
      const like = bind('like', containsPattern(query.keyword.trim()));
      filters.push(or(ilike(t.title, like), ilike(t.massesSuggestId, like)));
    }
    return { filters };
  },
  summaries: async (_db, rows, actor, now) => rows.map((row) => summaryOf(row, actor, now)),
  async detail(db, row, actor, now): Promise<MessageDetail> {
    const [station] = row.fkStationId
      ? await prepared(db, 'station:name', () =>
          db.select({ stationName: contactStation.stationName }).from(contactStation).where(eq(contactStation.stationId, value('stationId'))),
        ).execute({ stationId: row.fkStationId })
      : [];
    const history = await historyOf(db, stationMessageKind, row.massesSuggestId as string);
    return {
      ...summaryOf(row, actor, now),
      stationName: station?.stationName ?? null,
      history: history.map(timelineEntryOf),
    };
  },
});
