import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addCalendarMonths } from '@machines/workflow';
import type { SuggestionEvent } from '@machines/suggestion/index';
import { suggest } from '@server/db/schema';
import {
  BLANKS,
  DEMO,
  expectRefused,
  mustSend,
  staleVersionOf,
  type ApiDriver,
  type AssignedUnitBody,
  type SuggestionStage,
  type CheckedStep,
  type Stepper,
} from '../helpers/api-driver';
import { bodyWithDemoUnits, describePathReplays, suggestionLifecycle, playedBy, refusalTable, startLifecycleApi, type AcceptedEvents, type RefusalCase } from '../helpers/lifecycle-api';
import { suggestionCast, suggestionUnits } from '../helpers/lifecycle-paths';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;
let stepper: Stepper;
let coSignerId: number;
let realUnits: AssignedUnitBody[];

beforeAll(async () => {
  const { station: _station, group: _group, ...used } = DEMO;
  ({ t, d, stepper } = await startLifecycleApi(suggestionLifecycle, Object.values(used)));
  coSignerId = await d.deputyId(DEMO.coSigner);
  realUnits = await d.demoUnits();
});
afterAll(async () => {
  await t?.close();
});

const TITLE = '关于改善城区供水管网的建议';
const CONTENT = '老城区供水管网老化，建议分批改造。';
const DAY_MS = 24 * 60 * 60 * 1000;

const usernameOf = playedBy(suggestionCast, {
  author: DEMO.author,
  otherDeputy: DEMO.coSigner,
  authorsDelegation: DEMO.delegation,
  workingCommittee: DEMO.work,
  congressAdmin: DEMO.congressAdmin,
  mainUnit: DEMO.transport,
  coUnit: DEMO.housing,
  superAdmin: DEMO.superAdmin,
});

const bodyOf = (event: SuggestionEvent) => bodyWithDemoUnits(event, suggestionUnits, realUnits);

async function createDraft(username: string = DEMO.author, fields: Record<string, unknown> = {}): Promise<number> {
  const created = await d.create(username, 'suggest', { title: TITLE, content: CONTENT, coSignerIds: [coSignerId], ...fields });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  expect(created.body).toMatchObject({ status: 0, version: 0, number: null });
  return created.body.id as number;
}

const suggestionAt = (stage: SuggestionStage, options: { author?: string; units?: AssignedUnitBody[] } = {}) => d.suggestionAt(stage, options);

async function afterStep(step: CheckedStep) {
  if (step.body.type === 'SUBMIT') expect(step.answer.body.number).toMatch(/^建议第\d{3}号$/);
}

describePathReplays(suggestionLifecycle, { api: () => ({ d, stepper }), newRecord: () => createDraft(), usernameOf, bodyOf, afterStep });

describe('deadlines on the server’s clock', () => {
  it('ASSIGN sets the due date three months after the assignment', async () => {
    const id = await suggestionAt('300');
    const sentAt = Date.now();
    const { answer } = await stepper.step(DEMO.work, id, { type: 'ASSIGN', units: realUnits }, 301);
    const assignedAt = Date.parse(answer.body.assignedAt);
    expect(assignedAt).toBeGreaterThanOrEqual(sentAt - 1000);
    expect(assignedAt).toBeLessThanOrEqual(Date.now() + 1000);
    expect(answer.body.dueDate).toBe(addCalendarMonths(answer.body.assignedAt, 3));
    const days = (Date.parse(answer.body.dueDate) - assignedAt) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(89);
    expect(days).toBeLessThanOrEqual(92);
    expect(answer.body.overdue).toBe(false);
  });

  it('an approved delay moves the due date to six months after the assignment, once', async () => {
    const id = await suggestionAt('400');
    const assigned = (await d.detail(DEMO.transport, 'suggest', id)).body;
    await stepper.step(DEMO.transport, id, { type: 'APPLY_DELAY', reason: '需跨年度实施' }, 400);
    const { answer } = await stepper.step(DEMO.work, id, { type: 'APPROVE_DELAY', opinion: '同意延期' }, 400);
    expect(answer.body).toMatchObject({ delayRequested: true, delayPending: false, assignedAt: assigned.assignedAt });
    expect(answer.body.dueDate).toBe(addCalendarMonths(assigned.assignedAt, 6));
    const days = (Date.parse(answer.body.dueDate) - Date.parse(assigned.assignedAt)) / DAY_MS;
    expect(days).toBeGreaterThanOrEqual(181);
    expect(days).toBeLessThanOrEqual(184);
    const again = await expectRefused(d, 'suggest', id, DEMO.transport, { type: 'APPLY_DELAY', reason: '再次申请' }, 409);
    expect(again.body.msg).toContain('只能申请一次');
  });

  it('a rejected delay keeps the due date, and no second delay may be asked', async () => {
    const id = await suggestionAt('400-delay');
    const before = (await d.detail(DEMO.work, 'suggest', id)).body;
    const { answer } = await stepper.step(DEMO.work, id, { type: 'REJECT_DELAY', opinion: '请按期办理' }, 400);
    expect(answer.body).toMatchObject({ dueDate: before.dueDate, delayRequested: true, delayPending: false });
    await expectRefused(d, 'suggest', id, DEMO.transport, { type: 'APPLY_DELAY', reason: '再次申请' }, 409);
  });

  it('an unsatisfied evaluation sends it back to the units with one more month, once', async () => {
    const id = await suggestionAt('500');
    const { answer } = await stepper.step(DEMO.author, id, { type: 'EVALUATE', satisfaction: 3, comment: '问题未解决' }, 400);
    const evaluatedAt = (await d.history('suggest', id)).at(-1)!.createTime;
    expect(answer.body.rehandled).toBe(true);
    expect(answer.body.dueDate).toBe(addCalendarMonths(evaluatedAt, 1));
    await stepper.step(DEMO.transport, id, { type: 'REPLY', content: '再次答复：已完成改造', answerCategory: 'A' }, 500);
    await stepper.step(DEMO.author, id, { type: 'EVALUATE', satisfaction: 3, comment: '仍不满意' }, 600);
  });

  it('a unit sends a wrongly assigned suggestion back within 7 working days; the committee sees why and assigns again', async () => {
    const id = await suggestionAt('301');
    await d.send(DEMO.housing, 'suggest', id, { type: 'APPLY_ADJUST', reason: '不属于本单位职责' });
    const committee = (await d.detail(DEMO.work, 'suggest', id)).body;
    expect(committee).toMatchObject({ status: 300, adjustReason: '不属于本单位职责', units: [], assignedAt: null, dueDate: null });
    expect(committee.allowedEvents).toEqual(['ASSIGN']);
    expect(committee.history.at(-1)).toMatchObject({ eventType: 'APPLY_ADJUST', fromStatus: 301, toStatus: 300, opinion: '不属于本单位职责' });
    const { answer } = await stepper.step(DEMO.work, id, { type: 'ASSIGN', units: [realUnits[0]] }, 301);
    expect(answer.body).toMatchObject({ adjustReason: null, dueDate: addCalendarMonths(answer.body.assignedAt, 3) });
  });

  it('refuses APPLY_ADJUST more than 7 working days after the assignment with 409', async () => {
    const id = await suggestionAt('301');
    const longAgo = new Date(Date.now() - 20 * DAY_MS).toISOString();
    await t.database.db.update(suggest).set({ assignedAt: longAgo, dueDate: addCalendarMonths(longAgo, 3) }).where(eq(suggest.suggestId, id));
    const answer = await expectRefused(d, 'suggest', id, DEMO.housing, { type: 'APPLY_ADJUST', reason: '不属于本单位职责' }, 409);
    expect(answer.body.msg).toContain('7个工作日');
  });
});

describe('signing for a suggestion', () => {
  it('stays at 301 until the main unit signs; each unit signs once', async () => {
    const id = await suggestionAt('301');
    const co = await stepper.step(DEMO.housing, id, { type: 'SIGN_FOR' }, 301);
    expect(co.answer.body.units.find((unit: { main: boolean }) => !unit.main).signedAt).toEqual(expect.any(String));
    await expectRefused(d, 'suggest', id, DEMO.housing, { type: 'SIGN_FOR' }, 409);
    await stepper.step(DEMO.transport, id, { type: 'SIGN_FOR' }, 400);
  });
});

describe('NPC_ADMIN through the API', () => {
  it('examines, assigns, signs for the main unit, handles a delay, replies and evaluates', async () => {
    const id = await suggestionAt('100');
    for (const [body, status] of [
      [{ type: 'EXAMINE', result: 1 }, 200],
      [{ type: 'EXAMINE', result: 1 }, 300],
      [{ type: 'ASSIGN', units: 'REAL_UNITS' }, 301],
      [{ type: 'SIGN_FOR' }, 400],
      [{ type: 'APPLY_DELAY', reason: '代为申请延期' }, 400],
      [{ type: 'APPROVE_DELAY' }, 400],
      [{ type: 'OPINION', opinion: '代协办单位提出意见' }, 400],
      [{ type: 'REPLY', content: '代主办单位答复', answerCategory: 'C' }, 500],
      [{ type: 'CONCLUDE', opinion: '办结' }, 600],
    ] as const) {
      await stepper.step(DEMO.superAdmin, id, body.type === 'ASSIGN' ? { ...body, units: realUnits } : body, status);
    }
  });

  it('keeps a suggestion for reference only, concluding it', async () => {
    const id = await suggestionAt('200');
    const { answer } = await stepper.step(DEMO.superAdmin, id, { type: 'EXAMINE', result: 3, opinion: '留作参考' }, 600);
    expect(answer.body.referenceOnly).toBe(true);
  });
});

describe('who sees a suggestion', () => {
  it('the author’s delegation sees it once submitted, not another delegation’s, nor anyone’s draft', async () => {
    const mine = await suggestionAt('100');
    const theirs = await suggestionAt('100', { author: DEMO.otherDelegationDeputy });
    const draft = await suggestionAt('0');
    expect((await d.detail(DEMO.delegation, 'suggest', mine)).body.allowedEvents).toEqual(['EXAMINE']);
    expect((await d.detail(DEMO.delegation, 'suggest', theirs)).statusCode).toBe(404);
    expect((await d.detail(DEMO.delegation, 'suggest', draft)).statusCode).toBe(404);
    const listed = (await d.list(DEMO.delegation, 'suggest', { pageSize: 100 })).body.list.map((item: { id: number }) => item.id);
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirs);
    expect(listed).not.toContain(draft);
  });

  it('a unit sees only the suggestions assigned to it', async () => {
    const both = await suggestionAt('301');
    const mainOnly = await suggestionAt('301', { units: [realUnits[0]] });
    expect((await d.detail(DEMO.housing, 'suggest', both)).statusCode).toBe(200);
    expect((await d.detail(DEMO.housing, 'suggest', mainOnly)).statusCode).toBe(404);
    const listed = (await d.list(DEMO.housing, 'suggest', { pageSize: 100 })).body.list.map((item: { id: number }) => item.id);
    expect(listed).toContain(both);
    expect(listed).not.toContain(mainOnly);
  });
});

describe('refused suggestion events change nothing', () => {
  const at: Record<string, number> = {};
  beforeAll(async () => {
    for (const stage of ['0', '100', '101', '200', '201', '300', '301', '400', '400-delay', '500'] as const) at[stage] = await suggestionAt(stage);
    at['100-other-delegation'] = await suggestionAt('100', { author: DEMO.otherDelegationDeputy });
    at['301-main-only'] = await suggestionAt('301', { units: [realUnits[0]] });
  });

  type Case = RefusalCase<string>;
  const valid: AcceptedEvents<string> = {
    SAVE: ['0', DEMO.author, { type: 'SAVE', title: '新标题' }, ['100', DEMO.author]],
    SUBMIT: ['0', DEMO.author, { type: 'SUBMIT' }, ['100', DEMO.author]],
    RESUBMIT: ['101', DEMO.author, { type: 'RESUBMIT' }, ['100', DEMO.author]],
    DELETE: ['0', DEMO.author, { type: 'DELETE' }, ['100', DEMO.author]],
    EXAMINE: ['100', DEMO.delegation, { type: 'EXAMINE', result: 2, opinion: '请补充' }, ['300', DEMO.work]],
    ASSIGN: ['300', DEMO.work, { type: 'ASSIGN', units: 'REAL_UNITS' }, ['400', DEMO.work]],
    SIGN_FOR: ['301', DEMO.transport, { type: 'SIGN_FOR' }, ['400', DEMO.transport]],
    APPLY_ADJUST: ['301', DEMO.housing, { type: 'APPLY_ADJUST', reason: '不属于本单位职责' }, ['400', DEMO.housing]],
    APPLY_DELAY: ['400', DEMO.transport, { type: 'APPLY_DELAY', reason: '需跨年度实施' }, ['301', DEMO.transport]],
    APPROVE_DELAY: ['400-delay', DEMO.work, { type: 'APPROVE_DELAY' }, ['500', DEMO.work]],
    REJECT_DELAY: ['400-delay', DEMO.work, { type: 'REJECT_DELAY' }, ['500', DEMO.work]],
    OPINION: ['400', DEMO.housing, { type: 'OPINION', opinion: '协办意见' }, ['500', DEMO.housing]],
    REPLY: ['400', DEMO.transport, { type: 'REPLY', content: '答复', answerCategory: 'A' }, ['301', DEMO.transport]],
    EVALUATE: ['500', DEMO.author, { type: 'EVALUATE', satisfaction: 1 }, ['400', DEMO.author]],
    CONCLUDE: ['500', DEMO.work, { type: 'CONCLUDE' }, ['400', DEMO.work]],
  };

  const cases = refusalTable(suggestionLifecycle, valid, [
    ['SAVE: NPC_WORK cannot see a draft → 404', '0', DEMO.work, { type: 'SAVE', title: 'x' }, 404],
    ['SAVE: the author’s delegation cannot see a draft → 404', '0', DEMO.delegation, { type: 'SAVE', title: 'x' }, 404],
    ['SAVE: a co-signer cannot see the author’s draft → 404', '0', DEMO.coSigner, { type: 'SAVE', title: 'x' }, 404],
    ['SUBMIT: NPC_WORK cannot see a draft → 404', '0', DEMO.work, { type: 'SUBMIT' }, 404],
    ['SUBMIT: another deputy cannot see the author’s draft → 404', '0', DEMO.otherDeputy, { type: 'SUBMIT' }, 404],
    ...BLANKS.map((blank): Case => [`SUBMIT: a blank title ${JSON.stringify(blank)} → 400`, '0', DEMO.author, { type: 'SUBMIT', title: blank }, 400]),
    ...BLANKS.map((blank): Case => [`SUBMIT: a blank content ${JSON.stringify(blank)} → 400`, '0', DEMO.author, { type: 'SUBMIT', content: blank }, 400]),
    ['RESUBMIT: the author’s delegation (sees it, wrong role) → 403', '101', DEMO.delegation, { type: 'RESUBMIT' }, 403],
    ['RESUBMIT: another deputy (submitted records are visible to deputies) → 403', '101', DEMO.otherDeputy, { type: 'RESUBMIT' }, 403],
    ['RESUBMIT: a co-signer is not the author → 403', '101', DEMO.coSigner, { type: 'RESUBMIT' }, 403],
    ...BLANKS.map((blank): Case => [`RESUBMIT: a blank title ${JSON.stringify(blank)} → 400`, '101', DEMO.author, { type: 'RESUBMIT', title: blank }, 400]),
    ['RESUBMIT to the suggestion group: NPC_WORK → 403', '201', DEMO.work, { type: 'RESUBMIT' }, 403],
    ['DELETE: NPC_WORK cannot see a draft → 404', '0', DEMO.work, { type: 'DELETE' }, 404],
    ['DELETE: another deputy cannot see the author’s draft → 404', '0', DEMO.otherDeputy, { type: 'DELETE' }, 404],
    ['EXAMINE at 100: NPC_WORK → 403', '100', DEMO.work, { type: 'EXAMINE', result: 1 }, 403],
    ['EXAMINE at 100: 人大管理员 → 403', '100', DEMO.congressAdmin, { type: 'EXAMINE', result: 1 }, 403],
    ['EXAMINE at 100: the author → 403', '100', DEMO.author, { type: 'EXAMINE', result: 1 }, 403],
    ['EXAMINE at 100: a unit not assigned cannot see it → 404', '100', DEMO.transport, { type: 'EXAMINE', result: 1 }, 404],
    ['EXAMINE at 100: another county’s delegation cannot see it → 404', '100-other-delegation', DEMO.delegation, { type: 'EXAMINE', result: 1 }, 404],
    ...BLANKS.map((blank): Case => [`EXAMINE result 2: a blank opinion ${JSON.stringify(blank)} → 400`, '100', DEMO.delegation, { type: 'EXAMINE', result: 2, opinion: blank }, 400]),
    ...BLANKS.map((blank): Case => [`EXAMINE result 3: a blank opinion ${JSON.stringify(blank)} → 400`, '100', DEMO.delegation, { type: 'EXAMINE', result: 3, opinion: blank }, 400]),
    ['EXAMINE: result 0 is not a suggestion result → 400', '100', DEMO.delegation, { type: 'EXAMINE', result: 0, opinion: '意见' }, 400],
    ['EXAMINE at 200: the delegation → 403', '200', DEMO.delegation, { type: 'EXAMINE', result: 1 }, 403],
    ['EXAMINE at 200: NPC_SPECIAL_COMMITTEE → 403', '200', DEMO.specialCommittee, { type: 'EXAMINE', result: 1 }, 403],
    ...BLANKS.map((blank): Case => [`EXAMINE at 200, result 3: a blank opinion ${JSON.stringify(blank)} → 400`, '200', DEMO.work, { type: 'EXAMINE', result: 3, opinion: blank }, 400]),
    ['ASSIGN: 人大管理员 → 403', '300', DEMO.congressAdmin, { type: 'ASSIGN', units: 'REAL_UNITS' }, 403],
    ['ASSIGN: NPC_SPECIAL_COMMITTEE → 403', '300', DEMO.specialCommittee, { type: 'ASSIGN', units: 'REAL_UNITS' }, 403],
    ['ASSIGN: the author → 403', '300', DEMO.author, { type: 'ASSIGN', units: 'REAL_UNITS' }, 403],
    ['ASSIGN: no unit → 400', '300', DEMO.work, { type: 'ASSIGN', units: [] }, 400],
    ['ASSIGN: no main unit → 400', '300', DEMO.work, { type: 'ASSIGN', units: 'NO_MAIN' }, 400],
    ['ASSIGN: assign type 0 → 400', '300', DEMO.work, { type: 'ASSIGN', units: 'TYPE_0' }, 400],
    ['SIGN_FOR: NPC_WORK → 403', '301', DEMO.work, { type: 'SIGN_FOR' }, 403],
    ['SIGN_FOR: the author → 403', '301', DEMO.author, { type: 'SIGN_FOR' }, 403],
    ['SIGN_FOR: a unit not assigned cannot see it → 404', '301-main-only', DEMO.housing, { type: 'SIGN_FOR' }, 404],
    ['APPLY_ADJUST: NPC_WORK → 403', '301', DEMO.work, { type: 'APPLY_ADJUST', reason: '不属于本单位职责' }, 403],
    ['APPLY_ADJUST: the author → 403', '301', DEMO.author, { type: 'APPLY_ADJUST', reason: '不属于本单位职责' }, 403],
    ...BLANKS.map((blank): Case => [`APPLY_ADJUST: a blank reason ${JSON.stringify(blank)} → 400`, '301', DEMO.housing, { type: 'APPLY_ADJUST', reason: blank }, 400]),
    ['APPLY_DELAY: the co-handling unit → 403', '400', DEMO.housing, { type: 'APPLY_DELAY', reason: '需跨年度实施' }, 403],
    ['APPLY_DELAY: NPC_WORK → 403', '400', DEMO.work, { type: 'APPLY_DELAY', reason: '需跨年度实施' }, 403],
    ...BLANKS.map((blank): Case => [`APPLY_DELAY: a blank reason ${JSON.stringify(blank)} → 400`, '400', DEMO.transport, { type: 'APPLY_DELAY', reason: blank }, 400]),
    ['APPLY_DELAY: a delay already asked → 409', '400-delay', DEMO.transport, { type: 'APPLY_DELAY', reason: '再次申请' }, 409],
    ['APPROVE_DELAY: the main unit → 403', '400-delay', DEMO.transport, { type: 'APPROVE_DELAY' }, 403],
    ['APPROVE_DELAY: 人大管理员 → 403', '400-delay', DEMO.congressAdmin, { type: 'APPROVE_DELAY' }, 403],
    ['APPROVE_DELAY: no delay pending → 409', '400', DEMO.work, { type: 'APPROVE_DELAY' }, 409],
    ['REJECT_DELAY: the main unit → 403', '400-delay', DEMO.transport, { type: 'REJECT_DELAY' }, 403],
    ['REJECT_DELAY: the author → 403', '400-delay', DEMO.author, { type: 'REJECT_DELAY' }, 403],
    ['REJECT_DELAY: no delay pending → 409', '400', DEMO.work, { type: 'REJECT_DELAY' }, 409],
    ['OPINION: the main unit → 403', '400', DEMO.transport, { type: 'OPINION', opinion: '协办意见' }, 403],
    ['OPINION: NPC_WORK → 403', '400', DEMO.work, { type: 'OPINION', opinion: '协办意见' }, 403],
    ...BLANKS.map((blank): Case => [`OPINION: a blank opinion ${JSON.stringify(blank)} → 400`, '400', DEMO.housing, { type: 'OPINION', opinion: blank }, 400]),
    ['REPLY: the co-handling unit → 403', '400', DEMO.housing, { type: 'REPLY', content: '答复', answerCategory: 'A' }, 403],
    ['REPLY: NPC_WORK → 403', '400', DEMO.work, { type: 'REPLY', content: '答复', answerCategory: 'A' }, 403],
    ...BLANKS.map((blank): Case => [`REPLY: a blank reply ${JSON.stringify(blank)} → 400`, '400', DEMO.transport, { type: 'REPLY', content: blank, answerCategory: 'A' }, 400]),
    ['REPLY: no answer category → 400', '400', DEMO.transport, { type: 'REPLY', content: '答复', answerCategory: null }, 400],
    ['EVALUATE: another deputy → 403', '500', DEMO.otherDeputy, { type: 'EVALUATE', satisfaction: 1 }, 403],
    ['EVALUATE: a co-signer is not the author → 403', '500', DEMO.coSigner, { type: 'EVALUATE', satisfaction: 1 }, 403],
    ['EVALUATE: NPC_WORK → 403', '500', DEMO.work, { type: 'EVALUATE', satisfaction: 1 }, 403],
    ['EVALUATE: the main unit → 403', '500', DEMO.transport, { type: 'EVALUATE', satisfaction: 1 }, 403],
    ['EVALUATE: satisfaction 0 → 400', '500', DEMO.author, { type: 'EVALUATE', satisfaction: 0 }, 400],
    ['CONCLUDE: 人大管理员 → 403', '500', DEMO.congressAdmin, { type: 'CONCLUDE' }, 403],
    ['CONCLUDE: the author → 403', '500', DEMO.author, { type: 'CONCLUDE' }, 403],
    ['CONCLUDE: the main unit → 403', '500', DEMO.transport, { type: 'CONCLUDE' }, 403],
    ['an event of the proposal only → 400', '100', DEMO.delegation, { type: 'REQUEST_WITHDRAWAL', reason: '撤回' }, 400],
  ]);

  async function concrete(id: number, event: Record<string, unknown>): Promise<Record<string, unknown>> {
    const units = { REAL_UNITS: realUnits, NO_MAIN: realUnits.map((unit) => ({ ...unit, main: false })), TYPE_0: [{ ...realUnits[0], assignType: 0 }] };
    const filled = { ...event };
    if (typeof filled.units === 'string') filled.units = units[filled.units as keyof typeof units];
    if (filled.version === 'STALE') filled.version = staleVersionOf((await d.row('suggest', id))!.version as number);
    return filled;
  }

  for (const [name, stage, username, event, httpStatus] of cases) {
    it(name, async () => {
      await expectRefused(d, 'suggest', at[stage], username, await concrete(at[stage], event), httpStatus);
    });
  }

  it('the events refused above are accepted as sent by the right user, so the refusals were for the stated reason', async () => {
    for (const [type, [stage, username, event]] of Object.entries(valid)) {
      const id = await suggestionAt(stage as SuggestionStage);
      const version = (await d.row('suggest', id))!.version as number;
      await d.send(username, 'suggest', id, await concrete(id, event));
      const after = await d.row('suggest', id);
      if (type === 'DELETE') expect(after, type).toBeUndefined();
      else expect(after?.version, type).toBe(version + 1);
    }
  });
});

describe('readable numbers and search', () => {
  it('numbers each submitted suggestion 建议第NNN号, unique in the term and session, and finds it by number or title', async () => {
    const id = await createDraft(DEMO.author, { title: '关于江北大道增设非机动车道的建议' });
    const other = await suggestionAt('100');
    await mustSend(d, DEMO.author, 'suggest', id, { type: 'SUBMIT' });
    const number: string = (await d.detail(DEMO.work, 'suggest', id)).body.number;
    expect(number).toMatch(/^建议第\d{3}号$/);
    expect((await d.detail(DEMO.work, 'suggest', other)).body.number).not.toBe(number);
    const all = (await d.list(DEMO.work, 'suggest', { pageSize: 100 })).body.list.map((item: { number: string }) => item.number);
    expect(new Set(all).size).toBe(all.length);
    const digits = /第(\d{3})号/.exec(number)![1];
    for (const keyword of [number, `第${digits}号`, digits, '非机动车道']) {
      const found = await d.list(DEMO.delegation, 'suggest', { keyword, pageSize: 100 });
      expect(found.body.list.map((item: { id: number }) => item.id), `keyword ${keyword}`).toContain(id);
    }
  });
});
