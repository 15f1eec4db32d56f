import type { SnapshotFrom } from 'xstate';
import type { Actor } from '../actor';
import { Role } from '../roles';
import { createWorkflow, eventInfos, type Decision, type WorkflowRecord } from '../workflow';
import { DeputyRecordEventSchemas, deputyRecordEventLabels, type DeputyRecordEvent, type DeputyRecordEventType } from './deputy-record.events';
import { DeputyRecordCreateSchema } from './deputy-record.fields';
import { deputyRecordStatuses, type DeputyRecordStatus } from './deputy-record.labels';
import { DEPUTY_OFFICE_ROLES, deputyRecordGuards, deputyRecordMachine, type DeputyRecordContext } from './deputy-record.machine';

/** What the server does after writing an event: the deputy's tenure and sign-in account, the approved correction. */
export const DEPUTY_RECORD_EFFECTS = ['startTenure', 'endTenure', 'changeDelegation', 'applyInfoChange'] as const;
export type DeputyRecordEffect = (typeof DEPUTY_RECORD_EFFECTS)[number];

export type DeputyRecordRecord = WorkflowRecord<DeputyRecordContext, 'auditStatus', DeputyRecordStatus>;
export type DeputyRecordDecision = Decision<DeputyRecordStatus, DeputyRecordContext, DeputyRecordEffect>;
export type DeputyRecordSnapshot = SnapshotFrom<typeof deputyRecordMachine>;

export const deputyRecordContextDefaults: DeputyRecordContext = {
  delegateId: null,
  fkDelegationId: null,
  pendingApplyType: null,
  pendingDelegationId: null,
  pendingChanges: null,
  applyReason: null,
  applyAnnex: [],
};

export const deputyRecordWorkflow = createWorkflow({
  machine: deputyRecordMachine,
  title: 'Deputy record (代表信息), field `auditStatus`',
  statusField: 'auditStatus',
  statuses: deputyRecordStatuses,
  guards: deputyRecordGuards,
  events: eventInfos(DeputyRecordEventSchemas, deputyRecordEventLabels),
  effects: DEPUTY_RECORD_EFFECTS,
  emptyContext: deputyRecordContextDefaults,
  // The office enters any record; a delegation its own deputies (the server checks which delegation).
  create: { schema: DeputyRecordCreateSchema, allows: (actor: Actor) => DEPUTY_OFFICE_ROLES.includes(actor.role) || actor.role === Role.delegation, refusal: '没有权限新增代表' },
});

export const newDeputyRecord: (fields: Partial<DeputyRecordContext>) => DeputyRecordRecord = deputyRecordWorkflow.newRecord;
export const restoreDeputyRecord = deputyRecordWorkflow.restore as (record: DeputyRecordRecord) => DeputyRecordSnapshot;
export const decideDeputyRecord: (record: DeputyRecordRecord, event: DeputyRecordEvent) => DeputyRecordDecision = deputyRecordWorkflow.decide;
export const allowedDeputyRecordEvents: (record: DeputyRecordRecord, actor: Actor) => DeputyRecordEventType[] = deputyRecordWorkflow.allowedEvents;
