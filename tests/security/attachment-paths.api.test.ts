import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProposalEventSchemas } from '@machines/proposal/index';
import { SuggestionEventSchemas } from '@machines/suggestion/index';
import { proposal, sysNpcMenu } from '@server/db/schema';
import { newObjPath } from '@server/services/storage/object-path';
import { STORAGE_MSG } from '@server/services/storage/storage.service';
import { DEMO, createApiDriver, mustSend, type ApiDriver, type Id, type Kind } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

/**
 * A record may name only files the storage issued and stored, wherever the list of files comes
 * in: a new draft, any event that carries attachments, a unit's reply, a menu icon. Anything
 * else (a path out of the storage, another site's address, a path in the storage's shape that
 * it never issued or never received) answers 400 with one Chinese message and changes nothing.
 */

let t: TestApp;
let d: ApiDriver;

beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
});
afterAll(async () => {
  await t?.close();
});

/** The attack as it was made: a file of the server's disk and a file of another site. */
const PASSWD = { name: 'passwd', objPath: '../../../../etc/passwd' };
const EVIL = { name: 'x.pdf', objPath: 'https://evil.example/x.pdf' };
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

async function presigned(username: string, objName: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/commMinio/presignedPutUrl',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...bearer(await t.tokenFor(username)) },
    payload: new URLSearchParams({ objName }).toString(),
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ presignedPutUrl: string; objPath: string }>();
}

async function uploaded(username: string, objName: string) {
  const { presignedPutUrl, objPath } = await presigned(username, objName);
  expect((await t.app.inject({ method: 'PUT', url: presignedPutUrl, payload: PDF })).statusCode).toBe(200);
  return { name: objName, objPath };
}

/** Whatever the event, the record and its history stay as they were. */
async function expectRefusedUnchanged(username: string, kind: Kind, id: Id, event: Record<string, unknown>) {
  const before = await d.machineRecord(kind, id);
  const history = await d.history(kind, id);
  const answer = await d.send(username, kind, id, event);
  expect({ status: answer.statusCode, body: answer.body }, JSON.stringify(event)).toEqual({ status: 400, body: { msg: STORAGE_MSG.notStored } });
  expect(await d.machineRecord(kind, id)).toEqual(before);
  expect(await d.history(kind, id)).toEqual(history);
}

describe('reply attachments', () => {
  it('a unit cannot store ../../../../etc/passwd and https://evil.example/x.pdf as reply attachments', async () => {
    const id = await d.suggestionAt('400', { units: (await d.demoUnits()).slice(0, 1) });
    const reply = { type: 'REPLY', content: '<p>已完成改造。</p>', answerCategory: 'A' };
    await expectRefusedUnchanged(DEMO.transport, 'suggest', id, { ...reply, attachments: [PASSWD, EVIL] });
    await expectRefusedUnchanged(DEMO.transport, 'suggest', id, { ...reply, attachments: [PASSWD] });
    await expectRefusedUnchanged(DEMO.transport, 'suggest', id, { ...reply, attachments: [EVIL] });
    // One bad file spoils the list, however many good ones come with it.
    const good = await uploaded(DEMO.transport, '答复函.pdf');
    await expectRefusedUnchanged(DEMO.transport, 'suggest', id, { ...reply, attachments: [good, EVIL] });

    const replied = await mustSend(d, DEMO.transport, 'suggest', id, { ...reply, attachments: [good] });
    expect(replied.body.replyAttachments).toEqual([good]);
  });

  it('a unit cannot attach the same to a proposal’s reply', async () => {
    const id = await d.proposalAt(500);
    await expectRefusedUnchanged(DEMO.transport, 'proposal', id, { type: 'REPLY', content: '已列入明年计划。', answerCategory: 'B', attachments: [PASSWD, EVIL] });
  });

  it('a path in the storage’s own shape is refused when the storage never issued it, or issued it and never received the file', async () => {
    const id = await d.suggestionAt('400', { units: (await d.demoUnits()).slice(0, 1) });
    const reply = { type: 'REPLY', content: '答复', answerCategory: 'A' };
    await expectRefusedUnchanged(DEMO.transport, 'suggest', id, { ...reply, attachments: [{ name: '编造.pdf', objPath: newObjPath('编造.pdf') }] });
    const { objPath } = await presigned(DEMO.transport, '未上传.pdf');
    await expectRefusedUnchanged(DEMO.transport, 'suggest', id, { ...reply, attachments: [{ name: '未上传.pdf', objPath }] });
  });

  it('a station’s reply to a citizen carries no attachments at all', async () => {
    const id = await d.insertMessage({ delegateId: await d.deputyId(DEMO.author), stationId: await d.stationId(DEMO.station), delegateName: '张明华' });
    await mustSend(d, DEMO.author, 'message', id, { type: 'PROPOSE', delegateSuggestion: '请联络站协调社区处理' });
    await mustSend(d, DEMO.station, 'message', id, { type: 'ASSIGN', stationSuggestion: '交社区居委会办理' });
    const before = await d.machineRecord('message', id);
    const answer = await d.send(DEMO.station, 'message', id, { type: 'REPLY', handleResult: '已修复', attachments: [PASSWD, EVIL] });
    expect(answer.statusCode).toBe(400);
    expect(await d.machineRecord('message', id)).toEqual(before);
  });
});

describe('draft attachments', () => {
  it('a deputy cannot create a draft whose attachments the storage did not store', async () => {
    const [{ n: before }] = await t.database.db.select({ n: count() }).from(proposal);
    for (const attachments of [[PASSWD], [EVIL], [{ name: '编造.pdf', objPath: newObjPath('编造.pdf') }]]) {
      const created = await d.create(DEMO.author, 'proposal', { title: '附件检查', attachments });
      expect({ status: created.statusCode, body: created.body }).toEqual({ status: 400, body: { msg: STORAGE_MSG.notStored } });
    }
    expect(await t.database.db.select({ n: count() }).from(proposal)).toEqual([{ n: before }]);
  });

  const carrying = (schemas: Record<string, { properties: Record<string, unknown> }>) =>
    Object.entries(schemas)
      .filter(([, schema]) => 'attachments' in schema.properties)
      .map(([type]) => type);

  it.each([
    ['proposal', carrying(ProposalEventSchemas)],
    ['suggest', carrying(SuggestionEventSchemas)],
  ] as const)('a deputy cannot put them on a %s draft with any event that carries attachments', async (kind, events) => {
    expect(events).toEqual(expect.arrayContaining(['SAVE', 'SUBMIT']));
    const id = kind === 'proposal' ? await d.proposalAt(0) : await d.suggestionAt('0');
    for (const type of events) await expectRefusedUnchanged(DEMO.author, kind, id, { type, attachments: [PASSWD, EVIL] });
    const good = await uploaded(DEMO.author, '调研报告.pdf');
    const saved = await mustSend(d, DEMO.author, kind, id, { type: 'SAVE', attachments: [good] });
    expect(saved.body.attachments).toEqual([good]);
  });
});

describe('menu icons', () => {
  it('an administrator cannot point a menu icon at a file the storage did not store', async () => {
    const [{ n: before }] = await t.database.db.select({ n: count() }).from(sysNpcMenu);
    const icon = (objPath: string) => JSON.stringify({ menuIconType: 'img', url: 'data:image/png;base64,iVBORw0KGgo=', objName: 'icon.png', objPath });
    const post = async (objPath: string) =>
      t.app.inject({ method: 'POST', url: '/api/sysNpcMenu', headers: bearer(await t.tokenFor(DEMO.superAdmin)), payload: { menuName: '图标检查', menuIcon: icon(objPath) } });
    for (const objPath of [PASSWD.objPath, EVIL.objPath, newObjPath('icon.png')]) {
      const refused = await post(objPath);
      expect({ status: refused.statusCode, body: refused.json() }, objPath).toEqual({ status: 400, body: { msg: STORAGE_MSG.notStored } });
    }
    expect(await t.database.db.select({ n: count() }).from(sysNpcMenu)).toEqual([{ n: before }]);

    const menu = (await post('')).json<{ menuId: number }>();
    const { objPath } = await uploaded(DEMO.superAdmin, 'icon.pdf');
    const update = await t.app.inject({
      method: 'PUT',
      url: '/api/sysNpcMenu',
      headers: bearer(await t.tokenFor(DEMO.superAdmin)),
      payload: { menuId: menu.menuId, menuIcon: icon(PASSWD.objPath) },
    });
    expect(update.statusCode).toBe(400);
    const stored = await t.app.inject({
      method: 'PUT',
      url: '/api/sysNpcMenu',
      headers: bearer(await t.tokenFor(DEMO.superAdmin)),
      payload: { menuId: menu.menuId, menuIcon: icon(objPath) },
    });
    expect(stored.statusCode).toBe(200);
    const [row] = await t.database.db.select({ icon: sysNpcMenu.menuIcon }).from(sysNpcMenu).where(eq(sysNpcMenu.menuId, menu.menuId));
    expect(JSON.parse(row.icon!).objPath).toBe(objPath);
  });
});
