import type { SnapshotFrom } from 'xstate';
import type { Actor } from '../actor';
import { createWorkflow, eventInfos, type Decision, type WorkflowRecord } from '../workflow';
import {
  StationMessageEventSchemas,
  stationMessageEventLabels,
  type StationMessageEvent,
  type StationMessageEventType,
} from './station-message.events';
import { stationMessageStatuses, type StationMessageStatus } from './station-message.labels';
import { stationMessageGuards, stationMessageMachine, type StationMessageContext } from './station-message.machine';

/** The station machine has no effects: every change is a field of the message itself. */
export const STATION_MESSAGE_EFFECTS = [] as const;
export type StationMessageEffect = never;

/** A stored contact-station suggestion as the machine needs it: `handleStatus`, `version` and the context. */
export type StationMessageRecord = WorkflowRecord<StationMessageContext, 'handleStatus', StationMessageStatus>;
export type StationMessageDecision = Decision<StationMessageStatus, StationMessageContext, StationMessageEffect>;
export type StationMessageSnapshot = SnapshotFrom<typeof stationMessageMachine>;

export const stationMessageContextDefaults: StationMessageContext = {
  fkDelegateId: null,
  fkStationId: null,
  isRead: false,
  delegateSuggestion: null,
  stationSuggestion: null,
  handleResult: null,
  handleTime: null,
};

export const stationMessageWorkflow = createWorkflow({
  machine: stationMessageMachine,
  title: 'Contact-station suggestion from the public (联络站群众意见), field `handleStatus`',
  statusField: 'handleStatus',
  statuses: stationMessageStatuses,
  guards: stationMessageGuards,
  events: eventInfos(StationMessageEventSchemas, stationMessageEventLabels),
  effects: STATION_MESSAGE_EFFECTS,
  emptyContext: stationMessageContextDefaults,
});

/** A message as the citizen submits it (not an event of the machine): handleStatus 0, version 0. */
export const newStationMessageRecord: (fields: Pick<StationMessageContext, 'fkDelegateId' | 'fkStationId'>) => StationMessageRecord =
  stationMessageWorkflow.newRecord;

export const restoreStationMessage = stationMessageWorkflow.restore as (record: StationMessageRecord) => StationMessageSnapshot;

/** Whether the event may happen to the message; if so, what to write. */
export const decideStationMessage: (record: StationMessageRecord, event: StationMessageEvent) => StationMessageDecision =
  stationMessageWorkflow.decide;

/** The event types the actor may send now (status, role and relation; the text is checked on send). */
export const allowedStationMessageEvents: (record: StationMessageRecord, actor: Actor) => StationMessageEventType[] =
  stationMessageWorkflow.allowedEvents;
