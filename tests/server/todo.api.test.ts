import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { suggest } from '@server/db/schema';
import { DEMO, createApiDriver, mustSend, type ApiDriver, type AssignedUnitBody } from '../helpers/api-driver';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;
let units: AssignedUnitBody[];

interface QueueItem {
  id: number | string;
  status: number;
  overdue: boolean;
  allowedEvents: string[];
}
interface Queue {
  proposals: QueueItem[];
  suggestions: QueueItem[];
  messages: (QueueItem & { massesSuggestId: string; handleStatus: number })[];
  total: number;
  overdue: number;
  queues: { path: string; title: string; waiting: number; overdue: number }[];
}

/** The records of the test, by what they wait for. */
const r = {} as {
  proposalAt100: number;
  proposalAt200: number;
  proposalDraft: number;
  proposalAt600: number;
  suggestionDraft: number;
  suggestionAt500: number;
  transportAt301: number;
  transportAt400: number;
  transportOverdue: number;
  housingAt301: number;
  otherDeputysDraft: number;
  messageAt0: string;
  messageAt100: string;
};

beforeAll(async () => {
  t = await createTestApp();
  d = createApiDriver(t);
  await Promise.all(
    [DEMO.author, DEMO.otherDeputy, DEMO.work, DEMO.specialCommittee, DEMO.congressAdmin, DEMO.delegation, DEMO.transport, DEMO.housing, DEMO.station, DEMO.group].map(
      (username) => d.actorOf(username),
    ),
  );
  units = await d.demoUnits();
  const [transport, housing] = units;
  r.proposalAt100 = await d.proposalAt(100);
  r.proposalAt200 = await d.proposalAt(200);
  r.proposalDraft = await d.proposalAt(0);
  r.proposalAt600 = await d.proposalAt(600);
  r.suggestionDraft = await d.suggestionAt('0');
  r.suggestionAt500 = await d.suggestionAt('500');
  r.transportAt301 = await d.suggestionAt('301', { units: [transport] });
  r.transportAt400 = await d.suggestionAt('400', { units: [transport] });
  r.transportOverdue = await d.suggestionAt('400', { units: [transport] });
  r.housingAt301 = await d.suggestionAt('301', { units: [{ ...housing, main: true }] });
  const otherDraft = await d.create(DEMO.otherDeputy, 'suggest', { title: '关于增设公交站台的建议', content: '建议在江北大道增设公交站台。' });
  r.otherDeputysDraft = otherDraft.body.id;
  // The suggestion was due yesterday and is still being handled.
  await t.database.db
    .update(suggest)
    .set({ dueDate: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString() })
    .where(eq(suggest.suggestId, r.transportOverdue));
  const message = { delegateId: await d.deputyId(DEMO.author), stationId: await d.stationId(DEMO.station), delegateName: '张明华' };
  r.messageAt0 = await d.insertMessage(message);
  r.messageAt100 = await d.insertMessage(message);
  await mustSend(d, DEMO.author, 'message', r.messageAt100, { type: 'PROPOSE', delegateSuggestion: '请联络站协调社区处理' });
});
afterAll(async () => {
  await t?.close();
});

async function todoOf(username: string): Promise<Queue> {
  const answer = await d.request<Queue>(username, 'GET', '/api/todo');
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(200);
  const queue = answer.body;
  expect(queue.total).toBe(queue.proposals.length + queue.suggestions.length + queue.messages.length);
  expect(queue.overdue).toBe(queue.suggestions.filter((item) => item.overdue).length);
  return queue;
}

const idsOf = (items: QueueItem[]) => items.map((item) => item.id);

describe('GET /api/todo', () => {
  it('NPC_WORK: lists a proposal at 100 (to examine) and not one at 200', async () => {
    const queue = await todoOf(DEMO.work);
    expect(idsOf(queue.proposals)).toContain(r.proposalAt100);
    expect(idsOf(queue.proposals)).not.toContain(r.proposalAt200);
    expect(queue.proposals.find((item) => item.id === r.proposalAt100)).toMatchObject({ status: 100, allowedEvents: ['EXAMINE'] });
  });

  it('NPC_SPECIAL_COMMITTEE: lists the proposal at 200 and not the one at 100', async () => {
    const queue = await todoOf(DEMO.specialCommittee);
    expect(idsOf(queue.proposals)).toContain(r.proposalAt200);
    expect(idsOf(queue.proposals)).not.toContain(r.proposalAt100);
    expect(queue.suggestions).toEqual([]);
  });

  it('a unit: lists only the suggestions assigned to it at 301 or 400', async () => {
    const transportUnitId = units[0].unitId;
    const queue = await todoOf(DEMO.transport);
    expect(idsOf(queue.suggestions)).toEqual(expect.arrayContaining([r.transportAt301, r.transportAt400, r.transportOverdue]));
    expect(idsOf(queue.suggestions)).not.toContain(r.housingAt301);
    // Replied (500) and waiting for the author: not the unit's business any more.
    expect(idsOf(queue.suggestions)).not.toContain(r.suggestionAt500);
    for (const item of queue.suggestions) {
      expect([301, 400]).toContain(item.status);
      const stored = await d.row('suggest', item.id);
      expect((stored!.units as { unitId: number }[]).map((unit) => unit.unitId)).toContain(transportUnitId);
    }
    const housing = await todoOf(DEMO.housing);
    expect(idsOf(housing.suggestions)).toContain(r.housingAt301);
    expect(idsOf(housing.suggestions)).not.toContain(r.transportAt301);
  });

  it('a deputy: lists their drafts and the records awaiting their evaluation, not another deputy’s draft', async () => {
    const queue = await todoOf(DEMO.author);
    expect(idsOf(queue.proposals)).toEqual(expect.arrayContaining([r.proposalDraft, r.proposalAt600]));
    expect(idsOf(queue.suggestions)).toEqual(expect.arrayContaining([r.suggestionDraft, r.suggestionAt500]));
    expect(queue.proposals.find((item) => item.id === r.proposalAt600)!.allowedEvents).toContain('EVALUATE');
    expect(queue.suggestions.find((item) => item.id === r.suggestionAt500)!.allowedEvents).toContain('EVALUATE');
    expect(idsOf(queue.suggestions)).not.toContain(r.otherDeputysDraft);
    const other = await todoOf(DEMO.otherDeputy);
    expect(idsOf(other.suggestions)).toContain(r.otherDeputysDraft);
    expect(idsOf(other.proposals)).not.toContain(r.proposalDraft);
    expect(idsOf(other.suggestions)).not.toContain(r.suggestionAt500);
  });

  it('marks a suggestion past its due date overdue and counts it, for the unit and for the committee', async () => {
    for (const username of [DEMO.transport, DEMO.work]) {
      const queue = await todoOf(username);
      expect(queue.suggestions.find((item) => item.id === r.transportOverdue), username).toMatchObject({ overdue: true, status: 400 });
      expect(queue.overdue, username).toBeGreaterThanOrEqual(1);
    }
    const unit = await todoOf(DEMO.transport);
    expect(unit.suggestions.find((item) => item.id === r.transportAt400)).toMatchObject({ overdue: false });
    const listed = await d.list(DEMO.work, 'suggest', { status: '400', pageSize: 100 });
    expect(listed.body.list.find((item: QueueItem) => item.id === r.transportOverdue)).toMatchObject({ overdue: true });
  });

  it('a station manager: lists a message to be assigned (100), not one only to be read (0); the addressed deputy the one at 0', async () => {
    const station = await todoOf(DEMO.station);
    expect(station.messages.map((item) => item.massesSuggestId)).toContain(r.messageAt100);
    expect(station.messages.map((item) => item.massesSuggestId)).not.toContain(r.messageAt0);
    const deputy = await todoOf(DEMO.author);
    expect(deputy.messages.map((item) => item.massesSuggestId)).toContain(r.messageAt0);
    expect(deputy.messages.map((item) => item.massesSuggestId)).not.toContain(r.messageAt100);
  });

  it('NPC_GROUP: an empty queue, not an error', async () => {
    expect(await todoOf(DEMO.group)).toEqual({ proposals: [], suggestions: [], messages: [], total: 0, overdue: 0, queues: [] });
  });

  it('counts what waits in each queue page of the unit’s menus, with the overdue part, by menu name', async () => {
    const queue = await todoOf(DEMO.transport);
    const of = (route: string) => queue.queues.find((item) => item.path === `/manager/adviseManagement/${route}`);
    const atStatus = (status: number) => queue.suggestions.filter((item) => item.status === status);
    expect(of('suggest/signInSuggest')).toEqual({ path: '/manager/adviseManagement/suggest/signInSuggest', title: '待签收建议', waiting: atStatus(301).length, overdue: 0 });
    expect(atStatus(301).length).toBeGreaterThanOrEqual(1);
    expect(of('handlingUnit/handleAdvice')).toMatchObject({ title: '办理中建议', waiting: atStatus(400).length, overdue: 1 });
    // The unit is the main unit of each: its answer queue holds the same records.
    expect(of('handlingUnit/answerAdvice')).toMatchObject({ waiting: atStatus(400).length, overdue: 1 });
    // 重点建议: the overdue one only.
    expect(of('handlingUnit/keySuggestions')).toMatchObject({ waiting: 1, overdue: 1 });
    expect(of('handlingUnit/completedAdvice')).toMatchObject({ waiting: 0, overdue: 0 });
    expect(of('handlingUnit/allAdviceFile')).toMatchObject({ waiting: queue.suggestions.length, overdue: queue.overdue });
    // Only the unit's own menus: no committee queue.
    expect(of('suggest/waitAssignment')).toBeUndefined();
    const housing = await todoOf(DEMO.housing);
    expect(housing.queues.find((item) => item.path === '/manager/adviseManagement/handlingUnit/answerAdvice')).toMatchObject({ waiting: 0 });
  });

  it('a deputy’s queue pages: drafts, my records awaiting evaluation, the messages addressed to them', async () => {
    const queue = await todoOf(DEMO.author);
    const of = (path: string) => queue.queues.find((item) => item.path === path);
    expect(of('/client/proposalAndSuggest/proposal/drafts')).toMatchObject({ title: '议案草稿', waiting: 1 });
    expect(of('/client/proposalAndSuggest/suggest/draftsBox')).toMatchObject({ title: '建议草稿箱', waiting: 1 });
    expect(of('/client/proposalAndSuggest/proposal/draftTable')).toMatchObject({ waiting: 2 });
    // A proposal at 600 and a suggestion at 500, each to evaluate.
    expect(of('/client/proposalAndSuggest/proposal/myProposalSuggest')).toMatchObject({ title: '我的议案建议', waiting: 2, overdue: 0 });
    expect(of('/client/proposalAndSuggest/proposal/otherPeople')).toMatchObject({ waiting: 0 });
    expect(of('/client/deputyStation/adviceHandling')).toMatchObject({ title: '群众留言', waiting: 1 });
    const station = await todoOf(DEMO.station);
    expect(station.queues.find((item) => item.path === '/manager/deputyStation/adviceManage')).toMatchObject({ waiting: 1 });
  });

  it('the committee’s queue pages follow the machine: a proposal at 100 waits in 审查小组登记', async () => {
    const queue = await todoOf(DEMO.work);
    const of = (route: string) => queue.queues.find((item) => item.path === `/manager/adviseManagement/${route}`);
    expect(of('proposal/waitExamineByGroup')).toMatchObject({ title: '审查小组登记', waiting: queue.proposals.filter((item) => item.status === 100).length });
    expect(of('proposal/waitExamineByGroup')!.waiting).toBeGreaterThanOrEqual(1);
    // At 200 the review body acts, not the committee.
    expect(of('proposal/waitExamineByOrganization')).toBeUndefined();
    expect(of('actingWorkingCommittee/allAdviceFile')).toMatchObject({ overdue: 1 });
  });

  it('answers 401 without a token', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/todo' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: '/api/todo', headers: bearer('forged-token') });
    expect(forged.statusCode).toBe(401);
  });
});
