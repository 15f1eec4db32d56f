import { describe, expect, it } from 'vitest';
import type { Actor } from '@machines/actor';
import {
  DEPUTY_RECORD_STATUS_CODES,
  allowedDeputyRecordEvents,
  decideDeputyRecord,
  deputyRecordContextDefaults,
  deputyRecordMachine,
  deputyRecordStatusLabel,
  deputyRecordStatuses,
  deputyRecordWorkflow,
  isValidIdCard,
  maskIdCard,
  restoreDeputyRecord,
  type DeputyRecordContext,
  type DeputyRecordEvent,
  type DeputyRecordRecord,
  type DeputyRecordStatus,
} from '@machines/deputy-record/index';
import {
  DEPUTY_MODEL_TARGET_DELEGATION as TARGET,
  MODEL_AT as AT,
  deputyCast,
  deputyEvent as event,
  deputyModelEvents,
  deputyTestModel,
  machineTransitionIds as transitionIdsOf,
  newDeputyModelRecord as newRecord,
  type BodyOf,
} from '../helpers/lifecycle-paths';

const { office, congressAdmin, delegation, otherDelegation, deputyHimself, otherDeputy, work } = deputyCast;

type EventBody = BodyOf<DeputyRecordEvent>;

function apply(record: DeputyRecordRecord, sent: DeputyRecordEvent): DeputyRecordRecord {
  const decision = decideDeputyRecord(record, { ...sent, version: record.version });
  if (!decision.ok) throw new Error(`${sent.type} refused at ${record.auditStatus}: ${decision.msg}`);
  return { ...record, ...decision.changes, auditStatus: decision.status, version: record.version + 1 };
}

const send = (record: DeputyRecordRecord, body: EventBody, actor: Actor) => decideDeputyRecord(record, { ...event(body, actor, AT), version: record.version });

const REASON = { reason: '依法提出' };
const passed = () => apply(newRecord(), event({ type: 'APPROVE' }, office));

function recordAt(status: DeputyRecordStatus): DeputyRecordRecord {
  switch (status) {
    case 0:
      return newRecord();
    case 1:
      return passed();
    case 2:
      return apply(newRecord(), event({ type: 'APPLY_BY_ELECTION', ...REASON }, delegation));
    case 3:
      return apply(passed(), event({ type: 'APPLY_VACANCY', ...REASON }, delegation));
    case 4:
      return apply(passed(), event({ type: 'APPLY_TRANSFER', ...REASON, targetDelegationId: TARGET }, delegation));
    case 5:
      return apply(recordAt(2), event({ type: 'REFUSE', opinion: '不予确认' }, office));
    case 6:
      return apply(recordAt(3), event({ type: 'APPROVE' }, office));
  }
}

const modelEvents = deputyModelEvents();
const paths = deputyTestModel(modelEvents).getShortestPaths();

function contextOf(record: DeputyRecordRecord): DeputyRecordContext {
  const fields = Object.keys(deputyRecordContextDefaults) as (keyof DeputyRecordContext)[];
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as unknown as DeputyRecordContext;
}

describe('deputy record machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => `${step.event.type} (${step.event.actor.role})`);
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${deputyRecordWorkflow.statusOf(path.state)}`, async () => {
      let record = newRecord();
      await path.test({
        events: Object.fromEntries(modelEvents.map((sent) => [sent.type, (step: { event: DeputyRecordEvent }) => void (record = apply(record, step.event))])),
        states: {
          '*': (snapshot) => {
            expect(record.auditStatus).toBe(deputyRecordWorkflow.statusOf(snapshot));
            expect(contextOf(record)).toEqual(snapshot.context);
          },
        },
      });
    });
  }

  it('the paths take every transition of the machine', () => {
    const all = transitionIdsOf(deputyRecordMachine, deputyRecordWorkflow, deputyRecordStatuses);
    expect(deputyRecordWorkflow.transitions().map((row) => row.id).sort()).toEqual(all);
    const covered = new Set<string>();
    for (const path of paths) {
      for (let i = 1; i < path.steps.length; i += 1) {
        const before = path.steps[i - 1].state;
        const [definition] = deputyRecordMachine.getTransitionData(before, path.steps[i].event);
        covered.add(deputyRecordWorkflow.transitionId(deputyRecordWorkflow.statusOf(before), definition));
      }
    }
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('the paths visit every audit status', () => {
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => deputyRecordWorkflow.statusOf(step.state))));
    expect([...visited].sort((a, b) => a - b)).toEqual(DEPUTY_RECORD_STATUS_CODES);
  });
});

describe('deputy record status table', () => {
  it('maps every auditStatus to its state, final only when vacant or the by-election failed', () => {
    for (const status of DEPUTY_RECORD_STATUS_CODES) {
      const snapshot = restoreDeputyRecord({ ...newRecord(), auditStatus: status });
      expect(deputyRecordWorkflow.statusOf(snapshot)).toBe(status);
      expect(snapshot.status === 'done').toBe(status === 5 || status === 6);
    }
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(deputyRecordStatusLabel)).toEqual(['待审核', '已通过', '补选申请', '出缺申请', '调团申请', '补选未通过', '已出缺', '9']);
  });
});

describe('decideDeputyRecord', () => {
  it('approves a new record by the office only, starting the tenure', () => {
    expect(send(newRecord(), { type: 'APPROVE' }, delegation)).toMatchObject({ httpStatus: 403 });
    expect(send(newRecord(), { type: 'APPROVE' }, deputyHimself)).toMatchObject({ httpStatus: 403 });
    expect(send(newRecord(), { type: 'APPROVE' }, work)).toMatchObject({ httpStatus: 403 });
    for (const actor of [office, congressAdmin]) expect(send(newRecord(), { type: 'APPROVE' }, actor)).toMatchObject({ ok: true, status: 1, effects: ['startTenure'] });
  });

  it('takes applications from the record’s delegation or the office, never from another delegation, always with a reason', () => {
    expect(send(passed(), { type: 'APPLY_VACANCY', ...REASON }, otherDelegation)).toMatchObject({ httpStatus: 403 });
    expect(send(passed(), { type: 'APPLY_VACANCY', ...REASON }, deputyHimself)).toMatchObject({ httpStatus: 403 });
    expect(send(passed(), { type: 'APPLY_VACANCY', reason: '  ' }, delegation)).toMatchObject({ httpStatus: 400, msg: '请填写申请理由' });
    expect(send(passed(), { type: 'APPLY_VACANCY', ...REASON, annexList: [{ name: '辞职报告.pdf', objPath: 'a/b.pdf' }] }, delegation)).toMatchObject({
      ok: true,
      status: 3,
      changes: { pendingApplyType: 2, applyReason: '依法提出', applyAnnex: [{ name: '辞职报告.pdf', objPath: 'a/b.pdf' }] },
    });
    expect(send(passed(), { type: 'APPLY_VACANCY', ...REASON }, office)).toMatchObject({ ok: true, status: 3 });
  });

  it('vacates on approval (ending the tenure) or returns to 已通过 on refusal, which needs an opinion', () => {
    expect(send(recordAt(3), { type: 'APPROVE' }, office)).toMatchObject({ ok: true, status: 6, effects: ['endTenure'], changes: { pendingApplyType: null, applyReason: null } });
    expect(send(recordAt(3), { type: 'REFUSE', opinion: '' }, office)).toMatchObject({ httpStatus: 400, msg: '请填写审核意见' });
    expect(send(recordAt(3), { type: 'REFUSE', opinion: '理由不充分' }, office)).toMatchObject({ ok: true, status: 1, effects: [] });
  });

  it('transfers to another delegation on approval, and refuses a transfer to the same one', () => {
    expect(send(passed(), { type: 'APPLY_TRANSFER', ...REASON, targetDelegationId: delegation.delegationId }, delegation)).toMatchObject({ httpStatus: 400, msg: '请选择调入的其他代表团' });
    const decision = send(recordAt(4), { type: 'APPROVE' }, office);
    expect(decision).toMatchObject({ ok: true, status: 1, effects: ['changeDelegation'], changes: { fkDelegationId: TARGET, pendingDelegationId: null } });
    const refused = apply(recordAt(4), event({ type: 'REFUSE', opinion: '不同意' }, office));
    expect(refused).toMatchObject({ auditStatus: 1, fkDelegationId: delegation.delegationId, pendingDelegationId: null });
  });

  it('takes a basic-information application from the deputy himself, keeps the status, and writes it once approved', () => {
    const changes = { phone: '13912345678' };
    expect(send(passed(), { type: 'APPLY_INFO', ...REASON, changes }, otherDeputy)).toMatchObject({ httpStatus: 403 });
    expect(send(passed(), { type: 'APPLY_INFO', ...REASON, changes: {} }, deputyHimself)).toMatchObject({ httpStatus: 400, msg: '请填写要变更的信息' });
    const applied = apply(passed(), event({ type: 'APPLY_INFO', ...REASON, changes }, deputyHimself));
    expect(applied).toMatchObject({ auditStatus: 1, pendingApplyType: 4, pendingChanges: changes });
    // One application at a time.
    expect(send(applied, { type: 'APPLY_VACANCY', ...REASON }, delegation)).toMatchObject({ httpStatus: 409, msg: '该代表有待审核的申请，请等待审核完成' });
    expect(send(applied, { type: 'APPROVE' }, office)).toMatchObject({ ok: true, status: 1, effects: ['applyInfoChange'], changes: { pendingChanges: null } });
    expect(send(applied, { type: 'REFUSE', opinion: '号码有误' }, office)).toMatchObject({ ok: true, status: 1, effects: [] });
    // Nothing waits: nothing to approve.
    expect(send(passed(), { type: 'APPROVE' }, office)).toMatchObject({ httpStatus: 409, msg: '没有待审核的基本信息变更申请' });
  });

  it('fails a by-election on refusal, and accepts nothing once vacant or failed', () => {
    expect(send(recordAt(2), { type: 'REFUSE', opinion: '不予确认' }, office)).toMatchObject({ ok: true, status: 5 });
    expect(send(recordAt(2), { type: 'APPROVE' }, office)).toMatchObject({ ok: true, status: 1, effects: ['startTenure'] });
    for (const status of [5, 6] as const) expect(send(recordAt(status), { type: 'APPLY_INFO', ...REASON, changes: { officePhone: '1' } }, office)).toMatchObject({ httpStatus: 409 });
  });
});

describe('allowedDeputyRecordEvents', () => {
  it('offers what the status, the role and the relation allow', () => {
    expect(allowedDeputyRecordEvents(newRecord(), office)).toEqual(['APPROVE', 'APPLY_BY_ELECTION']);
    expect(allowedDeputyRecordEvents(newRecord(), delegation)).toEqual(['APPLY_BY_ELECTION']);
    expect(allowedDeputyRecordEvents(passed(), deputyHimself)).toEqual(['APPLY_INFO']);
    expect(allowedDeputyRecordEvents(passed(), delegation)).toEqual(['APPLY_VACANCY', 'APPLY_TRANSFER', 'APPLY_INFO']);
    expect(allowedDeputyRecordEvents(passed(), otherDelegation)).toEqual([]);
    expect(allowedDeputyRecordEvents(recordAt(6), office)).toEqual([]);
  });
});

describe('identity card numbers', () => {
  it('accept a well-formed number with its check character, and mask it to the first 6 and last 4', () => {
    expect(isValidIdCard('11010519491231002X')).toBe(true);
    expect(isValidIdCard('110105194912310021')).toBe(false);
    expect(isValidIdCard('11010519491331002X')).toBe(false);
    expect(isValidIdCard('1101051949123100')).toBe(false);
    expect(maskIdCard('11010519491231002X')).toBe('110105********002X');
  });
});
