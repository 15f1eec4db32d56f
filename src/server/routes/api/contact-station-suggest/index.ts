import { MessageDetailSchema, MessageIdParam, MessageListQuery, MessagePageSchema } from '@shared/contracts/messages';
import { messageKind } from '../../../services/workflow/message.kind';
import { recordRoutes } from '../workflow/records.routes';

/**
 * /api/contactStationSuggest: citizens' messages as the addressed deputy and the station's
 * managers list, read and answer them (the station-handling machine). Citizens write them
 * through public.routes.ts.
 */
export default recordRoutes(messageKind, {
  base: '/api/contactStationSuggest',
  idParam: MessageIdParam.properties.id,
  listQuery: MessageListQuery,
  page: MessagePageSchema,
  detail: MessageDetailSchema,
});
