import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ne } from 'drizzle-orm';
import { contactStation } from '@server/db/schema';
import { BLANKS, DEMO, expectRefused, mustSend, staleVersionOf, type ApiDriver, type Stepper } from '../helpers/api-driver';
import { describePathReplays, playedBy, refusalTable, startLifecycleApi, stationLifecycle, type AcceptedEvents, type RefusalCase } from '../helpers/lifecycle-api';
import { stationCast } from '../helpers/lifecycle-paths';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;
let stepper: Stepper;
let deputyId: number;
let stationId: number;
let otherStationId: number;

const USERS = [DEMO.author, DEMO.otherDeputy, DEMO.station, DEMO.congressAdmin, DEMO.superAdmin, DEMO.work];

beforeAll(async () => {
  ({ t, d, stepper } = await startLifecycleApi(stationLifecycle, USERS));
  deputyId = await d.deputyId(DEMO.author);
  stationId = await d.stationId(DEMO.station);
  expect((await d.userInfo(DEMO.author)).stationId, '张明华 is addressed through the 东城街道 station').toBe(stationId);
  const [other] = await t.database.db.select({ id: contactStation.stationId }).from(contactStation).where(ne(contactStation.stationId, stationId)).limit(1);
  otherStationId = other.id;
});
afterAll(async () => {
  await t?.close();
});

/** The demo accounts that play the model's actors: 张明华 and the manager of his station. */
const usernameOf = playedBy(stationCast, {
  addressedDeputy: DEMO.author,
  otherDeputy: DEMO.otherDeputy,
  stationManager: DEMO.station,
  superAdmin: DEMO.superAdmin,
});

const newMessage = () => d.insertMessage({ delegateId: deputyId, stationId, delegateName: '张明华' });

/** A fresh message taken to a handleStatus by the users whose turn it is. */
async function messageAt(status: 0 | 100 | 200 | 300): Promise<string> {
  const id = await newMessage();
  if (status >= 100) await mustSend(d, DEMO.author, 'message', id, { type: 'PROPOSE', delegateSuggestion: '请联络站协调社区处理' });
  if (status >= 200) await mustSend(d, DEMO.station, 'message', id, { type: 'ASSIGN', stationSuggestion: '交社区居委会办理' });
  if (status >= 300) await mustSend(d, DEMO.station, 'message', id, { type: 'REPLY', handleResult: '路灯已修复' });
  return id;
}

describePathReplays(stationLifecycle, { api: () => ({ d, stepper }), newRecord: newMessage, usernameOf });

/** The fields of a message that GET /api/contactStationSuggest/{id} answers. */
const MESSAGE_FIELDS = [
  'address', 'annex', 'content', 'createTime', 'delegateName', 'delegateSuggestion', 'fkDelegateId', 'fkStationId', 'handleResult',
  'handleStatus', 'handleTime', 'isRead', 'massesName', 'massesPhone', 'massesSuggestId', 'stationSuggestion', 'title',
];

describe('GET /api/contactStationSuggest/{id}: who may read a message', () => {
  it.each([
    ['the addressed deputy', DEMO.author],
    ['the manager of its station', DEMO.station],
    ['the congress administrator', DEMO.congressAdmin],
    ['the super administrator', DEMO.superAdmin],
  ])('%s gets every field of the message', async (_who, username) => {
    const id = await newMessage();
    const answer = await d.detail(username, 'message', id);
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.body)).toEqual(expect.arrayContaining(MESSAGE_FIELDS));
    expect(answer.body).toMatchObject({ massesSuggestId: id, fkDelegateId: deputyId, fkStationId: stationId });
  });

  it.each([
    ['another deputy', DEMO.otherDeputy],
    ['the working committee', DEMO.work],
    ['a handling unit', DEMO.transport],
  ])('%s gets 404 and nothing of the message', async (_who, username) => {
    const id = await newMessage();
    const answer = await d.detail(username, 'message', id);
    expect(answer.statusCode).toBe(404);
    expect(Object.keys(answer.body)).toEqual(['msg']);
  });

  it('the manager of another station gets 404', async () => {
    const id = await d.insertMessage({ delegateId: deputyId, stationId: otherStationId, delegateName: '张明华' });
    expect((await d.detail(DEMO.station, 'message', id)).statusCode).toBe(404);
  });

  it('an anonymous caller gets 401', async () => {
    const id = await newMessage();
    const answer = await t.app.inject({ method: 'GET', url: `/api/contactStationSuggest/${id}` });
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toEqual({ msg: expect.any(String) });
  });
});

describe('handling a message through the API', () => {
  it('records the handling result and time, and shows the station and status label', async () => {
    const id = await messageAt(200);
    const { answer } = await stepper.step(DEMO.author, id, { type: 'REPLY', handleResult: '已联系供电公司，路灯已修复' }, 300);
    const repliedAt = (await d.history('message', id)).at(-1)!.createTime;
    expect(answer.body).toMatchObject({
      handleStatus: 300,
      handleStatusLabel: '已办理',
      handleResult: '已联系供电公司，路灯已修复',
      handleTime: repliedAt,
      delegateSuggestion: '请联络站协调社区处理',
      stationSuggestion: '交社区居委会办理',
      stationName: '巴州区东城街道代表联络站',
    });
    expect(answer.body.history.map((entry: { eventType: string }) => entry.eventType)).toEqual(['PROPOSE', 'ASSIGN', 'REPLY']);
  });

  it('is marked read by the manager of its station, and stays received', async () => {
    const id = await newMessage();
    const { answer } = await stepper.step(DEMO.station, id, { type: 'READ' }, 0);
    expect(answer.body).toMatchObject({ isRead: true, handleStatus: 0, handleStatusLabel: '待处理' });
    expect(answer.body.allowedEvents).toEqual(['READ']);
  });

  it('lets NPC_ADMIN perform every event', async () => {
    const id = await newMessage();
    await stepper.step(DEMO.superAdmin, id, { type: 'READ' }, 0);
    await stepper.step(DEMO.superAdmin, id, { type: 'PROPOSE', delegateSuggestion: '代为提出处理建议' }, 100);
    await stepper.step(DEMO.superAdmin, id, { type: 'ASSIGN', stationSuggestion: '代为交办' }, 200);
    await stepper.step(DEMO.superAdmin, id, { type: 'REPLY', handleResult: '代为答复' }, 300);
  });
});

describe('refused message events change nothing', () => {
  const at: Record<string, string> = {};
  beforeAll(async () => {
    for (const status of [0, 100, 200, 300] as const) at[status] = await messageAt(status);
    at['0-other-station'] = await d.insertMessage({ delegateId: null, stationId: otherStationId });
  });

  type Case = RefusalCase<string>;
  const valid: AcceptedEvents<string> = {
    READ: ['0', DEMO.station, { type: 'READ' }, ['100', DEMO.station]],
    PROPOSE: ['0', DEMO.author, { type: 'PROPOSE', delegateSuggestion: '请协调' }, ['200', DEMO.author]],
    ASSIGN: ['100', DEMO.station, { type: 'ASSIGN', stationSuggestion: '交社区办理' }, ['0', DEMO.station]],
    REPLY: ['200', DEMO.station, { type: 'REPLY', handleResult: '已办结' }, ['300', DEMO.station]],
  };
  const cases = refusalTable(stationLifecycle, valid, [
    ['READ: another deputy cannot see the message → 404', '0', DEMO.otherDeputy, { type: 'READ' }, 404],
    ['READ: NPC_WORK cannot see the message → 404', '0', DEMO.work, { type: 'READ' }, 404],
    ['READ: the manager of another station cannot see it → 404', '0-other-station', DEMO.station, { type: 'READ' }, 404],
    ['READ: 人大管理员 (sees it, wrong role) → 403', '0', DEMO.congressAdmin, { type: 'READ' }, 403],
    ['PROPOSE: the station manager → 403', '0', DEMO.station, { type: 'PROPOSE', delegateSuggestion: '请协调' }, 403],
    ['PROPOSE: 人大管理员 → 403', '0', DEMO.congressAdmin, { type: 'PROPOSE', delegateSuggestion: '请协调' }, 403],
    ['PROPOSE: another deputy cannot see the message → 404', '0', DEMO.otherDeputy, { type: 'PROPOSE', delegateSuggestion: '请协调' }, 404],
    ...BLANKS.map((blank): Case => [`PROPOSE: a blank suggestion ${JSON.stringify(blank)} → 400`, '0', DEMO.author, { type: 'PROPOSE', delegateSuggestion: blank }, 400]),
    ['ASSIGN: the addressed deputy → 403', '100', DEMO.author, { type: 'ASSIGN', stationSuggestion: '交社区办理' }, 403],
    ['ASSIGN: 人大管理员 → 403', '100', DEMO.congressAdmin, { type: 'ASSIGN', stationSuggestion: '交社区办理' }, 403],
    ...BLANKS.map((blank): Case => [`ASSIGN: a blank assignment ${JSON.stringify(blank)} → 400`, '100', DEMO.station, { type: 'ASSIGN', stationSuggestion: blank }, 400]),
    ['REPLY at 0: the station manager → 403', '0', DEMO.station, { type: 'REPLY', handleResult: '已答复' }, 403],
    ['REPLY at 200: 人大管理员 → 403', '200', DEMO.congressAdmin, { type: 'REPLY', handleResult: '已答复' }, 403],
    ['REPLY at 200: another deputy cannot see the message → 404', '200', DEMO.otherDeputy, { type: 'REPLY', handleResult: '已答复' }, 404],
    ...BLANKS.map((blank): Case => [`REPLY: a blank result ${JSON.stringify(blank)} → 400`, '200', DEMO.station, { type: 'REPLY', handleResult: blank }, 400]),
    ...BLANKS.map((blank): Case => [`REPLY at 0: a blank result ${JSON.stringify(blank)} → 400`, '0', DEMO.author, { type: 'REPLY', handleResult: blank }, 400]),
    ['REPLY at 100 (to be assigned) → 409', '100', DEMO.author, { type: 'REPLY', handleResult: '已答复' }, 409],
    ['an event of another lifecycle → 400', '0', DEMO.author, { type: 'SUBMIT' }, 400],
  ]);

  for (const [name, stage, username, event, httpStatus] of cases) {
    it(name, async () => {
      const filled = { ...event };
      if (filled.version === 'STALE') filled.version = staleVersionOf((await d.row('message', at[stage]))!.version as number);
      await expectRefused(d, 'message', at[stage], username, filled, httpStatus);
    });
  }

  it('the events refused above are accepted as sent by the right user, so the refusals were for the stated reason', async () => {
    for (const [type, [stage, username, event]] of Object.entries(valid)) {
      const id = await messageAt(Number(stage) as 0 | 100 | 200);
      const answer = await d.send(username, 'message', id, event);
      expect(answer.statusCode, `${type}: ${JSON.stringify(answer.body)}`).toBe(200);
    }
  });
});
