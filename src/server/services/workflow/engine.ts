import { STALE_VERSION_MSG } from '@machines/workflow';
import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '@machines/actor';
import type { Decision, HistoryEntry } from '@machines/workflow';
import type { Database } from '../../db/database';
import { prepared, StatementValues, value, type Bind } from '../../db/statements';
import { auditLifecycleEvent } from '../audit';
import { sanitizeRichText } from '../rich-text';
import { Refusal } from '../refusal';
import type { RecordPathType } from '@shared/record-paths';
import { noticeRecordMove } from './record-notices';

/** The visualizer's name for Refusal, until it imports services/refusal.ts. */

// Events that keep a record where it is, or that the author may take at any time; a record
// whose only possible events are these is not waiting for anyone.
const NOT_WAITING = new Set(['SAVE', 'DELETE', 'READ', 'REQUEST_WITHDRAWAL']);

/**
 * What the API says of a record to this actor: the events it offers them (`allowedEvents`), and
 * whether the record waits for them now (the machines would let them move it).
 */
export function eventsOfRecord(kind: AnyRecordKind, record: unknown, actor: Actor, now: Date): { allowedEvents: string[]; waitingForYou: boolean } {
  const { actionable, offered } = kind.events(record as never, actor, now.toISOString());
  return { allowedEvents: offered, waitingForYou: actionable.some((event) => !NOT_WAITING.has(event)) };
}

/** Whether the record waits for this actor now. */
export const isWaitingFor = (kind: AnyRecordKind, record: unknown, actor: Actor, now: Date): boolean => eventsOfRecord(kind, record, actor, now).waitingForYou;

type Row = Record<string, unknown>;

/** The kind's part of one event: the body the machine decides, and the hooks around the decision. */
export interface EventHooks<TEffect extends string> {
  body: Row;
  /** Data the machine decides on that the server reads (a session's submission rules), added to the event as the time is. */
  eventData?: (tx: Executor, before: Row) => Promise<Row>;
  /** Checks on the payload that need the database (e.g. that co-signers exist); throws a refusal. */
  validate?: (tx: Executor, body: Row, before: Row) => Promise<void>;
  /** Server-owned columns to write with the event (e.g. updateTime). */
  extraChanges?: (applied: Omit<AppliedEvent<TEffect>, 'row'> & { before: Row }) => Row;
  /** Runs the decision's effects inside the same transaction. */
  runEffects?: (tx: Executor, applied: AppliedEvent<TEffect>) => Promise<void>;
  /** What the history row keeps beyond the body: the before and after of fields the event changed. */
  historyDetails?: (applied: Omit<AppliedEvent<TEffect>, 'row' | 'history'> & { before: Row; after: Row }) => Row;
}

/** A list's filters: every condition, and "mine" kept apart as two disjoint halves (records.service ownPage). */
export interface KindFilters {
  filters: (SQL | undefined)[];
  own?: [SQL, SQL] | null;
}

/** Any kind, for the engine's functions that do not care which. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRecordKind = RecordKind<any, any, any, any, any, any, any>;

/**
 * One kind of lifecycle record, end to end: how it is stored, the machine that decides its
 * events, who sees which rows, its list filters, how a row is answered, its creation and its
 * effects. The engine below and records.service are the same for every kind.
 */
export interface RecordKind<
  TRecord extends { version: number },
  TId extends number | string,
  TEffect extends string,
  TQuery extends object,
  TSummary extends { waitingForYou: boolean },
  TDetail,
  TCreate,
> {
  /** The kind's name in URLs and statement keys. */
  name: string;
  table: PgTable;
  idColumn: AnyPgColumn;
  versionColumn: AnyPgColumn;
  historyTable: PgTable;
  /** The property of the history table that points at the record. */
  historyRecordKey: string;
  historyRecordColumn: AnyPgColumn;
  historyIdColumn: AnyPgColumn;
  statusField: 'status' | 'handleStatus' | 'auditStatus';
  /** The machine context's fields; stored as columns of the same names. */
  contextKeys: readonly string[];
  /** Context fields stored as timestamps; the machines read them as ISO strings. */
  timestampKeys: readonly string[];
  decide(record: TRecord, event: never): Decision<number, unknown, TEffect>;
  /**
   * The events the actor could send now with a suitable payload (role and record rules hold),
   * and what the API answers as `allowedEvents` (machines/workflow/engine.ts eventsFor).
   */
  events(record: TRecord, actor: Actor, at: string): { actionable: string[]; offered: string[] };
  idOf(row: Row): TId;
  /**
   * The rows the actor may see, as SQL (undefined: every row). Refuses with 403 a role with no
   * business here. Lists filter by it; a single row is read with its id and this predicate.
   */
  visibility(actor: Actor, bind: Bind): SQL | undefined;
  /** The 404 of a row that does not exist or that the actor may not see. */
  notFoundMsg: string;
  /** The order of the lists, newest first. */
  orderBy: SQL | AnyPgColumn;
  /** The query's filters beyond visibility; throws a refusal for a queue the actor has none of. */
  listFilters(actor: Actor, query: TQuery, bind: Bind, now: Date): KindFilters;
  /** The list items of some rows (one batch, so names are looked up once). */
  summaries(db: Executor, rows: Row[], actor: Actor, now: Date): Promise<TSummary[]>;
  /** The detail of one row the actor may see. */
  detail(db: Executor, row: Row, actor: Actor, now: Date): Promise<TDetail>;
  /** The kind's part of an event (records without one send the body as it is). */
  prepareEvent?(rawBody: Row, actor: Actor, now: Date): EventHooks<TEffect>;
  /** Whether the actor may create such a record: null, or the refusal. */
  decideCreate?(actor: Actor, body: TCreate, at: string): Refusal | null;
  /** Writes a new record (status 0) with its CREATE history row; answers its id. */
  create?(tx: Executor, actor: Actor, body: TCreate, now: Date): Promise<TId>;
}

/** A kind, its types as written in the definition. */
export const defineRecordKind = <K extends AnyRecordKind>(kind: K): K => kind;

/** Where a kind keeps its rows (`table`, keyed by `idKey`) and their history (pointing back by `historyRecordKey`). */
export function storedIn<
  T extends PgTable & { version: AnyPgColumn },
  H extends PgTable & { historyId: AnyPgColumn },
>(table: T, idKey: keyof T & string, historyTable: H, historyRecordKey: keyof H & string) {
  return {
    table,
    idColumn: table[idKey] as AnyPgColumn,
    versionColumn: table.version,
    historyTable,
    historyRecordKey,
    historyRecordColumn: historyTable[historyRecordKey] as AnyPgColumn,
    historyIdColumn: historyTable.historyId,
  };
}

const NOTHING = sql`false`;

/** The visibility predicate of a single row: a role with no business here sees no row (404, not 403). */
function rowVisibility(kind: AnyRecordKind, actor: Actor, bind: Bind): SQL | undefined {
  try {
    return kind.visibility(actor, bind);
  } catch (error) {
    if (error instanceof Refusal && error.httpStatus === 403) return NOTHING;
    throw error;
  }
}

/** Any executor: the database or a transaction on it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'>;

const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string).toISOString());

/** The machine record of a stored row. */
export function recordOf<TRecord>(kind: AnyRecordKind, row: Row): TRecord {
  const record: Row = { version: row.version, [kind.statusField]: row[kind.statusField] };
  for (const key of kind.contextKeys) {
    record[key] = kind.timestampKeys.includes(key) ? iso(row[key]) : row[key];
  }
  return record as TRecord;
}

/** A stored row by id; with an actor, only a row the actor may see (the kind's visibility and the id). */
export async function loadRow(db: Executor, kind: AnyRecordKind, id: number | string, { forUpdate = false, seenBy }: { forUpdate?: boolean; seenBy?: Actor } = {}): Promise<Row | undefined> {
  const values = new StatementValues();
  const where = and(eq(kind.idColumn, values.bind('id', id)), seenBy ? rowVisibility(kind, seenBy, values.bind) : undefined);
  const key = `${getTableName(kind.table)}:row${forUpdate ? ':for-update' : ''}${seenBy ? `:${seenBy.role}:${values.shape}` : ''}`;
  const statement = prepared(db, key, () => {
    const query = db.select().from(kind.table).where(where).limit(1);
    return forUpdate ? query.for('update') : query;
  });
  const [row] = (await statement.execute(values.values)) as Row[];
  return row;
}

/** A history row as every history table stores it (db/schema/workflow.ts). */
export interface HistoryRow {
  historyId: number;
  eventType: string;
  fromStatus: number | null;
  toStatus: number | null;
  result: number | null;
  satisfaction: number | null;
  opinion: string | null;
  payload: Record<string, unknown> | null;
  actorUserId: number | null;
  actorName: string;
  actorRole: string;
  createTime: string;
}

/** A history row as a record's timeline answers it (contracts/common.ts HistoryEntrySchema). */
export function timelineEntryOf(entry: HistoryRow) {
  return {
    historyId: entry.historyId,
    eventType: entry.eventType,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    opinion: entry.opinion,
    actorName: entry.actorName,
    actorRole: entry.actorRole,
    createTime: new Date(entry.createTime).toISOString(),
  };
}

/** Where a lifecycle keeps its rows and their history: a kind, or a service that decides with its machine itself. */
export type HistoryStore = Pick<AnyRecordKind, 'table' | 'historyTable' | 'historyRecordKey' | 'historyRecordColumn' | 'historyIdColumn'>;

export async function historyOf(db: Executor, kind: HistoryStore, id: number | string): Promise<HistoryRow[]> {
  const statement = prepared(db, `${getTableName(kind.historyTable)}:of-record`, () =>
    db.select().from(kind.historyTable).where(eq(kind.historyRecordColumn, value('id'))).orderBy(kind.historyIdColumn),
  );
  return (await statement.execute({ id })) as unknown as HistoryRow[];
}

/** Rich text arrives in `content` (drafts and replies); it is sanitized before the machine sees it. */
function cleanBody(body: Row): Row {
  return typeof body.content === 'string' ? { ...body, content: sanitizeRichText(body.content) } : body;
}

export interface AppliedEvent<TEffect extends string> {
  row: Row;
  fromStatus: number;
  status: number;
  effects: TEffect[];
  history: HistoryEntry<number>;
}

/**
 * Restores the record's state from its row, asks the machine, and in one transaction writes
 * the changes, the new status, version + 1 and the history row. A refusal changes nothing. A row
 * the actor may not see answers 404. The row is locked for the transaction and the update also
 * checks the version, so of two reviewers acting on the same version exactly one wins.
 */
export async function applyEvent<TEffect extends string>(db: Executor, kind: AnyRecordKind, id: number | string, rawBody: Row, actor: Actor, now: Date): Promise<AppliedEvent<TEffect>> {
  // The session's rules are the server's to add, as the time is: a body never brings its own.
  if ('submission' in rawBody) throw new Refusal(400, '请求参数有误：submission');
  const hooks: EventHooks<TEffect> = kind.prepareEvent?.(rawBody, actor, now) ?? { body: rawBody };
  return db.transaction(async (tx) => {
    const before = await loadRow(tx, kind, id, { forUpdate: true, seenBy: actor });
    if (!before) throw new Refusal(404, kind.notFoundMsg);

    const body = cleanBody(hooks.body);
    await hooks.validate?.(tx, body, before);
    const data = (await hooks.eventData?.(tx, before)) ?? {};
    const decision = kind.decide(recordOf(kind, before), { ...body, ...data, actor, at: now.toISOString() } as never) as Decision<number, unknown, TEffect>;
    if (!decision.ok) throw new Refusal(decision.httpStatus, decision.msg);

    const extra = hooks.extraChanges?.({ before, fromStatus: decision.fromStatus, status: decision.status, effects: decision.effects, history: decision.history }) ?? {};
    const updated = (await tx
      .update(kind.table)
      .set({ ...(decision.changes as Row), ...extra, [kind.statusField]: decision.status, version: sql`${kind.versionColumn} + 1` })
      .where(and(eq(kind.idColumn, id), eq(kind.versionColumn, before.version as number)))
      .returning()) as Row[];
    if (updated.length !== 1) throw new Refusal(409, STALE_VERSION_MSG);

    const details = hooks.historyDetails?.({ before, after: updated[0], fromStatus: decision.fromStatus, status: decision.status, effects: decision.effects }) ?? {};
    await appendHistory(tx, kind, id, decision.history, { ...body, ...details }, actor, now);
    const applied = { row: updated[0], fromStatus: decision.fromStatus, status: decision.status, effects: decision.effects, history: decision.history };
    await hooks.runEffects?.(tx, applied);
    // The owner hears of it in the same transaction: a refused or rolled-back event tells nobody.
    await noticeRecordMove(tx, {
      type: kind.name as RecordPathType,
      id,
      eventType: decision.history.eventType,
      toStatus: decision.status,
      row: updated[0],
      sender: { userId: actor.userId, realName: actor.realName },
      at: now,
    });
    return applied;
  });
}

// The history keeps what the machine reports plus the payload's other fields (units, reply,
// answer category) so a timeline can show them; never the envelope or the version.
const NOT_PAYLOAD = new Set(['type', 'version', 'actor', 'at', 'result', 'satisfaction', 'opinion', 'reason', 'comment']);

export async function appendHistory(
  tx: Executor,
  kind: HistoryStore,
  id: number | string,
  entry: Pick<HistoryEntry<number | null>, 'eventType' | 'fromStatus' | 'toStatus' | 'result' | 'satisfaction' | 'opinion'>,
  body: Row,
  actor: Actor,
  at: Date = new Date(),
): Promise<void> {
  // A reply's text is its opinion already; keep it once.
  const payload = Object.fromEntries(
    Object.entries(body).filter(([key, value]) => !NOT_PAYLOAD.has(key) && !(key === 'content' && value === entry.opinion)),
  );
  await tx.insert(kind.historyTable).values({
    [kind.historyRecordKey]: id,
    eventType: entry.eventType,
    fromStatus: entry.fromStatus,
    toStatus: entry.toStatus,
    result: entry.result,
    satisfaction: entry.satisfaction,
    opinion: entry.opinion,
    payload: Object.keys(payload).length > 0 ? payload : null,
    actorUserId: actor.userId,
    actorName: actor.realName,
    actorRole: actor.role,
    createTime: at.toISOString(),
  });
  // The audit row of the event, in the same transaction: a refused or rolled-back event leaves none.
  await auditLifecycleEvent(tx, kind.table, id, { ...entry, changes: payload.changes }, actor, at);
}

export interface Page {
  pageNum: number;
  pageSize: number;
}

/** Rows of a page and the total, for `{ list, total, pageNum, pageSize }` answers. */
export async function pageOf(db: Executor, table: PgTable, filters: PageFilters, orderBy: SQL | AnyPgColumn, page: Page) {
  const { where, values, key } = filters;
  const count = prepared(db, `${key}:count`, () => db.select({ total: sql<number>`count(*)::int` }).from(table).where(where));
  const rows = prepared(db, `${key}:page`, () => db.select().from(table).where(where).orderBy(orderBy).limit(value('limit')).offset(value('offset')));
  const [{ total }] = await count.execute(values);
  return { rows: (await rows.execute({ ...values, ...pageValues(page) })) as Row[], total };
}

/** A list's filter as a statement: its text under `key`, its values apart (db/statements.ts). */
export interface PageFilters {
  where: SQL | undefined;
  values: Record<string, unknown>;
  key: string;
}

/** The placeholders `limit` and `offset` of a page. */
export const pageValues = (page: Page) => ({ limit: page.pageSize, offset: (page.pageNum - 1) * page.pageSize });
