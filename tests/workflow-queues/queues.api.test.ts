import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { proposalWorkflow } from '@machines/proposal';
import { suggestionWorkflow } from '@machines/suggestion';
import { suggest } from '@server/db/schema';
import { DEMO, createApiDriver, mustSend, type ApiDriver } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;

interface Row {
  id: number;
  number: string | null;
  status: number;
  statusLabel: string;
  authorDelegateId: number;
  delegationName: string | null;
  mainUnitName: string | null;
  overdue: boolean;
  waitingForYou: boolean;
}
interface Page {
  list: Row[];
  total: number;
}

const ALL_PROPOSAL = proposalWorkflow.groups.submitted.join();
const ALL_SUGGEST = suggestionWorkflow.groups.submitted.join();

/** Every row of a list (the API pages at most 100). */
async function all(username: string, kind: 'proposal' | 'suggest', query: Record<string, string | number | boolean> = {}): Promise<Page> {
  const rows: Row[] = [];
  for (let pageNum = 1; ; pageNum += 1) {
    const answer = await d.list(username, kind, { ...query, pageNum, pageSize: 100 });
    expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
    rows.push(...(answer.body as Page).list);
    if (rows.length >= answer.body.total || answer.body.list.length === 0) return { list: rows, total: answer.body.total };
  }
}

const ids = (page: Page) => page.list.map((row) => row.id).sort((a, b) => a - b);

/** The stored files of a zip (the .xlsx container), read with zlib alone. */
function unzip(buffer: Buffer): Map<string, string> {
  const files = new Map<string, string>();
  const eocd = buffer.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = buffer.readUInt16LE(eocd + 10);
  let at = buffer.readUInt32LE(eocd + 16);
  for (let i = 0; i < count; i += 1) {
    const method = buffer.readUInt16LE(at + 10);
    const compressed = buffer.readUInt32LE(at + 20);
    const nameLength = buffer.readUInt16LE(at + 28);
    const extraLength = buffer.readUInt16LE(at + 30);
    const commentLength = buffer.readUInt16LE(at + 32);
    const local = buffer.readUInt32LE(at + 42);
    const name = buffer.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataStart = local + 30 + buffer.readUInt16LE(local + 26) + buffer.readUInt16LE(local + 28);
    const data = buffer.subarray(dataStart, dataStart + compressed);
    files.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/** Every text of the workbook (shared strings and inline strings). */
function workbookText(buffer: Buffer): string {
  return [...unzip(buffer).entries()]
    .filter(([name]) => name.startsWith('xl/'))
    .map(([, text]) => text)
    .join('\n');
}

const r = {} as { overdue: number; delayPending: number; adjusted: number; plain300: number; housingOnly400: number; alone300: number };

beforeAll(async () => {
  t = await createTestApp({ workflowDemo: true });
  d = createApiDriver(t);
  const [transport, housing] = await d.demoUnits();
  // Records this file relies on, whatever the demo holds.
  r.overdue = await d.suggestionAt('400', { units: [transport, housing] });
  await t.database.db.update(suggest).set({ dueDate: '2020-01-01T00:00:00.000Z' }).where(eq(suggest.suggestId, r.overdue));
  r.delayPending = await d.suggestionAt('400-delay', { units: [transport] });
  r.adjusted = await d.suggestionAt('301', { units: [transport] });
  await mustSend(d, DEMO.transport, 'suggest', r.adjusted, { type: 'APPLY_ADJUST', reason: '该事项属住建部门职责' });
  r.plain300 = await d.suggestionAt('300');
  r.housingOnly400 = await d.suggestionAt('400', { units: [{ ...housing, main: true }] });
  // Written by a deputy alone: no co-signer.
  r.alone300 = await d.suggestionAt('300', { author: DEMO.coSigner });
}, 300_000);

afterAll(async () => {
  await t?.close();
});

describe('queue filters of GET /api/{proposal,suggest}', () => {
  it('others=true lists the submitted records a deputy neither wrote nor co-signed', async () => {
    const me = await d.deputyId(DEMO.author);
    const others = await all(DEMO.author, 'proposal', { others: true });
    const mine = await all(DEMO.author, 'proposal', { mine: true, status: ALL_PROPOSAL });
    const submitted = await all(DEMO.author, 'proposal', { status: ALL_PROPOSAL });
    expect(others.total).toBeGreaterThan(0);
    expect(mine.total).toBeGreaterThan(0);
    expect(others.list.every((row) => row.status !== 0 && row.authorDelegateId !== me)).toBe(true);
    const mineIds = new Set(ids(mine));
    expect(ids(others).some((id) => mineIds.has(id))).toBe(false);
    expect(others.total + mine.total).toBe(submitted.total);
  });

  it('overdue=true lists only overdue suggestions, within the caller’s view', async () => {
    const committee = await all(DEMO.work, 'suggest', { overdue: true });
    expect(committee.list.map((row) => row.id)).toContain(r.overdue);
    expect(committee.list.every((row) => row.overdue)).toBe(true);
    const everything = await all(DEMO.work, 'suggest', { status: ALL_SUGGEST });
    expect(committee.total).toBe(everything.list.filter((row) => row.overdue).length);

    const housing = await all(DEMO.housing, 'suggest', { overdue: true });
    expect(housing.list.map((row) => row.id)).toContain(r.overdue); // co-handling unit of it
    const housingView = new Set(ids(await all(DEMO.housing, 'suggest', { status: ALL_SUGGEST })));
    expect(housing.list.every((row) => housingView.has(row.id))).toBe(true);

    const proposals = await d.list(DEMO.work, 'proposal', { overdue: true });
    expect(proposals.body.total).toBe(0);
  });

  it('delayPending=true lists the suggestions with a delay request waiting for the committee', async () => {
    const page = await all(DEMO.work, 'suggest', { delayPending: true });
    expect(page.list.map((row) => row.id)).toContain(r.delayPending);
    expect(page.list.map((row) => row.id)).not.toContain(r.overdue);
    for (const row of page.list) {
      const detail = await d.detail(DEMO.work, 'suggest', row.id);
      expect(detail.body.delayPending).toBe(true);
      expect(detail.body.status).toBe(400);
    }
  });

  it('adjustRequested=true lists the suggestions a unit sent back with a reason', async () => {
    const page = await all(DEMO.work, 'suggest', { adjustRequested: true });
    expect(page.list.map((row) => row.id)).toContain(r.adjusted);
    expect(page.list.map((row) => row.id)).not.toContain(r.plain300);
    expect(page.list.every((row) => row.status === 300)).toBe(true);
    const detail = await d.detail(DEMO.work, 'suggest', r.adjusted);
    expect(detail.body.adjustReason).toBe('该事项属住建部门职责');
  });

  it('attention=true gives a unit its overdue, delayed and re-handled suggestions only', async () => {
    const page = await all(DEMO.transport, 'suggest', { attention: true });
    const found = page.list.map((row) => row.id);
    expect(found).toContain(r.overdue);
    expect(found).toContain(r.delayPending);
    expect(found).not.toContain(r.housingOnly400);
    for (const row of page.list) {
      const detail = await d.detail(DEMO.transport, 'suggest', row.id);
      expect(detail.body.overdue || (detail.body.status === 400 && (detail.body.delayPending || detail.body.rehandled))).toBe(true);
    }
    const plain = await d.suggestionAt('400', { units: (await d.demoUnits()).slice(0, 1) });
    expect((await all(DEMO.transport, 'suggest', { attention: true })).list.map((row) => row.id)).not.toContain(plain);
  });

  it('mainUnit=true keeps the records the caller’s unit handles as main unit; other roles are refused', async () => {
    const page = await all(DEMO.transport, 'suggest', { mainUnit: true, status: '400' });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((row) => row.mainUnitName === '巴中市交通运输局')).toBe(true);
    expect(page.list.map((row) => row.id)).not.toContain(r.housingOnly400);
    const housing = await all(DEMO.housing, 'suggest', { mainUnit: true, status: '400' });
    expect(housing.list.map((row) => row.id)).toContain(r.housingOnly400);
    expect(housing.list.map((row) => row.id)).not.toContain(r.overdue); // co-handling only there
    expect((await d.list(DEMO.work, 'suggest', { mainUnit: true })).statusCode).toBe(403);
  });

  it('coSigned=true keeps the joint records: those at least one deputy co-signed', async () => {
    const page = await all(DEMO.work, 'suggest', { coSigned: true });
    const found = page.list.map((row) => row.id);
    expect(found).toContain(r.plain300);
    expect(found).not.toContain(r.alone300);
    for (const id of found.slice(0, 5)) expect((await d.detail(DEMO.work, 'suggest', id)).body.coSigners.length).toBeGreaterThan(0);
    const everything = await all(DEMO.work, 'suggest', { status: ALL_SUGGEST });
    expect(page.total).toBeLessThan(everything.total);
  });

  it('delegationId narrows to one delegation’s records', async () => {
    const info = await d.userInfo(DEMO.author);
    const delegationId = (info.npcDelegateInfo as { fkDelegationId: number }).fkDelegationId;
    const delegationName = (info.npcDelegateInfo as { delegationName: string }).delegationName;
    const page = await all(DEMO.work, 'suggest', { delegationId });
    const everything = await all(DEMO.work, 'suggest', { status: ALL_SUGGEST });
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(everything.total);
    expect(page.list.every((row) => row.delegationName === delegationName)).toBe(true);
  });

  it('waitingForYou=true keeps the records the machines let the caller move now', async () => {
    const page = await all(DEMO.work, 'proposal', { waitingForYou: true });
    const everything = await all(DEMO.work, 'proposal', { status: ALL_PROPOSAL });
    expect(page.total).toBeGreaterThan(0);
    expect(page.list.every((row) => row.waitingForYou)).toBe(true);
    expect(page.total).toBe(everything.list.filter((row) => row.waitingForYou).length);
    const paged = await d.list(DEMO.work, 'proposal', { waitingForYou: true, pageSize: 1, pageNum: 2 });
    expect(paged.body.list).toHaveLength(1);
    expect(paged.body.total).toBe(page.total);
  });

  it('keeps paging bounded and refuses malformed filters', async () => {
    expect((await d.list(DEMO.work, 'suggest', { pageSize: 101 })).statusCode).toBe(400);
    expect((await d.list(DEMO.work, 'suggest', { delegationId: 'x' })).statusCode).toBe(400);
    expect((await d.list(DEMO.station, 'suggest', { overdue: true })).statusCode).toBe(403);
  });
});

describe('GET /api/{proposal,suggest}/export', () => {
  it('answers an .xlsx of the queue with a UTF-8 Chinese file name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/proposal/export?status=100', headers: bearer(await t.tokenFor(DEMO.work)) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(String(response.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]+\.xlsx"; filename\*=UTF-8''%E8%AE%AE%E6%A1%88/);
    const body = response.rawPayload;
    expect(body.subarray(0, 2).toString('latin1')).toBe('PK');
    const text = workbookText(body);
    const queue = await all(DEMO.work, 'proposal', { status: '100' });
    expect(queue.total).toBeGreaterThan(0);
    for (const row of queue.list) expect(text).toContain(row.number!);
    expect(text).toContain('审查小组登记');
    expect(text).not.toContain('主席团审查');
    expect(response.headers['x-export-rows']).toBe(String(queue.total));
  });

  it('holds only the rows the caller may see', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/suggest/export', headers: bearer(await t.tokenFor(DEMO.housing)) });
    expect(response.statusCode).toBe(200);
    const text = workbookText(response.rawPayload);
    const visible = await all(DEMO.housing, 'suggest');
    const invisible = (await all(DEMO.work, 'suggest', { status: ALL_SUGGEST })).list.filter((row) => !visible.list.some((v) => v.id === row.id));
    expect(visible.total).toBeGreaterThan(0);
    expect(invisible.length).toBeGreaterThan(0);
    for (const row of visible.list) expect(text).toContain(row.number!);
    for (const row of invisible) expect(text).not.toContain(`>${row.number}<`);
    expect(Number(response.headers['x-export-rows'])).toBe(visible.total);
  });

  it('refuses without a session and for roles with no business here', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/suggest/export' })).statusCode).toBe(401);
    const station = await t.app.inject({ method: 'GET', url: '/api/suggest/export', headers: bearer(await t.tokenFor(DEMO.station)) });
    expect(station.statusCode).toBe(403);
    expect(station.json().msg).toBeTruthy();
  });
});

describe('GET /api/workflowDynamics', () => {
  it('gives a deputy the events of their own and co-signed records only', async () => {
    const me = await d.deputyId(DEMO.author);
    const answer = await d.request(DEMO.author, 'GET', '/api/workflowDynamics?type=suggest&pageSize=100');
    expect(answer.statusCode).toBe(200);
    const { list, total } = answer.body as { list: { recordId: number; eventType: string; eventLabel: string; number: string | null; createTime: string }[]; total: number };
    expect(total).toBeGreaterThan(0);
    const recordIds = [...new Set(list.map((entry) => entry.recordId))];
    for (const id of recordIds) {
      const detail = await d.detail(DEMO.author, 'suggest', id);
      const own = detail.body.authorDelegateId === me || (detail.body.coSigners as { delegateId: number }[]).some((c) => c.delegateId === me);
      expect(own, `record ${id}`).toBe(true);
    }
    expect(list.some((entry) => entry.eventType === 'SAVE')).toBe(false);
    expect(list.every((entry) => entry.eventLabel.length > 0)).toBe(true);
    const times = list.map((entry) => Date.parse(entry.createTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    // Records of this file's author are not another deputy's dynamics.
    const other = await d.request(DEMO.otherDelegationDeputy, 'GET', '/api/workflowDynamics?type=suggest&pageSize=100');
    expect((other.body.list as { recordId: number }[]).some((entry) => entry.recordId === r.overdue)).toBe(false);
  });

  it('gives the committee the events of every submitted record, newest first, paged', async () => {
    const answer = await d.request(DEMO.work, 'GET', '/api/workflowDynamics?type=proposal&pageNum=1&pageSize=5');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.list).toHaveLength(5);
    expect(answer.body.pageSize).toBe(5);
    expect(answer.body.list[0]).toMatchObject({ type: 'proposal' });
    expect(answer.body.list[0].number).toMatch(/^议案第\d{3}号$/);
    expect((await d.request(DEMO.work, 'GET', '/api/workflowDynamics?type=other')).statusCode).toBe(400);
    expect((await d.request(DEMO.station, 'GET', '/api/workflowDynamics?type=proposal')).statusCode).toBe(403);
  });

  it('gives a unit the events of the records assigned to it only', async () => {
    const answer = await d.request(DEMO.housing, 'GET', '/api/workflowDynamics?type=suggest&pageSize=100');
    const visible = new Set(ids(await all(DEMO.housing, 'suggest')));
    expect((answer.body.list as { recordId: number }[]).every((entry) => visible.has(entry.recordId))).toBe(true);
    expect((answer.body.list as { recordId: number }[]).some((entry) => entry.recordId === r.housingOnly400)).toBe(true);
  });
});

describe('GET /api/sysNpcUnit', () => {
  it('lists the units of the current term and session, and filters by assign type and keyword', async () => {
    const answer = await d.request(DEMO.work, 'GET', '/api/sysNpcUnit');
    expect(answer.statusCode).toBe(200);
    const list = answer.body.list as { unitId: number; unitName: string; assignType: number }[];
    expect(list.length).toBeGreaterThanOrEqual(7);
    expect(new Set(list.map((unit) => unit.assignType))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(list.map((unit) => unit.unitName)).toContain('巴中市交通运输局');

    const government = await d.request(DEMO.work, 'GET', '/api/sysNpcUnit?assignType=4');
    expect(government.body.list.length).toBeGreaterThanOrEqual(2);
    expect((government.body.list as { assignType: number }[]).every((unit) => unit.assignType === 4)).toBe(true);

    const keyword = await d.request(DEMO.work, 'GET', `/api/sysNpcUnit?keyword=${encodeURIComponent('交通')}`);
    expect((keyword.body.list as { unitName: string }[]).map((unit) => unit.unitName)).toEqual(['巴中市交通运输局']);

    const nowhere = await d.request(DEMO.work, 'GET', '/api/sysNpcUnit?term=99&times=1');
    expect(nowhere.body.list).toEqual([]);
  });

  it('requires a session and a valid assign type', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/sysNpcUnit' })).statusCode).toBe(401);
    expect((await d.request(DEMO.work, 'GET', '/api/sysNpcUnit?assignType=8')).statusCode).toBe(400);
  });
});

describe('a reply with attachments', () => {
  it('keeps the files on the reply’s history row and shows them on the record', async () => {
    const id = await d.suggestionAt('400', { units: (await d.demoUnits()).slice(0, 1) });
    // The unit uploads the file first: a record names only files the storage stored.
    const presign = await t.app.inject({
      method: 'POST',
      url: '/api/commMinio/presignedPutUrl',
      headers: bearer(await t.tokenFor(DEMO.transport)),
      payload: { objName: '答复函.pdf' },
    });
    const { presignedPutUrl, objPath } = presign.json<{ presignedPutUrl: string; objPath: string }>();
    expect((await t.app.inject({ method: 'PUT', url: presignedPutUrl, payload: Buffer.from('%PDF-1.4\n%%EOF\n') })).statusCode).toBe(200);
    const attachments = [{ name: '答复函.pdf', objPath }];
    const replied = await mustSend(d, DEMO.transport, 'suggest', id, { type: 'REPLY', content: '<p>已完成改造。</p>', answerCategory: 'A', attachments });
    expect(replied.body.status).toBe(500);
    expect(replied.body.replyAttachments).toEqual(attachments);
    const last = replied.body.history.at(-1);
    expect(last.eventType).toBe('REPLY');
    expect(last.payload.attachments).toEqual(attachments);

    const bad = await d.send(DEMO.transport, 'suggest', await d.suggestionAt('400', { units: (await d.demoUnits()).slice(0, 1) }), {
      type: 'REPLY',
      content: '答复',
      answerCategory: 'A',
      attachments: [{ name: 'x', objPath: 'y', extra: 1 }],
    });
    expect(bad.statusCode).toBe(400);
  });
});
