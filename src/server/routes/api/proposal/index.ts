import { recordRoutes } from '../workflow/records.routes';

/** /api/proposal: the proposal (议案) lifecycle, decided by machines/proposal. */
export default recordRoutes('proposal');
