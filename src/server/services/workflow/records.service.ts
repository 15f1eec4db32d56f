import { and, desc, eq, ilike, inArray, isNotNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Actor } from '@machines/actor';
import { INTEGER_MAX } from '@machines/bounds';
import { DUE_DATE_STATUSES, linkedSuggestionRecord, isSuggestionOverdue, suggestionEventLabels, suggestionStatusLabel, type SuggestionEffect } from '@machines/suggestion';
import { proposalEventLabels, proposalStatusLabel, type ProposalEffect } from '@machines/proposal';
import { HANDLING_UNIT_ROLES } from '@machines/roles';
import { Role, type RoleCode } from '@shared/roles';
import { npcDelegate, npcDelegation, proposal, proposalHistory, suggest, suggestHistory, sysNpcState, sysNpcUnit, type AttachmentRef } from '../../db/schema';
import { sanitizeRichText } from '../rich-text';
import { pathsOf, requireStoredFiles } from '../storage/stored-files';
import {
  WorkflowRefusal,
  appendHistory,
  applyEvent,
  historyOf,
  eventsOfRecord,
  isWaitingFor,
  loadRow,
  pageOf,
  pageValues,
  recordOf,
  type AnyRecordKind,
  type Executor,
  type Page,
  type PageFilters,
} from './engine';
import { proposalKind, suggestKind } from './kinds';
import { inline, isAnyOf, prepared, StatementValues, value, type Bind } from '../../db/statements';
import { containsPattern } from '../../db/like';

/** Proposals (议案) and suggestions (建议): created by deputies, moved by their machines. */
export type RecordType = 'proposal' | 'suggest';
type Row = Record<string, unknown>;

const KIND = { proposal: proposalKind, suggest: suggestKind } as const;
const TABLE = { proposal, suggest } as const;
const NUMBER_PREFIX = { proposal: '议案', suggest: '建议' } as const;
const statusLabel = (type: RecordType, status: number) =>
  type === 'proposal' ? proposalStatusLabel(status as never) : suggestionStatusLabel(status as never);

/** Readable number within a term and session: 建议第012号. */
export function readableNumber(type: RecordType, serialNo: number | null | undefined): string | null {
  return serialNo ? `${NUMBER_PREFIX[type]}第${String(serialNo).padStart(3, '0')}号` : null;
}

/** Roles that examine, assign or oversee every submitted record. */
const OVERSEERS: readonly RoleCode[] = [Role.superAdmin, Role.congressAdmin, Role.work, Role.specialCommittee];

/**
 * Who may see which records (answers 403 for roles with no business here, 404 for a record
 * outside the caller's view). Drafts are the author's alone.
 */
export function visibilityOf(type: RecordType, actor: Actor, bind: Bind = inline): SQL | undefined {
  const t = TABLE[type];
  const submitted = ne(t.status, 0);
  if (OVERSEERS.includes(actor.role)) return submitted;
  if (actor.role === Role.represent && actor.delegateId !== undefined) {
    return or(eq(t.authorDelegateId, bind('delegateId', actor.delegateId)), submitted);
  }
  if (HANDLING_UNIT_ROLES.includes(actor.role) && actor.unitId !== undefined) {
    return and(submitted, sql`${t.units} @> ${bind('ofUnit', JSON.stringify([{ unitId: actor.unitId }]))}::jsonb`);
  }
  if (actor.role === Role.delegation && actor.delegationId !== undefined) {
    const delegationId = bind('delegationId', actor.delegationId);
    const ofDelegation = eq(t.authorDelegationId, delegationId);
    return and(submitted, type === 'proposal' ? or(ofDelegation, eq(proposal.delegationId, delegationId)) : ofDelegation);
  }
  throw new WorkflowRefusal(403, '没有权限查看议案建议');
}

function isVisible(type: RecordType, actor: Actor, row: Row): boolean {
  const submitted = row.status !== 0;
  if (OVERSEERS.includes(actor.role)) return submitted;
  if (actor.role === Role.represent) return row.authorDelegateId === actor.delegateId || submitted;
  if (HANDLING_UNIT_ROLES.includes(actor.role)) {
    return submitted && (row.units as { unitId: number }[]).some((unit) => unit.unitId === actor.unitId);
  }
  if (actor.role === Role.delegation) {
    return submitted && (row.authorDelegationId === actor.delegationId || (type === 'proposal' && row.delegationId === actor.delegationId));
  }
  return false;
}

export interface ListQuery extends Page {
  status?: number[];
  keyword?: string;
  mine?: boolean;
  term?: number;
  times?: number;
  /** Submitted records the caller neither wrote nor co-signed (the other deputies' pages). */
  others?: boolean;
  /** Suggestions past their due date and not yet answered (proposals have no due date). */
  overdue?: boolean;
  /** Suggestions whose main unit asked for a delay the committee has not decided yet. */
  delayPending?: boolean;
  /** Suggestions a unit sent back to 300 with an adjustment reason. */
  adjustRequested?: boolean;
  /** The units' 重点建议: see `attentionFilter`. */
  attention?: boolean;
  /** Records of one delegation: its deputies' records, or proposals made in its name. */
  delegationId?: number;
  /** Records whose main unit is the caller's unit (a unit's answer queue). */
  mainUnit?: boolean;
  /** Records the caller may move now (decided by the machines, so filtered after the query). */
  waitingForYou?: boolean;
}

/** Rows `waitingForYou` looks through; the machines decide it row by row, so it is bounded. */
export const WAITING_SCAN_LIMIT = 1000;

/**
 * Matches a title, or a readable number typed as 12, 012, 第012号 or 建议第012号. One text for
 * both (the number null when the keyword is not one), so a statement serves every keyword.
 */
function keywordFilter(type: RecordType, keyword: string, bind: Bind): SQL | undefined {
  const t = TABLE[type];
  const digits = /^(?:议案|建议)?第?0*(\d+)号?$/.exec(keyword.trim())?.[1];
  // Digits beyond PostgreSQL's integer name no record: they are searched as title text only.
  const number = digits !== undefined && Number(digits) <= INTEGER_MAX ? Number(digits) : null;
  const byTitle = ilike(t.title, bind('titleLike', containsPattern(keyword.trim())));
  return or(byTitle, sql`${t.serialNo} = ${bind('serialNo', number)}`);
}

/**
 * "Mine": the caller wrote or co-signed the record. Two disjoint halves, written by the caller
 * and co-signed by the caller for someone else, because a list reads them one by one (ownPage).
 */
function ownHalves(type: RecordType, delegateId: number, bind: Bind = inline): [SQL, SQL] {
  const t = TABLE[type];
  const id = bind('delegateId', delegateId);
  return [eq(t.authorDelegateId, id), and(sql`${t.coSignerDelegateIds} @> ARRAY[${id}]::integer[]`, ne(t.authorDelegateId, id))!];
}

/** The caller wrote or co-signed the record. */
function ownFilter(type: RecordType, delegateId: number, bind: Bind = inline): SQL {
  return or(...ownHalves(type, delegateId, bind))!;
}

const NOTHING = sql`false`;

/** Assigned and not yet answered, past the due date: the SQL twin of isSuggestionOverdue. */
export function overdueFilter(type: RecordType, now: Date, bind: Bind = inline): SQL {
  if (type === 'proposal') return NOTHING;
  // The machine's own list of statuses in which a due date runs.
  return and(inArray(suggest.status, [...DUE_DATE_STATUSES]), sql`${suggest.dueDate} < ${bind('now', now.toISOString())}`)!;
}

/**
 * 重点建议 (the units' key suggestions): records that need a unit's attention now. A suggestion
 * that is overdue, whose delay request is pending, or that is being handled again after an
 * unsatisfied evaluation; a proposal being handled again after an unsatisfied evaluation.
 */
function attentionFilter(type: RecordType, now: Date, bind: Bind): SQL {
  if (type === 'proposal') return and(eq(proposal.status, 500), eq(proposal.rehandled, true))!;
  return or(overdueFilter(type, now, bind), and(eq(suggest.status, 400), or(eq(suggest.delayPending, true), eq(suggest.rehandled, true))))!;
}

/**
 * The filters of a list, "mine" kept apart as its two halves (null without `mine`) for ownPage,
 * with the values they bound and the statement key they make (db/statements.ts).
 */
interface ListFilters {
  where: SQL | undefined;
  own: [SQL, SQL] | null;
  values: StatementValues;
  key: string;
}

/** The queue options a query sets; with the role and the bound names they shape the statement. */
const setOptions = (query: Omit<ListQuery, keyof Page>) =>
  Object.entries(query)
    .filter(([, option]) => option !== undefined && option !== false && !(Array.isArray(option) && !option.length) && !(typeof option === 'string' && !option.trim()))
    .map(([name]) => name)
    .sort();

/**
 * Every filter of the record lists and exports, in one place: visibility first (it refuses
 * roles with no business here), then the queue filters of the query.
 */
export function listFilters(type: RecordType, actor: Actor, query: Omit<ListQuery, keyof Page>, now: Date): ListFilters {
  const t = TABLE[type];
  const values = new StatementValues();
  const { bind } = values;
  let own: ListFilters['own'] = null;
  const filters: (SQL | undefined)[] = [visibilityOf(type, actor, bind)];
  if (query.status?.length) filters.push(isAnyOf(t.status, bind('status', query.status)));
  if (query.keyword?.trim()) filters.push(keywordFilter(type, query.keyword, bind));
  if (query.term !== undefined) filters.push(eq(t.term, bind('term', query.term)));
  if (query.times !== undefined) filters.push(eq(t.times, bind('times', query.times)));
  if (query.mine) {
    if (actor.delegateId === undefined) throw new WorkflowRefusal(403, '只有代表可以查看本人的议案建议');
    own = ownHalves(type, actor.delegateId, bind);
  }
  if (query.others) {
    filters.push(ne(t.status, 0));
    if (actor.delegateId !== undefined) filters.push(sql`not (${ownFilter(type, actor.delegateId, bind)})`);
  }
  if (query.overdue) filters.push(overdueFilter(type, now, bind));
  if (query.delayPending) filters.push(type === 'suggest' ? and(eq(suggest.status, 400), eq(suggest.delayPending, true)) : NOTHING);
  if (query.adjustRequested) filters.push(type === 'suggest' ? and(eq(suggest.status, 300), isNotNull(suggest.adjustReason)) : NOTHING);
  if (query.attention) filters.push(attentionFilter(type, now, bind));
  if (query.delegationId !== undefined) {
    const delegationId = bind('queueDelegationId', query.delegationId);
    const ofDelegation = eq(t.authorDelegationId, delegationId);
    filters.push(type === 'proposal' ? or(ofDelegation, eq(proposal.delegationId, delegationId)) : ofDelegation);
  }
  if (query.mainUnit) {
    // Only a unit account has a main-unit queue.
    if (actor.unitId === undefined) throw new WorkflowRefusal(403, '只有承办单位可以查看主办的议案建议');
    filters.push(sql`${t.units} @> ${bind('mainUnit', JSON.stringify([{ unitId: actor.unitId, main: true }]))}::jsonb`);
  }
  const key = `${type}:list:${actor.role}:${setOptions(query).join(',')}:${values.shape}`;
  return { where: and(...filters), own, values, key };
}

export async function listRecords(db: Executor, type: RecordType, actor: Actor, query: ListQuery, now = new Date()) {
  const filters = listFilters(type, actor, query, now);
  if (query.waitingForYou) {
    // The machines decide what waits for whom: scan a bounded window, then page in memory.
    const { rows } = await pageOfRecords(db, type, filters, { pageNum: 1, pageSize: WAITING_SCAN_LIMIT });
    const waiting = rows.filter((row) => isWaitingFor(KIND[type] as AnyRecordKind, recordOf(KIND[type] as AnyRecordKind, row), actor, now));
    const start = (query.pageNum - 1) * query.pageSize;
    const pageRows = waiting.slice(start, start + query.pageSize);
    const names = await namesFor(db, pageRows);
    return { list: pageRows.map((row) => summaryOf(type, row, actor, names, now)), total: waiting.length, pageNum: query.pageNum, pageSize: query.pageSize };
  }
  const { rows, total } = await pageOfRecords(db, type, filters, query);
  const names = await namesFor(db, rows);
  return { list: rows.map((row) => summaryOf(type, row, actor, names, now)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

const idColumnOf = (type: RecordType) => (type === 'proposal' ? proposal.proposalId : suggest.suggestId);

/** A page of a list, newest first, and the list's total. */
function pageOfRecords(db: Executor, type: RecordType, filters: ListFilters, page: Page): Promise<{ rows: Row[]; total: number }> {
  const { where, own, values, key } = filters;
  return own
    ? ownPage(db, type, [and(where, own[0])!, and(where, own[1])!], { values: values.values, key }, page)
    : pageOf(db, TABLE[type], { where, values: values.values, key }, desc(idColumnOf(type)), page);
}

/**
 * A page of "mine" read half by half. PostgreSQL cannot walk the author's B-tree and the
 * co-signers' GIN index together in id order, so with the OR it fetched, sorted and counted
 * every record of the deputy. Here each half gives its newest rows, the written half from
 * {proposal,suggest}_author_newest_idx without a sort, and is counted on its own (the written
 * half from that index alone); the halves are disjoint, so the counts add up.
 */
async function ownPage(db: Executor, type: RecordType, halves: [SQL, SQL], statement: Omit<PageFilters, 'where'>, page: Page): Promise<{ rows: Row[]; total: number }> {
  const t = TABLE[type] as PgTable;
  const id = idColumnOf(type);
  const { values, key } = statement;
  const counts = prepared(db, `${key}:own-count`, () => {
    const [written, coSigned] = halves.map((half) => db.select({ n: sql<number>`count(*)::int` }).from(t).where(half));
    return written.unionAll(coSigned);
  });
  const rows = prepared(db, `${key}:own-page`, () => {
    // Each half's newest `reach` rows (page × size) hold the page.
    const newest = (half: SQL) => db.select().from(t).where(half).orderBy(desc(id)).limit(value('reach'));
    return newest(halves[0]).unionAll(newest(halves[1])).orderBy(desc(id)).limit(value('limit')).offset(value('offset'));
  });
  const total = (await counts.execute(values)).reduce((sum, half) => sum + half.n, 0);
  return { rows: (await rows.execute({ ...values, ...pageValues(page), reach: page.pageNum * page.pageSize })) as Row[], total };
}

const NAMED = {
  deputies: { table: npcDelegate, id: npcDelegate.delegateId, name: npcDelegate.delegateName },
  units: { table: sysNpcUnit, id: sysNpcUnit.unitId, name: sysNpcUnit.unitName },
  delegations: { table: npcDelegation, id: npcDelegation.delegationId, name: npcDelegation.delegationName },
} as const;

/** The names of some deputies, units or delegations, by id. */
function namesOf(db: Executor, of: keyof typeof NAMED, ids: number[]): Promise<{ id: number; name: string }[]> {
  const { table, id, name } = NAMED[of];
  return prepared(db, `names:${of}`, () => db.select({ id, name }).from(table as PgTable).where(isAnyOf(id, value('ids')))).execute({ ids });
}

interface Names {
  deputies: Map<number, string>;
  units: Map<number, string>;
  delegations: Map<number, string>;
}

/** Names of the deputies, units and delegations the rows mention, in three queries. */
async function namesFor(db: Executor, rows: Row[]): Promise<Names> {
  const deputyIds = new Set<number>();
  const unitIds = new Set<number>();
  const delegationIds = new Set<number>();
  for (const row of rows) {
    deputyIds.add(row.authorDelegateId as number);
    (row.coSignerDelegateIds as number[]).forEach((id) => deputyIds.add(id));
    (row.units as { unitId: number }[]).forEach((unit) => unitIds.add(unit.unitId));
    if (row.authorDelegationId) delegationIds.add(row.authorDelegationId as number);
    if (row.delegationId) delegationIds.add(row.delegationId as number);
  }
  const [deputies, units, delegations] = await Promise.all([
    deputyIds.size ? namesOf(db, 'deputies', [...deputyIds]) : [],
    unitIds.size ? namesOf(db, 'units', [...unitIds]) : [],
    delegationIds.size ? namesOf(db, 'delegations', [...delegationIds]) : [],
  ]);
  const toMap = (list: { id: number; name: string }[]) => new Map(list.map((item) => [item.id, item.name]));
  return { deputies: toMap(deputies), units: toMap(units), delegations: toMap(delegations) };
}

function summaryOf(type: RecordType, row: Row, actor: Actor, names: Names, now: Date) {
  const record = recordOf<Row>(KIND[type] as AnyRecordKind, row);
  const mainUnit = (row.units as { unitId: number; main: boolean }[]).find((unit) => unit.main);
  return {
    id: KIND[type].idOf(row),
    [type === 'proposal' ? 'proposalId' : 'suggestId']: KIND[type].idOf(row),
    number: readableNumber(type, row.serialNo as number | null),
    serialNo: row.serialNo as number | null,
    term: row.term as number,
    times: row.times as number,
    title: (row.title as string | null) ?? '',
    status: row.status as number,
    statusLabel: statusLabel(type, row.status as number),
    version: row.version as number,
    authorDelegateId: row.authorDelegateId as number,
    authorName: names.deputies.get(row.authorDelegateId as number) ?? '',
    delegationName: names.delegations.get((row.delegationId ?? row.authorDelegationId) as number) ?? null,
    mainUnitName: mainUnit ? (names.units.get(mainUnit.unitId) ?? null) : null,
    dueDate: type === 'suggest' ? (record.dueDate as string | null) : null,
    overdue: type === 'suggest' ? isSuggestionOverdue(record as never, now) : false,
    submitTime: row.submitTime ? new Date(row.submitTime as string).toISOString() : null,
    createTime: new Date(row.createTime as string).toISOString(),
    ...eventsOfRecord(KIND[type] as AnyRecordKind, record, actor, now),
  };
}

/** The record with its history (oldest first) and the events the caller may send now. */
export async function recordDetail(db: Executor, type: RecordType, id: number, actor: Actor, now = new Date(), { afterOwnEvent = false } = {}) {
  const row = await loadRow(db, KIND[type] as AnyRecordKind, id);
  // Right after an event the actor sees its result even when the event took the record out of
  // their view (an approved withdrawal returns it to the author's drafts).
  if (!row || (!afterOwnEvent && !isVisible(type, actor, row))) throw new WorkflowRefusal(404, '记录不存在或无权查看');
  const names = await namesFor(db, [row]);
  const history = await historyOf(db, KIND[type] as AnyRecordKind, id);
  const historyUnitNames = await unitNamesOf(db, history.flatMap((entry) => unitsOfPayload(entry.payload).map((unit) => unit.unitId)), names.units);
  const lastReply = [...history].reverse().find((entry) => entry.eventType === 'REPLY');
  const record = recordOf<Row>(KIND[type] as AnyRecordKind, row);
  const linkedId = (type === 'proposal' ? row.linkedSuggestId : row.linkedProposalId) as number | null;
  const linkedType: RecordType = type === 'proposal' ? 'suggest' : 'proposal';
  const linkedRow = linkedId ? await loadRow(db, KIND[linkedType] as AnyRecordKind, linkedId) : undefined;
  const [session] = await prepared(db, 'npc-state:shown', () =>
    db
      .select({ termShow: sysNpcState.termShow, timesShow: sysNpcState.timesShow })
      .from(sysNpcState)
      .where(and(eq(sysNpcState.term, value('term')), eq(sysNpcState.times, value('times'))))
      .limit(1),
  ).execute({ term: row.term, times: row.times });

  return {
    ...summaryOf(type, row, actor, names, now),
    termTimesShow: session ? `${session.termShow}${session.timesShow}` : '',
    content: (row.content as string | null) ?? '',
    attachments: row.attachments as AttachmentRef[],
    coSigners: (row.coSignerDelegateIds as number[]).map((delegateId) => ({ delegateId, delegateName: names.deputies.get(delegateId) ?? '' })),
    delegationId: (row.delegationId as number | null) ?? null,
    units: (row.units as { unitId: number; assignType: number; main: boolean; signedAt: string | null; opinionAt: string | null }[]).map((unit) => ({
      ...unit,
      unitName: names.units.get(unit.unitId) ?? '',
    })),
    assignedAt: record.assignedAt as string | null,
    replyContent: record.replyContent as string | null,
    answerCategory: record.answerCategory as string | null,
    repliedAt: record.repliedAt as string | null,
    satisfaction: record.satisfaction as number | null,
    rehandled: record.rehandled as boolean,
    replyAttachments: (lastReply?.payload?.attachments as AttachmentRef[] | undefined) ?? [],
    withdrawnFrom: (record.withdrawnFrom as number | null | undefined) ?? null,
    delayRequested: (record.delayRequested as boolean | undefined) ?? false,
    delayPending: (record.delayPending as boolean | undefined) ?? false,
    adjustReason: (record.adjustReason as string | null | undefined) ?? null,
    referenceOnly: (record.referenceOnly as boolean | undefined) ?? false,
    linked: linkedRow
      ? {
          type: linkedType,
          id: linkedId!,
          number: readableNumber(linkedType, linkedRow.serialNo as number | null),
          title: (linkedRow.title as string | null) ?? '',
          status: linkedRow.status as number,
          statusLabel: statusLabel(linkedType, linkedRow.status as number),
        }
      : null,
    history: history.map((entry) => ({
      historyId: entry.historyId,
      eventType: entry.eventType,
      fromStatus: entry.fromStatus,
      fromLabel: entry.fromStatus === null ? null : statusLabel(type, entry.fromStatus),
      toStatus: entry.toStatus,
      toLabel: entry.toStatus === null ? null : statusLabel(type, entry.toStatus),
      result: entry.result,
      satisfaction: entry.satisfaction,
      opinion: entry.opinion,
      payload: withUnitNames(entry.payload, historyUnitNames),
      actorName: entry.actorName,
      actorRole: entry.actorRole,
      createTime: new Date(entry.createTime).toISOString(),
    })),
  };
}

function unitsOfPayload(payload: Record<string, unknown> | null): { unitId: number }[] {
  const units = payload?.units;
  return Array.isArray(units) ? units.filter((unit): unit is { unitId: number } => typeof unit?.unitId === 'number') : [];
}

/** Names of units an old assignment mentions (they may no longer be assigned). */
async function unitNamesOf(db: Executor, ids: number[], known: Map<number, string>): Promise<Map<number, string>> {
  const missing = [...new Set(ids)].filter((id) => !known.has(id));
  const found = missing.length ? await namesOf(db, 'units', missing) : [];
  return new Map([...known, ...found.map((unit) => [unit.id, unit.name] as const)]);
}

/** An ASSIGN row's units with their names, so a timeline can show whom it was assigned to. */
function withUnitNames(payload: Record<string, unknown> | null, names: Map<number, string>): Record<string, unknown> | null {
  if (!payload || !Array.isArray(payload.units)) return payload;
  return { ...payload, units: (payload.units as { unitId: number }[]).map((unit) => ({ ...unit, unitName: names.get(unit.unitId) ?? '' })) };
}

export interface CreateInput {
  title?: string;
  content?: string;
  coSignerIds?: number[];
  delegationId?: number | null;
  attachments?: AttachmentRef[];
}

/** The current term and session, which new records belong to. */
async function currentSession(db: Executor) {
  const [current] = await db.select().from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);
  if (!current) throw new WorkflowRefusal(409, '当前没有进行中的届次，无法创建');
  return current;
}

/** Co-signers must be real deputies other than the author. */
async function checkCoSigners(db: Executor, ids: readonly number[] | undefined, authorDelegateId: number) {
  if (!ids?.length) return;
  const unique = [...new Set(ids)];
  if (unique.includes(authorDelegateId)) throw new WorkflowRefusal(400, '联名代表不能包含本人');
  const found = await db.select({ id: npcDelegate.delegateId }).from(npcDelegate).where(inArray(npcDelegate.delegateId, unique));
  if (found.length !== unique.length) throw new WorkflowRefusal(400, '联名代表不存在');
}

/** A proposal may be put in the name of the author's own delegation only. */
function checkOwnDelegation(delegationId: number, actor: Actor) {
  if (delegationId !== actor.delegationId) throw new WorkflowRefusal(400, '只能以本人所在代表团的名义提出议案');
}

/** POST /api/proposal and /api/suggest: a deputy's new draft (status 0) with its CREATE history row. */
export async function createRecord(db: Executor, type: RecordType, actor: Actor, input: CreateInput, now = new Date()): Promise<number> {
  if (actor.role !== Role.represent || actor.delegateId === undefined) throw new WorkflowRefusal(403, '只有代表可以创建议案建议');
  const authorDelegateId = actor.delegateId;
  return db.transaction(async (tx) => {
    await checkCoSigners(tx, input.coSignerIds, authorDelegateId);
    await requireStoredFiles(tx, pathsOf(input.attachments));
    if (type === 'proposal' && input.delegationId) checkOwnDelegation(input.delegationId, actor);
    const session = await currentSession(tx);
    const values = {
      term: session.term,
      times: session.times,
      title: input.title ?? null,
      content: input.content ? sanitizeRichText(input.content) : null,
      attachments: input.attachments ?? [],
      authorDelegateId,
      authorUserId: actor.userId,
      authorDelegationId: actor.delegationId ?? null,
      coSignerDelegateIds: [...new Set(input.coSignerIds ?? [])],
      createTime: now.toISOString(),
      updateTime: now.toISOString(),
    };
    const [row] =
      type === 'proposal'
        ? await tx.insert(proposal).values({ ...values, delegationId: input.delegationId ?? null }).returning({ id: proposal.proposalId })
        : await tx.insert(suggest).values(values).returning({ id: suggest.suggestId });
    await appendHistory(tx, KIND[type] as AnyRecordKind, row.id, { eventType: 'CREATE', fromStatus: null, toStatus: 0, result: null, satisfaction: null, opinion: null }, {}, actor, now);
    return row.id;
  });
}

/** The next readable number of the record's term and session. */
async function nextSerialNo(tx: Executor, type: RecordType, row: Row): Promise<number> {
  const t = TABLE[type];
  // Serialises numbering per table so two submissions never take the same number.
  await tx.execute(sql`select pg_advisory_xact_lock(${type === 'proposal' ? 7101 : 7102})`);
  const [{ max }] = await tx
    .select({ max: sql<number | null>`max(${t.serialNo})` })
    .from(t)
    .where(and(eq(t.term, row.term as number), eq(t.times, row.times as number)));
  return (max ?? 0) + 1;
}

/**
 * POST /api/{proposal,suggest}/{id}/events: the machine decides; effects run in the same
 * transaction. Answers the record after the event (null when the event deleted it), unless
 * `withDetail` is false (the demo seed sends thousands of events and reads none back).
 */
export async function sendRecordEvent(db: Executor, type: RecordType, id: number, rawBody: Row, actor: Actor, now = new Date(), { withDetail = true } = {}) {
  const kind = KIND[type];
  const { body, replyAttachments } = splitReplyAttachments(rawBody);
  await applyEvent<ProposalEffect | SuggestionEffect>(db, kind as never, id, body, actor, now, {
    visible: (row) => isVisible(type, actor, row),
    validate: async (tx, payload) => {
      if (Array.isArray(payload.coSignerIds) && actor.delegateId !== undefined) {
        await checkCoSigners(tx, payload.coSignerIds as number[], actor.delegateId);
      }
      if (type === 'proposal' && payload.delegationId) checkOwnDelegation(payload.delegationId as number, actor);
      // A draft's files and a reply's files alike: paths the storage issued and stored.
      await requireStoredFiles(tx, [...pathsOf(payload.attachments), ...pathsOf(replyAttachments)]);
    },
    extraChanges: ({ before, effects }) => ({
      updateTime: now.toISOString(),
      ...(effects.includes('assignNumber' as never) && !before.submitTime ? { submitTime: now.toISOString() } : {}),
    }),
    runEffects: async (tx, applied) => {
      const t = TABLE[type];
      const idColumn = type === 'proposal' ? proposal.proposalId : suggest.suggestId;
      for (const effect of applied.effects) {
        if (effect === 'assignNumber' && !applied.row.serialNo) {
          await tx.update(t).set({ serialNo: await nextSerialNo(tx, type, applied.row) }).where(eq(idColumn, id));
        }
        if (effect === 'deleteRecord') await tx.delete(t).where(eq(idColumn, id));
        if (effect === 'createLinkedSuggestion') await createLinkedSuggestion(tx, applied.row, actor, now);
      }
      if (replyAttachments) await attachToLastHistoryRow(tx, type, id, replyAttachments);
    },
  });
  if (!withDetail) return null;
  const stillThere = await loadRow(db, kind as AnyRecordKind, id);
  return stillThere ? recordDetail(db, type, id, actor, now, { afterOwnEvent: true }) : null;
}

const MAX_REPLY_ATTACHMENTS = 20;

function isAttachment(value: unknown): value is AttachmentRef {
  if (!value || typeof value !== 'object') return false;
  const { name, objPath, ...rest } = value as Record<string, unknown>;
  return Object.keys(rest).length === 0 && typeof name === 'string' && name.length > 0 && name.length <= 200 && typeof objPath === 'string' && objPath.length > 0 && objPath.length <= 500;
}

/**
 * A reply may carry files. The machines' REPLY schema has no such field (and refuses unknown
 * ones), so the files are taken off the body before the machine decides and are written to
 * the reply's history row in the same transaction.
 */
function splitReplyAttachments(rawBody: Row): { body: Row; replyAttachments: AttachmentRef[] | null } {
  if (rawBody.type !== 'REPLY' || !('attachments' in rawBody)) return { body: rawBody, replyAttachments: null };
  const { attachments, ...body } = rawBody;
  if (!Array.isArray(attachments) || attachments.length > MAX_REPLY_ATTACHMENTS || !attachments.every(isAttachment)) {
    throw new WorkflowRefusal(400, '请求参数有误：attachments');
  }
  return { body, replyAttachments: attachments.length > 0 ? attachments : null };
}

/** Adds the reply's files to the history row the event just appended (same transaction). */
async function attachToLastHistoryRow(tx: Executor, type: RecordType, id: number, attachments: AttachmentRef[]) {
  const h = type === 'proposal' ? proposalHistory : suggestHistory;
  const recordColumn = type === 'proposal' ? proposalHistory.fkProposalId : suggestHistory.fkSuggestId;
  const [last] = await tx.select({ historyId: h.historyId }).from(h).where(eq(recordColumn, id)).orderBy(desc(h.historyId)).limit(1);
  if (!last) return;
  await tx
    .update(h)
    .set({ payload: sql`coalesce(${h.payload}, '{}'::jsonb) || ${JSON.stringify({ attachments })}::jsonb` })
    .where(eq(h.historyId, last.historyId));
}

/** A proposal turned into a suggestion (102/202/302) continues as a suggestion at 300; both keep the link. */
async function createLinkedSuggestion(tx: Executor, proposalRow: Row, actor: Actor, now: Date) {
  const record = linkedSuggestionRecord({
    authorDelegateId: proposalRow.authorDelegateId as number,
    title: proposalRow.title as string,
    content: proposalRow.content as string,
    coSignerDelegateIds: proposalRow.coSignerDelegateIds as number[],
    authorDelegationId: proposalRow.authorDelegationId as number | null,
  });
  const draft = {
    term: proposalRow.term as number,
    times: proposalRow.times as number,
    title: record.title,
    content: record.content,
    attachments: proposalRow.attachments as AttachmentRef[],
    authorDelegateId: record.authorDelegateId,
    authorUserId: proposalRow.authorUserId as number,
    authorDelegationId: record.authorDelegationId,
    coSignerDelegateIds: record.coSignerDelegateIds,
    status: record.status,
    linkedProposalId: proposalRow.proposalId as number,
    submitTime: now.toISOString(),
    createTime: now.toISOString(),
    updateTime: now.toISOString(),
  };
  const [created] = await tx.insert(suggest).values(draft).returning();
  await tx.update(suggest).set({ serialNo: await nextSerialNo(tx, 'suggest', created) }).where(eq(suggest.suggestId, created.suggestId));
  await tx.update(proposal).set({ linkedSuggestId: created.suggestId }).where(eq(proposal.proposalId, proposalRow.proposalId as number));
  await appendHistory(
    tx,
    suggestKind as AnyRecordKind,
    created.suggestId,
    { eventType: 'CREATE', fromStatus: null, toStatus: record.status, result: null, satisfaction: null, opinion: `由${readableNumber('proposal', proposalRow.serialNo as number)}转为建议` },
    { fromProposalId: proposalRow.proposalId },
    actor,
    now,
  );
}

// ─── Handling dynamics (办理动态) ────────────────────────────────────────────────────────

const eventLabelOf = (type: RecordType, eventType: string): string => {
  if (eventType === 'CREATE') return '创建';
  const labels: Record<string, string> = type === 'proposal' ? proposalEventLabels : suggestionEventLabels;
  return labels[eventType] ?? eventType;
};

/**
 * GET /api/workflowDynamics: the newest accepted events of the records the caller may see; a
 * deputy sees those of the records they wrote or co-signed only. Saving a draft and creating
 * one are not handling, so they are left out (a converted proposal's new suggestion stays).
 */
export async function listDynamics(db: Executor, type: RecordType, actor: Actor, page: Page) {
  const t = TABLE[type];
  const h = type === 'proposal' ? proposalHistory : suggestHistory;
  const recordColumn = type === 'proposal' ? proposalHistory.fkProposalId : suggestHistory.fkSuggestId;
  const idColumn = type === 'proposal' ? proposal.proposalId : suggest.suggestId;
  const scope = actor.role === Role.represent ? (actor.delegateId === undefined ? NOTHING : ownFilter(type, actor.delegateId)) : visibilityOf(type, actor);
  const where = and(scope, ne(h.eventType, 'SAVE'), or(ne(h.eventType, 'CREATE'), ne(h.toStatus, 0)));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(h)
    .innerJoin(t, eq(recordColumn, idColumn))
    .where(where);
  const rows = await db
    .select({
      historyId: h.historyId,
      recordId: idColumn,
      serialNo: t.serialNo,
      title: t.title,
      eventType: h.eventType,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      actorName: h.actorName,
      opinion: h.opinion,
      createTime: h.createTime,
    })
    .from(h)
    .innerJoin(t, eq(recordColumn, idColumn))
    .where(where)
    .orderBy(desc(h.historyId))
    .limit(page.pageSize)
    .offset((page.pageNum - 1) * page.pageSize);
  return {
    list: rows.map((row) => ({
      historyId: row.historyId,
      recordId: row.recordId,
      type,
      number: readableNumber(type, row.serialNo),
      title: row.title ?? '',
      eventType: row.eventType,
      eventLabel: eventLabelOf(type, row.eventType),
      fromStatus: row.fromStatus,
      fromLabel: row.fromStatus === null ? null : statusLabel(type, row.fromStatus),
      toStatus: row.toStatus,
      toLabel: row.toStatus === null ? null : statusLabel(type, row.toStatus),
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
