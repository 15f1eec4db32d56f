import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { noticeReceive, overallNotice } from '@server/db/schema';
import { MSG } from '@shared/messages';
import { bearer, useTestApp, userIdOf } from '../helpers/test-app';

const SUPER_ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORKING_COMMITTEE = '13800000002';
const STATION = '13800000007';
const UNDERTAKER = '13800000008';
const DEPUTY = '13900000001';

const t = useTestApp();

interface Notice {
  noticeId: number;
  noticeTitle: string;
  realTitle: string;
  createTime: string;
  createUserName: string | null;
  isLook: number;
  destination: string | null;
}
interface Inbox {
  total: number;
  unreadTotal: number;
  list: Notice[];
}

async function get<T>(url: string, as: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: bearer(await t.tokenFor(as)) });
  return { status: response.statusCode, body: response.json<T>() };
}

async function send(method: 'POST' | 'PUT', url: string, payload: unknown, as: string) {
  const response = await t.app.inject({ method, url, payload: payload as object, headers: bearer(await t.tokenFor(as)) });
  return { status: response.statusCode, body: response.json() };
}

describe('GET /api/overallNotice', () => {
  it('lists the caller’s own notices, newest first, with their fields and the unread count', async () => {
    const { status, body } = await get<Inbox>('/api/overallNotice', UNDERTAKER);
    expect(status).toBe(200);
    expect(body.total).toBe(5);
    expect(body.unreadTotal).toBe(3);
    expect(body.list).toHaveLength(5);
    const times = body.list.map((n) => n.createTime);
    expect([...times].sort().reverse()).toEqual(times);
    expect(body.list[0]).toMatchObject({
      noticeTitle: '代表履职登记审核提醒',
      realTitle: '本组有新的代表履职登记待审核',
      createUserName: '周文斌',
      isLook: 0,
      destination: '/manager/performanceRegistrationManagement/registrationManagement',
    });
    // Schedule items are not in the in-box: they have their own call.
    expect(body.list.some((n) => n.noticeTitle === '代表小组联络员工作会议')).toBe(false);
  });

  it('pages, and filters by isLook', async () => {
    const page2 = await get<Inbox>('/api/overallNotice?pageNum=2&pageSize=2', UNDERTAKER);
    expect(page2.body.total).toBe(5);
    expect(page2.body.list).toHaveLength(2);
    const unread = await get<Inbox>('/api/overallNotice?isLook=0&pageSize=100', UNDERTAKER);
    expect(unread.body.total).toBe(3);
    expect(unread.body.list.every((n) => n.isLook === 0)).toBe(true);
    expect((await get('/api/overallNotice?pageSize=1000', UNDERTAKER)).status).toBe(400);
  });

  it('shows another user’s in-box only to administrators', async () => {
    const undertakerId = await userIdOf(t, UNDERTAKER);
    expect((await get<Inbox>(`/api/overallNotice?fkUserId=${undertakerId}`, UNDERTAKER)).body.total).toBe(5);
    const refused = await get(`/api/overallNotice?fkUserId=${undertakerId}`, DEPUTY);
    expect(refused).toEqual({ status: 403, body: { msg: MSG.forbidden } });
    expect((await get(`/api/overallNotice?fkUserId=${undertakerId}`, WORKING_COMMITTEE)).status).toBe(403);
    expect((await get<Inbox>(`/api/overallNotice?fkUserId=${undertakerId}`, SUPER_ADMIN)).body.total).toBe(5);
    expect((await t.app.inject({ method: 'GET', url: '/api/overallNotice' })).statusCode).toBe(401);
  });
});

describe('GET /api/overallNotice/schedule', () => {
  it('lists the caller’s schedule items of the next 7 days, soonest first', async () => {
    const { status, body } = await get<{ list: { noticeTitle: string; destination: string; scheduleTime: string }[] }>(
      '/api/overallNotice/schedule',
      UNDERTAKER,
    );
    expect(status).toBe(200);
    expect(body.list.map((i) => i.noticeTitle)).toEqual(['东城街道代表联络站集中接待日', '代表小组联络员工作会议']);
    expect(body.list[0].destination).toBe('/manager/deputyStation/stationManage');
    const times = body.list.map((i) => new Date(i.scheduleTime).getTime());
    expect(times.every((time) => time > Date.now() && time < Date.now() + 7 * 86_400_000)).toBe(true);
  });

  it('takes period as the number of days ahead, and times as the session', async () => {
    const twoDays = await get<{ list: unknown[] }>('/api/overallNotice/schedule?period=2', SUPER_ADMIN);
    expect(twoDays.body.list.length).toBeLessThan((await get<{ list: unknown[] }>('/api/overallNotice/schedule', SUPER_ADMIN)).body.list.length);
    expect((await get<{ list: unknown[] }>('/api/overallNotice/schedule?times=3', UNDERTAKER)).body.list).toHaveLength(2);
    expect((await get<{ list: unknown[] }>('/api/overallNotice/schedule?times=1', UNDERTAKER)).body.list).toHaveLength(0);
    expect((await get<{ list: unknown[] }>('/api/overallNotice/schedule', DEPUTY)).body.list).toHaveLength(0);
    expect((await get('/api/overallNotice/schedule?period=0', UNDERTAKER)).status).toBe(400);
  });
});

describe('POST /api/notice and POST /api/noticeReceive/fastBatch', () => {
  it('creates a notice (admins and NPC_WORK), distributes it, and the recipient sees it unread', async () => {
    const created = await send(
      'POST',
      '/api/notice',
      { noticeTitle: ' 关于报送年度履职报告的通知 ', content: '<p>请按时报送<script>alert(1)</script></p>', destination: '/manager/notices/inBox' },
      WORKING_COMMITTEE,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      noticeTitle: '关于报送年度履职报告的通知',
      realTitle: '关于报送年度履职报告的通知',
      content: '<p>请按时报送</p>',
      noticeType: 1,
      createUserName: '刘洪涛',
      term: 5,
      times: 3,
    });
    const noticeId = created.body.noticeId as number;

    const batch = await send(
      'POST',
      '/api/noticeReceive/fastBatch',
      [
        { fkNoticeId: noticeId, fkUserId: await userIdOf(t, UNDERTAKER) },
        { fkNoticeId: noticeId, fkUserId: await userIdOf(t, STATION) },
        { fkNoticeId: noticeId, fkUserId: await userIdOf(t, STATION) },
      ],
      WORKING_COMMITTEE,
    );
    expect(batch).toEqual({ status: 201, body: { result: { noticeId, added: 2 } } });
    // Sending again adds no second receipt.
    const again = await send('POST', '/api/noticeReceive/fastBatch', [{ fkNoticeId: noticeId, fkUserId: await userIdOf(t, STATION) }], SUPER_ADMIN);
    expect(again.body).toEqual({ result: { noticeId, added: 0 } });

    const inbox = await get<Inbox>('/api/overallNotice', STATION);
    expect(inbox.body.list[0]).toMatchObject({ noticeId, isLook: 0, createUserName: '刘洪涛' });
  });

  it('creates schedule items that reach the schedule call', async () => {
    const inThreeDays = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const created = await send(
      'POST',
      '/api/notice',
      { noticeTitle: '代表接待日', destination: '/manager/deputyStation/stationManage', noticeType: 2, scheduleTime: inThreeDays },
      CONGRESS_ADMIN,
    );
    expect(created.status).toBe(201);
    expect(created.body.scheduleTime).toBe(inThreeDays);
    await send('POST', '/api/noticeReceive/fastBatch', [{ fkNoticeId: created.body.noticeId, fkUserId: await userIdOf(t, DEPUTY) }], CONGRESS_ADMIN);
    const schedule = await get<{ list: { noticeTitle: string }[] }>('/api/overallNotice/schedule', DEPUTY);
    expect(schedule.body.list.map((i) => i.noticeTitle)).toEqual(['代表接待日']);

    expect((await send('POST', '/api/notice', { noticeTitle: '无时间的日程', noticeType: 2 }, CONGRESS_ADMIN)).status).toBe(400);
  });

  it('refuses other roles, blank titles and destinations off the platform', async () => {
    for (const username of [UNDERTAKER, DEPUTY, STATION]) {
      expect((await send('POST', '/api/notice', { noticeTitle: '通知' }, username)).status, username).toBe(403);
    }
    expect((await send('POST', '/api/notice', { noticeTitle: '  ' }, SUPER_ADMIN)).body).toEqual({ msg: MSG.titleRequired });
    for (const destination of ['https://example.com/', '//example.com/x', 'javascript:alert(1)', '/\\example.com']) {
      expect((await send('POST', '/api/notice', { noticeTitle: '通知', destination }, SUPER_ADMIN)).status, destination).toBe(400);
    }
  });

  it('distributes one existing notice per batch, to existing users, by its sender or an admin', async () => {
    const own = await send('POST', '/api/notice', { noticeTitle: '管理员通知' }, SUPER_ADMIN);
    const noticeId = own.body.noticeId as number;
    const deputyId = await userIdOf(t, DEPUTY);
    expect((await send('POST', '/api/noticeReceive/fastBatch', [{ fkNoticeId: noticeId, fkUserId: deputyId }], WORKING_COMMITTEE)).status).toBe(403);
    expect((await send('POST', '/api/noticeReceive/fastBatch', [{ fkNoticeId: 999_999, fkUserId: deputyId }], SUPER_ADMIN)).status).toBe(404);
    expect((await send('POST', '/api/noticeReceive/fastBatch', [{ fkNoticeId: noticeId, fkUserId: 999_999 }], SUPER_ADMIN)).status).toBe(400);
    expect((await send('POST', '/api/noticeReceive/fastBatch', [], SUPER_ADMIN)).status).toBe(400);
    const mixed = [
      { fkNoticeId: noticeId, fkUserId: deputyId },
      { fkNoticeId: 1, fkUserId: deputyId },
    ];
    expect((await send('POST', '/api/noticeReceive/fastBatch', mixed, SUPER_ADMIN)).status).toBe(400);
    expect((await send('POST', '/api/noticeReceive/fastBatch', [{ fkNoticeId: noticeId, fkUserId: deputyId }], UNDERTAKER)).status).toBe(403);
  });
});

describe('PUT /api/noticeReceive/receiveNotice', () => {
  it('marks the caller’s own receipt read, once, and the unread count drops', async () => {
    const before = await get<Inbox>('/api/overallNotice?isLook=0', UNDERTAKER);
    const target = before.body.list[0];
    const marked = await send('PUT', '/api/noticeReceive/receiveNotice', { fkNoticeId: target.noticeId }, UNDERTAKER);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ fkNoticeId: target.noticeId, isLook: 1 });
    const after = await get<Inbox>('/api/overallNotice', UNDERTAKER);
    expect(after.body.unreadTotal).toBe(before.body.unreadTotal - 1);
    expect(after.body.list.find((n) => n.noticeId === target.noticeId)?.isLook).toBe(1);

    const again = await send('PUT', '/api/noticeReceive/receiveNotice', { fkNoticeId: target.noticeId }, UNDERTAKER);
    expect(again.body.lookTime).toBe(marked.body.lookTime);
  });

  it('answers 404 for a notice the caller did not receive, and leaves the recipient’s receipt alone', async () => {
    const undertakerId = await userIdOf(t, UNDERTAKER);
    const [unread] = await t.database.db
      .select({ fkNoticeId: noticeReceive.fkNoticeId })
      .from(noticeReceive)
      .innerJoin(overallNotice, eq(overallNotice.noticeId, noticeReceive.fkNoticeId))
      .where(and(eq(noticeReceive.fkUserId, undertakerId), eq(noticeReceive.isLook, 0), eq(overallNotice.noticeType, 1)));
    const foreign = await send('PUT', '/api/noticeReceive/receiveNotice', { fkNoticeId: unread.fkNoticeId }, DEPUTY);
    expect(foreign.status).toBe(404);
    const [still] = await t.database.db
      .select({ isLook: noticeReceive.isLook })
      .from(noticeReceive)
      .where(and(eq(noticeReceive.fkUserId, undertakerId), eq(noticeReceive.fkNoticeId, unread.fkNoticeId)));
    expect(still.isLook).toBe(0);
    expect((await send('PUT', '/api/noticeReceive/receiveNotice', {}, UNDERTAKER)).status).toBe(400);
  });
});
