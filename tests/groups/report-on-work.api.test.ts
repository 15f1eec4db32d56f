import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, npcReportOnWork } from '@server/db/schema';
import { REPORT_MSG } from '@shared/groups';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORK = '13800000002';
const LIAISON = '13800000008';
const ZHANG = '13900000001';
/** A deputy of the 江北街道 group, which 吴建平 does not administer. */
const JIANGBEI_DEPUTY = '13900000005';

async function as(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(await t.tokenFor(username)), ...(payload === undefined ? {} : { payload: payload as object }) });
}

const report = (overrides: Record<string, unknown> = {}) => ({
  title: '2025年度向选民述职报告',
  reportYear: 2025,
  meetingDate: '2026-01-10',
  meetingPlace: '东城街道党群服务中心',
  content: '<p>一年来，我认真履行代表职责。</p><script>alert(1)</script>',
  attachments: [],
  ...overrides,
});

describe('述职报告: the deputy writes, saves and submits', () => {
  it('saves a draft, edits it, and submits it; the rich text is sanitized', async () => {
    const created = await as(ZHANG, 'POST', '/api/reportOnWork', report({ meetingPlace: null, content: '' }));
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 0, statusLabel: '草稿', allowedActions: ['EDIT', 'SUBMIT', 'DELETE'] });
    const { reportId, version } = created.json();

    const incomplete = await as(ZHANG, 'POST', `/api/reportOnWork/${reportId}/submit`, { version });
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json()).toEqual({ msg: REPORT_MSG.meetingPlaceRequired, field: 'meetingPlace' });

    const saved = await as(ZHANG, 'PUT', `/api/reportOnWork/${reportId}?submit=true`, report({ version }));
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ status: 100, statusLabel: '已提交', allowedActions: [] });
    expect(saved.json().content).not.toContain('<script');
  });

  it('refuses a blank title (400) and a stale version (409), changing nothing', async () => {
    const blank = await as(ZHANG, 'POST', '/api/reportOnWork', report({ title: ' ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('title');
    const created = (await as(ZHANG, 'POST', '/api/reportOnWork', report({ title: '版本测试' }))).json();
    const stale = await as(ZHANG, 'PUT', `/api/reportOnWork/${created.reportId}`, report({ title: '改过的标题', version: created.version + 5 }));
    expect(stale.statusCode).toBe(409);
    const [row] = await t.database.db.select().from(npcReportOnWork).where(eq(npcReportOnWork.reportId, created.reportId));
    expect(row.title).toBe('版本测试');
  });

  it('lists the deputy’s own reports only, drafts included; another deputy gets 404 on them', async () => {
    const mine = await as(ZHANG, 'GET', '/api/reportOnWork/mine?pageSize=100');
    expect(mine.statusCode).toBe(200);
    const names = new Set(mine.json().list.map((r: { delegateName: string }) => r.delegateName));
    expect([...names]).toEqual(['张明华']);
    const statuses = new Set(mine.json().list.map((r: { status: number }) => r.status));
    expect([...statuses].sort()).toEqual([0, 100, 200, 300]);
    const draft = mine.json().list.find((r: { status: number }) => r.status === 0);
    expect((await as(JIANGBEI_DEPUTY, 'GET', `/api/reportOnWork/${draft.reportId}`)).statusCode).toBe(404);
    expect((await as(JIANGBEI_DEPUTY, 'PUT', `/api/reportOnWork/${draft.reportId}`, report({ version: draft.version }))).statusCode).toBe(404);
  });
});

describe('述职报告: reviewers return or archive', () => {
  async function submitted(username = ZHANG) {
    const created = await as(username, 'POST', '/api/reportOnWork?submit=true', report({ title: `待审阅${Math.random()}` }));
    expect(created.statusCode).toBe(201);
    return created.json() as { reportId: number; version: number };
  }

  it('lets the liaison of the author’s group return a report with an opinion, audited; the author edits and submits again', async () => {
    const { reportId, version } = await submitted();
    const noOpinion = await as(LIAISON, 'POST', `/api/reportOnWork/${reportId}/return`, { opinion: '  ', version });
    expect(noOpinion.statusCode).toBe(400);
    expect(noOpinion.json().msg).toBe(REPORT_MSG.opinionRequired);

    const returned = await as(LIAISON, 'POST', `/api/reportOnWork/${reportId}/return`, { opinion: '请补充会议签到表', version });
    expect(returned.statusCode).toBe(200);
    expect(returned.json()).toMatchObject({ status: 200, statusLabel: '已退回', reviewOpinion: '请补充会议签到表', reviewerName: '吴建平' });
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'report_review'), eq(auditLog.target, `npc_report_on_work:${reportId}`)));
    expect(audit.detail).toMatchObject({ op: 'return', opinion: '请补充会议签到表' });

    const again = await as(ZHANG, 'POST', `/api/reportOnWork/${reportId}/submit`, { version: returned.json().version });
    expect(again.json()).toMatchObject({ status: 100 });
    const archived = await as(CONGRESS_ADMIN, 'POST', `/api/reportOnWork/${reportId}/archive`, { version: again.json().version });
    expect(archived.json()).toMatchObject({ status: 300, statusLabel: '已归档', allowedActions: [] });
  });

  it('refuses transitions from the wrong status (409) and by the wrong party (403)', async () => {
    const { reportId, version } = await submitted();
    // The author may not review; a reviewer may not submit the author's report.
    expect((await as(ZHANG, 'POST', `/api/reportOnWork/${reportId}/archive`, { version })).statusCode).toBe(403);
    const bySomeoneElse = await as(ADMIN, 'POST', `/api/reportOnWork/${reportId}/submit`, { version });
    expect(bySomeoneElse.statusCode).toBe(403);
    expect(bySomeoneElse.json().msg).toBe(REPORT_MSG.onlyAuthor);
    // Submitted already: neither edited nor submitted again.
    const edit = await as(ZHANG, 'PUT', `/api/reportOnWork/${reportId}`, report({ version }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json().msg).toBe(REPORT_MSG.notEditable);
    const archived = await as(ADMIN, 'POST', `/api/reportOnWork/${reportId}/archive`, { version });
    expect(archived.statusCode).toBe(200);
    const twice = await as(ADMIN, 'POST', `/api/reportOnWork/${reportId}/return`, { opinion: '再退回', version: archived.json().version });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toBe(REPORT_MSG.notSubmitted);
    const [row] = await t.database.db.select().from(npcReportOnWork).where(eq(npcReportOnWork.reportId, reportId));
    expect(row.status).toBe(300);
  });

  it('shows the liaison only its groups’ members’ reports, never drafts; another group’s report is 404', async () => {
    const other = await submitted(JIANGBEI_DEPUTY);
    const list = await as(LIAISON, 'GET', '/api/reportOnWork?pageSize=100');
    expect(list.statusCode).toBe(200);
    const rows = list.json().list as { reportId: number; status: number; groupName: string }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.status !== 0 && r.groupName === '巴州区东城街道代表小组')).toBe(true);
    expect(rows.some((r) => r.reportId === other.reportId)).toBe(false);
    const refused = await as(LIAISON, 'POST', `/api/reportOnWork/${other.reportId}/return`, { opinion: '越权退回', version: other.version });
    expect(refused.statusCode).toBe(404);
    const office = await as(ADMIN, 'GET', '/api/reportOnWork?status=100&pageSize=100');
    expect(office.json().list.some((r: { reportId: number }) => r.reportId === other.reportId)).toBe(true);
  });

  it('refuses the review list to roles without its menu (403)', async () => {
    expect((await as(WORK, 'GET', '/api/reportOnWork')).statusCode).toBe(403);
    expect((await as(ZHANG, 'GET', '/api/reportOnWork')).statusCode).toBe(403);
    expect((await as(WORK, 'GET', '/api/reportOnWork/mine')).statusCode).toBe(403);
  });
});

describe('选区信息', () => {
  it('shows the deputy the unit, the voters, the votes and the others elected there', async () => {
    const response = await as(ZHANG, 'GET', '/api/electoralUnit/mine');
    expect(response.statusCode).toBe(200);
    const { unit } = response.json();
    expect(unit.unitName).toContain('东城街道');
    expect(unit.stationName).toBe('巴州区东城街道代表联络站');
    expect(unit.voterCount).toBeGreaterThan(unit.votes);
    expect(unit.deputies.filter((d: { isSelf: boolean }) => d.isSelf).map((d: { delegateName: string }) => d.delegateName)).toEqual(['张明华']);
    expect(unit.deputies.length).toBeGreaterThan(1);
    expect((await as(ADMIN, 'GET', '/api/electoralUnit/mine')).statusCode).toBe(403);
  });
});
