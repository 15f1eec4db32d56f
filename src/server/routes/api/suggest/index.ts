import { SuggestionCreateBody } from '@shared/contracts/records';
import { suggestKind } from '../../../services/workflow/kinds';
import { deputyRecordRoutes } from '../workflow/deputy-records.routes';

/** /api/suggest: the suggestion (建议) lifecycle, decided by machines/suggestion. */
export default deputyRecordRoutes(suggestKind, SuggestionCreateBody);
