import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, sysCodeRule } from '@server/db/schema';
import { DEMO, createApiDriver, type ApiDriver } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;
beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
});
afterAll(async () => {
  await t?.close();
});

const ADMIN = DEMO.superAdmin;
const CONGRESS_ADMIN = DEMO.congressAdmin;

interface Rule {
  ruleId: number;
  kind: 'proposal' | 'suggest';
  term: number;
  times: number;
  termTimesShow: string;
  pattern: string;
  digits: number;
  startNo: number;
  nextNumber: string;
  issued: number;
}

async function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url, headers: bearer(await t.tokenFor(username)), ...(payload === undefined ? {} : { payload: payload as never }) });
  return { statusCode: response.statusCode, body: response.body ? response.json() : undefined };
}

async function rules(): Promise<Rule[]> {
  const answer = await call(ADMIN, 'GET', '/api/sysCodeRule?pageSize=100');
  expect(answer.statusCode).toBe(200);
  return answer.body.list;
}
const proposalRule = async () => (await rules()).find((rule) => rule.kind === 'proposal' && rule.term === 5 && rule.times === 3)!;
const storedRules = () => t.database.db.select().from(sysCodeRule).orderBy(sysCodeRule.ruleId);

async function lastAudit(target: string) {
  const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'code_rule_change'), eq(auditLog.target, target))).orderBy(desc(auditLog.auditId)).limit(1);
  return row;
}

async function submitProposal(): Promise<string> {
  const created = await d.create(DEMO.author, 'proposal', { title: '关于完善养老服务体系的议案', content: '建议完善。', coSignerIds: await d.coSignerIds() });
  const submitted = await d.send(DEMO.author, 'proposal', created.body.id, { type: 'SUBMIT' });
  expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
  return submitted.body.number as string;
}

describe('number rules', () => {
  it('lists the demo session’s rules, which write the numbers as they always were (议案第012号)', async () => {
    const rule = await proposalRule();
    expect(rule).toMatchObject({ pattern: '议案第{n}号', digits: 3, startNo: 1, termTimesShow: '第五届第三次会议' });
    expect(rule.nextNumber).toBe(`议案第${String(rule.issued + 1).padStart(3, '0')}号`);
    expect(await submitProposal()).toBe(rule.nextNumber);
  });

  it('numbers new proposals by the changed rule while numbers already issued stay as issued; audited', async () => {
    const before = await proposalRule();
    const issued = await submitProposal();
    const changed = await call(CONGRESS_ADMIN, 'PUT', `/api/sysCodeRule/${before.ruleId}`, { kind: 'proposal', term: 5, times: 3, pattern: '五届三次议案{n}号', digits: 4, startNo: 1 });
    expect(changed.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect((await lastAudit(`sys_code_rule:${before.ruleId}`))?.detail).toMatchObject({ op: 'update', before: { pattern: '议案第{n}号', digits: 3 }, after: { pattern: '五届三次议案{n}号', digits: 4 } });

    const next = await submitProposal();
    expect(next).toMatch(/^五届三次议案\d{4}号$/);
    const list = await d.list(DEMO.congressAdmin, 'proposal', { keyword: issued, pageSize: 5 });
    expect(list.body.list.map((row: { number: string }) => row.number)).toContain(issued);

    const restored = await call(ADMIN, 'PUT', `/api/sysCodeRule/${before.ruleId}`, { kind: 'proposal', term: 5, times: 3, pattern: '议案第{n}号', digits: 3, startNo: 1 });
    expect(restored.statusCode).toBe(200);
  });

  it('starts a session’s numbers at the rule’s start number when nothing was issued below it', async () => {
    const rule = await proposalRule();
    await call(ADMIN, 'PUT', `/api/sysCodeRule/${rule.ruleId}`, { kind: 'proposal', term: 5, times: 3, pattern: '议案第{n}号', digits: 3, startNo: 500 });
    expect(await submitProposal()).toBe('议案第500号');
    await call(ADMIN, 'PUT', `/api/sysCodeRule/${rule.ruleId}`, { kind: 'proposal', term: 5, times: 3, pattern: '议案第{n}号', digits: 3, startNo: 1 });
    expect(await submitProposal()).toBe('议案第501号');
  });

  it('adds a rule for another session and deletes it while no number was issued under it, both audited', async () => {
    const added = await call(ADMIN, 'POST', '/api/sysCodeRule', { kind: 'suggest', term: 5, times: 1, pattern: '五届一次建议{n}号', digits: 2, startNo: 1 });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(201);
    expect(added.body).toMatchObject({ termTimesShow: '第五届第一次会议', nextNumber: '五届一次建议01号', issued: 0 });
    expect((await lastAudit(`sys_code_rule:${added.body.ruleId}`))?.detail).toMatchObject({ op: 'add' });
    expect(await call(ADMIN, 'POST', '/api/sysCodeRule', { kind: 'suggest', term: 5, times: 1, pattern: '建议{n}', digits: 2, startNo: 1 })).toMatchObject({ statusCode: 409 });
    expect((await call(ADMIN, 'DELETE', `/api/sysCodeRule/${added.body.ruleId}`)).statusCode).toBe(204);
    expect((await lastAudit(`sys_code_rule:${added.body.ruleId}`))?.detail).toMatchObject({ op: 'delete' });
  });

  it('refuses to delete a rule of a session that has issued numbers, with the reason', async () => {
    await submitProposal();
    const rule = await proposalRule();
    expect(rule.issued).toBeGreaterThan(0);
    const answer = await call(ADMIN, 'DELETE', `/api/sysCodeRule/${rule.ruleId}`);
    expect(answer.statusCode).toBe(409);
    expect(answer.body.msg).toMatch(/^该届次已发出\d+个议案编号，此规则不能删除或改到其他届次；可修改编号格式$/);
    expect((await storedRules()).map((row) => row.ruleId)).toContain(rule.ruleId);
  });

  it.each([
    ['a blank pattern', { pattern: '  ' }, '请输入编号格式：pattern'],
    ['a pattern without {n}', { pattern: '议案第号' }, '编号格式须包含且只包含一处{n}（编号所在位置）：pattern'],
    ['a pattern with {n} twice', { pattern: '{n}议案{n}' }, '编号格式须包含且只包含一处{n}（编号所在位置）：pattern'],
    ['a session that does not exist', { term: 9, times: 9 }, '该届次不存在，请先在届次管理中添加：times'],
    ['seven digits', { digits: 7 }, 'digits'],
    ['an unknown kind', { kind: 'message' }, 'kind'],
  ])('refuses %s with 400 naming the field, adding nothing', async (_name, fields, msg) => {
    const before = await storedRules();
    const answer = await call(ADMIN, 'POST', '/api/sysCodeRule', { kind: 'proposal', term: 5, times: 2, pattern: '议案{n}', digits: 3, startNo: 1, ...fields });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.msg).toContain(msg);
    expect(await storedRules()).toEqual(before);
  });

  it.each([DEMO.work, DEMO.author, DEMO.specialCommittee, DEMO.station])('refuses %s (not an administrator) with 403, changing nothing', async (username) => {
    const before = await storedRules();
    const rule = await proposalRule();
    expect((await call(username, 'GET', '/api/sysCodeRule')).statusCode).toBe(403);
    expect((await call(username, 'POST', '/api/sysCodeRule', { kind: 'proposal', term: 5, times: 2, pattern: '议案{n}', digits: 3, startNo: 1 })).statusCode).toBe(403);
    expect((await call(username, 'PUT', `/api/sysCodeRule/${rule.ruleId}`, { kind: 'proposal', term: 5, times: 3, pattern: '议案{n}', digits: 3, startNo: 1 })).statusCode).toBe(403);
    expect((await call(username, 'DELETE', `/api/sysCodeRule/${rule.ruleId}`)).statusCode).toBe(403);
    expect(await storedRules()).toEqual(before);
  });
});
