import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@machines/actor';
import {
  MIN_PROPOSAL_SIGNERS,
  PROPOSAL_STATUS_CODES,
  allowedProposalEvents,
  decideProposal,
  proposalContextDefaults,
  proposalMachine,
  proposalStatuses,
  proposalWorkflow,
  restoreProposal,
  type ProposalContext,
  type ProposalEvent,
  type ProposalRecord,
  type ProposalStatus,
} from '@machines/proposal/index';
import {
  MODEL_AT as AT,
  MODEL_SUBMISSION,
  PROPOSAL_NINE_CO_SIGNERS as nineCoSigners,
  describeStep,
  machineTransitionIds as transitionIdsOf,
  proposalCast,
  proposalDraftRecord as draftRecord,
  proposalEvent as event,
  proposalModelEvents,
  proposalTestModel,
  proposalUnits as units,
  type BodyOf,
} from '../helpers/lifecycle-paths';

const { author, otherDeputy, reviewGroup, reviewBody, congressAdmin, mainUnit, coUnit, strangerUnit, superAdmin } = proposalCast;

type EventBody = BodyOf<ProposalEvent>;

/** Sends an event the way the server does: decide, then write the changes and bump the version. */
function apply(record: ProposalRecord, sent: ProposalEvent): ProposalRecord {
  const decision = decideProposal(record, { ...sent, version: record.version });
  if (!decision.ok) throw new Error(`${sent.type} refused at ${record.status}: ${decision.msg}`);
  return { ...record, ...decision.changes, status: decision.status, version: record.version + 1 };
}

function send(record: ProposalRecord, body: EventBody, actor: Actor, at = AT) {
  return decideProposal(record, { ...event(body, actor, at), version: record.version });
}

function recordAt(status: ProposalStatus): ProposalRecord {
  const steps: Record<number, [EventBody, Actor]> = {
    100: [{ type: 'SUBMIT' }, author],
    200: [{ type: 'EXAMINE', result: 0 }, reviewGroup],
    300: [{ type: 'EXAMINE', result: 0 }, reviewBody],
    400: [{ type: 'EXAMINE', result: 0 }, congressAdmin],
    500: [{ type: 'ASSIGN', units }, congressAdmin],
    600: [{ type: 'REPLY', content: '已列入明年计划。', answerCategory: 'B' }, mainUnit],
  };
  let record = draftRecord();
  for (const code of [100, 200, 300, 400, 500, 600]) {
    if (code > status) break;
    const [body, actor] = steps[code];
    record = apply(record, event(body, actor));
  }
  return record;
}

const modelEvents = proposalModelEvents();
const paths = proposalTestModel(modelEvents).getShortestPaths();

function contextOf(record: ProposalRecord): ProposalContext {
  const fields = Object.keys(proposalContextDefaults) as (keyof ProposalContext)[];
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as unknown as ProposalContext;
}

/** The machine's own transitions, found by walking its state nodes (one per leaf status it leaves from). */
const machineTransitionIds = () => transitionIdsOf(proposalMachine, proposalWorkflow, proposalStatuses);

describe('proposal machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => describeStep(step.event));
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${proposalWorkflow.statusOf(path.state)}`, async () => {
      let record = draftRecord();
      const sendThroughDecide = (step: { event: ProposalEvent }) => {
        record = apply(record, step.event);
      };
      await path.test({
        events: Object.fromEntries(modelEvents.map((sent) => [sent.type, sendThroughDecide])),
        states: {
          '*': (snapshot) => {
            expect(record.status).toBe(proposalWorkflow.statusOf(snapshot));
            expect(contextOf(record)).toEqual(snapshot.context);
          },
        },
      });
    });
  }

  it('the paths take every transition of the machine', () => {
    const all = machineTransitionIds();
    expect(proposalWorkflow.transitions().map((row) => row.id).sort()).toEqual(all);

    const covered = new Set<string>();
    for (const path of paths) {
      for (let i = 1; i < path.steps.length; i += 1) {
        const before = path.steps[i - 1].state;
        const [definition] = proposalMachine.getTransitionData(before, path.steps[i].event);
        covered.add(proposalWorkflow.transitionId(proposalWorkflow.statusOf(before), definition));
      }
    }
    console.log(`proposal: ${covered.size}/${all.length} transitions covered by ${paths.length} paths`);
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('the paths visit every status', () => {
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => proposalWorkflow.statusOf(step.state))));
    expect([...visited].sort((a, b) => a - b)).toEqual(PROPOSAL_STATUS_CODES);
  });
});

describe('proposal status table', () => {
  it('maps every status code to the state of that name, final exactly at 102, 202, 302 and 700', () => {
    for (const status of PROPOSAL_STATUS_CODES) {
      const record = { ...draftRecord(), status, withdrawnFrom: status === 701 ? 100 : null } as ProposalRecord;
      const snapshot = restoreProposal(record);
      expect(proposalWorkflow.statusOf(snapshot)).toBe(status);
      expect(proposalWorkflow.stateNodeOf(status).key).toBe(proposalStatuses[status].state);
      expect(snapshot.status === 'done').toBe([102, 202, 302, 700].includes(status));
    }
  });

  it('groups the statuses as lists show them: in process, concluded then converted, all submitted', () => {
    expect(proposalWorkflow.groups).toEqual({
      initial: 0,
      submitted: [100, 101, 102, 200, 201, 202, 300, 301, 302, 400, 500, 600, 700, 701],
      inProcess: [100, 101, 200, 201, 300, 301, 400, 500, 600, 701],
      finished: [700, 102, 202, 302],
      converted: [102, 202, 302],
    });
  });

  it('names who acts at a status: the examining body, the author, the handling units', () => {
    expect(proposalWorkflow.whoActsAt(100, 'EXAMINE')).toEqual([{ roles: ['NPC_WORK'], body: '审查小组' }]);
    expect(proposalWorkflow.whoActsAt(300, 'EXAMINE')).toEqual([{ roles: ['人大管理员'], body: '主席团' }]);
    expect(proposalWorkflow.whoActsAt(500)).toEqual([{ relation: 'mainUnit' }, { relation: 'coHandlingUnit' }]);
    expect(proposalWorkflow.whoActsAt(0)).toEqual([{ relation: 'author' }]);
    expect(proposalWorkflow.whoActsAt(700)).toEqual([]);
  });
});

describe('decideProposal', () => {
  it('submits with at least 10 deputies in all, and numbers the proposal', () => {
    const decision = send(draftRecord(), { type: 'SUBMIT' }, author);
    expect(decision).toMatchObject({ ok: true, fromStatus: 0, status: 100, effects: ['assignNumber'] });
    expect(nineCoSigners.length + 1).toBe(MIN_PROPOSAL_SIGNERS);
  });

  it('refuses too few co-signers with 409, counting each deputy once', () => {
    const eightCoSigners = nineCoSigners.slice(1);
    expect(send(draftRecord({ coSignerDelegateIds: eightCoSigners }), { type: 'SUBMIT' }, author)).toMatchObject({
      ok: false,
      httpStatus: 409,
      cause: 'rule',
      guard: 'hasEnoughSigners',
    });
    const padded = [...eightCoSigners, 202, 101];
    expect(send(draftRecord({ coSignerDelegateIds: padded }), { type: 'SUBMIT' }, author)).toMatchObject({ httpStatus: 409 });
  });

  it('accepts a proposal in a delegation’s name without co-signers', () => {
    const record = draftRecord({ coSignerDelegateIds: [], delegationId: 11 });
    expect(send(record, { type: 'SUBMIT' }, author)).toMatchObject({ ok: true, status: 100 });
  });

  it('counts the co-signers sent with SUBMIT', () => {
    const record = draftRecord({ coSignerDelegateIds: [] });
    const decision = send(record, { type: 'SUBMIT', coSignerIds: nineCoSigners }, author);
    expect(decision).toMatchObject({ ok: true, status: 100, changes: { coSignerDelegateIds: nineCoSigners } });
  });

  it('refuses a blank title with 400 before the signer rule', () => {
    const record = draftRecord({ title: '  ', coSignerDelegateIds: [] });
    expect(send(record, { type: 'SUBMIT' }, author)).toMatchObject({ httpStatus: 400, msg: '请填写议案标题' });
  });

  it('refuses another deputy with 403', () => {
    expect(send(draftRecord(), { type: 'SUBMIT' }, otherDeputy)).toMatchObject({ ok: false, httpStatus: 403, cause: 'role', guard: 'isAuthor' });
    expect(send(draftRecord(), { type: 'DELETE' }, otherDeputy)).toMatchObject({ httpStatus: 403 });
  });

  it('refuses a wrong role with 403', () => {
    const decision = send(recordAt(100), { type: 'EXAMINE', result: 0 }, reviewBody);
    expect(decision).toMatchObject({ ok: false, httpStatus: 403, msg: '只有审查小组可以审查此议案' });
    expect(send(recordAt(300), { type: 'EXAMINE', result: 0 }, reviewGroup)).toMatchObject({ httpStatus: 403 });
    expect(send(recordAt(400), { type: 'ASSIGN', units }, reviewBody)).toMatchObject({ httpStatus: 403 });
    expect(send(recordAt(600), { type: 'CONCLUDE' }, reviewGroup)).toMatchObject({ httpStatus: 403 });
  });

  it.each([null, 'null', '', undefined, '   '])('refuses the blank opinion %j with 400', (opinion) => {
    const decision = send(recordAt(100), { type: 'EXAMINE', result: 3, opinion }, reviewGroup);
    expect(decision).toMatchObject({ ok: false, httpStatus: 400, cause: 'payload', guard: 'hasOpinion' });
  });

  it('passes an examination without an opinion', () => {
    expect(send(recordAt(100), { type: 'EXAMINE', result: 0 }, reviewGroup)).toMatchObject({ ok: true, status: 200 });
  });

  it('refuses an event the status does not offer with 409, before looking at the role', () => {
    expect(send(recordAt(100), { type: 'ASSIGN', units }, congressAdmin)).toMatchObject({ httpStatus: 409, cause: 'status', msg: '当前状态为「审查小组登记」，不能交办' });
    expect(send(draftRecord(), { type: 'EXAMINE', result: 0 }, mainUnit)).toMatchObject({ httpStatus: 409, cause: 'status' });
    expect(send(recordAt(600), { type: 'REQUEST_WITHDRAWAL', reason: '不需要了' }, author)).toMatchObject({ httpStatus: 409 });
  });

  it('refuses a malformed body with 400 and a stale version with 409', () => {
    const record = recordAt(100);
    const unknownField = { ...event({ type: 'EXAMINE', result: 0 }, reviewGroup), version: record.version, note: 'x' } as unknown as ProposalEvent;
    expect(decideProposal(record, unknownField)).toMatchObject({ httpStatus: 400, cause: 'body' });
    const wrongResult = { ...event({ type: 'EXAMINE', result: 0 }, reviewGroup), version: record.version, result: 2 } as unknown as ProposalEvent;
    expect(decideProposal(record, wrongResult)).toMatchObject({ httpStatus: 400, cause: 'body' });
    expect(decideProposal(record, { ...event({ type: 'EXAMINE', result: 0 }, reviewGroup), version: record.version - 1 })).toMatchObject({
      httpStatus: 409,
      cause: 'version',
    });
  });

  it.each([
    [100, reviewGroup, 102],
    [200, reviewBody, 202],
    [300, congressAdmin, 302],
  ] as const)('turns a proposal at %i into a suggestion and asks for the linked suggestion', (from, reviewer, to) => {
    const decision = send(recordAt(from), { type: 'EXAMINE', result: 1, opinion: '作为建议办理' }, reviewer);
    expect(decision).toMatchObject({ ok: true, status: to, effects: ['createLinkedSuggestion'] });
    expect(decision.ok && decision.history).toMatchObject({ fromStatus: from, toStatus: to, result: 1, opinion: '作为建议办理' });
  });

  it('returns a proposal, and the author resubmits it to the same review', () => {
    let record = recordAt(200);
    record = apply(record, event({ type: 'EXAMINE', result: 3, opinion: '请补充调研数据' }, reviewBody));
    expect(record.status).toBe(201);
    expect(send(record, { type: 'RESUBMIT', content: '补充后的内容' }, otherDeputy)).toMatchObject({ httpStatus: 403 });
    const decision = send(record, { type: 'RESUBMIT', content: '补充后的内容' }, author);
    expect(decision).toMatchObject({ ok: true, status: 200, changes: { content: '补充后的内容' } });
  });

  it('checks the assigned units', () => {
    const record = recordAt(400);
    const noMain = units.map((unit) => ({ ...unit, main: false }));
    const twoMains = units.map((unit) => ({ ...unit, main: true }));
    const badType = [{ unitId: 501, assignType: 8, main: true }];
    expect(send(record, { type: 'ASSIGN', units: [] }, congressAdmin)).toMatchObject({ httpStatus: 400, msg: '请至少选择一个交办单位' });
    expect(send(record, { type: 'ASSIGN', units: noMain }, congressAdmin)).toMatchObject({ httpStatus: 400, msg: '请指定一个且只能指定一个主办单位' });
    expect(send(record, { type: 'ASSIGN', units: twoMains }, congressAdmin)).toMatchObject({ httpStatus: 400 });
    expect(send(record, { type: 'ASSIGN', units: badType }, congressAdmin)).toMatchObject({ httpStatus: 400, msg: '交办类型应为1至7' });
    const decision = send(record, { type: 'ASSIGN', units }, reviewGroup);
    expect(decision).toMatchObject({ ok: true, status: 500, changes: { assignedAt: AT } });
    expect(decision.ok && decision.changes.units).toEqual(units.map((unit) => ({ ...unit, signedAt: null, opinionAt: null })));
  });

  it('lets only the main unit reply, with text and an answer category', () => {
    const record = recordAt(500);
    expect(send(record, { type: 'REPLY', content: '答复', answerCategory: 'A' }, coUnit)).toMatchObject({ httpStatus: 403, guard: 'isMainUnit' });
    expect(send(record, { type: 'REPLY', content: '答复', answerCategory: 'A' }, strangerUnit)).toMatchObject({ httpStatus: 403 });
    expect(send(record, { type: 'REPLY', content: ' ', answerCategory: 'A' }, mainUnit)).toMatchObject({ httpStatus: 400, msg: '请填写答复内容' });
    expect(send(record, { type: 'REPLY', content: '答复' }, mainUnit)).toMatchObject({ httpStatus: 400, guard: 'hasAnswerCategory' });
    expect(send(record, { type: 'REPLY', content: '答复', answerCategory: 'A' }, mainUnit)).toMatchObject({
      ok: true,
      status: 600,
      changes: { replyContent: '答复', answerCategory: 'A', repliedAt: AT },
    });
  });

  it('keeps the proposal at 500 when a co-handling unit sends its opinion', () => {
    const record = recordAt(500);
    expect(send(record, { type: 'OPINION', opinion: '协办意见' }, mainUnit)).toMatchObject({ httpStatus: 403 });
    expect(send(record, { type: 'OPINION', opinion: '' }, coUnit)).toMatchObject({ httpStatus: 400 });
    const decision = send(record, { type: 'OPINION', opinion: '协办意见' }, coUnit);
    expect(decision).toMatchObject({ ok: true, status: 500 });
    expect(decision.ok && decision.changes.units?.[1].opinionAt).toBe(AT);
  });

  it('sends an unsatisfied proposal back to its units once, then concludes it', () => {
    let record = recordAt(600);
    expect(send(record, { type: 'EVALUATE', satisfaction: 3 }, otherDeputy)).toMatchObject({ httpStatus: 403 });
    record = apply(record, event({ type: 'EVALUATE', satisfaction: 3, comment: '不满意' }, author));
    expect(record).toMatchObject({ status: 500, rehandled: true, satisfaction: 3 });
    record = apply(record, event({ type: 'REPLY', content: '再次答复', answerCategory: 'A' }, mainUnit));
    const decision = send(record, { type: 'EVALUATE', satisfaction: 3 }, author);
    expect(decision).toMatchObject({ ok: true, status: 700 });
    expect(send(recordAt(600), { type: 'EVALUATE', satisfaction: 2 }, author)).toMatchObject({ ok: true, status: 700, changes: { satisfaction: 2 } });
  });

  it('lets a deputy create a draft, with the limits of SAVE, and no one else', () => {
    expect(proposalWorkflow.decideCreate(author, { title: '议案', coSignerIds: [102], delegationId: 11 }, AT)).toEqual({
      ok: true,
      status: 0,
      history: { fromStatus: null, toStatus: 0, eventType: 'CREATE', result: null, satisfaction: null, opinion: null, userId: 1, role: 'NPC_REPRESENT', at: AT },
    });
    for (const actor of [reviewGroup, congressAdmin, superAdmin]) {
      expect(proposalWorkflow.decideCreate(actor, {}, AT)).toEqual({ ok: false, httpStatus: 403, msg: '只有代表可以创建议案建议', cause: 'role' });
    }
    expect(proposalWorkflow.decideCreate(author, { content: 'x'.repeat(100_001) }, AT)).toMatchObject({ httpStatus: 400, msg: '请求参数有误：content' });
    expect(proposalWorkflow.decideCreate(author, { coSignerIds: Array.from({ length: 1001 }, (_, i) => i + 1) }, AT)).toMatchObject({ httpStatus: 400 });
    expect(proposalWorkflow.decideCreate(author, { status: 100 }, AT)).toMatchObject({ httpStatus: 400, cause: 'body' });
  });

  it('lets 人大管理员 conclude a replied proposal', () => {
    expect(send(recordAt(600), { type: 'CONCLUDE' }, congressAdmin)).toMatchObject({ ok: true, status: 700 });
  });

  it('lets NPC_ADMIN perform every event', () => {
    let record = draftRecord();
    for (const body of [
      { type: 'SUBMIT' },
      { type: 'EXAMINE', result: 0 },
      { type: 'EXAMINE', result: 0 },
      { type: 'EXAMINE', result: 0 },
      { type: 'ASSIGN', units },
      { type: 'REPLY', content: '答复', answerCategory: 'C' },
      { type: 'EVALUATE', satisfaction: 1 },
    ] as EventBody[]) {
      record = apply(record, event(body, superAdmin));
    }
    expect(record.status).toBe(700);
  });

  it('deletes a draft only, as an effect', () => {
    expect(send(draftRecord(), { type: 'DELETE' }, author)).toMatchObject({ ok: true, status: 0, effects: ['deleteRecord'], changes: {} });
    expect(send(recordAt(100), { type: 'DELETE' }, author)).toMatchObject({ httpStatus: 409 });
  });

  it('saves the draft fields sent with SAVE', () => {
    const decision = send(draftRecord(), { type: 'SAVE', title: '新标题', delegationId: 11 }, author);
    expect(decision).toMatchObject({ ok: true, status: 0, changes: { title: '新标题', delegationId: 11 } });
  });
});

describe('withdrawal and the history state', () => {
  it.each([100, 200, 300, 400] as const)('returns a rejected withdrawal to %i', (origin) => {
    let record = recordAt(origin);
    expect(send(record, { type: 'REQUEST_WITHDRAWAL', reason: '' }, author)).toMatchObject({ httpStatus: 400, guard: 'hasReason' });
    expect(send(record, { type: 'REQUEST_WITHDRAWAL', reason: '需要修改' }, otherDeputy)).toMatchObject({ httpStatus: 403 });
    record = apply(record, event({ type: 'REQUEST_WITHDRAWAL', reason: '需要修改' }, author));
    expect(record).toMatchObject({ status: 701, withdrawnFrom: origin });
    expect(send(record, { type: 'REJECT_WITHDRAWAL' }, author)).toMatchObject({ httpStatus: 403 });
    record = apply(record, event({ type: 'REJECT_WITHDRAWAL', opinion: '不同意撤回' }, congressAdmin));
    expect(record).toMatchObject({ status: origin, withdrawnFrom: null });
  });

  it.each([100, 200, 300, 400] as const)('returns to %i inside a running actor, by XState’s own history', (origin) => {
    const actor = createActor(proposalMachine, { input: proposalContextDefaults, snapshot: restoreProposal({ ...recordAt(origin), withdrawnFrom: null }) });
    actor.start();
    actor.send(event({ type: 'REQUEST_WITHDRAWAL', reason: '需要修改' }, author));
    expect(proposalWorkflow.statusOf(actor.getSnapshot())).toBe(701);
    actor.send(event({ type: 'REJECT_WITHDRAWAL' }, congressAdmin));
    expect(proposalWorkflow.statusOf(actor.getSnapshot())).toBe(origin);
    actor.stop();
  });

  it('restores a stored record at 701 with its history, without replaying events', () => {
    const stored: ProposalRecord = { ...draftRecord(), status: 701, withdrawnFrom: 300, version: 7 };
    const snapshot = restoreProposal(stored);
    expect(snapshot.value).toBe('withdrawalRequested');
    expect(Object.values(snapshot.historyValue).flat().map((node) => node.key)).toEqual(['presidiumExamination']);
    expect(send(stored, { type: 'REJECT_WITHDRAWAL' }, congressAdmin)).toMatchObject({ ok: true, status: 300, changes: { withdrawnFrom: null } });
    expect(send(stored, { type: 'APPROVE_WITHDRAWAL' }, congressAdmin)).toMatchObject({ ok: true, status: 0 });
  });

  it('refuses to restore a record at 701 that does not say where it came from', () => {
    expect(() => restoreProposal({ ...draftRecord(), status: 701, withdrawnFrom: null })).toThrow(/withdrawnFrom/);
  });
});

describe('allowedProposalEvents', () => {
  it('lists the events of the status that the actor’s role and relation allow', () => {
    expect(allowedProposalEvents(draftRecord(), author)).toEqual(['SAVE', 'SUBMIT', 'DELETE']);
    expect(allowedProposalEvents(draftRecord(), otherDeputy)).toEqual([]);
    expect(allowedProposalEvents(recordAt(100), reviewGroup)).toEqual(['EXAMINE']);
    expect(allowedProposalEvents(recordAt(100), author)).toEqual(['REQUEST_WITHDRAWAL']);
    expect(allowedProposalEvents(recordAt(400), reviewGroup)).toEqual(['ASSIGN']);
    expect(allowedProposalEvents(recordAt(500), mainUnit)).toEqual(['REPLY']);
    expect(allowedProposalEvents(recordAt(500), coUnit)).toEqual(['OPINION']);
    expect(allowedProposalEvents(recordAt(500), strangerUnit)).toEqual([]);
    expect(allowedProposalEvents(recordAt(600), superAdmin)).toEqual(['EVALUATE', 'CONCLUDE']);
  });

  it('offers SUBMIT even when the rule of co-signers would refuse it (rules are checked on send)', () => {
    expect(allowedProposalEvents(draftRecord({ coSignerDelegateIds: [] }), author)).toContain('SUBMIT');
  });
});

describe('the session’s 议案 submission window and minimum of signers, carried by SUBMIT and RESUBMIT', () => {
  /** The event as the server sends it: the body with the session's rules added. */
  const submitting = (record: ProposalRecord, type: 'SUBMIT' | 'RESUBMIT', at: string, rules: Partial<typeof MODEL_SUBMISSION> = {}) =>
    decideProposal(record, { ...event({ type }, author, at), version: record.version, submission: { ...MODEL_SUBMISSION, ...rules } });
  const returned = () => apply(recordAt(100), event({ type: 'EXAMINE', result: 3, opinion: '请补充调研材料' }, reviewGroup));

  it('accepts SUBMIT inside the window, at its opening and at its deadline', () => {
    expect(submitting(draftRecord(), 'SUBMIT', AT)).toMatchObject({ ok: true, status: 100 });
    expect(submitting(draftRecord(), 'SUBMIT', MODEL_SUBMISSION.proposalOpenAt!)).toMatchObject({ ok: true });
    expect(submitting(draftRecord(), 'SUBMIT', MODEL_SUBMISSION.proposalCloseAt!)).toMatchObject({ ok: true });
  });

  it('refuses SUBMIT before the opening with 409, naming when proposals are taken (Bazhong time)', () => {
    expect(submitting(draftRecord(), 'SUBMIT', '2024-02-29T23:59:59.000Z')).toEqual({
      ok: false,
      httpStatus: 409,
      cause: 'rule',
      guard: 'isWithinSubmissionWindow',
      msg: '议案提交时间尚未开始，将于2024年3月1日 08:00开始接收议案',
    });
  });

  it('refuses SUBMIT after the deadline with 409, naming the deadline', () => {
    expect(submitting(draftRecord(), 'SUBMIT', '2024-03-10T10:00:01.000Z')).toEqual({
      ok: false,
      httpStatus: 409,
      cause: 'rule',
      guard: 'isWithinSubmissionWindow',
      msg: '议案提交时间已于2024年3月10日 18:00截止，不能再提交议案',
    });
  });

  it('holds RESUBMIT to the same window', () => {
    expect(submitting(returned(), 'RESUBMIT', '2024-03-11T00:00:00.000Z')).toMatchObject({ ok: false, httpStatus: 409, guard: 'isWithinSubmissionWindow' });
    expect(submitting(returned(), 'RESUBMIT', AT)).toMatchObject({ ok: true, status: 100 });
  });

  it('takes either end of the window as open when it is not set, and no window at all without rules', () => {
    expect(submitting(draftRecord(), 'SUBMIT', '2030-01-01T00:00:00.000Z', { proposalCloseAt: null })).toMatchObject({ ok: true });
    expect(submitting(draftRecord(), 'SUBMIT', '2000-01-01T00:00:00.000Z', { proposalOpenAt: null })).toMatchObject({ ok: true });
    expect(send(draftRecord(), { type: 'SUBMIT' }, author, '2030-01-01T00:00:00.000Z')).toMatchObject({ ok: true });
  });

  it('names the closed window before too few signers, and a blank title before both', () => {
    const late = '2024-03-11T00:00:00.000Z';
    expect(submitting(draftRecord({ coSignerDelegateIds: [] }), 'SUBMIT', late)).toMatchObject({ guard: 'isWithinSubmissionWindow' });
    expect(submitting(draftRecord({ title: ' ', coSignerDelegateIds: [] }), 'SUBMIT', late)).toMatchObject({ httpStatus: 400, msg: '请填写议案标题' });
  });

  it('counts signers against the session’s minimum, and names it when refusing', () => {
    const fourCoSigners = nineCoSigners.slice(0, 4);
    expect(submitting(draftRecord({ coSignerDelegateIds: fourCoSigners }), 'SUBMIT', AT, { proposalMinSigners: 5 })).toMatchObject({ ok: true });
    expect(submitting(draftRecord({ coSignerDelegateIds: fourCoSigners }), 'SUBMIT', AT, { proposalMinSigners: 6 })).toEqual({
      ok: false,
      httpStatus: 409,
      cause: 'rule',
      guard: 'hasEnoughSigners',
      msg: '议案须由6名以上代表联名（含领衔代表）提出，或以代表团名义提出',
    });
    expect(submitting(draftRecord({ coSignerDelegateIds: [] }), 'SUBMIT', AT, { proposalMinSigners: 1 })).toMatchObject({ ok: true });
  });
});
