import { describe, expect, it } from 'vitest';
import type { Actor } from '@machines/actor';
import {
  STATION_MESSAGE_STATUS_CODES,
  allowedStationMessageEvents,
  isStationMessageDone,
  decideStationMessage,
  restoreStationMessage,
  stationMessageContextDefaults,
  stationMessageMachine,
  stationMessageStatusLabel,
  stationMessageStatuses,
  stationMessageWorkflow,
  type StationMessageContext,
  type StationMessageEvent,
  type StationMessageRecord,
  type StationMessageStatus,
} from '@machines/station-message/index';
import {
  MODEL_AT as AT,
  machineTransitionIds as transitionIdsOf,
  receivedStationMessage as receivedMessage,
  stationCast,
  stationEvent as event,
  stationModelEvents,
  stationTestModel,
  type BodyOf,
} from '../helpers/lifecycle-paths';

const { addressedDeputy, otherDeputy, stationManager, otherStationManager, superAdmin } = stationCast;

type EventBody = BodyOf<StationMessageEvent>;

function apply(record: StationMessageRecord, sent: StationMessageEvent): StationMessageRecord {
  const decision = decideStationMessage(record, { ...sent, version: record.version });
  if (!decision.ok) throw new Error(`${sent.type} refused at ${record.handleStatus}: ${decision.msg}`);
  return { ...record, ...decision.changes, handleStatus: decision.status, version: record.version + 1 };
}

function send(record: StationMessageRecord, body: EventBody, actor: Actor, at = AT) {
  return decideStationMessage(record, { ...event(body, actor, at), version: record.version });
}

function recordAt(status: StationMessageStatus): StationMessageRecord {
  let record = receivedMessage();
  if (status >= 100) record = apply(record, event({ type: 'PROPOSE', delegateSuggestion: '请联络站协调社区处理' }, addressedDeputy));
  if (status >= 200) record = apply(record, event({ type: 'ASSIGN', stationSuggestion: '交社区居委会办理' }, stationManager));
  if (status >= 300) record = apply(record, event({ type: 'REPLY', handleResult: '路灯已修复' }, stationManager));
  return record;
}

const modelEvents = stationModelEvents();
const paths = stationTestModel(modelEvents).getShortestPaths();

function contextOf(record: StationMessageRecord): StationMessageContext {
  const fields = Object.keys(stationMessageContextDefaults) as (keyof StationMessageContext)[];
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as unknown as StationMessageContext;
}

const machineTransitionIds = () => transitionIdsOf(stationMessageMachine, stationMessageWorkflow, stationMessageStatuses);

describe('station message machine, model-based', () => {
  for (const [index, path] of paths.entries()) {
    const steps = path.steps.slice(1).map((step) => `${step.event.type} (${step.event.actor.role})`);
    it(`path ${index + 1}: ${steps.join(' → ') || '(initial)'} ⇒ ${stationMessageWorkflow.statusOf(path.state)}`, async () => {
      let record = receivedMessage();
      const sendThroughDecide = (step: { event: StationMessageEvent }) => {
        record = apply(record, step.event);
      };
      await path.test({
        events: Object.fromEntries(modelEvents.map((sent) => [sent.type, sendThroughDecide])),
        states: {
          '*': (snapshot) => {
            expect(record.handleStatus).toBe(stationMessageWorkflow.statusOf(snapshot));
            expect(contextOf(record)).toEqual(snapshot.context);
          },
        },
      });
    });
  }

  it('the paths take every transition of the machine', () => {
    const all = machineTransitionIds();
    expect(stationMessageWorkflow.transitions().map((row) => row.id).sort()).toEqual(all);

    const covered = new Set<string>();
    for (const path of paths) {
      for (let i = 1; i < path.steps.length; i += 1) {
        const before = path.steps[i - 1].state;
        const [definition] = stationMessageMachine.getTransitionData(before, path.steps[i].event);
        covered.add(stationMessageWorkflow.transitionId(stationMessageWorkflow.statusOf(before), definition));
      }
    }
    console.log(`station-message: ${covered.size}/${all.length} transitions covered by ${paths.length} paths`);
    expect(all.filter((id) => !covered.has(id))).toEqual([]);
  });

  it('the paths visit every status', () => {
    const visited = new Set(paths.flatMap((path) => path.steps.map((step) => stationMessageWorkflow.statusOf(step.state))));
    expect([...visited].sort((a, b) => a - b)).toEqual(STATION_MESSAGE_STATUS_CODES);
  });
});

describe('station message status table', () => {
  it('maps every handleStatus to the state of that name, final only at 300', () => {
    for (const status of STATION_MESSAGE_STATUS_CODES) {
      const snapshot = restoreStationMessage({ ...receivedMessage(), handleStatus: status });
      expect(stationMessageWorkflow.statusOf(snapshot)).toBe(status);
      expect(stationMessageWorkflow.stateNodeOf(status).key).toBe(stationMessageStatuses[status].state);
      expect(snapshot.status === 'done').toBe(status === 300);
    }
  });

  it('labels the codes, and shows other values raw', () => {
    expect([0, 100, 200, 300, 999].map(stationMessageStatusLabel)).toEqual(['待处理', '待交办', '办理中', '已办理', '999']);
  });
});

describe('decideStationMessage', () => {
  it('marks the message read for the addressed deputy or its station’s manager', () => {
    expect(send(receivedMessage(), { type: 'READ' }, addressedDeputy)).toMatchObject({ ok: true, status: 0, changes: { isRead: true } });
    expect(send(receivedMessage(), { type: 'READ' }, stationManager)).toMatchObject({ ok: true, status: 0 });
    expect(send(receivedMessage(), { type: 'READ' }, otherDeputy)).toMatchObject({ httpStatus: 403 });
    expect(send(receivedMessage(), { type: 'READ' }, otherStationManager)).toMatchObject({ httpStatus: 403 });
    expect(send(recordAt(100), { type: 'READ' }, addressedDeputy)).toMatchObject({ httpStatus: 409, cause: 'status' });
  });

  it('lets the addressed deputy propose handling, with a text', () => {
    expect(send(receivedMessage(), { type: 'PROPOSE', delegateSuggestion: ' ' }, addressedDeputy)).toMatchObject({
      httpStatus: 400,
      msg: '请填写代表处理建议',
    });
    expect(send(receivedMessage(), { type: 'PROPOSE', delegateSuggestion: '请协调' }, stationManager)).toMatchObject({ httpStatus: 403 });
    expect(send(receivedMessage(), { type: 'PROPOSE', delegateSuggestion: '请协调' }, addressedDeputy)).toMatchObject({
      ok: true,
      status: 100,
      changes: { delegateSuggestion: '请协调' },
    });
  });

  it('lets the addressed deputy answer at once, setting the handling time', () => {
    expect(send(receivedMessage(), { type: 'REPLY', handleResult: '已答复' }, stationManager)).toMatchObject({ httpStatus: 403 });
    expect(send(receivedMessage(), { type: 'REPLY', handleResult: '已答复' }, addressedDeputy)).toMatchObject({
      ok: true,
      status: 300,
      changes: { handleResult: '已答复', handleTime: AT },
    });
  });

  it('is assigned by a manager of its own station, with a text', () => {
    const record = recordAt(100);
    expect(send(record, { type: 'ASSIGN', stationSuggestion: '交社区办理' }, otherStationManager)).toMatchObject({ httpStatus: 403 });
    expect(send(record, { type: 'ASSIGN', stationSuggestion: '交社区办理' }, addressedDeputy)).toMatchObject({ httpStatus: 403 });
    expect(send(record, { type: 'ASSIGN', stationSuggestion: null }, stationManager)).toMatchObject({ httpStatus: 400 });
    expect(send(record, { type: 'ASSIGN', stationSuggestion: '交社区办理' }, stationManager)).toMatchObject({ ok: true, status: 200 });
  });

  it('is answered in handling by the station manager or the addressed deputy', () => {
    const record = recordAt(200);
    expect(send(record, { type: 'REPLY', handleResult: '已办结' }, stationManager)).toMatchObject({ ok: true, status: 300, changes: { handleTime: AT } });
    expect(send(record, { type: 'REPLY', handleResult: '已办结' }, addressedDeputy)).toMatchObject({ ok: true, status: 300 });
    expect(send(record, { type: 'REPLY', handleResult: '已办结' }, otherDeputy)).toMatchObject({ httpStatus: 403 });
    expect(send(record, { type: 'REPLY', handleResult: '' }, stationManager)).toMatchObject({ httpStatus: 400 });
  });

  it('lets NPC_ADMIN perform every event', () => {
    let record = receivedMessage();
    record = apply(record, event({ type: 'READ' }, superAdmin));
    record = apply(record, event({ type: 'PROPOSE', delegateSuggestion: '建议' }, superAdmin));
    record = apply(record, event({ type: 'ASSIGN', stationSuggestion: '交办' }, superAdmin));
    record = apply(record, event({ type: 'REPLY', handleResult: '结果' }, superAdmin));
    expect(record.handleStatus).toBe(300);
  });

  it('accepts nothing once handled', () => {
    expect(send(recordAt(300), { type: 'REPLY', handleResult: '再次答复' }, stationManager)).toMatchObject({ httpStatus: 409 });
  });
});

describe('allowedStationMessageEvents', () => {
  it('lists the events of the status that the actor’s role and relation allow', () => {
    expect(allowedStationMessageEvents(receivedMessage(), addressedDeputy)).toEqual(['READ', 'PROPOSE', 'REPLY']);
    expect(allowedStationMessageEvents(receivedMessage(), stationManager)).toEqual(['READ']);
    expect(allowedStationMessageEvents(receivedMessage(), otherStationManager)).toEqual([]);
    expect(allowedStationMessageEvents(recordAt(100), stationManager)).toEqual(['ASSIGN']);
    expect(allowedStationMessageEvents(recordAt(200), addressedDeputy)).toEqual(['REPLY']);
    expect(allowedStationMessageEvents(recordAt(300), superAdmin)).toEqual([]);
  });
});

describe('isStationMessageDone', () => {
  it("is true exactly for the codes of the machine's final states", () => {
    const finals = STATION_MESSAGE_STATUS_CODES.filter((code) => stationMessageMachine.states[stationMessageStatuses[code].state].type === 'final');
    expect(finals).toEqual([300]);
    for (const code of STATION_MESSAGE_STATUS_CODES) expect(isStationMessageDone(code)).toBe(finals.includes(code));
    expect(isStationMessageDone(999)).toBe(false);
  });
});

