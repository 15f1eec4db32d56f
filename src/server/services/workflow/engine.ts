import { and, eq, getTableName, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '@machines/actor';
import type { Decision, HistoryEntry } from '@machines/workflow';
import type { Database } from '../../db/database';
import { prepared, value } from '../../db/statements';
import { auditLifecycleEvent } from '../audit';
import { sanitizeRichText } from '../rich-text';

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

/** A refusal with its HTTP status and Chinese message; nothing was written. */
export class WorkflowRefusal extends Error {
  constructor(
    readonly httpStatus: 400 | 403 | 404 | 409,
    readonly msg: string,
  ) {
    super(msg);
  }
}

export const STALE_VERSION_MSG = '该记录已被他人处理，请刷新后重试';
export const NOT_FOUND_MSG = '记录不存在或无权查看';

type Row = Record<string, unknown>;

/** Any of the three kinds, for the engine's functions that do not care which. */
export type AnyRecordKind = RecordKind<never, number | string, string>;

/**
 * How one kind of lifecycle record is stored: its table, history table and the machine that
 * decides its events. The engine below is the same for proposals, suggestions and messages.
 */
export interface RecordKind<TRecord extends { version: number }, TId extends number | string, TEffect extends string> {
  table: PgTable;
  idColumn: AnyPgColumn;
  versionColumn: AnyPgColumn;
  historyTable: PgTable;
  /** The property of the history table that points at the record. */
  historyRecordKey: string;
  historyRecordColumn: AnyPgColumn;
  historyIdColumn: AnyPgColumn;
  statusField: 'status' | 'handleStatus';
  /** The machine context's fields; stored as columns of the same names. */
  contextKeys: readonly string[];
  /** Context fields stored as timestamps; the machines read them as ISO strings. */
  timestampKeys: readonly string[];
  decide(record: TRecord, event: never): Decision<number, unknown, TEffect>;
  /**
   * The events the actor could send now with a suitable payload (role and record rules hold),
   * and what the API answers as `allowedEvents` (machines/workflow.ts eventsFor).
   */
  events(record: TRecord, actor: Actor, at: string): { actionable: string[]; offered: string[] };
  idOf(row: Row): TId;
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

export async function loadRow(db: Executor, kind: AnyRecordKind, id: number | string, forUpdate = false): Promise<Row | undefined> {
  const name = getTableName(kind.table);
  const statement = prepared(db, `${name}:row${forUpdate ? ':for-update' : ''}`, () => {
    const query = db.select().from(kind.table).where(eq(kind.idColumn, value('id'))).limit(1);
    return forUpdate ? query.for('update') : query;
  });
  const [row] = (await statement.execute({ id })) as Row[];
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

export async function historyOf(db: Executor, kind: AnyRecordKind, id: number | string): Promise<HistoryRow[]> {
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

export interface ApplyOptions<TEffect extends string> {
  /** Whether the actor may see the record at all; an invisible record answers 404. */
  visible: (row: Row) => boolean | Promise<boolean>;
  /** Checks on the payload that need the database (e.g. that co-signers exist); throws a refusal. */
  validate?: (tx: Executor, body: Row) => Promise<void>;
  /** Runs the decision's effects inside the same transaction. */
  runEffects?: (tx: Executor, applied: AppliedEvent<TEffect>) => Promise<void>;
  /** Server-owned columns to write with the event (e.g. updateTime). */
  extraChanges?: (applied: Omit<AppliedEvent<TEffect>, 'row'> & { before: Row }) => Row;
}

/**
 * Restores the record's state from its row, asks the machine, and in one transaction writes
 * the changes, the new status, version + 1 and the history row. A refusal changes nothing.
 * The row is locked for the transaction and the update also checks the version, so of two
 * reviewers acting on the same version exactly one wins.
 */
export async function applyEvent<TEffect extends string>(
  db: Executor,
  kind: RecordKind<never, number | string, TEffect>,
  id: number | string,
  rawBody: Row,
  actor: Actor,
  now: Date,
  options: ApplyOptions<TEffect>,
): Promise<AppliedEvent<TEffect>> {
  return db.transaction(async (tx) => {
    const before = await loadRow(tx, kind, id, true);
    if (!before || !(await options.visible(before))) throw new WorkflowRefusal(404, NOT_FOUND_MSG);

    const body = cleanBody(rawBody);
    await options.validate?.(tx, body);
    const decision = kind.decide(recordOf(kind, before), { ...body, actor, at: now.toISOString() } as never);
    if (!decision.ok) throw new WorkflowRefusal(decision.httpStatus, decision.msg);

    const extra = options.extraChanges?.({ before, fromStatus: decision.fromStatus, status: decision.status, effects: decision.effects, history: decision.history }) ?? {};
    const updated = (await tx
      .update(kind.table)
      .set({ ...(decision.changes as Row), ...extra, [kind.statusField]: decision.status, version: sql`${kind.versionColumn} + 1` })
      .where(and(eq(kind.idColumn, id), eq(kind.versionColumn, before.version as number)))
      .returning()) as Row[];
    if (updated.length !== 1) throw new WorkflowRefusal(409, STALE_VERSION_MSG);

    await appendHistory(tx, kind, id, decision.history, body, actor, now);
    const applied = { row: updated[0], fromStatus: decision.fromStatus, status: decision.status, effects: decision.effects, history: decision.history };
    await options.runEffects?.(tx, applied);
    return applied;
  });
}

// The history keeps what the machine reports plus the payload's other fields (units, reply,
// answer category) so a timeline can show them; never the envelope or the version.
const NOT_PAYLOAD = new Set(['type', 'version', 'actor', 'at', 'result', 'satisfaction', 'opinion', 'reason', 'comment']);

export async function appendHistory(
  tx: Executor,
  kind: AnyRecordKind,
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
  await auditLifecycleEvent(tx, kind.table, id, entry, actor, at);
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
