import type { Static } from 'typebox';
import { eventBodySchema, eventUnionSchema, optionalText, type EventEnvelope } from '../workflow';

/** The body of each event: POST /api/contactStationSuggest/{massesSuggestId}/events. */
export const StationMessageEventSchemas = {
  READ: eventBodySchema('READ', {}),
  PROPOSE: eventBodySchema('PROPOSE', { delegateSuggestion: optionalText(5000) }),
  ASSIGN: eventBodySchema('ASSIGN', { stationSuggestion: optionalText(5000) }),
  REPLY: eventBodySchema('REPLY', { handleResult: optionalText(5000) }),
};

/** The route's body schema: any one contact-station suggestion event. */
export const StationMessageEventBodySchema = eventUnionSchema(StationMessageEventSchemas);

export type StationMessageEventBody = Static<typeof StationMessageEventBodySchema>;
export type StationMessageEventType = StationMessageEventBody['type'];
/** What the machine receives: the body plus the actor and the time the server adds. */
export type StationMessageEvent = StationMessageEventBody & EventEnvelope;

export const stationMessageEventLabels: Record<StationMessageEventType, string> = {
  READ: '标记已读',
  PROPOSE: '提出处理建议',
  ASSIGN: '交办',
  REPLY: '办理答复',
};
