import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import type { RecordType } from '@shared/contracts/records';
import { StatementValues, inline, prepared, value, type Bind } from '../../db/statements';
import { applyEvent, isWaitingFor, loadRow, pageOf, pageValues, recordOf, type AnyRecordKind, type Executor, type Page } from './engine';
import { recordKinds } from './kinds';
import { Refusal } from '../refusal';

/**
 * Every lifecycle record's list, detail, creation and events, whatever its kind: the kind
 * (defineRecordKind) says who sees which rows, how they are filtered and answered.
 */

type Row = Record<string, unknown>;
type QueryOf<K extends AnyRecordKind> = Parameters<K['listFilters']>[1];
type SummaryOf<K extends AnyRecordKind> = Awaited<ReturnType<K['summaries']>>[number];
type DetailOf<K extends AnyRecordKind> = Awaited<ReturnType<K['detail']>>;
type CreateOf<K extends AnyRecordKind> = Parameters<NonNullable<K['create']>>[2];

/** Rows `waitingForYou` looks through; the machines decide it row by row, so it is bounded. */
export const WAITING_SCAN_LIMIT = 1000;

/**
 * The filters of a list, "mine" kept apart as its two halves (null without `mine`) for ownPage,
 * with the values they bound and the statement key they make (db/statements.ts).
 */
export interface ListFilters {
  where: SQL | undefined;
  own: [SQL, SQL] | null;
  values: Record<string, unknown>;
  key: string;
}

/** The queue options a query sets; with the role and the bound names they shape the statement. */
const setOptions = (query: object) =>
  Object.entries(query)
    .filter(([name, option]) => name !== 'pageNum' && name !== 'pageSize' && option !== undefined && !(typeof option === 'string' && !option.trim()))
    .map(([name]) => name)
    .sort();

/**
 * Every filter of a kind's lists and exports, in one place: visibility first (it refuses roles
 * with no business here), then the kind's queue filters of the query.
 */
export function listFilters<K extends AnyRecordKind>(kind: K, actor: Actor, query: QueryOf<K>, now: Date): ListFilters {
  const values = new StatementValues();
  const visible = kind.visibility(actor, values.bind);
  const { filters, own } = kind.listFilters(actor, query, values.bind, now);
  const key = `${kind.name}:list:${actor.role}:${setOptions(query).join(',')}:${values.shape}`;
  return { where: and(visible, ...filters), own: own ?? null, values: values.values, key };
}

export async function listRecords<K extends AnyRecordKind>(db: Executor, kind: K, actor: Actor, query: QueryOf<K> & Page & { waitingForYou?: boolean }, now = new Date()) {
  const filters = listFilters(kind, actor, query, now);
  const page = { pageNum: query.pageNum, pageSize: query.pageSize };
  let rows: Row[];
  let total: number;
  if (query.waitingForYou) {
    // The machines decide what waits for whom: scan a bounded window, then page in memory.
    const scanned = await pageOfRecords(db, kind, filters, { pageNum: 1, pageSize: WAITING_SCAN_LIMIT });
    const waiting = scanned.rows.filter((row) => isWaitingFor(kind, recordOf(kind, row), actor, now));
    const start = (page.pageNum - 1) * page.pageSize;
    rows = waiting.slice(start, start + page.pageSize);
    total = waiting.length;
  } else {
    ({ rows, total } = await pageOfRecords(db, kind, filters, page));
  }
  const list: SummaryOf<K>[] = await kind.summaries(db, rows, actor, now);
  return { list, total, ...page };
}

/** A page of a list, newest first, and the list's total. */
function pageOfRecords(db: Executor, kind: AnyRecordKind, filters: ListFilters, page: Page): Promise<{ rows: Row[]; total: number }> {
  const { where, own, values, key } = filters;
  return own ? ownPage(db, kind, [and(where, own[0])!, and(where, own[1])!], values, key, page) : pageOf(db, kind.table, { where, values, key }, kind.orderBy, page);
}

/**
 * A page of "mine" read half by half. PostgreSQL cannot walk the author's B-tree and the
 * co-signers' GIN index together in id order, so with the OR it fetched, sorted and counted
 * every record of the deputy. Here each half gives its newest rows, the written half from
 * {proposal,suggest}_author_newest_idx without a sort, and is counted on its own (the written
 * half from that index alone); the halves are disjoint, so the counts add up.
 */
async function ownPage(db: Executor, kind: AnyRecordKind, halves: [SQL, SQL], values: Record<string, unknown>, key: string, page: Page): Promise<{ rows: Row[]; total: number }> {
  const { table, idColumn } = kind;
  const counts = prepared(db, `${key}:own-count`, () => {
    const [written, coSigned] = halves.map((half) => db.select({ n: sql<number>`count(*)::int` }).from(table).where(half));
    return written.unionAll(coSigned);
  });
  const rows = prepared(db, `${key}:own-page`, () => {
    // Each half's newest `reach` rows (page × size) hold the page.
    const newest = (half: SQL) => db.select().from(table).where(half).orderBy(desc(idColumn)).limit(value('reach'));
    return newest(halves[0]).unionAll(newest(halves[1])).orderBy(desc(idColumn)).limit(value('limit')).offset(value('offset'));
  });
  const total = (await counts.execute(values)).reduce((sum, half) => sum + half.n, 0);
  return { rows: (await rows.execute({ ...values, ...pageValues(page), reach: page.pageNum * page.pageSize })) as Row[], total };
}

/**
 * The record as the kind answers it. Right after an event the actor sees its result even when
 * the event took the record out of their view (an approved withdrawal returns it to the
 * author's drafts).
 */
export async function recordDetail<K extends AnyRecordKind>(db: Executor, kind: K, id: number | string, actor: Actor, now = new Date(), { afterOwnEvent = false } = {}): Promise<DetailOf<K>> {
  const row = await loadRow(db, kind, id, afterOwnEvent ? {} : { seenBy: actor });
  if (!row) throw new Refusal(404, kind.notFoundMsg);
  return kind.detail(db, row, actor, now);
}

/** A new record of the kind, if the kind decides the actor may create it; answers its id. */
export async function createRecord<K extends AnyRecordKind>(db: Executor, kind: K, actor: Actor, body: CreateOf<K>, now = new Date()): Promise<ReturnType<K['idOf']>> {
  if (!kind.create || !kind.decideCreate) throw new Refusal(404, kind.notFoundMsg);
  const refusal = kind.decideCreate(actor, body, now.toISOString());
  if (refusal) throw refusal;
  return kind.create(db, actor, body, now);
}

/**
 * An event on a record: the machine decides; effects run in the same transaction. Answers the
 * record after the event (null when the event deleted it), unless `withDetail` is false (the
 * demo seed sends thousands of events and reads none back).
 */
export async function sendRecordEvent<K extends AnyRecordKind>(db: Executor, kind: K, id: number | string, body: Row, actor: Actor, now = new Date(), { withDetail = true } = {}): Promise<DetailOf<K> | null> {
  await applyEvent(db, kind, id, body, actor, now);
  if (!withDetail) return null;
  return (await loadRow(db, kind, id)) ? recordDetail(db, kind, id, actor, now, { afterOwnEvent: true }) : null;
}

/** Suggestions past their due date and not yet answered (proposals have none), for the visualizer's counts. */
export const overdueFilter = (type: RecordType, now: Date, bind: Bind = inline): SQL => recordKinds[type].overdueFilter(now, bind);
