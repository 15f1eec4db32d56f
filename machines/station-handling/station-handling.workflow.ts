import type { SnapshotFrom } from 'xstate';
import type { Actor } from '../actor';
import { createWorkflow, eventInfos, type Decision, type WorkflowRecord } from '../workflow';
import {
  StationHandlingEventSchemas,
  stationHandlingEventLabels,
  type StationHandlingEvent,
  type StationHandlingEventType,
} from './station-handling.events';
import { stationHandlingStatuses, type StationHandlingStatus } from './station-handling.labels';
import { stationHandlingGuards, stationHandlingMachine, type StationHandlingContext } from './station-handling.machine';

/** The station machine has no effects: every change is a field of the message itself. */
export const STATION_HANDLING_EFFECTS = [] as const;
export type StationHandlingEffect = never;

/** A stored contact-station suggestion as the machine needs it: `handleStatus`, `version` and the context. */
export type StationHandlingRecord = WorkflowRecord<StationHandlingContext, 'handleStatus', StationHandlingStatus>;
export type StationHandlingDecision = Decision<StationHandlingStatus, StationHandlingContext, StationHandlingEffect>;
export type StationHandlingSnapshot = SnapshotFrom<typeof stationHandlingMachine>;

export const stationHandlingContextDefaults: StationHandlingContext = {
  fkDelegateId: null,
  fkStationId: null,
  isRead: false,
  delegateSuggestion: null,
  stationSuggestion: null,
  handleResult: null,
  handleTime: null,
};

export const stationHandlingWorkflow = createWorkflow({
  machine: stationHandlingMachine,
  title: 'Contact-station suggestion from the public (联络站群众意见), field `handleStatus`',
  statusField: 'handleStatus',
  statuses: stationHandlingStatuses,
  guards: stationHandlingGuards,
  events: eventInfos(StationHandlingEventSchemas, stationHandlingEventLabels),
  effects: STATION_HANDLING_EFFECTS,
  emptyContext: stationHandlingContextDefaults,
});

/** A message as the citizen submits it (not an event of the machine): handleStatus 0, version 0. */
export const newStationHandlingRecord: (fields: Pick<StationHandlingContext, 'fkDelegateId' | 'fkStationId'>) => StationHandlingRecord =
  stationHandlingWorkflow.newRecord;

export const restoreStationHandling = stationHandlingWorkflow.restore as (record: StationHandlingRecord) => StationHandlingSnapshot;

/** Whether the event may happen to the message; if so, what to write. */
export const decideStationHandling: (record: StationHandlingRecord, event: StationHandlingEvent) => StationHandlingDecision =
  stationHandlingWorkflow.decide;

/** The event types the actor may send now (status, role and relation; the text is checked on send). */
export const allowedStationHandlingEvents: (record: StationHandlingRecord, actor: Actor) => StationHandlingEventType[] =
  stationHandlingWorkflow.allowedEvents;
