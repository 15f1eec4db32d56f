import { statusCodesOf, statusLabelOf, type StatusInfo } from '../workflow/statuses';

/** Suggestion `status` codes (contract values) → the machine state and the label users see. */
export const suggestionStatuses = {
  0: { state: 'draft', label: '草稿' },
  100: { state: 'delegationReview', label: '代表团审查' },
  101: { state: 'delegationReturned', label: '代表团审查退回' },
  200: { state: 'groupReview', label: '建议组审查' },
  201: { state: 'groupReturned', label: '建议组审查退回' },
  300: { state: 'toBeAssigned', label: '待交办' },
  301: { state: 'toBeSignedFor', label: '待签收' },
  400: { state: 'inHandling', label: '办理中' },
  500: { state: 'replied', label: '待办结（已答复）' },
  600: { state: 'concluded', label: '已办结' },
} as const satisfies Record<number, StatusInfo>;

export type SuggestionStatus = keyof typeof suggestionStatuses;

export const SUGGESTION_STATUS_CODES = statusCodesOf(suggestionStatuses);

/** The label of a status code; an unknown code is shown raw. */
export const suggestionStatusLabel = statusLabelOf(suggestionStatuses);
