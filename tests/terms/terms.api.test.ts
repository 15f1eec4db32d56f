import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, sysNpcState, sysNpcUnit } from '@server/db/schema';
import { DEMO, createApiDriver, expectRefused, type ApiDriver } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;
let coSignerIds: number[];
beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
  coSignerIds = await d.coSignerIds();
});
afterAll(async () => {
  await t?.close();
});

const ADMIN = DEMO.superAdmin;
const CONGRESS_ADMIN = DEMO.congressAdmin;
const REFUSED = [DEMO.work, DEMO.author, DEMO.transport, DEMO.station] as const;

interface Session {
  stateId: number;
  term: number;
  times: number;
  termShow: string;
  timesShow: string;
  isCurrentTermTimes: boolean;
  currentMeetStatus: number;
  proposalOpenAt: string | null;
  proposalCloseAt: string | null;
  proposalMinSigners: number;
  suggestInRecess: boolean;
  recordCount: number;
}

async function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await t.app.inject({ method, url, headers: bearer(await t.tokenFor(username)), ...(payload === undefined ? {} : { payload: payload as never }) });
  return { statusCode: response.statusCode, body: response.body ? response.json() : undefined };
}

async function sessions(): Promise<Session[]> {
  const answer = await call(DEMO.author, 'GET', '/api/sysNpcState');
  expect(answer.statusCode).toBe(200);
  return answer.body.list;
}
const current = async () => (await sessions()).find((session) => session.isCurrentTermTimes)!;

const body = (fields: Partial<Record<string, unknown>> = {}) => ({
  term: 6,
  times: 1,
  timesStartTime: '2027-01-12',
  currentMeetStatus: 2,
  proposalOpenAt: null,
  proposalCloseAt: null,
  ...fields,
});

async function lastAudit(action: string, target: string) {
  const [row] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.target, target))).orderBy(desc(auditLog.auditId)).limit(1);
  return row;
}

const storedSessions = () => t.database.db.select().from(sysNpcState).orderBy(sysNpcState.stateId);

describe('terms and sessions', () => {
  it('lists the sessions for any signed-in user, the fields current callers read first, with the window and settings', async () => {
    const list = await sessions();
    expect(list.map((s) => `${s.termShow}${s.timesShow}`)).toEqual(['第五届第一次会议', '第五届第二次会议', '第五届第三次会议']);
    expect(list.filter((s) => s.isCurrentTermTimes).map((s) => s.times)).toEqual([3]);
    expect(await current()).toMatchObject({ proposalOpenAt: '2025-12-31T16:00:00.000Z', proposalCloseAt: null, proposalMinSigners: 10, suggestInRecess: true });
    expect((await current()).recordCount).toBeGreaterThan(0);
    const answer = await call(DEMO.author, 'GET', '/api/sysNpcState/current');
    expect(answer.body).toMatchObject({ currentTerm: 5, currentTimes: 3, proposalOpenAt: '2025-12-31T16:00:00.000Z', proposalCloseAt: null });
  });

  it('adds a session, writing the term and session in Chinese numerals, and audits it', async () => {
    const answer = await call(CONGRESS_ADMIN, 'POST', '/api/sysNpcState', body({ term: 12, times: 11 }));
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ term: 12, times: 11, termShow: '第十二届', timesShow: '第十一次会议', isCurrentTermTimes: false, recordCount: 0 });
    const audit = await lastAudit('session_change', `sys_npc_state:${answer.body.stateId}`);
    expect(audit?.detail).toMatchObject({ op: 'add', after: { term: 12, times: 11 } });
    expect((await call(ADMIN, 'DELETE', `/api/sysNpcState/${answer.body.stateId}`)).statusCode).toBe(204);
  });

  it.each(REFUSED)('refuses every change to %s (not an administrator) with 403, changing nothing', async (username) => {
    const before = await storedSessions();
    const { stateId } = await current();
    expect((await call(username, 'POST', '/api/sysNpcState', body())).statusCode).toBe(403);
    expect((await call(username, 'PUT', `/api/sysNpcState/${stateId}`, body())).statusCode).toBe(403);
    expect((await call(username, 'PUT', `/api/sysNpcState/${stateId}/current`)).statusCode).toBe(403);
    expect((await call(username, 'PUT', `/api/sysNpcState/${stateId}/submitSettings`, { proposalMinSigners: 3, suggestInRecess: false })).statusCode).toBe(403);
    expect((await call(username, 'DELETE', `/api/sysNpcState/${stateId}`)).statusCode).toBe(403);
    expect(await storedSessions()).toEqual(before);
  });

  it.each([
    ['a term 0', { term: 0 }, 'term'],
    ['a session of 100', { times: 100 }, 'times'],
    ['a meeting status 3', { currentMeetStatus: 3 }, 'currentMeetStatus'],
    ['a start date that is no date', { timesStartTime: '2027-13-45' }, 'timesStartTime'],
    ['an opening that is no time', { proposalOpenAt: '明天' }, 'proposalOpenAt'],
    ['a deadline before the opening', { proposalOpenAt: '2027-01-05T00:00:00.000Z', proposalCloseAt: '2027-01-04T00:00:00.000Z' }, 'proposalCloseAt'],
  ])('refuses %s with 400 naming the field, adding nothing', async (_name, fields, field) => {
    const before = await storedSessions();
    const answer = await call(ADMIN, 'POST', '/api/sysNpcState', body(fields));
    expect(answer.statusCode).toBe(400);
    expect(answer.body.msg).toContain(field);
    expect(await storedSessions()).toEqual(before);
  });

  it('refuses a second row for the same term and session with 409', async () => {
    const answer = await call(ADMIN, 'POST', '/api/sysNpcState', body({ term: 5, times: 3 }));
    expect(answer).toMatchObject({ statusCode: 409, body: { msg: '该届次已存在' } });
  });

  it('keeps exactly one current session: making one current clears the others in the same change, audited', async () => {
    const added = (await call(ADMIN, 'POST', '/api/sysNpcState', body({ term: 6, times: 1 }))).body as Session;
    const previous = await current();
    const made = await call(ADMIN, 'PUT', `/api/sysNpcState/${added.stateId}/current`);
    expect(made.statusCode).toBe(200);
    expect((await sessions()).filter((s) => s.isCurrentTermTimes).map((s) => s.stateId)).toEqual([added.stateId]);
    expect((await lastAudit('session_change', `sys_npc_state:${added.stateId}`))?.detail).toMatchObject({ op: 'current', previousStateId: previous.stateId });

    // The current session cannot stop being current by itself, nor be deleted.
    expect(await call(ADMIN, 'PUT', `/api/sysNpcState/${added.stateId}`, body({ isCurrentTermTimes: false }))).toMatchObject({ statusCode: 409 });
    expect(await call(ADMIN, 'DELETE', `/api/sysNpcState/${added.stateId}`)).toMatchObject({ statusCode: 409, body: { msg: '当前届次不能删除，请先将其他届次设为当前届次' } });

    // Back to the demo's current session, made current by editing it.
    const back = await call(ADMIN, 'PUT', `/api/sysNpcState/${previous.stateId}`, { ...body({ term: 5, times: 3, timesStartTime: '2026-01-13', proposalOpenAt: previous.proposalOpenAt }), isCurrentTermTimes: true });
    expect(back.statusCode, JSON.stringify(back.body)).toBe(200);
    expect((await sessions()).filter((s) => s.isCurrentTermTimes).map((s) => s.stateId)).toEqual([previous.stateId]);
    expect((await call(ADMIN, 'DELETE', `/api/sysNpcState/${added.stateId}`)).statusCode).toBe(204);
    expect((await lastAudit('session_change', `sys_npc_state:${added.stateId}`))?.detail).toMatchObject({ op: 'delete' });
  });

  it('refuses to delete or renumber a session while records of it exist, with the reason', async () => {
    const added = (await call(ADMIN, 'POST', '/api/sysNpcState', body({ term: 7, times: 1 }))).body as Session;
    await t.database.db.insert(sysNpcUnit).values({ unitName: '第七届测试承办单位', assignType: 4, term: 7, times: 1 });
    const first = (await sessions()).find((s) => s.stateId === added.stateId)!;
    expect(first.recordCount).toBe(1);
    const deleted = await call(ADMIN, 'DELETE', `/api/sysNpcState/${first.stateId}`);
    expect(deleted.statusCode).toBe(409);
    expect(deleted.body.msg).toMatch(/^该届次下已有\d+条议案、建议、承办单位或代表记录，不能删除$/);
    const renumbered = await call(ADMIN, 'PUT', `/api/sysNpcState/${first.stateId}`, body({ term: 7, times: 9 }));
    expect(renumbered.statusCode).toBe(409);
    expect((await sessions()).find((s) => s.stateId === first.stateId)).toMatchObject({ times: 1 });
  });

  it('answers 404 for a session that does not exist', async () => {
    expect((await call(ADMIN, 'DELETE', '/api/sysNpcState/999999')).statusCode).toBe(404);
    expect((await call(ADMIN, 'PUT', '/api/sysNpcState/999999/current')).statusCode).toBe(404);
  });
});

describe('the 议案 submission window reaches the proposal machine', () => {
  async function draft(): Promise<number> {
    const created = await d.create(DEMO.author, 'proposal', { title: '关于完善城乡公交网络的议案', content: '建议优化线路。', coSignerIds });
    expect(created.statusCode).toBe(201);
    return created.body.id as number;
  }
  async function setWindow(openAt: string | null, closeAt: string | null) {
    const session = await current();
    const answer = await call(ADMIN, 'PUT', `/api/sysNpcState/${session.stateId}`, body({ term: 5, times: 3, timesStartTime: '2026-01-13', proposalOpenAt: openAt, proposalCloseAt: closeAt }));
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    return session;
  }

  it('refuses SUBMIT after the deadline with 409 and the deadline, accepts it once the window is open again', async () => {
    const id = await draft();
    const session = await setWindow('2026-01-01T00:00:00.000Z', '2026-03-01T10:00:00.000Z');
    const refused = await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SUBMIT' }, 409);
    expect(refused.body.msg).toBe('议案提交时间已于2026年3月1日 18:00截止，不能再提交议案');
    expect((await lastAudit('session_change', `sys_npc_state:${session.stateId}`))?.detail).toMatchObject({ op: 'update', after: { proposalCloseAt: '2026-03-01T10:00:00.000Z' } });

    await setWindow('2026-01-01T00:00:00.000Z', null);
    const accepted = await d.send(DEMO.author, 'proposal', id, { type: 'SUBMIT' });
    expect(accepted.statusCode, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body).toMatchObject({ status: 100, number: expect.stringMatching(/^议案第\d{3}号$/) });
  });

  it('refuses SUBMIT before the opening with 409', async () => {
    const id = await draft();
    await setWindow('2099-01-01T00:00:00.000Z', null);
    const refused = await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SUBMIT' }, 409);
    expect(refused.body.msg).toBe('议案提交时间尚未开始，将于2099年1月1日 08:00开始接收议案');
    await setWindow('2025-12-31T16:00:00.000Z', null);
  });

  it('refuses a body that brings its own rules with 400: only the server adds them', async () => {
    const id = await draft();
    await setWindow('2026-01-01T00:00:00.000Z', '2026-03-01T10:00:00.000Z');
    const open = { proposalOpenAt: null, proposalCloseAt: null, proposalMinSigners: 1, inSession: true, suggestInRecess: true };
    const refused = await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SUBMIT', submission: open }, 400);
    expect(refused.body.msg).toBe('请求参数有误：submission');
    await setWindow('2025-12-31T16:00:00.000Z', null);
  });
});

describe('submission settings', () => {
  it('changes the co-signers a proposal needs in the session, audited, and the machine counts against it', async () => {
    const session = await current();
    const created = await d.create(DEMO.author, 'proposal', { title: '关于建设社区食堂的议案', content: '建议试点。', coSignerIds: coSignerIds.slice(0, 2) });
    const id = created.body.id as number;
    const refused = await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SUBMIT' }, 409);
    expect(refused.body.msg).toBe('议案须由10名以上代表联名（含领衔代表）提出，或以代表团名义提出');

    const changed = await call(CONGRESS_ADMIN, 'PUT', `/api/sysNpcState/${session.stateId}/submitSettings`, { proposalMinSigners: 3, suggestInRecess: true });
    expect(changed).toMatchObject({ statusCode: 200, body: { proposalMinSigners: 3 } });
    expect((await lastAudit('submit_settings_change', `sys_npc_state:${session.stateId}`))?.detail).toEqual({
      before: { proposalMinSigners: 10, suggestInRecess: true },
      after: { proposalMinSigners: 3, suggestInRecess: true },
    });
    expect((await d.send(DEMO.author, 'proposal', id, { type: 'SUBMIT' })).statusCode).toBe(200);
    await call(ADMIN, 'PUT', `/api/sysNpcState/${session.stateId}/submitSettings`, { proposalMinSigners: 10, suggestInRecess: true });
  });

  it('refuses suggestions in recess where the session takes none then, and takes them again when allowed', async () => {
    const session = await current();
    expect(session.currentMeetStatus).toBe(2);
    const created = await d.create(DEMO.author, 'suggest', { title: '关于增设公交站台的建议', content: '建议增设站台。' });
    const id = created.body.id as number;
    await call(ADMIN, 'PUT', `/api/sysNpcState/${session.stateId}/submitSettings`, { proposalMinSigners: 10, suggestInRecess: false });
    const refused = await expectRefused(d, 'suggest', id, DEMO.author, { type: 'SUBMIT' }, 409);
    expect(refused.body.msg).toBe('本次会议闭会期间不接收建议，请在大会期间提交');
    await call(ADMIN, 'PUT', `/api/sysNpcState/${session.stateId}/submitSettings`, { proposalMinSigners: 10, suggestInRecess: true });
    expect((await d.send(DEMO.author, 'suggest', id, { type: 'SUBMIT' })).statusCode).toBe(200);
  });

  it.each([
    ['no co-signers at all', { proposalMinSigners: 0, suggestInRecess: true }, 'proposalMinSigners'],
    ['a missing flag', { proposalMinSigners: 5 }, 'suggestInRecess'],
  ])('refuses %s with 400 naming the field, changing nothing', async (_name, payload, field) => {
    const session = await current();
    const answer = await call(ADMIN, 'PUT', `/api/sysNpcState/${session.stateId}/submitSettings`, payload);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.msg).toContain(field);
    expect(await current()).toEqual(session);
  });
});
