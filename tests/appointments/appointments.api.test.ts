import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, npcAppointmentRemoval } from '@server/db/schema';
import { APPOINTMENT_MSG } from '@shared/appointments';
import type { Appointment, AppointmentPage } from '@shared/contracts/appointments';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORK = '13800000002';
const DEPUTY = '13900000001';

const body = (overrides: Record<string, unknown> = {}) => ({
  personName: '测试任命人',
  sex: '女',
  birth: '1985-04-01',
  kind: 1,
  post: '巴中市测试局局长',
  unit: '巴中市测试局',
  decisionDate: '2026-02-24',
  session: '市五届人大常委会第三十六次会议',
  documentNo: '巴人常任〔2026〕2号',
  remark: '',
  attachments: [],
  ...overrides,
});

async function as(username: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const headers = username ? bearer(await t.tokenFor(username)) : {};
  return t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

const list = async (query: string) => (await as(CONGRESS_ADMIN, 'GET', `/api/appointmentRemoval?${query}`)).json() as AppointmentPage;

const auditRows = (id: number) =>
  t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'appointment_change'), eq(auditLog.target, `npc_appointment_removal:${id}`))).orderBy(desc(auditLog.auditId));

/** An object path the storage issued and holds: presigned, then PUT. */
async function storedDocument(username: string): Promise<string> {
  const presign = await t.app.inject({
    method: 'POST',
    url: '/api/commMinio/presignedPutUrl',
    headers: { ...bearer(await t.tokenFor(username)), 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'objName=任命决定.pdf',
  });
  const { presignedPutUrl, objPath } = presign.json() as { presignedPutUrl: string; objPath: string };
  const put = await t.app.inject({ method: 'PUT', url: new URL(presignedPutUrl, 'http://localhost').pathname + new URL(presignedPutUrl, 'http://localhost').search, payload: Buffer.from('%PDF-1.4\n任命决定'), headers: { 'content-type': 'application/pdf' } });
  expect(put.statusCode).toBeLessThan(300);
  return objPath;
}

describe('任免人员: list and filters', () => {
  it('lists the demo records newest first, paged', async () => {
    const page = await list('pageSize=5');
    expect(page.total).toBeGreaterThanOrEqual(15);
    expect(page.list).toHaveLength(5);
    const dates = page.list.map((row) => row.decisionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('filters by name or post, kind, session and date range', async () => {
    expect((await list('keyword=何明德')).list.map((row) => row.personName)).toEqual(['何明德']);
    const byPost = await list('keyword=副市长');
    expect(byPost.list.map((row) => row.personName).sort()).toEqual(['王志强', '黄德荣'].sort());
    const removals = await list('kind=2&pageSize=100');
    expect(removals.total).toBeGreaterThan(0);
    expect(removals.list.every((row) => row.kind === 2 && row.kindLabel === '免职')).toBe(true);
    expect((await list('session=第十六次会议')).list.map((row) => row.personName).sort()).toEqual(['孙永刚', '郑光辉'].sort());
    const in2023 = await list('dateFrom=2023-01-01&dateTo=2023-12-31&pageSize=100');
    expect(in2023.total).toBe(4);
    expect(in2023.list.every((row) => row.decisionDate.startsWith('2023'))).toBe(true);
  });

  it('refuses a range that ends before it starts, and malformed filters', async () => {
    const backwards = await as(CONGRESS_ADMIN, 'GET', '/api/appointmentRemoval?dateFrom=2024-01-01&dateTo=2023-01-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().msg).toBe(APPOINTMENT_MSG.dateRange);
    expect((await as(CONGRESS_ADMIN, 'GET', '/api/appointmentRemoval?kind=3')).statusCode).toBe(400);
    expect((await as(CONGRESS_ADMIN, 'GET', '/api/appointmentRemoval?dateFrom=2024-13-01')).statusCode).toBe(400);
  });

  it('exports the filtered list as a workbook', async () => {
    const response = await as(ADMIN, 'GET', '/api/appointmentRemoval/export?kind=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});

describe('任免人员: changes', () => {
  it('adds a record with its document, edits it and deletes it, each audited', async () => {
    const objPath = await storedDocument(CONGRESS_ADMIN);
    const created = await as(CONGRESS_ADMIN, 'POST', '/api/appointmentRemoval', body({ personName: '  审计测试人 ', attachments: [{ name: '任命决定.pdf', objPath }] }));
    expect(created.statusCode).toBe(201);
    const record = created.json().appointment as Appointment;
    expect(record).toMatchObject({ personName: '审计测试人', kindLabel: '任命', attachments: [{ name: '任命决定.pdf', objPath }] });
    expect((await auditRows(record.appointmentId))[0].detail).toMatchObject({ op: 'add', personName: '审计测试人' });

    const edited = await as(CONGRESS_ADMIN, 'PUT', `/api/appointmentRemoval/${record.appointmentId}`, body({ personName: '审计测试人', kind: 2, post: '巴中市测试局局长', attachments: [] }));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().appointment).toMatchObject({ kind: 2, kindLabel: '免职', attachments: [] });
    expect((await auditRows(record.appointmentId))[0].detail).toMatchObject({ op: 'edit', changed: { kind: { from: 1, to: 2 } } });

    const deleted = await as(CONGRESS_ADMIN, 'DELETE', `/api/appointmentRemoval/${record.appointmentId}`);
    expect(deleted.json()).toEqual({ msg: APPOINTMENT_MSG.deleted });
    expect(await t.database.db.select().from(npcAppointmentRemoval).where(eq(npcAppointmentRemoval.appointmentId, record.appointmentId))).toHaveLength(0);
    expect((await auditRows(record.appointmentId))[0].detail).toMatchObject({ op: 'delete', personName: '审计测试人' });
    expect((await as(CONGRESS_ADMIN, 'DELETE', `/api/appointmentRemoval/${record.appointmentId}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the field’s message, writing nothing', async () => {
    const before = (await list('pageSize=1')).total;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ personName: ' ' }, 'personName', APPOINTMENT_MSG.personNameRequired],
      [{ sex: '未知' }, 'sex', APPOINTMENT_MSG.sexRequired],
      [{ kind: null }, 'kind', APPOINTMENT_MSG.kindRequired],
      [{ kind: 3 }, 'kind', APPOINTMENT_MSG.kindRequired],
      [{ post: '' }, 'post', APPOINTMENT_MSG.postRequired],
      [{ post: '长'.repeat(101) }, 'post', APPOINTMENT_MSG.postTooLong],
      [{ decisionDate: null }, 'decisionDate', APPOINTMENT_MSG.decisionDateRequired],
      [{ birth: '2027-01-01' }, 'birth', APPOINTMENT_MSG.birthAfterDecision],
      [{ session: '' }, 'session', APPOINTMENT_MSG.sessionRequired],
      [{ remark: '长'.repeat(501) }, 'remark', APPOINTMENT_MSG.remarkTooLong],
    ];
    for (const [change, field, msg] of cases) {
      const response = await as(CONGRESS_ADMIN, 'POST', '/api/appointmentRemoval', body(change));
      expect(response.statusCode, field).toBe(400);
      expect(response.json(), field).toEqual({ msg, field });
    }
    const madeUp = await as(CONGRESS_ADMIN, 'POST', '/api/appointmentRemoval', body({ attachments: [{ name: 'x.pdf', objPath: 'rdlz/2026/00000000-0000-4000-8000-000000000000/x.pdf' }] }));
    expect(madeUp.statusCode).toBe(400);
    expect((await as(CONGRESS_ADMIN, 'POST', '/api/appointmentRemoval', body({ decisionDate: '2026-02-30' }))).statusCode).toBe(400);
    expect((await list('pageSize=1')).total).toBe(before);
  });

  it('refuses roles without the menu (403) and strangers (401), writing nothing', async () => {
    const before = (await list('pageSize=1')).total;
    for (const username of [WORK, DEPUTY]) {
      expect((await as(username, 'GET', '/api/appointmentRemoval')).statusCode).toBe(403);
      expect((await as(username, 'POST', '/api/appointmentRemoval', body())).statusCode).toBe(403);
    }
    expect((await as(null, 'GET', '/api/appointmentRemoval')).statusCode).toBe(401);
    expect((await as(null, 'POST', '/api/appointmentRemoval', body())).statusCode).toBe(401);
    expect((await list('pageSize=1')).total).toBe(before);
  });
});
