import { ProposalCreateBody } from '@shared/contracts/records';
import { proposalKind } from '../../../services/workflow/kinds';
import { deputyRecordRoutes } from '../workflow/deputy-records.routes';

/** /api/proposal: the proposal (议案) lifecycle, decided by machines/proposal. */
export default deputyRecordRoutes(proposalKind, ProposalCreateBody);
