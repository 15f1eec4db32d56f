import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { SubmissionRules } from '@machines/workflow';
import { termShowOf, timesShowOf } from '@shared/chinese-numerals';
import type { Session, SessionBody, SubmitSettingsBody } from '@shared/contracts/terms';
import type { Database } from '../db/database';
import { npcDelegate, proposal, suggest, sysCodeRule, sysNpcState, sysNpcUnit } from '../db/schema';
import { auditSessionChange, auditSubmitSettingsChange } from './audit';
import { Refusal } from './refusal';
import type { Executor } from './workflow/engine';

type Requested = Pick<FastifyRequest, 'ip' | 'user'>;
type SessionRow = typeof sysNpcState.$inferSelect;

/** The current term and session, which new records belong to; without one nothing can be created. */
export async function currentSession(db: Executor): Promise<SessionRow> {
  const [current] = await db.select().from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);
  if (!current) throw new Refusal(409, '当前没有进行中的届次，无法创建');
  return current;
}

/** The congress of an installation with no session yet. */
const DEFAULT_NPC_ID = 1;

const MSG = {
  notFound: '届次不存在',
  duplicate: '该届次已存在',
  windowOrder: '议案提交截止时间须晚于开始时间：proposalCloseAt',
  deleteCurrent: '当前届次不能删除，请先将其他届次设为当前届次',
  keepOneCurrent: '必须有一个当前届次：请将其他届次设为当前届次',
  inUse: (n: number) => `该届次下已有${n}条议案、建议、承办单位或代表记录，不能删除`,
  renumberInUse: (n: number) => `该届次下已有${n}条记录，不能修改届次和次数`,
} as const;

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/** How many records name the session: proposals, suggestions, handling units, deputies. */
async function recordCounts(db: Executor): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of [proposal, suggest, sysNpcUnit, npcDelegate]) {
    const rows = await db.select({ term: table.term, times: table.times, n: count() }).from(table).groupBy(table.term, table.times);
    for (const row of rows) counts.set(`${row.term}-${row.times}`, (counts.get(`${row.term}-${row.times}`) ?? 0) + Number(row.n));
  }
  return counts;
}

async function recordCountOf(db: Executor, term: number, times: number): Promise<number> {
  let total = 0;
  for (const table of [proposal, suggest, sysNpcUnit, npcDelegate]) {
    const [row] = await db.select({ n: count() }).from(table).where(and(eq(table.term, term), eq(table.times, times)));
    total += Number(row.n);
  }
  return total;
}

function sessionOf(row: SessionRow, recordCount: number): Session {
  return {
    stateId: row.stateId,
    npcId: row.npcId,
    term: row.term,
    times: row.times,
    termShow: row.termShow,
    timesShow: row.timesShow,
    timesStartTime: row.timesStartTime,
    isCurrentTermTimes: row.isCurrentTermTimes,
    currentMeetStatus: row.currentMeetStatus,
    proposalOpenAt: iso(row.proposalOpenAt),
    proposalCloseAt: iso(row.proposalCloseAt),
    proposalMinSigners: row.proposalMinSigners,
    suggestInRecess: row.suggestInRecess,
    recordCount,
  };
}

/** Every session (of one congress), by term and session. */
export async function listSessions(db: Database, npcId?: number): Promise<Session[]> {
  const query = db.select().from(sysNpcState);
  const rows = await (npcId === undefined ? query : query.where(eq(sysNpcState.npcId, npcId))).orderBy(asc(sysNpcState.term), asc(sysNpcState.times));
  const counts = await recordCounts(db);
  return rows.map((row) => sessionOf(row, counts.get(`${row.term}-${row.times}`) ?? 0));
}

async function sessionRow(db: Executor, stateId: number, forUpdate = false): Promise<SessionRow> {
  const query = db.select().from(sysNpcState).where(eq(sysNpcState.stateId, stateId)).limit(1);
  const [row] = await (forUpdate ? query.for('update') : query);
  if (!row) throw new Refusal(404, MSG.notFound);
  return row;
}

function checkWindow(body: Pick<SessionBody, 'proposalOpenAt' | 'proposalCloseAt'>) {
  if (body.proposalOpenAt && body.proposalCloseAt && Date.parse(body.proposalCloseAt) <= Date.parse(body.proposalOpenAt)) throw new Refusal(400, MSG.windowOrder);
}

/** Serialises the changes of sessions, so "exactly one current" holds under concurrent writes. */
const lockSessions = (tx: Executor) => tx.execute(sql`select pg_advisory_xact_lock(7201)`);

async function makeCurrent(tx: Executor, npcId: number, stateId: number) {
  await tx.update(sysNpcState).set({ isCurrentTermTimes: false }).where(and(eq(sysNpcState.npcId, npcId), ne(sysNpcState.stateId, stateId)));
  await tx.update(sysNpcState).set({ isCurrentTermTimes: true }).where(eq(sysNpcState.stateId, stateId));
}

async function refuseDuplicate(tx: Executor, npcId: number, term: number, times: number, exceptId?: number) {
  const [twin] = await tx
    .select({ stateId: sysNpcState.stateId })
    .from(sysNpcState)
    .where(and(eq(sysNpcState.npcId, npcId), eq(sysNpcState.term, term), eq(sysNpcState.times, times), exceptId === undefined ? undefined : ne(sysNpcState.stateId, exceptId)))
    .limit(1);
  if (twin) throw new Refusal(409, MSG.duplicate);
}

const valuesOf = (body: SessionBody) => ({
  term: body.term,
  times: body.times,
  termShow: termShowOf(body.term),
  timesShow: timesShowOf(body.times),
  timesStartTime: body.timesStartTime,
  currentMeetStatus: body.currentMeetStatus,
  proposalOpenAt: body.proposalOpenAt,
  proposalCloseAt: body.proposalCloseAt,
});

export async function createSession(db: Database, request: Requested, body: SessionBody): Promise<Session> {
  checkWindow(body);
  return db.transaction(async (tx) => {
    await lockSessions(tx);
    const [current] = await tx.select({ npcId: sysNpcState.npcId }).from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);
    const npcId = body.npcId ?? current?.npcId ?? DEFAULT_NPC_ID;
    await refuseDuplicate(tx, npcId, body.term, body.times);
    // The first session of a congress is its current one.
    const isCurrent = body.isCurrentTermTimes === true || !current;
    const [row] = await tx.insert(sysNpcState).values({ npcId, ...valuesOf(body), isCurrentTermTimes: false }).returning();
    if (isCurrent) await makeCurrent(tx, npcId, row.stateId);
    await auditSessionChange(tx, request, 'add', row.stateId, { after: valuesOf(body), current: isCurrent });
    return sessionOf(await sessionRow(tx, row.stateId), 0);
  });
}

export async function updateSession(db: Database, request: Requested, stateId: number, body: SessionBody): Promise<Session> {
  checkWindow(body);
  return db.transaction(async (tx) => {
    await lockSessions(tx);
    const before = await sessionRow(tx, stateId, true);
    const npcId = body.npcId ?? before.npcId;
    if (body.isCurrentTermTimes === false && before.isCurrentTermTimes) throw new Refusal(409, MSG.keepOneCurrent);
    const renumbered = before.term !== body.term || before.times !== body.times;
    const records = await recordCountOf(tx, before.term, before.times);
    if (renumbered) {
      if (records > 0) throw new Refusal(409, MSG.renumberInUse(records));
      await refuseDuplicate(tx, npcId, body.term, body.times, stateId);
      // The session's own number rules follow it.
      await tx.update(sysCodeRule).set({ term: body.term, times: body.times }).where(and(eq(sysCodeRule.term, before.term), eq(sysCodeRule.times, before.times)));
    }
    await tx.update(sysNpcState).set({ npcId, ...valuesOf(body) }).where(eq(sysNpcState.stateId, stateId));
    if (body.isCurrentTermTimes === true && !before.isCurrentTermTimes) await makeCurrent(tx, npcId, stateId);
    await auditSessionChange(tx, request, 'update', stateId, { before: sessionOf(before, records), after: valuesOf(body), current: body.isCurrentTermTimes ?? before.isCurrentTermTimes });
    return sessionOf(await sessionRow(tx, stateId), records);
  });
}

/** Makes the session the current one; every other session of its congress stops being current, in the same transaction. */
export async function setCurrentSession(db: Database, request: Requested, stateId: number): Promise<Session> {
  return db.transaction(async (tx) => {
    await lockSessions(tx);
    const row = await sessionRow(tx, stateId, true);
    const [previous] = await tx.select({ stateId: sysNpcState.stateId }).from(sysNpcState).where(and(eq(sysNpcState.npcId, row.npcId), eq(sysNpcState.isCurrentTermTimes, true)));
    await makeCurrent(tx, row.npcId, stateId);
    await auditSessionChange(tx, request, 'current', stateId, { previousStateId: previous?.stateId ?? null });
    return sessionOf(await sessionRow(tx, stateId), await recordCountOf(tx, row.term, row.times));
  });
}

/** Deletes a session no record names, with its number rules; never the current one. */
export async function deleteSession(db: Database, request: Requested, stateId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSessions(tx);
    const row = await sessionRow(tx, stateId, true);
    if (row.isCurrentTermTimes) throw new Refusal(409, MSG.deleteCurrent);
    const records = await recordCountOf(tx, row.term, row.times);
    if (records > 0) throw new Refusal(409, MSG.inUse(records));
    const othersOfTerm = await tx.select({ n: count() }).from(sysNpcState).where(and(eq(sysNpcState.term, row.term), eq(sysNpcState.times, row.times), ne(sysNpcState.stateId, stateId)));
    if (Number(othersOfTerm[0].n) === 0) await tx.delete(sysCodeRule).where(and(eq(sysCodeRule.term, row.term), eq(sysCodeRule.times, row.times)));
    await tx.delete(sysNpcState).where(eq(sysNpcState.stateId, stateId));
    await auditSessionChange(tx, request, 'delete', stateId, { before: sessionOf(row, 0) });
  });
}

/** Changes what a deputy's submission needs in the session. */
export async function updateSubmitSettings(db: Database, request: Requested, stateId: number, body: SubmitSettingsBody): Promise<Session> {
  return db.transaction(async (tx) => {
    const before = await sessionRow(tx, stateId, true);
    await tx.update(sysNpcState).set(body).where(eq(sysNpcState.stateId, stateId));
    await auditSubmitSettingsChange(tx, request, stateId, {
      before: { proposalMinSigners: before.proposalMinSigners, suggestInRecess: before.suggestInRecess },
      after: { ...body },
    });
    return sessionOf(await sessionRow(tx, stateId), await recordCountOf(tx, before.term, before.times));
  });
}

/**
 * The submission rules of a record's session, which the engine adds to SUBMIT and RESUBMIT as
 * event data. A session that no longer exists holds the record to none.
 */
export async function submissionRulesOf(db: Executor, term: number, times: number): Promise<SubmissionRules | undefined> {
  const [row] = await db.select().from(sysNpcState).where(and(eq(sysNpcState.term, term), eq(sysNpcState.times, times))).limit(1);
  if (!row) return undefined;
  return {
    proposalOpenAt: iso(row.proposalOpenAt),
    proposalCloseAt: iso(row.proposalCloseAt),
    proposalMinSigners: row.proposalMinSigners,
    inSession: row.currentMeetStatus === 1,
    suggestInRecess: row.suggestInRecess,
  };
}
