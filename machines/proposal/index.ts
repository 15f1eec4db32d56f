export { MIN_PROPOSAL_SIGNERS, proposalGuards, proposalMachine, type ProposalContext, type WithdrawableStatus } from './proposal.machine';
export {
  ProposalCreateBodySchema,
  ProposalEventBodySchema,
  ProposalEventSchemas,
  proposalEventLabels,
  type ProposalEvent,
  type ProposalEventBody,
  type ProposalEventType,
} from './proposal.events';
export { PROPOSAL_STATUS_CODES, proposalStatusLabel, proposalStatuses, type ProposalStatus } from './proposal.labels';
export {
  PROPOSAL_EFFECTS,
  allowedProposalEvents,
  decideProposal,
  newProposalRecord,
  proposalContextDefaults,
  proposalWorkflow,
  restoreProposal,
  type ProposalDecision,
  type ProposalEffect,
  type ProposalRecord,
  type ProposalSnapshot,
} from './proposal.workflow';
