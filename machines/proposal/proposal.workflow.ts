import type { SnapshotFrom } from 'xstate';
import type { Actor } from '../actor';
import { createWorkflow, deputyCreates, eventInfos, type Decision, type WorkflowRecord } from '../workflow';
import { ProposalCreateBodySchema, ProposalEventSchemas, proposalEventLabels, type ProposalEvent, type ProposalEventType } from './proposal.events';
import { proposalStatuses, type ProposalStatus } from './proposal.labels';
import { proposalGuards, proposalMachine, type ProposalContext } from './proposal.machine';

/** What the server does after writing an accepted event (see README.md). */
export const PROPOSAL_EFFECTS = ['assignNumber', 'createLinkedSuggestion', 'deleteRecord'] as const;
export type ProposalEffect = (typeof PROPOSAL_EFFECTS)[number];

/** A stored proposal as the machine needs it: `status`, `version` and every context field. */
export type ProposalRecord = WorkflowRecord<ProposalContext, 'status', ProposalStatus>;
export type ProposalDecision = Decision<ProposalStatus, ProposalContext, ProposalEffect>;
export type ProposalSnapshot = SnapshotFrom<typeof proposalMachine>;

export const proposalContextDefaults: ProposalContext = {
  title: null,
  content: null,
  authorDelegateId: 0,
  coSignerDelegateIds: [],
  attachments: [],
  delegationId: null,
  units: [],
  assignedAt: null,
  replyContent: null,
  answerCategory: null,
  repliedAt: null,
  satisfaction: null,
  rehandled: false,
  withdrawnFrom: null,
};

export const proposalWorkflow = createWorkflow({
  machine: proposalMachine,
  title: 'Proposal (议案)',
  statusField: 'status',
  statuses: proposalStatuses,
  guards: proposalGuards,
  events: eventInfos(ProposalEventSchemas, proposalEventLabels),
  effects: PROPOSAL_EFFECTS,
  emptyContext: proposalContextDefaults,
  historyOriginField: 'withdrawnFrom',
  draftEvents: ['SAVE', 'SUBMIT', 'RESUBMIT'],
  conversionEffect: 'createLinkedSuggestion',
  create: deputyCreates(ProposalCreateBodySchema),
});

/** A new draft (POST /api/proposal): status 0, version 0. */
export function newProposalRecord(
  fields: Pick<ProposalContext, 'authorDelegateId'> & Partial<Pick<ProposalContext, 'title' | 'content' | 'coSignerDelegateIds' | 'delegationId'>>,
): ProposalRecord {
  return { ...proposalContextDefaults, ...fields, status: 0, version: 0 };
}

/** The machine state of a stored proposal (a record at 701 returns to its `withdrawnFrom`). */
export function restoreProposal(record: ProposalRecord): ProposalSnapshot {
  return proposalWorkflow.restore(record) as ProposalSnapshot;
}

/** Whether the event may happen to the record; if so, what to write and which effects to run. */
export function decideProposal(record: ProposalRecord, event: ProposalEvent): ProposalDecision {
  return proposalWorkflow.decide(record, event);
}

/** The event types the actor may send now (status, role and relation; payload and rules are checked on send). */
export function allowedProposalEvents(record: ProposalRecord, actor: Actor): ProposalEventType[] {
  return proposalWorkflow.allowedEvents(record, actor);
}
