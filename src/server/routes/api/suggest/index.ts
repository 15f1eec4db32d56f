import { recordRoutes } from '../workflow/records.routes';

/** /api/suggest: the suggestion (建议) lifecycle, decided by machines/suggestion. */
export default recordRoutes('suggest');
