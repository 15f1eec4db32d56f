import { DAY_MS, chinaDayStart } from '@machines/china-time';
import { and, asc, arrayContains, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import { DEPUTY_PROFILE_FIELDS, ID_CARD_MSG, deputyRecordWorkflow, isValidIdCard, type DeputyRecordCreateBody, type DeputyRecordFields } from '@machines/deputy-record';
import type { DeputyAsOfPage, DeputyAsOfQuery, DeputyChangePage, DeputyChangeQuery } from '@shared/contracts/deputies';
import { DEPUTY_MSG, withNationalitySuffix } from '@shared/deputies';
import { Role } from '@shared/roles';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like';
import { contactStationSuggest, npcDelegate, npcDelegateHistory, npcDelegateRelation, npcDelegateTenure, npcDelegation, proposal, suggest } from '../../db/schema';
import { Refusal } from '../refusal';
import { appendHistory, loadRow, type Executor, type HistoryRow } from '../workflow/engine';
import { disableDeputyAccount, renameDeputyAccount } from './deputy-tenure';
import { assertIdCardFree, assertPhoneFree, changedFields, deputyRecordKind, historyDelegationNames, historyEntryOf, isDeputyOffice } from './deputy.kind';

type Row = Record<string, unknown>;
const t = npcDelegate;

/** The columns a record's body writes, its save rules applied (族, identity card, relatives with names). */
function columnsOf(body: DeputyRecordFields): Row {
  const { relations: _relations, profile, idCard, nationality, ...fields } = body;
  if (idCard && !isValidIdCard(idCard)) throw new Refusal(400, ID_CARD_MSG, 'idCard');
  const knownProfile = Object.fromEntries(Object.entries(profile ?? {}).filter(([key]) => key in DEPUTY_PROFILE_FIELDS));
  return {
    ...fields,
    idCard: idCard ? idCard.trim().toUpperCase() : null,
    nationality: withNationalitySuffix(nationality),
    profile: knownProfile,
    annexList: body.annexList ?? [],
    electionReport: body.electionReport ?? [],
  };
}

const namedRelatives = (body: DeputyRecordFields) => (body.relations ?? []).filter((relative) => relative.name?.trim());

async function assertDelegation(tx: Executor, delegationId: number): Promise<void> {
  const [found] = await tx.select({ id: npcDelegation.delegationId }).from(npcDelegation).where(eq(npcDelegation.delegationId, delegationId)).limit(1);
  if (!found) throw new Refusal(400, '所属代表团不存在', 'fkDelegationId');
}

async function writeRelatives(tx: Executor, delegateId: number, body: DeputyRecordFields): Promise<void> {
  if (body.relations === undefined) return;
  await tx.delete(npcDelegateRelation).where(eq(npcDelegateRelation.fkDelegateId, delegateId));
  const rows = namedRelatives(body).map((relative) => ({
    fkDelegateId: delegateId,
    appellation: relative.appellation?.trim() || '',
    name: relative.name!.trim(),
    birthday: relative.birthday || null,
    political: relative.political || null,
    works: relative.works || null,
  }));
  if (rows.length) await tx.insert(npcDelegateRelation).values(rows);
}

/**
 * What refuses a new record, nothing written: the machine's CREATE (the body's schema, who may
 * create), a delegation only for itself, an existing delegation, a valid identity card, and a phone
 * and identity card no other deputy holds. Answers the decision and the columns to write.
 */
async function checkNewDeputy(tx: Executor, actor: Actor, body: DeputyRecordCreateBody, now: Date) {
  const { auditStatus: _ignored, ...clean } = body as DeputyRecordCreateBody & { auditStatus?: unknown };
  const decision = deputyRecordWorkflow.decideCreate(actor, clean, now.toISOString());
  if (!decision.ok) throw new Refusal(decision.httpStatus, decision.msg);
  if (actor.role === Role.delegation && clean.fkDelegationId !== actor.delegationId) throw new Refusal(403, DEPUTY_MSG.ownDelegationOnly);
  const { term, times, ...fields } = clean;
  const columns = columnsOf(fields);
  await assertDelegation(tx, clean.fkDelegationId);
  if (clean.phone) await assertPhoneFree(tx, clean.phone, null);
  if (columns.idCard) await assertIdCardFree(tx, columns.idCard as string, null);
  return { decision, fields, columns: { ...columns, term, times } };
}

/**
 * A new record in the caller's transaction: it waits for the office's review (auditStatus 0,
 * whatever the body says), with its CREATE history row. POST /api/npcDelegate and the import
 * both create through here.
 */
export async function createDeputyIn(tx: Executor, actor: Actor, body: DeputyRecordCreateBody, now: Date): Promise<number> {
  const { decision, fields, columns } = await checkNewDeputy(tx, actor, body, now);
  const [row] = await tx
    .insert(t)
    .values({ ...(columns as typeof t.$inferInsert), auditStatus: decision.status, createTime: now, updateTime: now })
    .returning({ delegateId: t.delegateId });
  await writeRelatives(tx, row.delegateId, fields);
  await appendHistory(tx, deputyRecordKind, row.delegateId, decision.history, {}, actor, now);
  return row.delegateId;
}

/** POST /api/npcDelegate: the office enters any record; a delegation only its own deputies. */
export async function createDeputy(db: Database, actor: Actor, body: DeputyRecordCreateBody, now = new Date()): Promise<number> {
  return db.transaction((tx) => createDeputyIn(tx, actor, body, now));
}

/** Whether a new record with these values would be refused, and why (nothing written). */
export async function newDeputyRefusal(tx: Executor, actor: Actor, body: DeputyRecordCreateBody, now: Date): Promise<Refusal | null> {
  try {
    await checkNewDeputy(tx, actor, body, now);
    return null;
  } catch (error) {
    if (error instanceof Refusal) return error;
    throw error;
  }
}

/** The fields a correction compares and the history lists. */
const EDITABLE_FIELDS = ['delegateName', 'sex', 'birth', 'workTime', 'nationality', 'idCard', 'nativePlace', 'political', 'degree', 'educationBackground', 'graduateInstitutions', 'major', 'phone', 'officePhone', 'homePhone', 'postalAddress', 'postcode', 'position', 'presentOccupation', 'resume', 'fkDelegationId', 'delegateGrade', 'fkStationId', 'isSpecialCommittee', 'headPortrait'];

/**
 * PUT /api/npcDelegate: the office corrects a record (updateTime set). A serving deputy changes
 * delegation or level only through a transfer application, so the tenure stays true. The history
 * and the audit keep each changed field's before and after.
 */
export async function updateDeputy(db: Database, actor: Actor, body: DeputyRecordFields & { delegateId: number; version?: number }, now = new Date()): Promise<void> {
  if (!isDeputyOffice(actor)) throw new Refusal(403, '只有代表联络工作部门可以修改代表信息，代表本人请提出基本信息变更申请');
  const { delegateId, version, ...fields } = body;
  await db.transaction(async (tx) => {
    const before = await loadRow(tx, deputyRecordKind, delegateId, { forUpdate: true, seenBy: actor });
    if (!before) throw new Refusal(404, deputyRecordKind.notFoundMsg);
    if (version !== undefined && version !== before.version) throw new Refusal(409, '该记录已被他人更新，请刷新后重试');
    const columns = columnsOf(fields);
    const status = before.auditStatus as number;
    if (status !== 0 && (columns.fkDelegationId !== before.fkDelegationId || columns.delegateGrade !== before.delegateGrade)) {
      throw new Refusal(409, DEPUTY_MSG.transferByApplication);
    }
    await assertDelegation(tx, columns.fkDelegationId as number);
    if (typeof columns.phone === 'string' && columns.phone !== before.phone) await assertPhoneFree(tx, columns.phone, delegateId);
    if (typeof columns.idCard === 'string' && columns.idCard !== before.idCard) await assertIdCardFree(tx, columns.idCard, delegateId);
    const [after] = await tx
      .update(t)
      .set({ ...(columns as Partial<typeof t.$inferInsert>), updateTime: now, version: sql`${t.version} + 1` })
      .where(eq(t.delegateId, delegateId))
      .returning();
    await writeRelatives(tx, delegateId, fields);
    const changes = changedFields(before, after as Row, [...EDITABLE_FIELDS, 'profile']);
    await appendHistory(tx, deputyRecordKind, delegateId, { eventType: 'EDIT', fromStatus: status, toStatus: status, result: null, satisfaction: null, opinion: null }, { changes }, actor, now);
    if (typeof after.phone === 'string' && after.phone !== before.phone) await renameDeputyAccount(tx, delegateId, after.phone);
  });
}

/**
 * DELETE /api/npcDelegate/{id}: only a record nothing refers to — a deputy with proposals,
 * suggestions or messages is vacated instead, so their history keeps its author.
 */
export async function deleteDeputy(db: Database, actor: Actor, delegateId: number): Promise<void> {
  if (!isDeputyOffice(actor)) throw new Refusal(403, '只有代表联络工作部门可以删除代表信息');
  await db.transaction(async (tx) => {
    const before = await loadRow(tx, deputyRecordKind, delegateId, { forUpdate: true, seenBy: actor });
    if (!before) throw new Refusal(404, deputyRecordKind.notFoundMsg);
    const referenced = await Promise.all([
      tx.select({ id: proposal.proposalId }).from(proposal).where(or(eq(proposal.authorDelegateId, delegateId), arrayContains(proposal.coSignerDelegateIds, [delegateId]))).limit(1),
      tx.select({ id: suggest.suggestId }).from(suggest).where(or(eq(suggest.authorDelegateId, delegateId), arrayContains(suggest.coSignerDelegateIds, [delegateId]))).limit(1),
      tx.select({ id: contactStationSuggest.massesSuggestId }).from(contactStationSuggest).where(eq(contactStationSuggest.fkDelegateId, delegateId)).limit(1),
    ]);
    if (referenced.some((rows) => rows.length > 0)) throw new Refusal(409, DEPUTY_MSG.inUse);
    await appendHistory(tx, deputyRecordKind, delegateId, { eventType: 'DELETE', fromStatus: before.auditStatus as number, toStatus: null, result: null, satisfaction: null, opinion: null }, { delegateName: before.delegateName }, actor, new Date());
    await disableDeputyAccount(tx, delegateId);
    await tx.delete(t).where(eq(t.delegateId, delegateId));
  });
}

/**
 * The roster as of a day: every stretch of service that had begun by the end of that day and had
 * not ended by then, in the delegation of that stretch. Read from the tenures, so a transfer
 * shows the old delegation before its date and the new one after.
 */
export async function rosterAsOf(db: Executor, actor: Actor, query: DeputyAsOfQuery): Promise<DeputyAsOfPage> {
  if (!isDeputyOffice(actor) && actor.role !== Role.delegation) throw new Refusal(403, '没有权限查看代表信息');
  const dayEnd = new Date(chinaDayStart(query.date).getTime() + DAY_MS - 1).toISOString();
  const u = npcDelegateTenure;
  const delegation = actor.role === Role.delegation ? actor.delegationId : query.fkDelegationId;
  const keyword = query.keyword?.trim();
  // Only the tenures are counted and sorted (npc_delegate_tenure_roster_idx gives them in order);
  // the deputies' and delegations' names are read for the page's rows alone.
  const where = and(
    sql`${u.validFrom} <= ${dayEnd}`,
    or(isNull(u.validTo), sql`${u.validTo} > ${dayEnd}`),
    delegation === undefined ? undefined : eq(u.fkDelegationId, delegation),
    keyword ? inArray(u.fkDelegateId, db.select({ id: t.delegateId }).from(t).where(ilike(t.delegateName, containsPattern(keyword)))) : undefined,
  );
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(u).where(where);
  const tenures = await db
    .select()
    .from(u)
    .where(where)
    .orderBy(asc(u.delegateGrade), asc(u.fkDelegationId), asc(u.fkDelegateId))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const deputyIds = tenures.map((tenure) => tenure.fkDelegateId);
  const delegationIds = [...new Set(tenures.map((tenure) => tenure.fkDelegationId))];
  const [names, delegations] = await Promise.all([
    deputyIds.length ? db.select({ id: t.delegateId, name: t.delegateName }).from(t).where(inArray(t.delegateId, deputyIds)) : [],
    delegationIds.length ? db.select({ id: npcDelegation.delegationId, name: npcDelegation.delegationName }).from(npcDelegation).where(inArray(npcDelegation.delegationId, delegationIds)) : [],
  ]);
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
  const delegationOf = new Map(delegations.map((row) => [row.id, row.name]));
  return {
    date: query.date,
    list: tenures.map((tenure) => ({
      delegateId: tenure.fkDelegateId,
      delegateName: nameOf.get(tenure.fkDelegateId) ?? '',
      delegateGrade: tenure.delegateGrade,
      fkDelegationId: tenure.fkDelegationId,
      delegationName: delegationOf.get(tenure.fkDelegationId) ?? null,
      validFrom: new Date(tenure.validFrom).toISOString(),
      validTo: tenure.validTo ? new Date(tenure.validTo).toISOString() : null,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}

/** 变更记录: every record's events and corrections, newest first by when they happened, with what each changed. */
export async function deputyChanges(db: Executor, actor: Actor, query: DeputyChangeQuery): Promise<DeputyChangePage> {
  if (!isDeputyOffice(actor) && actor.role !== Role.delegation) throw new Refusal(403, '没有权限查看代表信息');
  const h = npcDelegateHistory;
  const delegation = actor.role === Role.delegation ? actor.delegationId : query.fkDelegationId;
  const filters: (SQL | undefined)[] = [
    query.eventType ? eq(h.eventType, query.eventType) : undefined,
    delegation === undefined ? undefined : eq(t.fkDelegationId, delegation),
    query.from ? gte(h.createTime, chinaDayStart(query.from).toISOString()) : undefined,
    query.to ? lt(h.createTime, new Date(chinaDayStart(query.to).getTime() + DAY_MS).toISOString()) : undefined,
    query.keyword?.trim() ? ilike(t.delegateName, containsPattern(query.keyword.trim())) : undefined,
  ];
  const where = and(...filters);
  const [{ total }] = await db.select({ total: sql<number>`count(*)::int` }).from(h).innerJoin(t, eq(t.delegateId, h.fkDelegateId)).where(where);
  const rows = await db
    .select({ history: h, delegateName: t.delegateName, delegationName: npcDelegation.delegationName })
    .from(h)
    .innerJoin(t, eq(t.delegateId, h.fkDelegateId))
    .leftJoin(npcDelegation, eq(npcDelegation.delegationId, t.fkDelegationId))
    .where(where)
    .orderBy(desc(h.createTime), desc(h.historyId))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const history = rows.map((row) => row.history as unknown as HistoryRow);
  const names = await historyDelegationNames(db, history);
  return {
    list: rows.map((row, index) => ({
      ...historyEntryOf(history[index], (id) => names.get(id) ?? null),
      delegateId: row.history.fkDelegateId,
      delegateName: row.delegateName,
      delegationName: row.delegationName ?? null,
    })),
    total,
    pageNum: query.pageNum,
    pageSize: query.pageSize,
  };
}
