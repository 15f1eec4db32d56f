import type { AnyStateMachine, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@machines/actor';
import { DEPUTY_RECORD_STATUS_CODES, deputyRecordMachine, deputyRecordStatuses, deputyRecordWorkflow } from '@machines/deputy-record/index';
import { PROPOSAL_STATUS_CODES, proposalMachine, proposalStatuses, proposalWorkflow } from '@machines/proposal/index';
import { STATION_MESSAGE_STATUS_CODES, stationMessageMachine, stationMessageStatuses, stationMessageWorkflow } from '@machines/station-message/index';
import { SUGGESTION_STATUS_CODES, suggestionMachine, suggestionStatuses, suggestionWorkflow } from '@machines/suggestion/index';
import {
  bodyWithoutEnvelope,
  createApiDriver,
  createStepper,
  replayPath,
  type ApiDriver,
  type AssignedUnitBody,
  type CheckedStep,
  type Id,
  type Kind,
  type StepWorkflow,
  type Stepper,
} from './api-driver';
import {
  deputyTestModel,
  describePath,
  machineTransitionIds,
  proposalTestModel,
  stationTestModel,
  suggestionTestModel,
  transitionWalks,
  type LifecyclePath,
  type PathWorkflow,
} from './lifecycle-paths';
import { createTestApp } from './test-app';

type Row = Record<string, unknown>;

/** A lifecycle as its API tests see it: the record kind, its machine and status table, and the model whose paths are replayed. */
interface Lifecycle {
  /** The name of the path replays' suite. */
  replays: string;
  kind: Kind;
  machine: AnyStateMachine;
  workflow: StepWorkflow & PathWorkflow & { config: { events: object } };
  statuses: Readonly<Record<number, { state: string }>>;
  statusCodes: readonly number[];
  /** What the status is called in the record: the message's is its handleStatus. */
  statusName: string;
  model: () => { getShortestPaths(): unknown[]; testPath(path: never, params: never): Promise<unknown> };
}

export const proposalLifecycle: Lifecycle = {
  replays: 'proposal machine paths replayed through POST /api/proposal/{id}/events, as the demo accounts',
  kind: 'proposal',
  machine: proposalMachine,
  workflow: proposalWorkflow,
  statuses: proposalStatuses,
  statusCodes: PROPOSAL_STATUS_CODES,
  statusName: 'status',
  model: proposalTestModel,
};

export const suggestionLifecycle: Lifecycle = {
  replays: 'suggestion machine paths replayed through POST /api/suggest/{id}/events, as the demo accounts',
  kind: 'suggest',
  machine: suggestionMachine,
  workflow: suggestionWorkflow,
  statuses: suggestionStatuses,
  statusCodes: SUGGESTION_STATUS_CODES,
  statusName: 'status',
  model: suggestionTestModel,
};

export const deputyLifecycle: Lifecycle = {
  replays: 'deputy-record machine paths replayed through POST /api/npcDelegate/{id}/events, as the demo accounts',
  kind: 'deputy',
  machine: deputyRecordMachine,
  workflow: deputyRecordWorkflow,
  statuses: deputyRecordStatuses,
  statusCodes: DEPUTY_RECORD_STATUS_CODES,
  statusName: 'auditStatus',
  model: deputyTestModel,
};

export const stationLifecycle: Lifecycle = {
  replays: 'station-message machine paths replayed through POST /api/contactStationSuggest/{id}/events, as the demo accounts',
  kind: 'message',
  machine: stationMessageMachine,
  workflow: stationMessageWorkflow,
  statuses: stationMessageStatuses,
  statusCodes: STATION_MESSAGE_STATUS_CODES,
  statusName: 'handleStatus',
  model: stationTestModel,
};

/** The app, its driver and a stepper for one lifecycle, with the accounts signed in at once: each sign-in costs a scrypt. */
export async function startLifecycleApi(lifecycle: Lifecycle, usernames: string[]) {
  const t = await createTestApp();
  const d = createApiDriver(t);
  const stepper = createStepper(d, lifecycle);
  await Promise.all(usernames.map((username) => d.actorOf(username)));
  return { t, d, stepper };
}

/** Who sends a model actor's events: the demo account playing the cast member with that user id. */
export function playedBy<TCast extends Record<string, Actor>>(cast: TCast, players: Partial<Record<keyof TCast, string>>) {
  return (actor: Actor): string => {
    const key = (Object.keys(cast) as (keyof TCast)[]).find((name) => cast[name].userId === actor.userId);
    const username = key && players[key];
    if (!username) throw new Error(`no demo account plays ${actor.realName}`);
    return username;
  };
}

/** The model event's payload with the model's unit ids replaced by the demo units, position for position. */
export function bodyWithDemoUnits(
  event: EventObject & { units?: readonly { unitId: number }[] },
  placeholders: readonly { unitId: number }[],
  realUnits: AssignedUnitBody[],
): Row {
  const body = bodyWithoutEnvelope(event as never);
  if (event.type === 'ASSIGN' && event.units) {
    body.units = event.units.map((unit) => realUnits[placeholders.findIndex((placeholder) => placeholder.unitId === unit.unitId)]);
  }
  return body;
}

/**
 * One test per transition walk of the model, replayed through the events route on a new
 * record, then the checks that the walks took every transition of the machine and reached
 * every status. The app is started in the file's beforeAll, hence `api`.
 */
export function describePathReplays<TEvent extends EventObject & { actor: Actor }>(
  lifecycle: Lifecycle,
  spec: {
    api: () => { d: ApiDriver; stepper: Stepper };
    newRecord: () => Promise<Id>;
    usernameOf: (actor: Actor) => string;
    /** The API body of a model event; without the envelope unless told otherwise. */
    bodyOf?: (event: TEvent) => Row;
    afterStep?: (step: CheckedStep) => Promise<void>;
  },
) {
  const { kind, machine, workflow } = lifecycle;
  const model = lifecycle.model();
  const paths = model.getShortestPaths() as LifecyclePath<TEvent>[];
  const replayed = transitionWalks(model as never, machine, workflow, paths);
  describe(lifecycle.replays, () => {
    for (const [index, path] of replayed.entries()) {
      it(`path ${index + 1}: ${describePath(path as never, workflow)}`, async () => {
        const { d, stepper } = spec.api();
        const id = await spec.newRecord();
        await replayPath(d, stepper, { kind, workflow, path, id, usernameOf: spec.usernameOf, bodyOf: spec.bodyOf ?? ((event) => bodyWithoutEnvelope(event as never)), afterStep: spec.afterStep });
      });
    }

    it('the replayed paths walk every transition of the machine through the API', () => {
      const { walked } = spec.api().stepper;
      const all = machineTransitionIds(machine, workflow, lifecycle.statuses);
      expect(workflow.transitions().map((row) => row.id).sort()).toEqual(all);
      console.log(`${machine.id} API: ${walked.size}/${all.length} transitions walked by ${replayed.length} paths (of ${paths.length} model paths)`);
      expect(all.filter((id) => !walked.has(id))).toEqual([]);
      expect([...walked].filter((id) => !all.includes(id))).toEqual([]);
    });

    it(`the replayed paths reach every ${lifecycle.statusName}`, () => {
      expect([...spec.api().stepper.visited].sort((a, b) => a - b)).toEqual(lifecycle.statusCodes);
    });
  });
}

/** A refused-event case: its name, where the record stands, who sends what, and the HTTP status expected. */
export type RefusalCase<TAt> = [name: string, at: TAt, username: string, event: Row, httpStatus: number];

/** For each event type, where it is accepted and from whom, and a status (with a sender) that does not offer it. */
export type AcceptedEvents<TAt> = Record<string, [at: TAt, username: string, event: Row, elsewhere: [at: TAt, username: string]]>;

/**
 * The refusal table of a lifecycle: the named cases, then every accepted event refused with a
 * stale version, with an unknown extra field, and at a status that does not offer it. A test
 * checks that the table names every event type of the machine and refuses each for who sends it.
 */
export function refusalTable<TAt>({ workflow }: Lifecycle, valid: AcceptedEvents<TAt>, named: RefusalCase<TAt>[]): RefusalCase<TAt>[] {
  const cases = [
    ...named,
    ...Object.entries(valid).flatMap(([type, [at, username, event, [elsewhere, elsewhereUser]]]): RefusalCase<TAt>[] => [
      [`${type}: a stale version → 409`, at, username, { ...event, version: 'STALE' }, 409],
      [`${type}: an unknown extra field → 400`, at, username, { ...event, note: '多余字段' }, 400],
      [`${type} at ${String(elsewhere)}, where the status does not offer it → 409`, elsewhere, elsewhereUser, event, 409],
    ]),
  ];
  it('covers every event type of the machine, each refused for a caller of the wrong role or relation', () => {
    const eventTypes = Object.keys(workflow.config.events).sort();
    expect(Object.keys(valid).sort()).toEqual(eventTypes);
    const refusedByWho = new Set(cases.filter(([, , , , httpStatus]) => httpStatus === 403 || httpStatus === 404).map(([, , , event]) => event.type));
    expect([...refusedByWho].sort()).toEqual(expect.arrayContaining(eventTypes));
  });
  return cases;
}
