import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposalEvent } from '@machines/proposal/index';
import {
  BLANKS,
  DEMO,
  expectRefused,
  mustSend,
  staleVersionOf,
  type ApiDriver,
  type AssignedUnitBody,
  type CheckedStep,
  type Stepper,
} from '../helpers/api-driver';
import { bodyWithDemoUnits, describePathReplays, proposalLifecycle, playedBy, refusalTable, startLifecycleApi, type AcceptedEvents, type RefusalCase } from '../helpers/lifecycle-api';
import { proposalCast, proposalUnits } from '../helpers/lifecycle-paths';
import type { TestApp } from '../helpers/test-app';

let t: TestApp;
let d: ApiDriver;
let stepper: Stepper;
let coSignerIds: number[];
let realUnits: AssignedUnitBody[];

beforeAll(async () => {
  const { delegation: _delegation, station: _station, ...used } = DEMO;
  ({ t, d, stepper } = await startLifecycleApi(proposalLifecycle, Object.values(used)));
  coSignerIds = await d.coSignerIds();
  realUnits = await d.demoUnits();
});
afterAll(async () => {
  await t?.close();
});

const TITLE = '关于加强农村公路养护的议案';
const CONTENT = '建议加大农村公路养护投入。';

/** The demo account that plays each actor of the machine model. */
const usernameOf = playedBy(proposalCast, {
  author: DEMO.author,
  otherDeputy: DEMO.otherDeputy,
  reviewGroup: DEMO.work,
  reviewBody: DEMO.specialCommittee,
  congressAdmin: DEMO.congressAdmin,
  mainUnit: DEMO.transport,
  coUnit: DEMO.housing,
  superAdmin: DEMO.superAdmin,
});

const bodyOf = (event: ProposalEvent) => bodyWithDemoUnits(event, proposalUnits, realUnits);

async function createDraft(fields: Record<string, unknown> = {}): Promise<number> {
  const created = await d.create(DEMO.author, 'proposal', { title: TITLE, content: CONTENT, coSignerIds, ...fields });
  expect(created.statusCode, JSON.stringify(created.body)).toBe(201);
  expect(created.body).toMatchObject({ status: 0, version: 0, number: null });
  expect(created.body.history).toMatchObject([{ eventType: 'CREATE', fromStatus: null, toStatus: 0 }]);
  return created.body.id as number;
}

const proposalAt = (status: number) => d.proposalAt(status);

const firstNumber = new Map<number, string>();

/** Checks made after the steps whose effects reach beyond the record. */
async function afterStep(step: CheckedStep) {
  const proposal = step.answer.body;
  if (step.body.type === 'SUBMIT') {
    expect(proposal.number).toMatch(/^议案第\d{3}号$/);
    // The number is given at the first submission and kept when resubmitted after a withdrawal.
    if (!firstNumber.has(proposal.id)) firstNumber.set(proposal.id, proposal.number);
    expect(proposal.number).toBe(firstNumber.get(proposal.id));
  }
  if ((step.decision.effects as string[]).includes('createLinkedSuggestion')) {
    await expectLinkedSuggestion(proposal.id, step.username);
  }
}

/** A proposal turned into a suggestion and the suggestion at 300 point at each other, in both details. */
async function expectLinkedSuggestion(proposalId: number, examiner: string) {
  const proposal = (await d.detail(DEMO.author, 'proposal', proposalId)).body;
  expect(proposal.linked).toMatchObject({ type: 'suggest', status: 300, title: proposal.title, number: expect.stringMatching(/^建议第\d{3}号$/) });
  const suggestion = await d.detail(DEMO.author, 'suggest', proposal.linked.id);
  expect(suggestion.statusCode).toBe(200);
  expect(suggestion.body).toMatchObject({
    id: proposal.linked.id,
    status: 300,
    title: proposal.title,
    content: proposal.content,
    authorDelegateId: proposal.authorDelegateId,
    number: proposal.linked.number,
    linked: { type: 'proposal', id: proposalId, number: proposal.number, status: proposal.status },
  });
  expect(suggestion.body.history).toMatchObject([{ eventType: 'CREATE', toStatus: 300 }]);
  // The suggestion goes on at 300 with the working committee, which may assign it.
  const committee = await d.detail(DEMO.work, 'suggest', proposal.linked.id);
  expect(committee.body.allowedEvents).toEqual(['ASSIGN']);
  expect((await d.detail(examiner, 'proposal', proposalId)).body.linked.id).toBe(proposal.linked.id);
}

describePathReplays(proposalLifecycle, { api: () => ({ d, stepper }), newRecord: () => createDraft(), usernameOf, bodyOf, afterStep });

describe('withdrawal through the API', () => {
  it.each([100, 200, 300, 400])('returns a rejected withdrawal to %i, the status it left', async (origin) => {
    const id = await proposalAt(origin);
    const requested = await stepper.step(DEMO.author, id, { type: 'REQUEST_WITHDRAWAL', reason: '需要补充调研材料' }, 701);
    expect(requested.answer.body.withdrawnFrom).toBe(origin);
    const rejected = await stepper.step(DEMO.congressAdmin, id, { type: 'REJECT_WITHDRAWAL', opinion: '不同意撤回' }, origin);
    expect(rejected.answer.body.withdrawnFrom).toBeNull();
  });
});

describe('NPC_ADMIN through the API', () => {
  it('examines thrice, assigns, replies and evaluates a submitted proposal', async () => {
    const id = await proposalAt(100);
    for (const [body, status] of [
      [{ type: 'EXAMINE', result: 0 }, 200],
      [{ type: 'EXAMINE', result: 0 }, 300],
      [{ type: 'EXAMINE', result: 0 }, 400],
      [{ type: 'ASSIGN', units: realUnits }, 500],
      [{ type: 'OPINION', opinion: '代协办单位提出意见' }, 500],
      [{ type: 'REPLY', content: '代主办单位答复', answerCategory: 'A' }, 600],
      [{ type: 'EVALUATE', satisfaction: 3, comment: '代为评价' }, 500],
      [{ type: 'REPLY', content: '再次答复', answerCategory: 'A' }, 600],
      [{ type: 'CONCLUDE', opinion: '办结' }, 700],
    ] as const) {
      await stepper.step(DEMO.superAdmin, id, body, status);
    }
  });

  it('requests and rejects a withdrawal, and turns a proposal into a suggestion', async () => {
    const id = await proposalAt(100);
    await stepper.step(DEMO.superAdmin, id, { type: 'REQUEST_WITHDRAWAL', reason: '代为申请撤回' }, 701);
    await stepper.step(DEMO.superAdmin, id, { type: 'REJECT_WITHDRAWAL' }, 100);
    await stepper.step(DEMO.superAdmin, id, { type: 'EXAMINE', result: 1, opinion: '作为建议办理' }, 102);
    await expectLinkedSuggestion(id, DEMO.superAdmin);
  });

  it('cannot see, and so cannot move, a deputy’s draft: 404', async () => {
    const id = await proposalAt(0);
    await expectRefused(d, 'proposal', id, DEMO.superAdmin, { type: 'SUBMIT' }, 404);
  });
});

describe('SUBMIT needs ten signers or the author’s own delegation', () => {
  it('refuses nine signers in all with 409 and changes nothing', async () => {
    const id = await createDraft({ coSignerIds: coSignerIds.slice(1) });
    const answer = await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SUBMIT' }, 409);
    expect(answer.body.msg).toContain('10名');
  });

  it('counts each deputy once: the author and a repeated co-signer do not make ten', async () => {
    const id = await createDraft({ coSignerIds: coSignerIds.slice(1) });
    await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SUBMIT', coSignerIds: [...coSignerIds.slice(1), coSignerIds[1]] }, 409);
  });

  it('accepts the nine co-signers sent with SUBMIT', async () => {
    const id = await createDraft({ coSignerIds: [] });
    const step = await stepper.step(DEMO.author, id, { type: 'SUBMIT', coSignerIds }, 100);
    expect(step.answer.body.coSigners.map((signer: { delegateId: number }) => signer.delegateId)).toEqual(coSignerIds);
  });

  it('accepts a proposal in the name of the author’s own delegation without co-signers', async () => {
    const delegationId = (await d.actorOf(DEMO.author)).delegationId;
    const id = await createDraft({ coSignerIds: [], delegationId });
    const step = await stepper.step(DEMO.author, id, { type: 'SUBMIT' }, 100);
    expect(step.answer.body).toMatchObject({ delegationId, delegationName: '巴州区代表团' });
  });

  it('refuses co-signers who are not deputies, or the author as a co-signer, with 400', async () => {
    const id = await createDraft({ coSignerIds: [] });
    await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SUBMIT', coSignerIds: [...coSignerIds.slice(1), 999_999] }, 400);
    const authorId = (await d.actorOf(DEMO.author)).delegateId;
    await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SUBMIT', coSignerIds: [...coSignerIds.slice(1), authorId] }, 400);
  });

  it('refuses a proposal in another delegation’s name with 400, as POST /api/proposal does', async () => {
    const otherDelegationId = (await d.actorOf(DEMO.otherDelegationDeputy)).delegationId;
    const created = await d.create(DEMO.author, 'proposal', { title: TITLE, content: CONTENT, delegationId: otherDelegationId });
    expect(created.statusCode).toBe(400);
    const id = await createDraft({ coSignerIds: [] });
    await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SAVE', delegationId: otherDelegationId }, 400);
    await expectRefused(d, 'proposal', id, DEMO.author, { type: 'SUBMIT', delegationId: otherDelegationId }, 400);
  });
});

describe('refused proposal events change nothing', () => {
  const at: Record<number, number> = {};
  beforeAll(async () => {
    for (const status of [0, 100, 101, 200, 201, 300, 301, 400, 500, 600, 701]) at[status] = await proposalAt(status);
  });

  type Case = RefusalCase<number>;
  const valid: AcceptedEvents<number> = {
    SAVE: [0, DEMO.author, { type: 'SAVE', title: '新标题' }, [100, DEMO.author]],
    SUBMIT: [0, DEMO.author, { type: 'SUBMIT' }, [100, DEMO.author]],
    RESUBMIT: [101, DEMO.author, { type: 'RESUBMIT' }, [100, DEMO.author]],
    DELETE: [0, DEMO.author, { type: 'DELETE' }, [100, DEMO.author]],
    EXAMINE: [100, DEMO.work, { type: 'EXAMINE', result: 3, opinion: '请补充' }, [400, DEMO.work]],
    ASSIGN: [400, DEMO.congressAdmin, { type: 'ASSIGN', units: 'REAL_UNITS' }, [300, DEMO.congressAdmin]],
    REPLY: [500, DEMO.transport, { type: 'REPLY', content: '答复', answerCategory: 'A' }, [600, DEMO.transport]],
    OPINION: [500, DEMO.housing, { type: 'OPINION', opinion: '协办意见' }, [600, DEMO.housing]],
    EVALUATE: [600, DEMO.author, { type: 'EVALUATE', satisfaction: 1 }, [500, DEMO.author]],
    CONCLUDE: [600, DEMO.congressAdmin, { type: 'CONCLUDE' }, [500, DEMO.congressAdmin]],
    REQUEST_WITHDRAWAL: [100, DEMO.author, { type: 'REQUEST_WITHDRAWAL', reason: '需要修改' }, [600, DEMO.author]],
    APPROVE_WITHDRAWAL: [701, DEMO.congressAdmin, { type: 'APPROVE_WITHDRAWAL' }, [100, DEMO.congressAdmin]],
    REJECT_WITHDRAWAL: [701, DEMO.congressAdmin, { type: 'REJECT_WITHDRAWAL' }, [100, DEMO.congressAdmin]],
  };

  const cases = refusalTable(proposalLifecycle, valid, [
    ['SAVE: NPC_WORK cannot see a draft → 404', 0, DEMO.work, { type: 'SAVE', title: 'x' }, 404],
    ['SAVE: another deputy cannot see the author’s draft → 404', 0, DEMO.otherDeputy, { type: 'SAVE', title: 'x' }, 404],
    ['SAVE: a co-signer cannot see the author’s draft → 404', 0, DEMO.coSigner, { type: 'SAVE', title: 'x' }, 404],
    ['SUBMIT: NPC_WORK cannot see a draft → 404', 0, DEMO.work, { type: 'SUBMIT' }, 404],
    ['SUBMIT: another deputy cannot see the author’s draft → 404', 0, DEMO.otherDeputy, { type: 'SUBMIT' }, 404],
    ...BLANKS.map((blank): Case => [`SUBMIT: a blank title ${JSON.stringify(blank)} → 400`, 0, DEMO.author, { type: 'SUBMIT', title: blank }, 400]),
    ...BLANKS.map((blank): Case => [`SUBMIT: a blank content ${JSON.stringify(blank)} → 400`, 0, DEMO.author, { type: 'SUBMIT', content: blank }, 400]),
    ['RESUBMIT: NPC_WORK (sees it, wrong role) → 403', 101, DEMO.work, { type: 'RESUBMIT' }, 403],
    ['RESUBMIT: another deputy (submitted records are visible to deputies) → 403', 101, DEMO.otherDeputy, { type: 'RESUBMIT' }, 403],
    ['RESUBMIT: a co-signer is not the author → 403', 101, DEMO.coSigner, { type: 'RESUBMIT' }, 403],
    ...BLANKS.map((blank): Case => [`RESUBMIT: a blank title ${JSON.stringify(blank)} → 400`, 101, DEMO.author, { type: 'RESUBMIT', title: blank }, 400]),
    ['RESUBMIT to the review body: NPC_SPECIAL_COMMITTEE → 403', 201, DEMO.specialCommittee, { type: 'RESUBMIT' }, 403],
    ['RESUBMIT to the presidium: another deputy → 403', 301, DEMO.otherDeputy, { type: 'RESUBMIT' }, 403],
    ['DELETE: NPC_WORK cannot see a draft → 404', 0, DEMO.work, { type: 'DELETE' }, 404],
    ['DELETE: another deputy cannot see the author’s draft → 404', 0, DEMO.otherDeputy, { type: 'DELETE' }, 404],
    ['EXAMINE at 100: NPC_SPECIAL_COMMITTEE → 403', 100, DEMO.specialCommittee, { type: 'EXAMINE', result: 0 }, 403],
    ['EXAMINE at 100: 人大管理员 → 403', 100, DEMO.congressAdmin, { type: 'EXAMINE', result: 0 }, 403],
    ['EXAMINE at 100: the author → 403', 100, DEMO.author, { type: 'EXAMINE', result: 0 }, 403],
    ['EXAMINE at 100: a unit not assigned cannot see it → 404', 100, DEMO.transport, { type: 'EXAMINE', result: 0 }, 404],
    ['EXAMINE at 100: NPC_GROUP cannot see it → 404', 100, DEMO.group, { type: 'EXAMINE', result: 0 }, 404],
    ...BLANKS.map((blank): Case => [`EXAMINE result 3: a blank opinion ${JSON.stringify(blank)} → 400`, 100, DEMO.work, { type: 'EXAMINE', result: 3, opinion: blank }, 400]),
    ...BLANKS.map((blank): Case => [`EXAMINE result 1: a blank opinion ${JSON.stringify(blank)} → 400`, 100, DEMO.work, { type: 'EXAMINE', result: 1, opinion: blank }, 400]),
    ['EXAMINE: result 2 is not a proposal result → 400', 100, DEMO.work, { type: 'EXAMINE', result: 2, opinion: '意见' }, 400],
    ['EXAMINE at 200: NPC_WORK → 403', 200, DEMO.work, { type: 'EXAMINE', result: 0 }, 403],
    ['EXAMINE at 200: 人大管理员 → 403', 200, DEMO.congressAdmin, { type: 'EXAMINE', result: 0 }, 403],
    ['EXAMINE at 300: NPC_SPECIAL_COMMITTEE → 403', 300, DEMO.specialCommittee, { type: 'EXAMINE', result: 0 }, 403],
    ['EXAMINE at 300: NPC_WORK → 403', 300, DEMO.work, { type: 'EXAMINE', result: 0 }, 403],
    ['ASSIGN: NPC_SPECIAL_COMMITTEE → 403', 400, DEMO.specialCommittee, { type: 'ASSIGN', units: 'REAL_UNITS' }, 403],
    ['ASSIGN: the author → 403', 400, DEMO.author, { type: 'ASSIGN', units: 'REAL_UNITS' }, 403],
    ['ASSIGN: no unit → 400', 400, DEMO.congressAdmin, { type: 'ASSIGN', units: [] }, 400],
    ['ASSIGN: two main units → 400', 400, DEMO.congressAdmin, { type: 'ASSIGN', units: 'TWO_MAINS' }, 400],
    ['ASSIGN: assign type 8 → 400', 400, DEMO.congressAdmin, { type: 'ASSIGN', units: 'TYPE_8' }, 400],
    ['REPLY: the co-handling unit → 403', 500, DEMO.housing, { type: 'REPLY', content: '答复', answerCategory: 'A' }, 403],
    ['REPLY: NPC_WORK → 403', 500, DEMO.work, { type: 'REPLY', content: '答复', answerCategory: 'A' }, 403],
    ['REPLY: the author → 403', 500, DEMO.author, { type: 'REPLY', content: '答复', answerCategory: 'A' }, 403],
    ...BLANKS.map((blank): Case => [`REPLY: a blank reply ${JSON.stringify(blank)} → 400`, 500, DEMO.transport, { type: 'REPLY', content: blank, answerCategory: 'A' }, 400]),
    ['REPLY: no answer category → 400', 500, DEMO.transport, { type: 'REPLY', content: '答复' }, 400],
    ['REPLY: answer category D → 400', 500, DEMO.transport, { type: 'REPLY', content: '答复', answerCategory: 'D' }, 400],
    ['OPINION: the main unit → 403', 500, DEMO.transport, { type: 'OPINION', opinion: '协办意见' }, 403],
    ['OPINION: NPC_WORK → 403', 500, DEMO.work, { type: 'OPINION', opinion: '协办意见' }, 403],
    ...BLANKS.map((blank): Case => [`OPINION: a blank opinion ${JSON.stringify(blank)} → 400`, 500, DEMO.housing, { type: 'OPINION', opinion: blank }, 400]),
    ['EVALUATE: another deputy → 403', 600, DEMO.otherDeputy, { type: 'EVALUATE', satisfaction: 1 }, 403],
    ['EVALUATE: a co-signer is not the author → 403', 600, DEMO.coSigner, { type: 'EVALUATE', satisfaction: 1 }, 403],
    ['EVALUATE: NPC_WORK → 403', 600, DEMO.work, { type: 'EVALUATE', satisfaction: 1 }, 403],
    ['EVALUATE: the main unit → 403', 600, DEMO.transport, { type: 'EVALUATE', satisfaction: 1 }, 403],
    ['EVALUATE: satisfaction 4 → 400', 600, DEMO.author, { type: 'EVALUATE', satisfaction: 4 }, 400],
    ['EVALUATE: no satisfaction → 400', 600, DEMO.author, { type: 'EVALUATE' }, 400],
    ['CONCLUDE: NPC_WORK → 403', 600, DEMO.work, { type: 'CONCLUDE' }, 403],
    ['CONCLUDE: the author → 403', 600, DEMO.author, { type: 'CONCLUDE' }, 403],
    ['REQUEST_WITHDRAWAL: another deputy → 403', 100, DEMO.otherDeputy, { type: 'REQUEST_WITHDRAWAL', reason: '需要修改' }, 403],
    ['REQUEST_WITHDRAWAL: NPC_WORK → 403', 100, DEMO.work, { type: 'REQUEST_WITHDRAWAL', reason: '需要修改' }, 403],
    ...BLANKS.map((blank): Case => [`REQUEST_WITHDRAWAL: a blank reason ${JSON.stringify(blank)} → 400`, 100, DEMO.author, { type: 'REQUEST_WITHDRAWAL', reason: blank }, 400]),
    ['REQUEST_WITHDRAWAL from a draft → 409', 0, DEMO.author, { type: 'REQUEST_WITHDRAWAL', reason: '需要修改' }, 409],
    ['REQUEST_WITHDRAWAL while one is pending → 409', 701, DEMO.author, { type: 'REQUEST_WITHDRAWAL', reason: '需要修改' }, 409],
    ['APPROVE_WITHDRAWAL: the author → 403', 701, DEMO.author, { type: 'APPROVE_WITHDRAWAL' }, 403],
    ['APPROVE_WITHDRAWAL: NPC_WORK → 403', 701, DEMO.work, { type: 'APPROVE_WITHDRAWAL' }, 403],
    ['REJECT_WITHDRAWAL: the author → 403', 701, DEMO.author, { type: 'REJECT_WITHDRAWAL' }, 403],
    ['REJECT_WITHDRAWAL: NPC_SPECIAL_COMMITTEE → 403', 701, DEMO.specialCommittee, { type: 'REJECT_WITHDRAWAL' }, 403],
    ['an unknown event type → 400', 100, DEMO.work, { type: 'SIGN_FOR' }, 400],
  ]);

  /** Fills in what needs the database: the demo units and the stale version. */
  async function concrete(id: number, event: Record<string, unknown>): Promise<Record<string, unknown>> {
    const units = { REAL_UNITS: realUnits, TWO_MAINS: realUnits.map((unit) => ({ ...unit, main: true })), TYPE_8: [{ ...realUnits[0], assignType: 8 }] };
    const filled = { ...event };
    if (typeof filled.units === 'string') filled.units = units[filled.units as keyof typeof units];
    if (filled.version === 'STALE') filled.version = staleVersionOf((await d.row('proposal', id))!.version as number);
    return filled;
  }

  for (const [name, status, username, event, httpStatus] of cases) {
    it(name, async () => {
      await expectRefused(d, 'proposal', at[status], username, await concrete(at[status], event), httpStatus);
    });
  }

  it('the events refused above are accepted as sent by the right user, so the refusals were for the stated reason', async () => {
    for (const [type, [status, username, event]] of Object.entries(valid)) {
      const id = await proposalAt(status);
      const version = (await d.row('proposal', id))!.version as number;
      await d.send(username, 'proposal', id, await concrete(id, event));
      // Accepted: the record moved on (or, for DELETE, is gone). The answers are the path replays' business.
      const after = await d.row('proposal', id);
      if (type === 'DELETE') expect(after, type).toBeUndefined();
      else expect(after?.version, type).toBe(version + 1);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: `/api/proposal/${at[100]}/events`, payload: { type: 'EXAMINE', result: 0, version: 1 } });
    expect(response.statusCode).toBe(401);
  });
});

describe('readable numbers and search', () => {
  it('numbers each submitted proposal 议案第NNN号, unique in the term and session', async () => {
    const ids = [await proposalAt(100), await proposalAt(100)];
    const numbers = await Promise.all(ids.map(async (id) => (await d.detail(DEMO.work, 'proposal', id)).body.number as string));
    for (const number of numbers) expect(number).toMatch(/^议案第\d{3}号$/);
    expect(new Set(numbers).size).toBe(2);
    const all = await d.list(DEMO.work, 'proposal', { pageSize: 100 });
    const listed = all.body.list.map((item: { number: string }) => item.number);
    expect(listed.length).toBe(all.body.total);
    expect(new Set(listed).size).toBe(listed.length);
    expect(new Set(all.body.list.map((item: { term: number; times: number }) => `${item.term}/${item.times}`))).toEqual(new Set(['5/3']));
  });

  it('finds a proposal by its number typed as 议案第NNN号, 第NNN号, NNN or N, and by a title fragment', async () => {
    const id = await createDraft({ title: '关于巴州区回风片区雨污分流改造的议案' });
    await mustSend(d, DEMO.author, 'proposal', id, { type: 'SUBMIT' });
    const number: string = (await d.detail(DEMO.work, 'proposal', id)).body.number;
    const digits = /第(\d{3})号/.exec(number)![1];
    for (const keyword of [number, `第${digits}号`, digits, String(Number(digits)), '回风片区雨污']) {
      for (const username of [DEMO.work, DEMO.otherDeputy]) {
        const found = await d.list(username, 'proposal', { keyword, pageSize: 100 });
        expect(found.statusCode).toBe(200);
        expect(found.body.list.map((item: { id: number }) => item.id), `keyword ${keyword} as ${username}`).toContain(id);
      }
    }
    const other = await d.list(DEMO.work, 'proposal', { keyword: '并不存在的议案标题', pageSize: 100 });
    expect(other.body).toMatchObject({ list: [], total: 0 });
  });

  it('gives no number to a draft', async () => {
    const id = await createDraft();
    expect((await d.detail(DEMO.author, 'proposal', id)).body).toMatchObject({ number: null, serialNo: null });
  });
});
