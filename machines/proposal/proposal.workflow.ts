import type { SnapshotFrom } from 'xstate';
import type { Actor } from '../actor';
import { EMPTY_DRAFT, NO_ANSWER, UNASSIGNED, createWorkflow, deputyWorkflow, eventInfos, type Decision, type WorkflowRecord } from '../workflow';
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

export const proposalContextDefaults: ProposalContext = { ...EMPTY_DRAFT, delegationId: null, ...UNASSIGNED, ...NO_ANSWER, withdrawnFrom: null };

export const proposalWorkflow = createWorkflow({
  ...deputyWorkflow(ProposalCreateBodySchema),
  machine: proposalMachine,
  title: 'Proposal (议案)',
  statuses: proposalStatuses,
  guards: proposalGuards,
  events: eventInfos(ProposalEventSchemas, proposalEventLabels),
  effects: PROPOSAL_EFFECTS,
  emptyContext: proposalContextDefaults,
  historyOriginField: 'withdrawnFrom',
  conversionEffect: 'createLinkedSuggestion',
});

/** A new draft (POST /api/proposal): status 0, version 0. */
export const newProposalRecord: (
  fields: Pick<ProposalContext, 'authorDelegateId'> & Partial<Pick<ProposalContext, 'title' | 'content' | 'coSignerDelegateIds' | 'delegationId'>>,
) => ProposalRecord = proposalWorkflow.newRecord;

/** The machine state of a stored proposal (a record at 701 returns to its `withdrawnFrom`). */
export const restoreProposal = proposalWorkflow.restore as (record: ProposalRecord) => ProposalSnapshot;

/** Whether the event may happen to the record; if so, what to write and which effects to run. */
export const decideProposal: (record: ProposalRecord, event: ProposalEvent) => ProposalDecision = proposalWorkflow.decide;

/** The event types the actor may send now (status, role and relation; payload and rules are checked on send). */
export const allowedProposalEvents: (record: ProposalRecord, actor: Actor) => ProposalEventType[] = proposalWorkflow.allowedEvents;
