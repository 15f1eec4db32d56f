import { MessageDetailSchema, MessageIdParam, MessageListQuery, MessagePageSchema } from '@shared/contracts/messages';
import { stationMessageKind } from '../../../services/workflow/station-message.kind';
import { recordRoutes } from '../workflow/records.routes';

/**
 * /api/contactStationSuggest: citizens' messages as the addressed deputy and the station's
 * managers list, read and answer them (the station-message machine). Citizens write them
 * through public.routes.ts.
 */
export default recordRoutes(stationMessageKind, {
  base: '/api/contactStationSuggest',
  idParam: MessageIdParam.properties.id,
  listQuery: MessageListQuery,
  page: MessagePageSchema,
  detail: MessageDetailSchema,
});
