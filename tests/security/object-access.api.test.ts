import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProposalEventSchemas } from '@machines/proposal/index';
import { SuggestionEventSchemas } from '@machines/suggestion/index';
import { StationMessageEventSchemas } from '@machines/station-message/index';
import { DeputyRecordEventSchemas } from '@machines/deputy-record/index';
import { PORTAL_API } from '@shared/portal';
import { contactStationSuggest, npcDelegate } from '@server/db/schema';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { DEMO, createApiDriver, type ApiDriver, type Id, type Kind } from '../helpers/api-driver';

/**
 * Object-level access, each through the API: the route lets the role in, the record
 * does not. A record outside the caller's view answers exactly like a missing one (404 and the
 * same body), on the detail and on every event, and changes nothing.
 */

let t: TestApp;
let d: ApiDriver;

let ipSerial = 0;
const newIp = () => {
  ipSerial += 1;
  return `10.${180 + Math.floor(ipSerial / 62_500)}.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
};

const EVENTS: Record<Kind, string[]> = {
  proposal: Object.keys(ProposalEventSchemas),
  suggest: Object.keys(SuggestionEventSchemas),
  message: Object.keys(StationMessageEventSchemas),
  deputy: Object.keys(DeputyRecordEventSchemas),
};
/** An id no record has, to compare a hidden record's answers with a missing one's. */
const MISSING: Record<Kind, Id> = { proposal: 99_999_999, suggest: 99_999_999, message: 'LY209901010001', deputy: 99_999_999 };

beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const idsOf = (list: Record<string, unknown>[], kind: Kind) => list.map((row) => (kind === 'message' ? row.massesSuggestId : row.id));

/**
 * The record is hidden from the account: the detail and every event of its machine answer 404
 * with the body a missing record gets, and the stored record and its history stay as they were.
 */
async function expectHidden(username: string, kind: Kind, id: Id) {
  const missing = await d.detail(username, kind, MISSING[kind]);
  expect(missing.statusCode).toBe(404);
  const before = await d.machineRecord(kind, id);
  const historyBefore = await d.history(kind, id);
  expect(before, `${kind} ${id} exists`).toBeDefined();

  const seen = await d.detail(username, kind, id);
  expect({ status: seen.statusCode, body: seen.body }, `GET ${kind} ${id} as ${username}`).toEqual({ status: 404, body: missing.body });
  for (const type of EVENTS[kind]) {
    const version = before!.version as number;
    const answer = await d.post(username, kind, id, { type, version });
    const missingAnswer = await d.post(username, kind, MISSING[kind], { type, version });
    expect({ status: answer.statusCode, body: answer.body }, `${type} on ${kind} ${id} as ${username}`).toEqual({ status: 404, body: missingAnswer.body });
  }
  expect(await d.machineRecord(kind, id), 'nothing changed').toEqual(before);
  expect(await d.history(kind, id), 'no history added').toEqual(historyBefore);
}

describe("another deputy's drafts", () => {
  it.each(['proposal', 'suggest'] as const)('a %s draft is hidden from other deputies, co-signers included, and from the super administrator', async (kind) => {
    const created = await d.create(DEMO.author, kind, { title: '尚未提交的草稿', content: '草稿内容。', coSignerIds: [await d.deputyId(DEMO.coSigner)] });
    expect(created.statusCode).toBe(201);
    const id = created.body.id as number;

    // The author sees it (the check can fail).
    expect((await d.detail(DEMO.author, kind, id)).statusCode).toBe(200);
    expect(idsOf((await d.list(DEMO.author, kind, { mine: true, pageSize: 100 })).body.list, kind)).toContain(id);

    for (const other of [DEMO.otherDeputy, DEMO.coSigner, DEMO.otherDelegationDeputy, DEMO.superAdmin]) {
      await expectHidden(other, kind, id);
      const listed = await d.list(other, kind, { pageSize: 100 });
      expect(listed.statusCode).toBe(200);
      expect(idsOf(listed.body.list, kind), `${kind} list of ${other}`).not.toContain(id);
    }
    // Still the author's draft, untouched.
    expect((await d.row(kind, id))?.status).toBe(0);
  });
});

describe('units', () => {
  it('a unit cannot see or act on a suggestion not assigned to it, in the list, the detail or by events', async () => {
    const transport = await d.unitId(DEMO.transport);
    const onlyTransport = await d.suggestionAt('301', { units: [{ unitId: transport, assignType: 4, main: true }] });
    const both = await d.suggestionAt('301');

    // The assigned units see theirs (the check can fail).
    expect((await d.detail(DEMO.transport, 'suggest', onlyTransport)).statusCode).toBe(200);
    expect((await d.detail(DEMO.housing, 'suggest', both)).statusCode).toBe(200);

    const queries: Record<string, string | number | boolean>[] = [{ pageSize: 100 }, { pageSize: 100, status: '301' }, { pageSize: 100, keyword: '供水' }, { pageSize: 100, attention: true }];
    for (const query of queries) {
      const listed = await d.list(DEMO.housing, 'suggest', query);
      expect(listed.statusCode).toBe(200);
      expect(idsOf(listed.body.list, 'suggest'), `housing's list ${JSON.stringify(query)}`).not.toContain(onlyTransport);
    }
    expect(idsOf((await d.list(DEMO.housing, 'suggest', { pageSize: 100 })).body.list, 'suggest')).toContain(both);
    await expectHidden(DEMO.housing, 'suggest', onlyTransport);

    // Nor does its to-do queue or the handling news mention it.
    const todo = await d.request(DEMO.housing, 'GET', '/api/todo');
    expect(todo.statusCode).toBe(200);
    expect(todo.body.suggestions.map((row: { id: number }) => row.id)).not.toContain(onlyTransport);
    const dynamics = await d.request(DEMO.housing, 'GET', '/api/workflowDynamics?type=suggest&pageSize=100');
    expect(dynamics.statusCode).toBe(200);
    expect(dynamics.body.list.map((row: { recordId: number }) => row.recordId)).not.toContain(onlyTransport);
  });
});

describe('station managers', () => {
  it("see only their station's messages: another station's is absent from the list, 404 on the detail and on every event", async () => {
    const ownStation = await d.stationId(DEMO.station);
    const [elsewhere] = await t.database.db
      .select({ delegateId: npcDelegate.delegateId, stationId: npcDelegate.fkStationId })
      .from(npcDelegate)
      .where(and(isNotNull(npcDelegate.fkStationId), ne(npcDelegate.fkStationId, ownStation)))
      .limit(1);
    expect(elsewhere, 'a deputy at another station').toBeDefined();
    const foreign = await d.insertMessage({ delegateId: elsewhere.delegateId, stationId: elsewhere.stationId, title: '其他联络站的留言' });
    const own = await d.insertMessage({ delegateId: await d.deputyId(DEMO.author), stationId: ownStation, title: '本联络站的留言' });

    // Its own station's message it sees (the check can fail).
    expect((await d.detail(DEMO.station, 'message', own)).statusCode).toBe(200);
    const listed = await d.list(DEMO.station, 'message', { pageSize: 100 });
    expect(listed.statusCode).toBe(200);
    expect(idsOf(listed.body.list, 'message')).toContain(own);
    expect(idsOf(listed.body.list, 'message')).not.toContain(foreign);
    const byNumber = await d.list(DEMO.station, 'message', { keyword: foreign });
    expect(byNumber.body.list).toEqual([]);

    await expectHidden(DEMO.station, 'message', foreign);
    // The deputy of another station does not see it either; the administrators do.
    await expectHidden(DEMO.author, 'message', foreign);
    expect((await d.detail(DEMO.congressAdmin, 'message', foreign)).statusCode).toBe(200);
  });
});

describe('deputy records', () => {
  it("a deputy's record is hidden from another deputy, another delegation and roles with no business in the roster", async () => {
    const own = await d.deputyId(DEMO.author);
    for (const other of [DEMO.otherDeputy, DEMO.work, DEMO.station, DEMO.transport]) await expectHidden(other, 'deputy', own);
    // 邓志勇 sits in 恩阳区代表团: the 巴州区 liaison does not see his record.
    await expectHidden(DEMO.delegation, 'deputy', await d.deputyId(DEMO.otherDelegationDeputy));
  });
});

describe('the feedback query', () => {
  async function feedback(query: Record<string, string>) {
    const response = await t.app.inject({ method: 'GET', url: `${PORTAL_API.feedback}?${new URLSearchParams(query)}`, remoteAddress: newIp() });
    return { status: response.statusCode, body: response.json() as unknown };
  }

  it('reveals nothing without the matching phone, or the matching name for a message left without a phone', async () => {
    const deputy = await d.deputyId(DEMO.author);
    const station = await d.stationId(DEMO.station);
    // insertMessage leaves 王大爷, 13512345678.
    const withPhone = await d.insertMessage({ delegateId: deputy, stationId: station });
    const nameOnly = await d.insertMessage({ delegateId: deputy, stationId: station, title: '只留了姓名的留言' });
    await t.database.db.update(contactStationSuggest).set({ massesPhone: null, massesName: '李阿姨' }).where(eq(contactStationSuggest.massesSuggestId, nameOnly));
    const otherPhone = await d.insertMessage({ delegateId: deputy, stationId: station, title: '另一位群众的留言' });
    await t.database.db.update(contactStationSuggest).set({ massesPhone: '13698765432' }).where(eq(contactStationSuggest.massesSuggestId, otherPhone));
    const anonymous = await d.insertMessage({ delegateId: deputy, stationId: station, title: '匿名留言' });
    await t.database.db.update(contactStationSuggest).set({ massesPhone: null, massesName: null }).where(eq(contactStationSuggest.massesSuggestId, anonymous));

    // The matching answers (the checks can fail).
    expect((await feedback({ massesSuggestId: withPhone, massesPhone: '13512345678' })).status).toBe(200);
    expect((await feedback({ massesSuggestId: nameOnly, massesName: '李阿姨' })).status).toBe(200);
    expect((await feedback({ massesSuggestId: otherPhone, massesPhone: '13698765432' })).status).toBe(200);

    const refusals: Record<string, string>[] = [
      { massesSuggestId: withPhone, massesPhone: '13512345679' },
      { massesSuggestId: withPhone, massesName: '王大爷' },
      { massesSuggestId: withPhone },
      { massesSuggestId: withPhone, massesPhone: '' },
      { massesSuggestId: nameOnly, massesName: '王大爷' },
      { massesSuggestId: nameOnly, massesPhone: '13512345678' },
      { massesSuggestId: nameOnly },
      { massesSuggestId: anonymous },
      { massesSuggestId: anonymous, massesName: '' },
      // Another message's number with this one's phone, and a number that does not exist.
      { massesSuggestId: otherPhone, massesPhone: '13512345678' },
      { massesSuggestId: withPhone, massesPhone: '13698765432' },
      { massesSuggestId: nameOnly, massesPhone: '13512345678', massesName: '李阿姨x' },
      { massesSuggestId: 'LY209901010001', massesPhone: '13512345678' },
      { massesSuggestId: withPhone.slice(0, -1), massesPhone: '13512345678' },
    ];
    const answers: { query: Record<string, string>; status: number; body: unknown }[] = [];
    for (const query of refusals) answers.push({ query, ...(await feedback(query)) });
    const first = answers[0];
    expect(first.status).toBe(404);
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }, JSON.stringify(answer.query)).toEqual({ status: first.status, body: first.body });
    }
  });
});
