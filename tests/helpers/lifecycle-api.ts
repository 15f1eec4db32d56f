import type { AnyStateMachine, EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Actor } from '@machines/actor';
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
import { describePath, machineTransitionIds, transitionWalks, type LifecyclePath, type PathWorkflow } from './lifecycle-paths';
import { createTestApp } from './test-app';

type Row = Record<string, unknown>;

/** The app, its driver and a stepper for one lifecycle, with the accounts signed in at once: each sign-in costs a scrypt. */
export async function startLifecycleApi(spec: { kind: Kind; machine: AnyStateMachine; workflow: StepWorkflow; usernames: string[] }) {
  const t = await createTestApp();
  const d = createApiDriver(t);
  const stepper = createStepper(d, spec);
  await Promise.all(spec.usernames.map((username) => d.actorOf(username)));
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
export function describePathReplays<TEvent extends EventObject & { actor: Actor }>(spec: {
  title: string;
  kind: Kind;
  machine: AnyStateMachine;
  workflow: StepWorkflow & PathWorkflow;
  statuses: Readonly<Record<number, { state: string }>>;
  statusCodes: readonly number[];
  statusName: string;
  model: { getShortestPaths(): unknown[]; testPath(path: never, params: never): Promise<unknown> };
  api: () => { d: ApiDriver; stepper: Stepper };
  newRecord: () => Promise<Id>;
  usernameOf: (actor: Actor) => string;
  bodyOf: (event: TEvent) => Row;
  afterStep?: (step: CheckedStep) => Promise<void>;
}) {
  const { kind, machine, workflow, model } = spec;
  const paths = model.getShortestPaths() as LifecyclePath<TEvent>[];
  const replayed = transitionWalks(model as never, machine, workflow, paths);
  describe(spec.title, () => {
    for (const [index, path] of replayed.entries()) {
      it(`path ${index + 1}: ${describePath(path as never, workflow)}`, async () => {
        const { d, stepper } = spec.api();
        const id = await spec.newRecord();
        await replayPath(d, stepper, { kind, workflow, path, id, usernameOf: spec.usernameOf, bodyOf: spec.bodyOf, afterStep: spec.afterStep });
      });
    }

    it('the replayed paths walk every transition of the machine through the API', () => {
      const { walked } = spec.api().stepper;
      const all = machineTransitionIds(machine, workflow, spec.statuses);
      expect(workflow.transitions().map((row) => row.id).sort()).toEqual(all);
      console.log(`${machine.id} API: ${walked.size}/${all.length} transitions walked by ${replayed.length} paths (of ${paths.length} model paths)`);
      expect(all.filter((id) => !walked.has(id))).toEqual([]);
      expect([...walked].filter((id) => !all.includes(id))).toEqual([]);
    });

    it(`the replayed paths reach every ${spec.statusName}`, () => {
      expect([...spec.api().stepper.visited].sort((a, b) => a - b)).toEqual(spec.statusCodes);
    });
  });
}

/** A refused-event case: its name, where the record stands, who sends what, and the HTTP status expected. */
export type RefusalCase<TAt> = [name: string, at: TAt, username: string, event: Row, httpStatus: number];

/** For each event type, where it is accepted and from whom, and a status (with a sender) that does not offer it. */
export type AcceptedEvents<TAt> = Record<string, [at: TAt, username: string, event: Row, elsewhere: [at: TAt, username: string]]>;

/** Every accepted event is refused with a stale version, with an unknown extra field, and at a status that does not offer it. */
export function envelopeRefusals<TAt>(valid: AcceptedEvents<TAt>): RefusalCase<TAt>[] {
  return Object.entries(valid).flatMap(([type, [at, username, event, [elsewhere, elsewhereUser]]]): RefusalCase<TAt>[] => [
    [`${type}: a stale version → 409`, at, username, { ...event, version: 'STALE' }, 409],
    [`${type}: an unknown extra field → 400`, at, username, { ...event, note: '多余字段' }, 400],
    [`${type} at ${String(elsewhere)}, where the status does not offer it → 409`, elsewhere, elsewhereUser, event, 409],
  ]);
}

/** The refusal table names every event type of the machine, and refuses each for who sends it. */
export function itCoversEveryEventType<TAt>(workflow: { config: { events: object } }, valid: AcceptedEvents<TAt>, cases: RefusalCase<TAt>[]) {
  it('covers every event type of the machine, each refused for a caller of the wrong role or relation', () => {
    const eventTypes = Object.keys(workflow.config.events).sort();
    expect(Object.keys(valid).sort()).toEqual(eventTypes);
    const refusedByWho = new Set(cases.filter(([, , , , httpStatus]) => httpStatus === 403 || httpStatus === 404).map(([, , , event]) => event.type));
    expect([...refusedByWho].sort()).toEqual(expect.arrayContaining(eventTypes));
  });
}
