import { and, assertEvent, assign, setup } from 'xstate';
import type { Attachment } from '../workflow';
import { Role, type RoleCode } from '../roles';
import { checksOf, guardBuilder } from '../workflow';
import { DEPUTY_INFO_FIELDS, type DeputyInfoChanges, type DeputyRecordEvent } from './deputy-record.events';
import type { DeputyApplyType } from './deputy-record.labels';

/** The liaison office (代表联络工作): keeps the roster and decides every application. */
export const DEPUTY_OFFICE_ROLES: readonly RoleCode[] = [Role.superAdmin, Role.congressAdmin, Role.ly, Role.appointmentCommittee];

/** The fields of a deputy record the machine reads and writes. */
export interface DeputyRecordContext {
  delegateId: number | null;
  fkDelegationId: number | null;
  /** The application waiting for the office's decision, if any. */
  pendingApplyType: DeputyApplyType | null;
  /** A transfer's destination delegation. */
  pendingDelegationId: number | null;
  /** A basic-information application's proposed values. */
  pendingChanges: DeputyInfoChanges | null;
  applyReason: string | null;
  applyAnnex: Attachment[];
}

const guard = guardBuilder<DeputyRecordContext, DeputyRecordEvent>();

const proposedChanges = (event: DeputyRecordEvent): DeputyInfoChanges =>
  event.type === 'APPLY_INFO' ? event.changes : {};

export const deputyRecordGuards = {
  isOffice: guard.role({ roles: DEPUTY_OFFICE_ROLES, body: '代表联络工作', refusal: '只有代表联络工作部门可以审核代表信息' }),
  isOfficeOrDelegation: guard.role({
    relation: 'deputysDelegation',
    roles: [...DEPUTY_OFFICE_ROLES, Role.delegation],
    check: ({ context, event }) => event.actor.role !== Role.delegation || event.actor.delegationId === context.fkDelegationId,
    refusal: '只有代表所在代表团或代表联络工作部门可以提出此申请',
  }),
  isDeputyHimselfOrOfficeOrDelegation: guard.role({
    relation: 'deputyHimself',
    check: ({ context, event }) =>
      DEPUTY_OFFICE_ROLES.includes(event.actor.role) ||
      (event.actor.role === Role.delegation && event.actor.delegationId === context.fkDelegationId) ||
      (event.actor.role === Role.represent && event.actor.delegateId === context.delegateId),
    refusal: '只有代表本人、所在代表团或代表联络工作部门可以申请变更基本信息',
  }),
  hasReason: guard.text('reason', '请填写申请理由'),
  hasOpinion: guard.text('opinion', '请填写审核意见'),
  proposesChanges: guard.payload({
    doc: 'changes name at least one field',
    refusal: '请填写要变更的信息',
    check: ({ event }) => Object.keys(proposedChanges(event)).some((field) => (DEPUTY_INFO_FIELDS as string[]).includes(field)),
  }),
  isOtherDelegation: guard.payload({
    doc: 'targetDelegationId is not the current delegation',
    refusal: '请选择调入的其他代表团',
    check: ({ context, event }) => event.type === 'APPLY_TRANSFER' && event.targetDelegationId !== context.fkDelegationId,
  }),
  hasNoPendingApplication: guard.rule({
    doc: 'no application is waiting',
    refusal: '该代表有待审核的申请，请等待审核完成',
    check: ({ context }) => context.pendingApplyType === null,
  }),
  hasPendingInfoApplication: guard.rule({
    doc: 'a basic-information application is waiting',
    refusal: '没有待审核的基本信息变更申请',
    check: ({ context }) => context.pendingApplyType === 4,
  }),
};

/** The application an event files: its type, reason, documents and what it asks for. */
const applicationOf = (applyType: DeputyApplyType, event: DeputyRecordEvent): Partial<DeputyRecordContext> => ({
    pendingApplyType: applyType,
    applyReason: 'reason' in event ? (event.reason ?? null) : null,
    applyAnnex: 'annexList' in event ? (event.annexList ?? []) : [],
    pendingDelegationId: event.type === 'APPLY_TRANSFER' ? event.targetDelegationId : null,
    pendingChanges: event.type === 'APPLY_INFO' ? event.changes : null,
});

/**
 * A deputy record's audit status. A new record waits for the office (0 → 1), or is a by-election
 * result (0 → 2 → 1 or 5). A serving deputy's delegation applies for a vacancy (1 → 3 → 6, or
 * back to 1) or a transfer (1 → 4 → 1 in the new delegation); a basic-information application
 * leaves the status and, approved, writes the change. Effects: the tenure and the sign-in account.
 */
export const deputyRecordMachine = setup({
  types: {
    context: {} as DeputyRecordContext,
    events: {} as DeputyRecordEvent,
    input: {} as DeputyRecordContext,
  },
  guards: checksOf(deputyRecordGuards),
  actions: {
    recordByElection: assign(({ event }) => applicationOf(1, event)),
    recordVacancy: assign(({ event }) => applicationOf(2, event)),
    recordTransfer: assign(({ event }) => applicationOf(3, event)),
    recordInfoChange: assign(({ event }) => applicationOf(4, event)),
    clearApplication: assign({ pendingApplyType: null, pendingDelegationId: null, pendingChanges: null, applyReason: null, applyAnnex: [] }),
    moveToPendingDelegation: assign(({ context, event }) => {
      assertEvent(event, 'APPROVE');
      return { fkDelegationId: context.pendingDelegationId };
    }),
    // Effects: the machine names them; the server runs them in the event's transaction.
    startTenure: () => {},
    endTenure: () => {},
    changeDelegation: () => {},
    applyInfoChange: () => {},
  },
}).createMachine({
  id: 'deputyRecord',
  initial: 'awaitingReview',
  context: ({ input }) => input,
  states: {
    awaitingReview: {
      on: {
        APPROVE: { guard: 'isOffice', target: 'passed', actions: ['clearApplication', 'startTenure'] },
        APPLY_BY_ELECTION: { guard: and(['isOfficeOrDelegation', 'hasReason']), target: 'byElectionApplied', actions: 'recordByElection' },
      },
    },
    byElectionApplied: {
      on: {
        APPROVE: { guard: 'isOffice', target: 'passed', actions: ['clearApplication', 'startTenure'] },
        REFUSE: { guard: and(['isOffice', 'hasOpinion']), target: 'byElectionFailed', actions: 'clearApplication' },
      },
    },
    passed: {
      on: {
        APPLY_VACANCY: { guard: and(['isOfficeOrDelegation', 'hasReason', 'hasNoPendingApplication']), target: 'vacancyApplied', actions: 'recordVacancy' },
        APPLY_TRANSFER: {
          guard: and(['isOfficeOrDelegation', 'hasReason', 'isOtherDelegation', 'hasNoPendingApplication']),
          target: 'transferApplied',
          actions: 'recordTransfer',
        },
        APPLY_INFO: {
          guard: and(['isDeputyHimselfOrOfficeOrDelegation', 'hasReason', 'proposesChanges', 'hasNoPendingApplication']),
          target: 'passed',
          actions: 'recordInfoChange',
        },
        APPROVE: { guard: and(['isOffice', 'hasPendingInfoApplication']), target: 'passed', actions: ['applyInfoChange', 'clearApplication'] },
        REFUSE: { guard: and(['isOffice', 'hasOpinion', 'hasPendingInfoApplication']), target: 'passed', actions: 'clearApplication' },
      },
    },
    vacancyApplied: {
      on: {
        APPROVE: { guard: 'isOffice', target: 'vacant', actions: ['clearApplication', 'endTenure'] },
        REFUSE: { guard: and(['isOffice', 'hasOpinion']), target: 'passed', actions: 'clearApplication' },
      },
    },
    transferApplied: {
      on: {
        APPROVE: { guard: 'isOffice', target: 'passed', actions: ['moveToPendingDelegation', 'clearApplication', 'changeDelegation'] },
        REFUSE: { guard: and(['isOffice', 'hasOpinion']), target: 'passed', actions: 'clearApplication' },
      },
    },
    byElectionFailed: { type: 'final' },
    vacant: { type: 'final' },
  },
});
