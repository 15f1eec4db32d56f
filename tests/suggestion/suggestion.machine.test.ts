import { describe, expect, it } from 'vitest';
import type { Actor } from '@machines/actor';
import { addCalendarMonths, workingDaysBetween } from '@machines/workflow';
import {
  SUGGESTION_STATUS_CODES,
  allowedSuggestionEvents,
  decideSuggestion,
  isSuggestionOverdue,
  linkedSuggestionRecord,
  restoreSuggestion,
  suggestionContextDefaults,
  suggestionMachine,
  suggestionStatuses,
  suggestionWorkflow,
  type SuggestionContext,
  type SuggestionEvent,
  type SuggestionRecord,
  type SuggestionStatus,
} from '@machines/suggestion/index';
import {
  MODEL_AT as AT,
  MODEL_SUBMISSION,
  describeStep,
  machineTransitionIds as transitionIdsOf,
  suggestionCast,
  suggestionDraftRecord as draftRecord,
  suggestionEvent as event,
  suggestionModelEvents,
  suggestionTestModel,
  suggestionUnits as units,
  type BodyOf,
} from '../helpers/lifecycle-paths';

// AT is Monday 4 March 2024, 10:00 in Bazhong (UTC+8).
const { author, otherDeputy, authorsDelegation, otherDelegation, workingCommittee, congressAdmin, mainUnit, coUnit, strangerUnit, superAdmin } =
  suggestionCast;

type EventBody = BodyOf<SuggestionEvent>;

function apply(record: SuggestionRecord, sent: SuggestionEvent): SuggestionRecord {
  const decision = decideSuggestion(record, { ...sent, version: record.version });
  if (!decision.ok) throw new Error(`${sent.type} refused at ${record.status}: ${decision.msg}`);
  return { ...record, ...decision.changes, status: decision.status, version: record.version + 1 };
}

function send(record: SuggestionRecord, body: EventBody, actor: Actor, at = AT) {
  return decideSuggestion(record, { ...event(body, actor, at), version: record.version });
}

/** A suggestion taken to a status through the events a user would send. */
function recordAt(status: SuggestionStatus, assignedAt = AT): SuggestionRecord {
  const steps: [number, EventBody, Actor, string?][] = [
    [100, { type: 'SUBMIT' }, author],
    [200, { type: 'EXAMINE', result: 1 }, authorsDelegation],
    [300, { type: 'EXAMINE', result: 1 }, workingCommittee],
    [301, { type: 'ASSIGN', units }, workingCommittee, assignedAt],
    [400, { type: 'SIGN_FOR' }, mainUnit, assignedAt],
    [500, { type: 'REPLY', content: '已纳入年度改造计划。', answerCategory: 'B' }, mainUnit, assignedAt],
  ];
  let record = draftRecord();
  for (const [reaches, body, actor, at] of steps) {
    if (reaches > status) break;
    record = apply(record, event(body, actor, at ?? AT));
  }
  return record;
}

const modelEvents = suggestionModelEvents();
const paths = suggestionTestModel(modelEvents).getShortestPaths();

function contextOf(record: SuggestionRecord): SuggestionContext {
  const fields = Object.keys(suggestionContextDefaults) as (keyof SuggestionContext)[];
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as unknown as SuggestionContext;
}

const machineTransitionIds = () => transitionIdsOf(suggestionMachine, suggestionWorkflow, suggestionStatuses);

describe('suggestion machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => describeStep(step.event));
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${suggestionWorkflow.statusOf(path.state)}`, async () => {
      let record = draftRecord();
      const sendThroughDecide = (step: { event: SuggestionEvent }) => {
        record = apply(record, step.event);
      };
      await path.test({
        events: Object.fromEntries(modelEvents.map((sent) => [sent.type, sendThroughDecide])),
        states: {
          '*': (snapshot) => {
            expect(record.status).toBe(suggestionWorkflow.statusOf(snapshot));
            expect(contextOf(record)).toEqual(snapshot.context);
          },
        },
      });
    });
  }

  it('the paths take every transition of the machine', () => {
    const all = machineTransitionIds();
    expect(suggestionWorkflow.transitions().map((row) => row.id).sort()).toEqual(all);

    const covered = new Set<string>();
    for (const path of paths) {
      for (let i = 1; i < path.steps.length; i += 1) {
        const before = path.steps[i - 1].state;
        const [definition] = suggestionMachine.getTransitionData(before, path.steps[i].event);
        covered.add(suggestionWorkflow.transitionId(suggestionWorkflow.statusOf(before), definition));
      }
    }
    console.log(`suggestion: ${covered.size}/${all.length} transitions covered by ${paths.length} paths`);
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('the paths visit every status', () => {
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => suggestionWorkflow.statusOf(step.state))));
    expect([...visited].sort((a, b) => a - b)).toEqual(SUGGESTION_STATUS_CODES);
  });
});

describe('suggestion status table', () => {
  it('maps every status code to the state of that name, final only at 600', () => {
    for (const status of SUGGESTION_STATUS_CODES) {
      const snapshot = restoreSuggestion({ ...draftRecord(), status });
      expect(suggestionWorkflow.statusOf(snapshot)).toBe(status);
      expect(suggestionWorkflow.stateNodeOf(status).key).toBe(suggestionStatuses[status].state);
      expect(snapshot.status === 'done').toBe(status === 600);
    }
  });

  it('groups the statuses as lists show them, and names the examining bodies', () => {
    expect(suggestionWorkflow.groups).toEqual({
      initial: 0,
      submitted: [100, 101, 200, 201, 300, 301, 400, 500, 600],
      inProcess: [100, 101, 200, 201, 300, 301, 400, 500],
      finished: [600],
      converted: [],
    });
    expect(suggestionWorkflow.whoActsAt(100, 'EXAMINE')).toEqual([{ relation: 'authorsDelegation', roles: ['NPC_DELEGATION'], body: '代表团' }]);
    expect(suggestionWorkflow.whoActsAt(200, 'EXAMINE')).toEqual([{ roles: ['NPC_WORK'], body: '建议组' }]);
  });

  it('lets a deputy create a draft without a delegation’s name, and no one else', () => {
    expect(suggestionWorkflow.decideCreate(author, { title: '建议', attachments: [] }, AT)).toMatchObject({ ok: true, status: 0, history: { eventType: 'CREATE', fromStatus: null } });
    expect(suggestionWorkflow.decideCreate(superAdmin, { title: '建议' }, AT)).toMatchObject({ httpStatus: 403, msg: '只有代表可以创建议案建议' });
    expect(suggestionWorkflow.decideCreate(author, { delegationId: 21 }, AT)).toMatchObject({ httpStatus: 400, cause: 'body' });
  });
});

describe('decideSuggestion: review', () => {
  it('is examined first by the author’s own delegation', () => {
    const record = recordAt(100);
    expect(send(record, { type: 'EXAMINE', result: 1 }, otherDelegation)).toMatchObject({ httpStatus: 403, guard: 'isAuthorsDelegation' });
    expect(send(record, { type: 'EXAMINE', result: 1 }, workingCommittee)).toMatchObject({ httpStatus: 403 });
    expect(send(record, { type: 'EXAMINE', result: 1 }, authorsDelegation)).toMatchObject({ ok: true, status: 200 });
  });

  it('needs an opinion to return or to keep for reference', () => {
    expect(send(recordAt(100), { type: 'EXAMINE', result: 2, opinion: 'null' }, authorsDelegation)).toMatchObject({ httpStatus: 400 });
    expect(send(recordAt(200), { type: 'EXAMINE', result: 3 }, workingCommittee)).toMatchObject({ httpStatus: 400, guard: 'hasOpinion' });
  });

  it('concludes a suggestion kept for reference only', () => {
    const decision = send(recordAt(100), { type: 'EXAMINE', result: 3, opinion: '仅供参考' }, authorsDelegation);
    expect(decision).toMatchObject({ ok: true, status: 600, changes: { referenceOnly: true } });
  });

  it('goes back to the same review when resubmitted', () => {
    let record = apply(recordAt(200), event({ type: 'EXAMINE', result: 2, opinion: '请补充' }, workingCommittee));
    expect(record.status).toBe(201);
    expect(send(record, { type: 'RESUBMIT' }, otherDeputy)).toMatchObject({ httpStatus: 403 });
    record = apply(record, event({ type: 'RESUBMIT', content: '补充后的内容' }, author));
    expect(record).toMatchObject({ status: 200, content: '补充后的内容' });
  });

  it('refuses a blank title at submission', () => {
    expect(send(draftRecord({ title: '' }), { type: 'SUBMIT' }, author)).toMatchObject({ httpStatus: 400, msg: '请填写建议标题' });
  });
});

describe('decideSuggestion: deadlines', () => {
  it('sets the due date three months after assignment', () => {
    const record = recordAt(300);
    const at = '2024-01-31T02:00:00.000Z';
    const decision = send(record, { type: 'ASSIGN', units }, workingCommittee, at);
    expect(decision).toMatchObject({ ok: true, status: 301, changes: { assignedAt: at, dueDate: '2024-04-30T02:00:00.000Z' } });
    expect(send(record, { type: 'ASSIGN', units }, congressAdmin)).toMatchObject({ httpStatus: 403 });
  });

  it('grants one extension, to six months after assignment', () => {
    let record = recordAt(400);
    expect(record.dueDate).toBe('2024-06-04T02:00:00.000Z');
    expect(send(record, { type: 'APPROVE_DELAY' }, workingCommittee)).toMatchObject({ httpStatus: 409, guard: 'isDelayPending' });
    expect(send(record, { type: 'APPLY_DELAY', reason: '需跨年度实施' }, coUnit)).toMatchObject({ httpStatus: 403 });
    expect(send(record, { type: 'APPLY_DELAY', reason: ' ' }, mainUnit)).toMatchObject({ httpStatus: 400 });
    record = apply(record, event({ type: 'APPLY_DELAY', reason: '需跨年度实施' }, mainUnit));
    expect(record).toMatchObject({ status: 400, delayRequested: true, delayPending: true });
    expect(send(record, { type: 'APPROVE_DELAY' }, mainUnit)).toMatchObject({ httpStatus: 403 });
    record = apply(record, event({ type: 'APPROVE_DELAY' }, workingCommittee));
    expect(record).toMatchObject({ status: 400, delayPending: false, dueDate: '2024-09-04T02:00:00.000Z' });
    expect(send(record, { type: 'APPLY_DELAY', reason: '再次申请' }, mainUnit)).toMatchObject({
      httpStatus: 409,
      msg: '本件已申请过延期，只能申请一次',
    });
  });

  it('keeps the due date when the extension is refused', () => {
    let record = apply(recordAt(400), event({ type: 'APPLY_DELAY', reason: '需跨年度实施' }, mainUnit));
    const decision = send(record, { type: 'REJECT_DELAY', opinion: '请按期办理' }, workingCommittee);
    expect(decision).toMatchObject({ ok: true, status: 400, changes: { delayPending: false } });
    record = apply(record, event({ type: 'REJECT_DELAY' }, workingCommittee));
    expect(record.dueDate).toBe('2024-06-04T02:00:00.000Z');
  });

  it('gives one more month after an unsatisfied evaluation, once', () => {
    let record = recordAt(500);
    const evaluatedAt = '2024-05-20T01:00:00.000Z';
    record = apply(record, event({ type: 'EVALUATE', satisfaction: 3, comment: '问题未解决' }, author, evaluatedAt));
    expect(record).toMatchObject({ status: 400, rehandled: true, dueDate: '2024-06-20T01:00:00.000Z' });
    record = apply(record, event({ type: 'REPLY', content: '再次答复', answerCategory: 'A' }, mainUnit));
    expect(send(record, { type: 'EVALUATE', satisfaction: 3 }, author)).toMatchObject({ ok: true, status: 600 });
    expect(send(record, { type: 'EVALUATE', satisfaction: 1 }, otherDeputy)).toMatchObject({ httpStatus: 403 });
  });

  it('lets NPC_WORK conclude a replied suggestion', () => {
    expect(send(recordAt(500), { type: 'CONCLUDE' }, workingCommittee)).toMatchObject({ ok: true, status: 600 });
    expect(send(recordAt(500), { type: 'CONCLUDE' }, congressAdmin)).toMatchObject({ httpStatus: 403 });
  });
});

describe('decideSuggestion: signing for and adjusting', () => {
  it('waits at 301 until the main unit signs', () => {
    let record = recordAt(301);
    expect(send(record, { type: 'SIGN_FOR' }, strangerUnit)).toMatchObject({ httpStatus: 403, msg: '您的单位不是本件的办理单位' });
    record = apply(record, event({ type: 'SIGN_FOR' }, coUnit));
    expect(record.status).toBe(301);
    expect(record.units.find((unit) => unit.unitId === 602)?.signedAt).toBe(AT);
    expect(send(record, { type: 'SIGN_FOR' }, coUnit)).toMatchObject({ httpStatus: 409, msg: '您的单位已签收' });
    record = apply(record, event({ type: 'SIGN_FOR' }, mainUnit));
    expect(record.status).toBe(400);
  });

  it('lets a super administrator sign for the main unit', () => {
    const decision = send(recordAt(301), { type: 'SIGN_FOR' }, superAdmin);
    expect(decision).toMatchObject({ ok: true, status: 400 });
    expect(decision.ok && decision.changes.units?.find((unit) => unit.main)?.signedAt).toBe(AT);
  });

  // Assigned on Monday 4 March: the 7th working day after it is Wednesday 13 March.
  it.each([
    ['day 7 (Monday 11 March, 5 working days)', '2024-03-11T08:00:00.000Z', true],
    ['day 9 (Wednesday 13 March, 7 working days) late in the evening', '2024-03-13T15:30:00.000Z', true],
    ['day 10 (Thursday 14 March, 8 working days)', '2024-03-14T01:00:00.000Z', false],
  ])('applies for adjustment on %s: allowed %s', (_day, at, allowed) => {
    const record = recordAt(301);
    const decision = send(record, { type: 'APPLY_ADJUST', reason: '不属于本单位职责' }, mainUnit, at);
    if (allowed) {
      expect(decision).toMatchObject({
        ok: true,
        status: 300,
        changes: { units: [], assignedAt: null, dueDate: null, adjustReason: '不属于本单位职责' },
      });
    } else {
      expect(decision).toMatchObject({ ok: false, httpStatus: 409, guard: 'isWithinAdjustWindow' });
    }
  });

  it('needs a reason to apply for adjustment and is only for assigned units', () => {
    expect(send(recordAt(301), { type: 'APPLY_ADJUST', reason: '' }, coUnit)).toMatchObject({ httpStatus: 400 });
    expect(send(recordAt(301), { type: 'APPLY_ADJUST', reason: '不属于本单位职责' }, strangerUnit)).toMatchObject({ httpStatus: 403 });
    expect(send(recordAt(400), { type: 'APPLY_ADJUST', reason: '不属于本单位职责' }, mainUnit)).toMatchObject({ httpStatus: 409, cause: 'status' });
  });

  it('lets only co-handling units send opinions and only the main unit reply', () => {
    const record = recordAt(400);
    expect(send(record, { type: 'OPINION', opinion: '协办意见' }, mainUnit)).toMatchObject({ httpStatus: 403 });
    expect(send(record, { type: 'OPINION', opinion: '协办意见' }, coUnit)).toMatchObject({ ok: true, status: 400 });
    expect(send(record, { type: 'REPLY', content: '答复', answerCategory: 'A' }, coUnit)).toMatchObject({ httpStatus: 403 });
    expect(send(record, { type: 'REPLY', content: '答复', answerCategory: null }, mainUnit)).toMatchObject({ httpStatus: 400 });
  });
});

describe('deadline arithmetic', () => {
  it('counts Monday to Friday only, on the calendar of UTC+8', () => {
    expect(workingDaysBetween('2024-03-04T02:00:00.000Z', '2024-03-08T02:00:00.000Z')).toBe(4);
    expect(workingDaysBetween('2024-03-08T02:00:00.000Z', '2024-03-11T02:00:00.000Z')).toBe(1);
    expect(workingDaysBetween('2024-03-04T02:00:00.000Z', '2024-03-04T15:00:00.000Z')).toBe(0);
    // 17:00 UTC on Monday is already Tuesday in Bazhong.
    expect(workingDaysBetween('2024-03-04T02:00:00.000Z', '2024-03-04T17:00:00.000Z')).toBe(1);
  });

  it('adds calendar months and keeps the end of a shorter month', () => {
    expect(addCalendarMonths('2024-11-30T02:00:00.000Z', 3)).toBe('2025-02-28T02:00:00.000Z');
    expect(addCalendarMonths('2023-08-31T02:00:00.000Z', 6)).toBe('2024-02-29T02:00:00.000Z');
    expect(addCalendarMonths('2024-03-31T20:00:00.000Z', 1)).toBe('2024-04-30T20:00:00.000Z');
  });
});

describe('isSuggestionOverdue', () => {
  const dueDate = '2024-06-04T02:00:00.000Z';
  const after = '2024-06-05T00:00:00.000Z';

  it('is overdue past the due date while assigned or in handling', () => {
    expect(isSuggestionOverdue({ status: 301, dueDate }, after)).toBe(true);
    expect(isSuggestionOverdue({ status: 400, dueDate }, new Date(after))).toBe(true);
    expect(isSuggestionOverdue({ status: 400, dueDate }, '2024-06-04T01:59:59.000Z')).toBe(false);
  });

  it('is never overdue once answered or concluded, nor before assignment', () => {
    for (const status of [0, 100, 101, 200, 201, 300, 500, 600] as const) {
      expect(isSuggestionOverdue({ status, dueDate }, after)).toBe(false);
    }
    expect(isSuggestionOverdue({ status: 400, dueDate: null }, after)).toBe(false);
  });
});

describe('allowedSuggestionEvents', () => {
  it('lists the events of the status that the actor’s role and relation allow', () => {
    expect(allowedSuggestionEvents(draftRecord(), author)).toEqual(['SAVE', 'SUBMIT', 'DELETE']);
    expect(allowedSuggestionEvents(recordAt(100), authorsDelegation)).toEqual(['EXAMINE']);
    expect(allowedSuggestionEvents(recordAt(100), otherDelegation)).toEqual([]);
    expect(allowedSuggestionEvents(recordAt(301), coUnit)).toEqual(['SIGN_FOR', 'APPLY_ADJUST']);
    expect(allowedSuggestionEvents(recordAt(400), mainUnit)).toEqual(['APPLY_DELAY', 'REPLY']);
    expect(allowedSuggestionEvents(recordAt(400), coUnit)).toEqual(['OPINION']);
    expect(allowedSuggestionEvents(recordAt(400), workingCommittee)).toEqual(['APPROVE_DELAY', 'REJECT_DELAY']);
    expect(allowedSuggestionEvents(recordAt(500), author)).toEqual(['EVALUATE']);
  });
});

describe('a suggestion made from a proposal', () => {
  it('starts at 300, to be assigned', () => {
    const record = linkedSuggestionRecord({ authorDelegateId: 101, title: '由议案转来的建议', content: '内容' });
    expect(suggestionWorkflow.statusOf(restoreSuggestion(record))).toBe(300);
    expect(send(record, { type: 'ASSIGN', units }, workingCommittee)).toMatchObject({ ok: true, status: 301 });
  });
});

describe('the session’s settings on suggestions, carried by SUBMIT and RESUBMIT', () => {
  const submitting = (record: SuggestionRecord, type: 'SUBMIT' | 'RESUBMIT', rules: Partial<typeof MODEL_SUBMISSION>) =>
    decideSuggestion(record, { ...event({ type }, author), version: record.version, submission: { ...MODEL_SUBMISSION, ...rules } });
  const returned = () => apply(recordAt(100), event({ type: 'EXAMINE', result: 2, opinion: '请补充情况' }, authorsDelegation));

  it('takes suggestions in recess where the session does, and in plenary session always; the 议案 window does not apply', () => {
    const closedWindow = { proposalOpenAt: '2020-01-01T00:00:00.000Z', proposalCloseAt: '2020-01-02T00:00:00.000Z' };
    expect(submitting(draftRecord(), 'SUBMIT', { inSession: false, suggestInRecess: true, ...closedWindow })).toMatchObject({ ok: true, status: 100 });
    expect(submitting(draftRecord(), 'SUBMIT', { inSession: true, suggestInRecess: false })).toMatchObject({ ok: true, status: 100 });
  });

  it('refuses SUBMIT and RESUBMIT in recess with 409 where the session takes none then', () => {
    const refusal = { ok: false, httpStatus: 409, cause: 'rule', guard: 'isReceivedNow', msg: '本次会议闭会期间不接收建议，请在大会期间提交' };
    expect(submitting(draftRecord(), 'SUBMIT', { inSession: false, suggestInRecess: false })).toEqual(refusal);
    expect(submitting(returned(), 'RESUBMIT', { inSession: false, suggestInRecess: false })).toEqual(refusal);
    expect(submitting(returned(), 'RESUBMIT', { inSession: true, suggestInRecess: false })).toMatchObject({ ok: true, status: 100 });
  });
});
