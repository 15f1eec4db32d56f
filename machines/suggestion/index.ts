export {
  ADJUST_WINDOW_WORKING_DAYS,
  EXTENDED_HANDLING_MONTHS,
  HANDLING_MONTHS,
  REHANDLING_MONTHS,
  suggestionGuards,
  suggestionMachine,
  type SuggestionContext,
} from './suggestion.machine';
export {
  SuggestionCreateBodySchema,
  SuggestionEventBodySchema,
  SuggestionEventSchemas,
  suggestionEventLabels,
  type SuggestionEvent,
  type SuggestionEventBody,
  type SuggestionEventType,
} from './suggestion.events';
export { SUGGESTION_STATUS_CODES, suggestionStatusLabel, suggestionStatuses, type SuggestionStatus } from './suggestion.labels';
export {
  SUGGESTION_EFFECTS,
  allowedSuggestionEvents,
  decideSuggestion,
  DUE_DATE_STATUSES,
  EXAMINED_STATUSES,
  isSuggestionOverdue,
  linkedSuggestionRecord,
  newSuggestionRecord,
  restoreSuggestion,
  suggestionContextDefaults,
  suggestionWorkflow,
  type SuggestionDecision,
  type SuggestionEffect,
  type SuggestionRecord,
  type SuggestionSnapshot,
} from './suggestion.workflow';
