export { ProposalWindowNotice, useProposalMinSigners } from './proposal-window-notice';
