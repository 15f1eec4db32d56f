import { and, asc, count, eq, isNotNull, max, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isBlank } from '@shared/blank';
import { CODE_RULE_KINDS, CODE_RULE_LIMITS, NUMBER_PLACEHOLDER, defaultCodeRule, formatReadableNumber, type CodeRule, type CodeRuleBody, type CodeRuleKind } from '@shared/contracts/terms';
import type { Database } from '../db/database';
import { proposal, suggest, sysCodeRule, sysNpcState } from '../db/schema';
import { auditCodeRuleChange } from './audit';
import { Refusal } from './refusal';
import type { Executor } from './workflow/engine';

type Requested = Pick<FastifyRequest, 'ip' | 'user'>;
type RuleRow = typeof sysCodeRule.$inferSelect;
export interface NumberRule {
  pattern: string;
  digits: number;
  startNo: number;
}

const TABLES = { proposal, suggest } as const;

const MSG = {
  notFound: '编号规则不存在',
  patternRequired: '请输入编号格式：pattern',
  patternTooLong: `编号格式不能超过${CODE_RULE_LIMITS.patternMax}个字：pattern`,
  patternPlaceholder: `编号格式须包含且只包含一处${NUMBER_PLACEHOLDER}（编号所在位置）：pattern`,
  noSession: '该届次不存在，请先在届次管理中添加：times',
  duplicate: '该届次的此类编号规则已存在，请修改原规则',
  inUse: (n: number, kind: CodeRuleKind) => `该届次已发出${n}个${CODE_RULE_KINDS[kind]}编号，此规则不能删除或改到其他届次；可修改编号格式`,
} as const;

/** The rule a kind's numbers follow in a session: its own, or the default (议案第012号). */
export async function numberRuleOf(db: Executor, kind: CodeRuleKind, term: number, times: number): Promise<NumberRule> {
  const [row] = await db
    .select({ pattern: sysCodeRule.pattern, digits: sysCodeRule.digits, startNo: sysCodeRule.startNo })
    .from(sysCodeRule)
    .where(and(eq(sysCodeRule.kind, kind), eq(sysCodeRule.term, term), eq(sysCodeRule.times, times)))
    .limit(1);
  return row ?? defaultCodeRule(kind);
}

/** The numbers issued of the kind in the session, and the highest. */
async function issuedOf(db: Executor, kind: CodeRuleKind, term: number, times: number) {
  const t = TABLES[kind];
  const [row] = await db
    .select({ issued: count(), last: max(t.serialNo) })
    .from(t)
    .where(and(eq(t.term, term), eq(t.times, times), isNotNull(t.serialNo)));
  return { issued: Number(row.issued), last: row.last ?? 0 };
}

/** The serial the next submission gets: after the last issued, and not below the rule's start. */
export const nextSerial = (last: number, rule: NumberRule) => Math.max(last + 1, rule.startNo);

async function ruleOf(db: Executor, row: RuleRow, shows: Map<string, string>): Promise<CodeRule> {
  const { issued, last } = await issuedOf(db, row.kind as CodeRuleKind, row.term, row.times);
  return {
    ruleId: row.ruleId,
    kind: row.kind as CodeRuleKind,
    term: row.term,
    times: row.times,
    termTimesShow: shows.get(`${row.term}-${row.times}`) ?? `第${row.term}届第${row.times}次会议`,
    pattern: row.pattern,
    digits: row.digits,
    startNo: row.startNo,
    nextNumber: formatReadableNumber(row.pattern, row.digits, nextSerial(last, row)),
    issued,
  };
}

async function sessionShows(db: Executor): Promise<Map<string, string>> {
  const rows = await db.select({ term: sysNpcState.term, times: sysNpcState.times, termShow: sysNpcState.termShow, timesShow: sysNpcState.timesShow }).from(sysNpcState);
  return new Map(rows.map((row) => [`${row.term}-${row.times}`, `${row.termShow}${row.timesShow}`]));
}

export async function listCodeRules(db: Database, query: { pageNum: number; pageSize: number; kind?: CodeRuleKind }) {
  const where = query.kind ? eq(sysCodeRule.kind, query.kind) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(sysCodeRule).where(where);
  const rows = await db
    .select()
    .from(sysCodeRule)
    .where(where)
    .orderBy(asc(sysCodeRule.term), asc(sysCodeRule.times), asc(sysCodeRule.kind))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  const shows = await sessionShows(db);
  const list = [];
  for (const row of rows) list.push(await ruleOf(db, row, shows));
  return { list, total: Number(total), pageNum: query.pageNum, pageSize: query.pageSize };
}

function checkPattern(pattern: string): string {
  if (isBlank(pattern)) throw new Refusal(400, MSG.patternRequired);
  const trimmed = pattern.trim();
  if (trimmed.length > CODE_RULE_LIMITS.patternMax) throw new Refusal(400, MSG.patternTooLong);
  if (trimmed.split(NUMBER_PLACEHOLDER).length !== 2) throw new Refusal(400, MSG.patternPlaceholder);
  return trimmed;
}

async function checkSession(db: Executor, term: number, times: number) {
  const [row] = await db.select({ stateId: sysNpcState.stateId }).from(sysNpcState).where(and(eq(sysNpcState.term, term), eq(sysNpcState.times, times))).limit(1);
  if (!row) throw new Refusal(400, MSG.noSession);
}

async function refuseDuplicate(db: Executor, body: CodeRuleBody, exceptId?: number) {
  const [twin] = await db
    .select({ ruleId: sysCodeRule.ruleId })
    .from(sysCodeRule)
    .where(and(eq(sysCodeRule.kind, body.kind), eq(sysCodeRule.term, body.term), eq(sysCodeRule.times, body.times), exceptId === undefined ? undefined : ne(sysCodeRule.ruleId, exceptId)))
    .limit(1);
  if (twin) throw new Refusal(409, MSG.duplicate);
}

async function ruleRow(db: Executor, ruleId: number): Promise<RuleRow> {
  const [row] = await db.select().from(sysCodeRule).where(eq(sysCodeRule.ruleId, ruleId)).limit(1).for('update');
  if (!row) throw new Refusal(404, MSG.notFound);
  return row;
}

export async function createCodeRule(db: Database, request: Requested, body: CodeRuleBody): Promise<CodeRule> {
  const pattern = checkPattern(body.pattern);
  return db.transaction(async (tx) => {
    await checkSession(tx, body.term, body.times);
    await refuseDuplicate(tx, body);
    const [row] = await tx.insert(sysCodeRule).values({ ...body, pattern }).returning();
    await auditCodeRuleChange(tx, request, 'add', row.ruleId, { after: { ...body, pattern } });
    return ruleOf(tx, row, await sessionShows(tx));
  });
}

export async function updateCodeRule(db: Database, request: Requested, ruleId: number, body: CodeRuleBody): Promise<CodeRule> {
  const pattern = checkPattern(body.pattern);
  return db.transaction(async (tx) => {
    const before = await ruleRow(tx, ruleId);
    const moved = before.kind !== body.kind || before.term !== body.term || before.times !== body.times;
    if (moved) {
      const { issued } = await issuedOf(tx, before.kind as CodeRuleKind, before.term, before.times);
      if (issued > 0) throw new Refusal(409, MSG.inUse(issued, before.kind as CodeRuleKind));
      await checkSession(tx, body.term, body.times);
      await refuseDuplicate(tx, body, ruleId);
    }
    const [row] = await tx
      .update(sysCodeRule)
      .set({ ...body, pattern, updateTime: new Date() })
      .where(eq(sysCodeRule.ruleId, ruleId))
      .returning();
    await auditCodeRuleChange(tx, request, 'update', ruleId, {
      before: { kind: before.kind, term: before.term, times: before.times, pattern: before.pattern, digits: before.digits, startNo: before.startNo },
      after: { ...body, pattern },
    });
    return ruleOf(tx, row, await sessionShows(tx));
  });
}

/** Deletes a rule no number of its session was issued under; the session's numbers then follow the default. */
export async function deleteCodeRule(db: Database, request: Requested, ruleId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await ruleRow(tx, ruleId);
    const { issued } = await issuedOf(tx, before.kind as CodeRuleKind, before.term, before.times);
    if (issued > 0) throw new Refusal(409, MSG.inUse(issued, before.kind as CodeRuleKind));
    await tx.delete(sysCodeRule).where(eq(sysCodeRule.ruleId, ruleId));
    await auditCodeRuleChange(tx, request, 'delete', ruleId, { before: { kind: before.kind, term: before.term, times: before.times, pattern: before.pattern, digits: before.digits, startNo: before.startNo } });
  });
}
