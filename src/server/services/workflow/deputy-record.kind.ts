import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import Value from 'typebox/value';
import type { Actor } from '@machines/actor';
import { INTEGER_MAX } from '@machines/bounds';
import { HANDLING_UNIT_ROLES } from '@machines/roles';
import { AttachmentsSchema } from '@machines/workflow';
import type { RecordCreateBody, RecordDetail, RecordExportQuery, RecordSummary, RecordType } from '@shared/contracts/records';
import { RECORD_OVERSEER_ROLES, Role } from '@shared/roles';
import { npcDelegate, npcDelegation, sysNpcState, sysNpcUnit, type AttachmentRef } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { isAnyOf, prepared, value, type Bind } from '../../db/statements';
import { sanitizeRichText } from '../rich-text';
import { pathsOf, requireStoredFiles } from '../storage/stored-files';
import { appendHistory, eventsOfRecord, historyOf, loadRow, recordOf, type AnyRecordKind, type EventHooks, type Executor, type KindFilters, type RecordKind } from './engine';
import { Refusal } from '../refusal';
import { nextSerial, numberRuleOf } from '../code-rules.service';
import { currentSession, submissionRulesOf } from '../terms.service';
import { defaultCodeRule, formatReadableNumber } from '@shared/contracts/terms';

/**
 * Proposals and suggestions are the same kind of record: a deputy's draft, submitted, numbered,
 * examined, assigned to units, answered and evaluated. What differs is given to `deputyRecordKind`.
 */

type Row = Record<string, unknown>;

/** The columns every deputy record has. */
interface DeputyRecordTable {
  status: AnyPgColumn;
  title: AnyPgColumn;
  serialNo: AnyPgColumn;
  term: AnyPgColumn;
  times: AnyPgColumn;
  units: AnyPgColumn;
  authorDelegateId: AnyPgColumn;
  authorDelegationId: AnyPgColumn;
  coSignerDelegateIds: AnyPgColumn;
}

type Storage = Pick<
  RecordKind<never, number, never, never, never, never, never>,
  'idColumn' | 'versionColumn' | 'historyTable' | 'historyRecordKey' | 'historyRecordColumn' | 'historyIdColumn' | 'contextKeys' | 'timestampKeys' | 'decide' | 'events'
>;

export interface DeputyRecordSpec<TEffect extends string> extends Storage {
  name: RecordType;
  table: PgTable & DeputyRecordTable;
  /** The summary's own name of the id: proposalId, suggestId. */
  idField: string;
  /** Readable numbers: 议案第012号; the advisory lock that serialises numbering. */
  numbering: { prefix: string; lockId: number };
  statusLabel(status: number): string;
  eventLabels: Readonly<Record<string, string>>;
  /** The workflow's CREATE decision: who may create such a record, with which draft body. */
  decideCreate(actor: Actor, body: unknown, at: string): { ok: true } | { ok: false; httpStatus: number; msg: string };
  /** A proposal may be made in a delegation's name: its column (that delegation sees it too). */
  namedDelegation?: AnyPgColumn;
  /** The other kind the record links to (a proposal turned into a suggestion); its id column here. */
  linked: { kind: () => DeputyRecordKind; column: string };
  /** Assigned and not yet answered, past the due date (SQL); null for records without a due date. */
  overdue: ((now: Date, bind: Bind) => SQL) | null;
  isOverdue(record: Row, now: Date): boolean;
  /** 重点建议: records that need a unit's attention now. */
  attention(now: Date, bind: Bind): SQL;
  /** Suggestions only: a delay pending, an adjustment requested; false for the other kind. */
  delayPending: SQL | null;
  adjustRequested: SQL | null;
  /** Effects of the kind beyond numbering and deletion. */
  effects?: Partial<Record<TEffect, (tx: Executor, row: Row, actor: Actor, now: Date) => Promise<void>>>;
}

export type DeputyRecordKind = RecordKind<never, number, string, RecordExportQuery, RecordSummary, RecordDetail, RecordCreateBody> & {
  name: RecordType;
  numbering: { prefix: string; lockId: number };
  statusLabel(status: number): string;
  eventLabels: Readonly<Record<string, string>>;
  overdueFilter(now: Date, bind: Bind): SQL;
  /** The records the caller wrote or co-signed. */
  ownFilter(delegateId: number, bind: Bind): SQL;
  /** The readable number as issued (议案第012号), null before the record is submitted. */
  readableNumber(row: { serialNo?: unknown; readableNo?: unknown }): string | null;
  /** A record created by an effect of another kind (a converted proposal's suggestion), numbered at once. */
  insertNumbered(tx: Executor, values: Row, history: { toStatus: number; opinion: string; payload: Row }, actor: Actor, now: Date): Promise<number>;
};

const NOTHING = sql`false`;

/** The events the session's submission rules apply to. */
const SUBMITS = new Set(['SUBMIT', 'RESUBMIT']);

/** Rich text arrives in `content`; it is sanitized before it is stored. */
const clean = (content: string | null | undefined) => (content ? sanitizeRichText(content) : null);

export function deputyRecordKind<TEffect extends string>(spec: DeputyRecordSpec<TEffect>): DeputyRecordKind {
  const t = spec.table;
  const submitted = ne(t.status, 0);
  // Numbers issued before the rules were stored follow the default rule they were issued under.
  const readableNumber = (row: { serialNo?: unknown; readableNo?: unknown }) =>
    (row.readableNo as string | null | undefined) ??
    (row.serialNo ? formatReadableNumber(defaultCodeRule(spec.name).pattern, defaultCodeRule(spec.name).digits, row.serialNo as number) : null);
  const ofDelegation = (delegationId: unknown) => {
    const own = eq(t.authorDelegationId, delegationId);
    return spec.namedDelegation ? or(own, eq(spec.namedDelegation, delegationId))! : own;
  };

  /**
   * The data scope of an overseer's role (docs/decisions.md "Data scope"): its delegation's records,
   * its unit's, or the records it acted on. An account without the delegation or unit its scope
   * names sees none (id 0 matches no row, and keeps the statement's shape apart from "all").
   */
  function overseerScope(actor: Actor, bind: Bind): SQL | undefined {
    switch (actor.dataScope) {
      case 'delegation':
        return ofDelegation(bind('scopeDelegationId', actor.delegationId ?? 0));
      case 'unit':
        return sql`${t.units} @> ${bind('scopeUnit', JSON.stringify([{ unitId: actor.unitId ?? 0 }]))}::jsonb`;
      case 'own':
        return sql`exists (select 1 from ${spec.historyTable} where ${spec.historyRecordColumn} = ${spec.idColumn} and ${sql.identifier('actor_user_id')} = ${bind('scopeUserId', actor.userId)})`;
      default:
        return undefined;
    }
  }

  /**
   * Who may see which records (403 for roles with no business here). Drafts are the author's alone.
   */
  function visibility(actor: Actor, bind: Bind): SQL | undefined {
    if (RECORD_OVERSEER_ROLES.includes(actor.role)) return and(submitted, overseerScope(actor, bind));
    if (actor.role === Role.represent && actor.delegateId !== undefined) return or(eq(t.authorDelegateId, bind('delegateId', actor.delegateId)), submitted);
    if (HANDLING_UNIT_ROLES.includes(actor.role) && actor.unitId !== undefined) {
      return and(submitted, sql`${t.units} @> ${bind('ofUnit', JSON.stringify([{ unitId: actor.unitId }]))}::jsonb`);
    }
    if (actor.role === Role.delegation && actor.delegationId !== undefined) return and(submitted, ofDelegation(bind('delegationId', actor.delegationId)));
    throw new Refusal(403, '没有权限查看议案建议');
  }

  /**
   * "Mine": the caller wrote or co-signed the record. Two disjoint halves, written by the caller
   * and co-signed by the caller for someone else, because a list reads them one by one (ownPage).
   */
  function ownHalves(delegateId: number, bind: Bind): [SQL, SQL] {
    const id = bind('delegateId', delegateId);
    return [eq(t.authorDelegateId, id), and(sql`${t.coSignerDelegateIds} @> ARRAY[${id}]::integer[]`, ne(t.authorDelegateId, id))!];
  }
  const ownFilter = (delegateId: number, bind: Bind) => or(...ownHalves(delegateId, bind))!;
  const overdueFilter = (now: Date, bind: Bind) => spec.overdue?.(now, bind) ?? NOTHING;

  /**
   * Matches a title, or a readable number typed as 12, 012, 第012号 or 建议第012号. One text for
   * both (the number null when the keyword is not one), so a statement serves every keyword.
   */
  function keywordFilter(keyword: string, bind: Bind): SQL | undefined {
    const digits = /^(?:议案|建议)?第?0*(\d+)号?$/.exec(keyword.trim())?.[1];
    // Digits beyond PostgreSQL's integer name no record: they are searched as title text only.
    const number = digits !== undefined && Number(digits) <= INTEGER_MAX ? Number(digits) : null;
    return or(ilike(t.title, bind('titleLike', containsPattern(keyword.trim()))), sql`${t.serialNo} = ${bind('serialNo', number)}`);
  }

  function listFilters(actor: Actor, query: RecordExportQuery, bind: Bind, now: Date): KindFilters {
    const filters: (SQL | undefined)[] = [];
    let own: KindFilters['own'] = null;
    if (query.status) filters.push(isAnyOf(t.status, bind('status', query.status.split(',').map(Number))));
    if (query.keyword?.trim()) filters.push(keywordFilter(query.keyword, bind));
    if (query.term !== undefined) filters.push(eq(t.term, bind('term', query.term)));
    if (query.times !== undefined) filters.push(eq(t.times, bind('times', query.times)));
    if (query.mine) {
      if (actor.delegateId === undefined) throw new Refusal(403, '只有代表可以查看本人的议案建议');
      own = ownHalves(actor.delegateId, bind);
    }
    if (query.others) {
      filters.push(submitted);
      if (actor.delegateId !== undefined) filters.push(sql`not (${ownFilter(actor.delegateId, bind)})`);
    }
    if (query.overdue) filters.push(overdueFilter(now, bind));
    if (query.delayPending) filters.push(spec.delayPending ?? NOTHING);
    if (query.adjustRequested) filters.push(spec.adjustRequested ?? NOTHING);
    if (query.attention) filters.push(spec.attention(now, bind));
    if (query.coSigned) filters.push(sql`cardinality(${t.coSignerDelegateIds}) > 0`);
    if (query.delegationId !== undefined) filters.push(ofDelegation(bind('queueDelegationId', query.delegationId)));
    if (query.mainUnit) {
      // Only a unit account has a main-unit queue.
      if (actor.unitId === undefined) throw new Refusal(403, '只有承办单位可以查看主办的议案建议');
      filters.push(sql`${t.units} @> ${bind('mainUnit', JSON.stringify([{ unitId: actor.unitId, main: true }]))}::jsonb`);
    }
    return { filters, own };
  }

  function summaryOf(row: Row, actor: Actor, names: Names, now: Date): RecordSummary {
    const record = recordOf<Row>(kind, row);
    const mainUnit = (row.units as { unitId: number; main: boolean }[]).find((unit) => unit.main);
    const id = row[spec.idField] as number;
    return {
      id,
      [spec.idField]: id,
      number: readableNumber(row),
      serialNo: row.serialNo as number | null,
      term: row.term as number,
      times: row.times as number,
      title: (row.title as string | null) ?? '',
      status: row.status as number,
      statusLabel: spec.statusLabel(row.status as number),
      version: row.version as number,
      authorDelegateId: row.authorDelegateId as number,
      authorName: names.deputies.get(row.authorDelegateId as number) ?? '',
      delegationName: names.delegations.get((row.delegationId ?? row.authorDelegationId) as number) ?? null,
      mainUnitName: mainUnit ? (names.units.get(mainUnit.unitId) ?? null) : null,
      dueDate: (record.dueDate as string | null | undefined) ?? null,
      overdue: spec.isOverdue(record, now),
      submitTime: row.submitTime ? new Date(row.submitTime as string).toISOString() : null,
      createTime: new Date(row.createTime as string).toISOString(),
      ...eventsOfRecord(kind, record, actor, now),
    };
  }

  /** The record with its history (oldest first), the linked record and the events the caller may send now. */
  async function detail(db: Executor, row: Row, actor: Actor, now: Date): Promise<RecordDetail> {
    const id = row[spec.idField] as number;
    const names = await namesFor(db, [row]);
    const history = await historyOf(db, kind, id);
    const historyUnitNames = await unitNamesOf(db, history.flatMap((entry) => unitsOfPayload(entry.payload).map((unit) => unit.unitId)), names.units);
    const lastReply = [...history].reverse().find((entry) => entry.eventType === 'REPLY');
    const record = recordOf<Row>(kind, row);
    const linkedKind = spec.linked.kind();
    const linkedId = row[spec.linked.column] as number | null;
    const linkedRow = linkedId ? await loadRow(db, linkedKind, linkedId) : undefined;
    const [session] = await prepared(db, 'npc-state:shown', () =>
      db
        .select({ termShow: sysNpcState.termShow, timesShow: sysNpcState.timesShow })
        .from(sysNpcState)
        .where(and(eq(sysNpcState.term, value('term')), eq(sysNpcState.times, value('times'))))
        .limit(1),
    ).execute({ term: row.term, times: row.times });

    return {
      ...summaryOf(row, actor, names, now),
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
      answerCategory: record.answerCategory as RecordDetail['answerCategory'],
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
            type: linkedKind.name,
            id: linkedId!,
            number: linkedKind.readableNumber(linkedRow),
            title: (linkedRow.title as string | null) ?? '',
            status: linkedRow.status as number,
            statusLabel: linkedKind.statusLabel(linkedRow.status as number),
          }
        : null,
      history: history.map((entry) => ({
        historyId: entry.historyId,
        eventType: entry.eventType,
        fromStatus: entry.fromStatus,
        fromLabel: entry.fromStatus === null ? null : spec.statusLabel(entry.fromStatus),
        toStatus: entry.toStatus,
        toLabel: entry.toStatus === null ? null : spec.statusLabel(entry.toStatus),
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

  /** A proposal may be put in the name of the author's own delegation only. */
  function checkOwnDelegation(delegationId: unknown, actor: Actor) {
    if (spec.namedDelegation && delegationId && delegationId !== actor.delegationId) throw new Refusal(400, '只能以本人所在代表团的名义提出议案');
  }

  /**
   * The next number of the record's term and session under the session's rule (sys_code_rule),
   * with its readable form, stored as issued so a later change of the rule never rewrites it.
   */
  async function nextNumber(tx: Executor, row: Row): Promise<{ serialNo: number; readableNo: string }> {
    // Serialises numbering per table so two submissions never take the same number.
    await tx.execute(sql`select pg_advisory_xact_lock(${spec.numbering.lockId})`);
    const [{ max }] = await tx
      .select({ max: sql<number | null>`max(${t.serialNo})` })
      .from(t)
      .where(and(eq(t.term, row.term as number), eq(t.times, row.times as number)));
    const rule = await numberRuleOf(tx, spec.name, row.term as number, row.times as number);
    const serialNo = nextSerial(max ?? 0, rule);
    return { serialNo, readableNo: formatReadableNumber(rule.pattern, rule.digits, serialNo) };
  }

  const history = (toStatus: number, opinion: string | null) => ({ eventType: 'CREATE', fromStatus: null, toStatus, result: null, satisfaction: null, opinion });

  const kind: DeputyRecordKind = {
    ...spec,
    statusField: 'status',
    idOf: (row) => row[spec.idField] as number,
    visibility,
    notFoundMsg: '记录不存在或无权查看',
    orderBy: desc(spec.idColumn),
    listFilters,
    overdueFilter,
    ownFilter,
    readableNumber,
    async summaries(db, rows, actor, now) {
      const names = await namesFor(db, rows);
      return rows.map((row) => summaryOf(row, actor, names, now));
    },
    detail,

    decideCreate(actor, body, at) {
      const decision = spec.decideCreate(actor, body, at);
      return decision.ok ? null : new Refusal(decision.httpStatus, decision.msg);
    },
    async create(db, actor, input, now) {
      const authorDelegateId = actor.delegateId!;
      return db.transaction(async (tx) => {
        await checkCoSigners(tx, input.coSignerIds, authorDelegateId);
        await requireStoredFiles(tx, pathsOf(input.attachments));
        const delegationId = 'delegationId' in input ? (input.delegationId ?? null) : null;
        checkOwnDelegation(delegationId, actor);
        const session = await currentSession(tx);
        const [row] = (await tx
          .insert(t)
          .values({
            term: session.term,
            times: session.times,
            title: input.title ?? null,
            content: clean(input.content),
            attachments: input.attachments ?? [],
            authorDelegateId,
            authorUserId: actor.userId,
            authorDelegationId: actor.delegationId ?? null,
            coSignerDelegateIds: [...new Set(input.coSignerIds ?? [])],
            ...(spec.namedDelegation ? { delegationId } : {}),
            createTime: now.toISOString(),
            updateTime: now.toISOString(),
          })
          .returning({ id: spec.idColumn })) as { id: number }[];
        await appendHistory(tx, kind, row.id, history(0, null), {}, actor, now);
        return row.id;
      });
    },

    async insertNumbered(tx, values, created, actor, now) {
      const [row] = (await tx.insert(t).values(values).returning()) as Row[];
      const id = row[spec.idField] as number;
      await tx.update(t).set(await nextNumber(tx, row)).where(eq(spec.idColumn, id));
      await appendHistory(tx, kind, id, history(created.toStatus, created.opinion), created.payload, actor, now);
      return id;
    },

    prepareEvent(rawBody, actor, now): EventHooks<string> {
      const { body, replyAttachments } = splitReplyAttachments(rawBody);
      return {
        body,
        // The session's window and settings reach the machine as event data, as the time does.
        eventData: async (tx, row) => (SUBMITS.has(body.type as string) ? { submission: await submissionRulesOf(tx, row.term as number, row.times as number) } : {}),
        validate: async (tx, payload) => {
          if (Array.isArray(payload.coSignerIds) && actor.delegateId !== undefined) await checkCoSigners(tx, payload.coSignerIds as number[], actor.delegateId);
          checkOwnDelegation(payload.delegationId, actor);
          // A draft's files and a reply's files alike: paths the storage issued and stored.
          await requireStoredFiles(tx, [...pathsOf(payload.attachments), ...pathsOf(replyAttachments)]);
        },
        extraChanges: ({ before, effects }) => ({
          updateTime: now.toISOString(),
          ...(effects.includes('assignNumber') && !before.submitTime ? { submitTime: now.toISOString() } : {}),
        }),
        runEffects: async (tx, applied) => {
          const id = applied.row[spec.idField] as number;
          for (const effect of applied.effects) {
            if (effect === 'assignNumber' && !applied.row.serialNo) await tx.update(t).set(await nextNumber(tx, applied.row)).where(eq(spec.idColumn, id));
            if (effect === 'deleteRecord') await tx.delete(t).where(eq(spec.idColumn, id));
            await spec.effects?.[effect as TEffect]?.(tx, applied.row, actor, now);
          }
          if (replyAttachments) await attachToLastHistoryRow(tx, kind, id, replyAttachments);
        },
      };
    },
  };
  return kind;
}

/** Co-signers must be real deputies other than the author. */
async function checkCoSigners(db: Executor, ids: readonly number[] | undefined, authorDelegateId: number) {
  if (!ids?.length) return;
  const unique = [...new Set(ids)];
  if (unique.includes(authorDelegateId)) throw new Refusal(400, '联名代表不能包含本人');
  const found = await db.select({ id: npcDelegate.delegateId }).from(npcDelegate).where(inArray(npcDelegate.delegateId, unique));
  if (found.length !== unique.length) throw new Refusal(400, '联名代表不存在');
}

/**
 * A reply may carry files, as a draft does (the machine's attachment schema). The machines' REPLY
 * schema has no such field (and refuses unknown ones), so the files are taken off the body before
 * the machine decides and are written to the reply's history row in the same transaction.
 */
function splitReplyAttachments(rawBody: Row): { body: Row; replyAttachments: AttachmentRef[] | null } {
  if (rawBody.type !== 'REPLY' || !('attachments' in rawBody)) return { body: rawBody, replyAttachments: null };
  const { attachments, ...body } = rawBody;
  if (!Value.Check(AttachmentsSchema, attachments) || attachments === undefined) throw new Refusal(400, '请求参数有误：attachments');
  return { body, replyAttachments: attachments.length > 0 ? attachments : null };
}

/** Adds the reply's files to the history row the event just appended (same transaction). */
async function attachToLastHistoryRow(tx: Executor, kind: AnyRecordKind, id: number, attachments: AttachmentRef[]) {
  const h = kind.historyTable as PgTable & { historyId: AnyPgColumn; payload: AnyPgColumn };
  const [last] = await tx.select({ historyId: h.historyId }).from(h).where(eq(kind.historyRecordColumn, id)).orderBy(desc(h.historyId)).limit(1);
  if (!last) return;
  await tx
    .update(h)
    .set({ payload: sql`coalesce(${h.payload}, '{}'::jsonb) || ${JSON.stringify({ attachments })}::jsonb` })
    .where(eq(h.historyId, last.historyId));
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
