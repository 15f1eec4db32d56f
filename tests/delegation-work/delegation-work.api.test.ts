import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, npcDelegate, npcDelegation, npcDelegationRecord, sysCompetence, sysRoleCompetence } from '@server/db/schema';
import { DELEGATION_API as API, DELEGATION_MSG } from '@shared/delegation-work';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORK = '13800000002';
/** 何丽, liaison of 巴州区代表团. */
const LIAISON = '13800000004';
/** 张明华, city deputy of 巴州区. */
const DEPUTY = '13900000001';

async function as(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(await t.tokenFor(username)), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function delegationId(name: string) {
  const [row] = await t.database.db.select().from(npcDelegation).where(eq(npcDelegation.delegationName, name));
  return row.delegationId;
}

async function deputyId(name: string) {
  const [row] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.delegateName, name));
  return row.delegateId;
}

const documentBody = (fkDelegationId: number, overrides: Record<string, unknown> = {}) => ({
  fkDelegationId,
  title: '关于开展代表集中视察的通知',
  category: '通知',
  happenDate: '2026-03-20',
  organiser: '巴州区代表团',
  summary: '请代表按时参加。',
  attachments: [],
  isPublished: true,
  ...overrides,
});

async function changesOf(recordId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'delegation_change'), eq(auditLog.target, `npc_delegation_record:${recordId}`)))
    .orderBy(auditLog.auditId);
}

describe('the delegation liaison keeps its own delegation only', () => {
  it('lists only 巴州区 records, and cannot read, write or list another delegation’s', async () => {
    const bazhou = await delegationId('巴州区代表团');
    const tongjiang = await delegationId('通江县代表团');
    const own = await as(LIAISON, 'GET', `${API.list('document')}?pageSize=100`);
    expect(own.statusCode).toBe(200);
    const rows = own.json().list as { fkDelegationId: number; title: string }[];
    expect(rows.length).toBeGreaterThanOrEqual(6);
    expect(rows.every((row) => row.fkDelegationId === bazhou)).toBe(true);

    const [other] = await t.database.db.select().from(npcDelegationRecord).where(and(eq(npcDelegationRecord.fkDelegationId, tongjiang), eq(npcDelegationRecord.kind, 'document')));
    expect((await as(LIAISON, 'GET', API.record('document', other.recordId))).statusCode).toBe(404);
    expect((await as(LIAISON, 'PUT', API.record('document', other.recordId), documentBody(bazhou))).statusCode).toBe(404);
    expect((await as(LIAISON, 'DELETE', API.record('document', other.recordId))).statusCode).toBe(404);
    expect((await as(LIAISON, 'POST', API.list('document'), documentBody(tongjiang))).statusCode).toBe(403);
    expect((await as(LIAISON, 'GET', `${API.deputies}?fkDelegationId=${tongjiang}`)).statusCode).toBe(403);
    const [still] = await t.database.db.select().from(npcDelegationRecord).where(eq(npcDelegationRecord.recordId, other.recordId));
    expect(still.title).toBe(other.title);
  });

  it('adds, edits and deletes a document, each change audited', async () => {
    const bazhou = await delegationId('巴州区代表团');
    const created = await as(LIAISON, 'POST', API.list('document'), documentBody(bazhou));
    expect(created.statusCode).toBe(201);
    const { recordId } = created.json().record;
    const edited = await as(LIAISON, 'PUT', API.record('document', recordId), documentBody(bazhou, { title: '关于开展代表集中视察的通知（修订）' }));
    expect(edited.json().record.title).toBe('关于开展代表集中视察的通知（修订）');
    expect((await as(LIAISON, 'DELETE', API.record('document', recordId))).statusCode).toBe(200);
    expect((await as(LIAISON, 'GET', API.record('document', recordId))).statusCode).toBe(404);
    const changes = await changesOf(recordId);
    expect(changes.map((row) => (row.detail as { op: string }).op)).toEqual(['add', 'update', 'delete']);
    expect(changes[0]).toMatchObject({ userName: '何丽', role: 'NPC_DELEGATION', detail: { kind: 'document' } });
  });
});

describe('bad input is refused with 400, nothing written', () => {
  it('names the missing or wrong field', async () => {
    const bazhou = await delegationId('巴州区代表团');
    const before = (await t.database.db.select().from(npcDelegationRecord)).length;
    const cases: [string, Record<string, unknown>, string][] = [
      ['document', documentBody(bazhou, { title: '  ' }), DELEGATION_MSG.titleRequired('文件标题')],
      ['document', documentBody(bazhou, { category: '密电' }), DELEGATION_MSG.categoryUnknown('文件类别')],
      ['document', documentBody(bazhou, { happenDate: null }), DELEGATION_MSG.required('印发日期', 'happenDate')],
      ['deliberation', { fkDelegationId: bazhou, title: '政府工作报告', term: 5, times: 3, happenDate: '2026-01-14', speakerId: await deputyId('李登才'), content: '同意。' }, DELEGATION_MSG.notOwnDeputy('发言代表', 'speakerId')],
      ['deliberation', { fkDelegationId: bazhou, title: '政府工作报告', term: 9, times: 9, happenDate: '2026-01-14', speakerId: await deputyId('张明华'), content: '同意。' }, DELEGATION_MSG.sessionUnknown],
      ['meeting', { fkDelegationId: bazhou, title: '全体会议', category: '全体会议', term: 5, times: 3, happenDate: '2026-01-13', clock: '25:00', place: '会议室', summary: '议程' }, DELEGATION_MSG.clockInvalid],
    ];
    for (const [kind, body, msg] of cases) {
      const answer = await as(ADMIN, 'POST', API.list(kind as 'document'), body);
      expect(answer.statusCode, msg).toBe(400);
      expect(answer.json().msg).toBe(msg);
    }
    expect((await as(ADMIN, 'POST', '/api/delegationWork/secrets', documentBody(bazhou))).statusCode).toBe(400);
    expect((await as(ADMIN, 'POST', API.list('document'), documentBody(bazhou, { attachments: [{ name: 'x.pdf', objPath: '2026/01/01/00000000-0000-0000-0000-000000000000/x.pdf' }] }))).statusCode).toBe(400);
    expect((await t.database.db.select().from(npcDelegationRecord)).length).toBe(before);
  });
});

describe('the office keeps every delegation', () => {
  it('lists records of several delegations and adds one for another delegation', async () => {
    const tongjiang = await delegationId('通江县代表团');
    const all = await as(CONGRESS_ADMIN, 'GET', `${API.list('deliberation')}?pageSize=100`);
    const names = new Set((all.json().list as { delegationName: string }[]).map((row) => row.delegationName));
    expect([...names].sort()).toEqual(['巴州区代表团', '通江县代表团']);
    const created = await as(CONGRESS_ADMIN, 'POST', API.list('deliberation'), {
      fkDelegationId: tongjiang,
      title: '巴中市人民检察院工作报告',
      term: 5,
      times: 3,
      happenDate: '2026-01-15',
      speakerId: await deputyId('何晓燕'),
      content: '建议加强公益诉讼。',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().record).toMatchObject({ speakerName: '何晓燕', sessionLabel: '第五届第三次会议', delegationName: '通江县代表团' });
    const exported = await as(CONGRESS_ADMIN, 'GET', `${API.export('deliberation')}?term=5&times=3`);
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
  });

  it('exports only for a role that holds 导出 as well as the page', async () => {
    const url = `${API.export('deliberation')}?term=5&times=3`;
    expect((await as(LIAISON, 'GET', url)).statusCode).toBe(200);
    const [exporting] = await t.database.db.select().from(sysCompetence).where(eq(sysCompetence.code, 'export'));
    const grant = and(eq(sysRoleCompetence.roleCode, 'NPC_DELEGATION'), eq(sysRoleCompetence.fkCompetenceId, exporting.competenceId));
    const [held] = await t.database.db.select().from(sysRoleCompetence).where(grant);
    await t.database.db.delete(sysRoleCompetence).where(grant);
    try {
      expect((await as(LIAISON, 'GET', url)).statusCode).toBe(403);
      expect((await as(LIAISON, 'GET', API.list('deliberation'))).statusCode).toBe(200);
    } finally {
      await t.database.db.insert(sysRoleCompetence).values(held);
    }
  });

  it('refuses a role without the pages', async () => {
    expect((await as(WORK, 'GET', API.list('document'))).statusCode).toBe(403);
    expect((await as(DEPUTY, 'GET', API.list('document'))).statusCode).toBe(403);
  });
});

describe('a deputy reads their own delegation only', () => {
  it('sees the delegation, its deputies without phones, and published documents only', async () => {
    const mine = await as(DEPUTY, 'GET', API.mine);
    expect(mine.statusCode).toBe(200);
    const body = mine.json();
    expect(body).toMatchObject({ delegationName: '巴州区代表团', levelLabel: '市级代表团' });
    expect(body.members.map((m: { delegateName: string }) => m.delegateName)).toContain('张明华');
    expect(mine.body).not.toContain('13900000001');
    expect(body.documents.length).toBeGreaterThan(0);
    const docs = await as(DEPUTY, 'GET', `${API.myList('document')}?pageSize=100`);
    const titles = (docs.json().list as { title: string; isPublished: boolean }[]).map((row) => row.title);
    expect(titles).toContain('关于做好2026年闭会期间代表活动的通知');
    expect(titles.some((title) => title.includes('征求意见稿'))).toBe(false);
  });

  it('gets 404 for another delegation’s record and for an unpublished one, and cannot write', async () => {
    const tongjiang = await delegationId('通江县代表团');
    const [other] = await t.database.db.select().from(npcDelegationRecord).where(and(eq(npcDelegationRecord.fkDelegationId, tongjiang), eq(npcDelegationRecord.kind, 'activity')));
    expect((await as(DEPUTY, 'GET', API.myRecord('activity', other.recordId))).statusCode).toBe(404);
    const [draft] = await t.database.db.select().from(npcDelegationRecord).where(and(eq(npcDelegationRecord.kind, 'document'), eq(npcDelegationRecord.isPublished, false)));
    expect((await as(DEPUTY, 'GET', API.myRecord('document', draft.recordId))).statusCode).toBe(404);
    const [own] = await t.database.db.select().from(npcDelegationRecord).where(and(eq(npcDelegationRecord.kind, 'activity'), eq(npcDelegationRecord.fkDelegationId, await delegationId('巴州区代表团'))));
    const detail = await as(DEPUTY, 'GET', API.myRecord('activity', own.recordId));
    expect(detail.statusCode).toBe(200);
    expect(detail.json().participants.length).toBeGreaterThan(0);
    expect((await as(DEPUTY, 'PUT', API.record('activity', own.recordId), { fkDelegationId: own.fkDelegationId, title: '改' })).statusCode).toBe(403);
    expect((await as(LIAISON, 'GET', API.mine)).statusCode).toBe(403);
  });
});
