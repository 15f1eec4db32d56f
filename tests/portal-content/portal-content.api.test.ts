import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { auditLog, contactStation, contactStationColumn, contactStationResource, contactStationSuggest, npcDelegate } from '@server/db/schema';
import { newObjPath } from '@server/services/storage/object-path';
import { MESSAGE_OVERDUE_DAYS } from '@server/services/portal-content/statistics';
import { PORTAL_CONTENT_API as API, type ArticlePage, type ColumnPage, type ManagedArticle, type ManagedColumn, type ManagedStation, type Reception, type StatisticsAnswer, type StationPage } from '@shared/contracts/portal-content';
import { PORTAL_API } from '@shared/portal';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

/** What the type check reads of a PNG: its signature. */
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('IHDR-station-picture')]);
const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const STATION = '13800000007';
const WORK = '13800000002';
const DEPUTY = '13900000001';

let t: TestApp;
let dongcheng: number;
let other: number;
let dongchengColumn: number;
let otherColumn: number;

beforeAll(async () => {
  t = await createTestApp();
  const stations = await t.database.db.select().from(contactStation).orderBy(contactStation.sortNo);
  dongcheng = stations.find((s) => s.stationName === '巴州区东城街道代表联络站')!.stationId;
  other = stations.find((s) => s.stationId !== dongcheng)!.stationId;
  const columns = await t.database.db.select().from(contactStationColumn);
  dongchengColumn = columns.find((c) => c.fkStationId === dongcheng)!.columnId;
  otherColumn = columns.find((c) => c.fkStationId === other)!.columnId;
});
afterAll(async () => {
  await t?.close();
});

async function call<T = Record<string, unknown>>(username: string | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await t.app.inject({
    method,
    url,
    headers: username ? bearer(await t.tokenFor(username)) : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
  const json = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: (json ? JSON.parse(response.body) : null) as T & { msg?: string }, raw: response };
}

async function lastAudit(target: string) {
  const [row] = await t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.auditId)).limit(1);
  return row;
}

const articleBody = (fkColumnId: number, title: string) => ({
  fkColumnId,
  title,
  source: '东城街道办事处',
  content: `<p>${title}的正文。</p><script>alert(1)</script>`,
  thumbnail: null,
  isCarousel: false,
});

async function stationBody(stationId: number) {
  const { body } = await call<ManagedStation>(ADMIN, 'GET', API.station(stationId));
  const { stationId: _id, delegateCount: _count, ...rest } = body;
  return rest;
}

describe('stations', () => {
  it('a station manager lists only their own station; administrators every station', async () => {
    const mine = await call<StationPage>(STATION, 'GET', API.stations);
    expect(mine.status).toBe(200);
    expect(mine.body.list.map((s) => s.stationId)).toEqual([dongcheng]);
    const all = await call<StationPage>(CONGRESS_ADMIN, 'GET', `${API.stations}?pageSize=50`);
    expect(all.body.total).toBeGreaterThanOrEqual(8);
  });

  it('refuses roles that keep no station (403) and anonymous callers (401)', async () => {
    expect((await call(WORK, 'GET', API.stations)).status).toBe(403);
    expect((await call(DEPUTY, 'GET', API.columns)).status).toBe(403);
    expect((await call(null, 'GET', API.stations)).status).toBe(401);
  });

  it('answers 404 to a station manager for another station, reading or writing', async () => {
    expect((await call(STATION, 'GET', API.station(other))).status).toBe(404);
    const put = await call(STATION, 'PUT', API.station(other), await stationBody(other));
    expect(put.status).toBe(404);
  });

  it('lets the manager edit their station, keeps what only administrators decide, and audits the change', async () => {
    const body = await stationBody(dongcheng);
    const answer = await call<ManagedStation>(STATION, 'PUT', API.station(dongcheng), { ...body, contactUser: '李晓燕（值班）', isValid: false, stationCode: 'X-CHANGED' });
    expect(answer.status).toBe(200);
    expect(answer.body.contactUser).toBe('李晓燕（值班）');
    expect(answer.body.isValid).toBe(true);
    expect(answer.body.stationCode).toBe(body.stationCode);
    const audit = await lastAudit(`contact_station:${dongcheng}`);
    expect(audit).toMatchObject({ action: 'portal_change', detail: { op: 'update', changed: { contactUser: { from: body.contactUser, to: '李晓燕（值班）' } } } });
    await call(STATION, 'PUT', API.station(dongcheng), body);
  });

  it('refuses a bad coordinate and a blank name with a Chinese message naming the field, changing nothing', async () => {
    const body = await stationBody(dongcheng);
    const bad = await call(ADMIN, 'PUT', API.station(dongcheng), { ...body, coordinate: '200,31', stationName: '改了名字' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('coordinate');
    const blank = await call(ADMIN, 'PUT', API.station(dongcheng), { ...body, stationName: '  ' });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请输入联络站名称：stationName');
    expect((await stationBody(dongcheng)).stationName).toBe(body.stationName);
  });

  it('only administrators create stations; a taken code is refused', async () => {
    const body = { ...(await stationBody(dongcheng)), stationName: '巴州区测试街道代表联络站', stationCode: 'TEST-NEW-01', coordinate: '106.77,31.85', stationPicture: null };
    expect((await call(STATION, 'POST', API.stations, body)).status).toBe(403);
    const created = await call<ManagedStation>(ADMIN, 'POST', API.stations, body);
    expect(created.status).toBe(201);
    expect(created.body.coordinate).toBe('106.77,31.85');
    expect((await lastAudit(`contact_station:${created.body.stationId}`))?.detail).toMatchObject({ op: 'add' });
    expect((await call(ADMIN, 'POST', API.stations, body)).status).toBe(409);
  });

  it('takes a picture only from the platform’s storage', async () => {
    const body = await stationBody(dongcheng);
    const forged = await call(STATION, 'PUT', API.station(dongcheng), { ...body, stationPicture: 'https://evil.example/x.png' });
    expect(forged.status).toBe(400);
    expect(forged.body.msg).toBe('图片须通过本平台上传：stationPicture');
    const unstored = await call(STATION, 'PUT', API.station(dongcheng), { ...body, stationPicture: newObjPath('never.png') });
    expect(unstored.status).toBe(400);

    const objPath = newObjPath('station.png');
    const userId = (await call<{ userId: number }>(STATION, 'GET', '/api/sysLogin')).body.userId;
    await t.app.uploads.receiveNew(userId, objPath, Readable.from([PNG]), { maxBytes: 1024 });
    const stored = await call<ManagedStation>(STATION, 'PUT', API.station(dongcheng), { ...body, stationPicture: objPath });
    expect(stored.status).toBe(200);
    expect(stored.body.stationPicture).toContain('/api/commMinio/object/');
    // Sent back unchanged, the stored address stays.
    const again = await call<ManagedStation>(STATION, 'PUT', API.station(dongcheng), { ...body, stationPicture: stored.body.stationPicture });
    expect(again.body.stationPicture).toBe(stored.body.stationPicture);
    await call(STATION, 'PUT', API.station(dongcheng), body);
  });
});

describe('columns', () => {
  it('a station manager sees their station’s columns only, and may not touch the central station’s', async () => {
    const mine = await call<ColumnPage>(STATION, 'GET', `${API.columns}?pageSize=100`);
    expect(mine.status).toBe(200);
    expect(new Set(mine.body.list.map((c) => c.fkStationId))).toEqual(new Set([dongcheng]));
    expect((await call(STATION, 'GET', API.column(otherColumn))).status).toBe(404);
    expect((await call(STATION, 'POST', API.columns, { columnName: '中心栏目', picture: null, fkStationId: null, sortNo: 1, isValid: true })).status).toBe(403);
    expect((await call(STATION, 'POST', API.columns, { columnName: '别站栏目', picture: null, fkStationId: other, sortNo: 1, isValid: true })).status).toBe(404);
  });

  it('creates, edits and deletes an empty column, each audited', async () => {
    const created = await call<ManagedColumn>(STATION, 'POST', API.columns, { columnName: '  政策解读 ', picture: null, fkStationId: dongcheng, sortNo: 9, isValid: true });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ columnName: '政策解读', articleCount: 0 });
    const id = created.body.columnId;
    const edited = await call<ManagedColumn>(STATION, 'PUT', API.column(id), { columnName: '政策问答', picture: null, fkStationId: dongcheng, sortNo: 9, isValid: false });
    expect(edited.body).toMatchObject({ columnName: '政策问答', isValid: false });
    expect((await lastAudit(`contact_station_column:${id}`))?.detail).toMatchObject({ op: 'update' });
    expect((await call(STATION, 'DELETE', API.column(id))).status).toBe(204);
    expect((await lastAudit(`contact_station_column:${id}`))?.detail).toMatchObject({ op: 'delete' });
    expect((await call(STATION, 'GET', API.column(id))).status).toBe(404);
  });

  it('refuses to delete a column that has articles, saying how many', async () => {
    const n = (await t.database.db.select().from(contactStationResource).where(eq(contactStationResource.fkColumnId, dongchengColumn))).length;
    const refused = await call(STATION, 'DELETE', API.column(dongchengColumn));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(`该栏目下有 ${n} 篇文章，不能删除`);
    expect((await call(STATION, 'GET', API.column(dongchengColumn))).status).toBe(200);
  });

  it('refuses a blank name, naming the field', async () => {
    const blank = await call(ADMIN, 'POST', API.columns, { columnName: ' ', picture: null, fkStationId: null, sortNo: 1, isValid: true });
    expect(blank.status).toBe(400);
    expect(blank.body.msg).toBe('请输入栏目名称：columnName');
  });
});

describe('articles and the portal', () => {
  const onPortal = async (id: number, title: string) => {
    const list = await call<{ list: { resourcesId: number }[] }>(null, 'GET', `${PORTAL_API.articles}?columns=${dongchengColumn}&pageSize=50`);
    const page = await call(null, 'GET', PORTAL_API.article(id));
    const search = await call<{ list: { id: number; kind: string }[] }>(null, 'GET', `/api/homeStation/search?search=${encodeURIComponent(title)}`);
    return {
      listed: list.body.list.some((a) => a.resourcesId === id),
      page: page.status,
      found: search.body.list.some((hit) => hit.kind === 'article' && hit.id === id),
    };
  };

  it('a new article is a draft, off the portal; published it appears at once; unpublished it disappears everywhere', async () => {
    const title = '东城街道开展代表接待日活动测试稿';
    const created = await call<ManagedArticle>(STATION, 'POST', API.articles, articleBody(dongchengColumn, title));
    expect(created.status).toBe(201);
    expect(created.body.state).toBe('draft');
    expect(created.body.content).not.toContain('<script');
    const id = created.body.resourcesId;
    expect(await onPortal(id, title)).toEqual({ listed: false, page: 404, found: false });

    const published = await call<ManagedArticle>(STATION, 'POST', API.publish(id), {});
    expect(published.status).toBe(200);
    expect(published.body.state).toBe('published');
    expect(await onPortal(id, title)).toEqual({ listed: true, page: 200, found: true });
    expect((await lastAudit(`contact_station_resource:${id}`))?.detail).toMatchObject({ op: 'publish', scheduled: false });

    const withdrawn = await call<ManagedArticle>(STATION, 'POST', API.unpublish(id));
    expect(withdrawn.body.state).toBe('draft');
    expect(await onPortal(id, title)).toEqual({ listed: false, page: 404, found: false });
    expect((await lastAudit(`contact_station_resource:${id}`))?.detail).toMatchObject({ op: 'unpublish' });
  });

  it('a publication scheduled for later stays off the portal until its moment', async () => {
    const title = '定时发布的联络站通知测试稿';
    const { body } = await call<ManagedArticle>(STATION, 'POST', API.articles, articleBody(dongchengColumn, title));
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await call<ManagedArticle>(STATION, 'POST', API.publish(body.resourcesId), { publishedAt: later });
    expect(scheduled.body.state).toBe('scheduled');
    expect(await onPortal(body.resourcesId, title)).toEqual({ listed: false, page: 404, found: false });
    // The moment passes (moved into the past here): published, with no timer.
    await t.database.db.update(contactStationResource).set({ publishedAt: new Date(Date.now() - 1000) }).where(eq(contactStationResource.resourcesId, body.resourcesId));
    expect(await onPortal(body.resourcesId, title)).toEqual({ listed: true, page: 200, found: true });
    const list = await call<ArticlePage>(STATION, 'GET', `${API.articles}?state=published&title=${encodeURIComponent(title)}`);
    expect(list.body.list.map((a) => a.resourcesId)).toEqual([body.resourcesId]);
  });

  it('a station manager cannot see or change another station’s article (404), nor put one into another station’s column', async () => {
    const [theirs] = await t.database.db.select().from(contactStationResource).where(eq(contactStationResource.fkColumnId, otherColumn)).limit(1);
    expect((await call(STATION, 'GET', API.article(theirs.resourcesId))).status).toBe(404);
    expect((await call(STATION, 'POST', API.unpublish(theirs.resourcesId))).status).toBe(404);
    expect((await call(STATION, 'PUT', API.article(theirs.resourcesId), articleBody(dongchengColumn, '改别站的文章'))).status).toBe(404);
    const into = await call(STATION, 'POST', API.articles, articleBody(otherColumn, '写进别站栏目'));
    expect(into.status).toBe(400);
    expect(into.body.msg).toBe('栏目不存在：fkColumnId');
    expect((await call(WORK, 'POST', API.articles, articleBody(dongchengColumn, '无权发布'))).status).toBe(403);
  });

  it('refuses a blank title or body and a carousel pick without a thumbnail', async () => {
    expect((await call(STATION, 'POST', API.articles, { ...articleBody(dongchengColumn, '  ') })).body.msg).toBe('请输入文章标题：title');
    expect((await call(STATION, 'POST', API.articles, { ...articleBody(dongchengColumn, '空正文'), content: '<p> </p><script>x</script>' })).body.msg).toBe('请输入文章内容：content');
    const carousel = await call(STATION, 'POST', API.articles, { ...articleBody(dongchengColumn, '轮播无图'), isCarousel: true });
    expect(carousel.status).toBe(400);
    expect(carousel.body.msg).toBe('轮播文章须上传缩略图：thumbnail');
  });

  it('deletes a draft, but refuses to delete a published article (withdraw it first)', async () => {
    const { body } = await call<ManagedArticle>(STATION, 'POST', API.articles, articleBody(dongchengColumn, '待删除的稿件'));
    await call(STATION, 'POST', API.publish(body.resourcesId), {});
    const refused = await call(STATION, 'DELETE', API.article(body.resourcesId));
    expect(refused.status).toBe(409);
    await call(STATION, 'POST', API.unpublish(body.resourcesId));
    expect((await call(STATION, 'DELETE', API.article(body.resourcesId))).status).toBe(204);
    expect((await lastAudit(`contact_station_resource:${body.resourcesId}`))?.detail).toMatchObject({ op: 'delete' });
  });
});

describe('进站代表 and reception days', () => {
  it('lists the station’s deputies; adds one from another station only after it leaves there', async () => {
    const deputies = await call<{ list: { delegateId: number }[]; total: number }>(STATION, 'GET', `${API.deputies(dongcheng)}?pageSize=100`);
    expect(deputies.status).toBe(200);
    expect(deputies.body.total).toBeGreaterThan(0);
    const [outsider] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.fkStationId, other)).limit(1);
    const refused = await call(STATION, 'POST', API.deputies(dongcheng), { delegateIds: [outsider.delegateId] });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('已编入其他联络站');
    expect((await call(STATION, 'DELETE', API.deputy(other, outsider.delegateId))).status).toBe(404);

    expect((await call(ADMIN, 'DELETE', API.deputy(other, outsider.delegateId))).status).toBe(204);
    const added = await call<{ added: number }>(STATION, 'POST', API.deputies(dongcheng), { delegateIds: [outsider.delegateId] });
    expect(added.body.added).toBe(1);
    expect((await lastAudit(`contact_station:${dongcheng}`))?.detail).toMatchObject({ op: 'join' });
    const [moved] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.delegateId, outsider.delegateId));
    expect(moved.fkStationId).toBe(dongcheng);
  });

  it('schedules a reception day with the station’s deputies, shows it on the portal, and keeps its deputies from leaving', async () => {
    const deputies = await call<{ list: { delegateId: number; delegateName: string }[] }>(STATION, 'GET', API.deputies(dongcheng));
    const [first] = deputies.body.list;
    const tomorrow = new Date(Date.now() + 8 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
    const body = { fkStationId: dongcheng, receptionDate: tomorrow, startTime: '09:00', endTime: '11:30', place: '东城街道党群服务中心一楼接待室', delegateIds: [first.delegateId], remark: null };
    const created = await call<Reception>(STATION, 'POST', API.receptions, body);
    expect(created.status).toBe(201);
    expect(created.body.deputies).toEqual([{ delegateId: first.delegateId, delegateName: first.delegateName }]);
    expect((await lastAudit(`station_reception:${created.body.receptionId}`))?.detail).toMatchObject({ op: 'add' });

    const portal = await call<{ list: Reception[] }>(null, 'GET', API.upcomingReceptions(dongcheng));
    expect(portal.body.list.map((r) => r.receptionId)).toContain(created.body.receptionId);

    const leave = await call(STATION, 'DELETE', API.deputy(dongcheng, first.delegateId));
    expect(leave.status).toBe(409);
    expect(leave.body.msg).toContain('待接待安排');

    expect((await call(STATION, 'POST', API.receptions, { ...body, endTime: '08:00' })).body.msg).toBe('结束时间须晚于开始时间：endTime');
    const [outsider] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.fkStationId, other)).limit(1);
    expect((await call(STATION, 'POST', API.receptions, { ...body, delegateIds: [outsider.delegateId] })).status).toBe(400);
    expect((await call(STATION, 'POST', API.receptions, { ...body, fkStationId: other, delegateIds: [outsider.delegateId] })).status).toBe(404);
    expect((await call(STATION, 'POST', API.receptions, { ...body, startTime: '9点' })).status).toBe(400);

    expect((await call(STATION, 'DELETE', API.reception(created.body.receptionId))).status).toBe(204);
    expect((await call(null, 'GET', API.upcomingReceptions(dongcheng))).body).toEqual({ list: [] });
  });
});

describe('station statistics', () => {
  it('counts received, handled, open and overdue messages from the machine’s groups, per station in the range', async () => {
    const old = new Date(Date.now() - (MESSAGE_OVERDUE_DAYS + 2) * 86_400_000);
    const answeredAt = new Date(old.getTime() + 3 * 86_400_000);
    await t.database.db.insert(contactStationSuggest).values([
      { massesSuggestId: 'STAT-1', title: '统计一', content: '内容', fkStationId: dongcheng, handleStatus: 0, createTime: old.toISOString() },
      { massesSuggestId: 'STAT-2', title: '统计二', content: '内容', fkStationId: dongcheng, handleStatus: 300, createTime: old.toISOString(), handleTime: answeredAt.toISOString() },
      { massesSuggestId: 'STAT-3', title: '统计三', content: '内容', fkStationId: dongcheng, handleStatus: 200, createTime: new Date().toISOString() },
    ]);
    const day = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const mine = await call<StatisticsAnswer>(STATION, 'GET', `${API.statistics}?startDate=${day(old)}&endDate=${day(new Date())}`);
    expect(mine.status).toBe(200);
    expect(mine.body.list).toHaveLength(1);
    expect(mine.body.list[0]).toMatchObject({ stationId: dongcheng, received: 3, handled: 1, inProcess: 2, overdue: 1, averageDays: 3 });
    const onlyOld = await call<StatisticsAnswer>(STATION, 'GET', `${API.statistics}?startDate=${day(old)}&endDate=${day(old)}`);
    expect(onlyOld.body.list[0]).toMatchObject({ received: 2, handled: 1, overdue: 1 });

    const all = await call<StatisticsAnswer>(ADMIN, 'GET', API.statistics);
    expect(all.body.list.length).toBeGreaterThanOrEqual(8);
    expect((await call(WORK, 'GET', API.statistics)).status).toBe(403);
    expect((await call(STATION, 'GET', `${API.statistics}?startDate=2026-05-02&endDate=2026-05-01`)).status).toBe(400);
  });

  it('exports the statistics as an Excel workbook', async () => {
    const exported = await call(STATION, 'GET', API.statisticsExport);
    expect(exported.status).toBe(200);
    expect(exported.raw.headers['content-type']).toContain('spreadsheetml');
    expect(exported.raw.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await call(WORK, 'GET', API.statisticsExport)).status).toBe(403);
  });
});

describe('the central station', () => {
  it('administrators keep the central station’s columns (fkStationId null)', async () => {
    const central = await call<ColumnPage>(CONGRESS_ADMIN, 'GET', `${API.columns}?central=true`);
    expect(central.status).toBe(200);
    const [row] = await t.database.db.select().from(contactStationColumn).where(and(isNull(contactStationColumn.fkStationId))).limit(1);
    expect(central.body.list.map((c) => c.columnId)).toContain(row.columnId);
    expect((await call(STATION, 'GET', `${API.columns}?central=true`)).status).toBe(403);
  });
});
