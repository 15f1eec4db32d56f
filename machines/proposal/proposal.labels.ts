import { statusCodesOf, statusLabelOf, type StatusInfo } from '../workflow/statuses';

/** Proposal `status` codes (contract values) → the machine state and the label users see. */
export const proposalStatuses = {
  0: { state: 'draft', label: '草稿' },
  100: { state: 'groupRegistration', label: '审查小组登记' },
  101: { state: 'groupReturned', label: '审查小组退回' },
  102: { state: 'groupTurnedIntoSuggestion', label: '审查小组转建议' },
  200: { state: 'bodyExamination', label: '审查机构审查' },
  201: { state: 'bodyReturned', label: '审查机构退回' },
  202: { state: 'bodyTurnedIntoSuggestion', label: '审查机构转建议' },
  300: { state: 'presidiumExamination', label: '主席团审查' },
  301: { state: 'presidiumReturned', label: '主席团退回' },
  302: { state: 'presidiumTurnedIntoSuggestion', label: '主席团转建议' },
  400: { state: 'toBeAssigned', label: '待交办' },
  500: { state: 'inHandling', label: '办理中' },
  600: { state: 'replied', label: '已答复' },
  700: { state: 'concluded', label: '已办结' },
  701: { state: 'withdrawalRequested', label: '申请撤回' },
} as const satisfies Record<number, StatusInfo>;

export type ProposalStatus = keyof typeof proposalStatuses;

export const PROPOSAL_STATUS_CODES = statusCodesOf(proposalStatuses);

/** The label of a status code; an unknown code is shown raw. */
export const proposalStatusLabel = statusLabelOf(proposalStatuses);
