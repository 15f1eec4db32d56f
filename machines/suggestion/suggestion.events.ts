import Type, { type Static } from 'typebox';
import { SUGGEST_EXAMINE_RESULT } from '../codes';
import {
  codeSchema,
  deputyEventSchemas,
  draftFields,
  eventBodySchema,
  eventUnionSchema,
  handlingEventLabels,
  opinionEventSchema,
  reasonEventSchema,
  type EventEnvelope,
} from '../workflow';

/** The body of POST /api/suggest: a new draft. */
export const SuggestionCreateBodySchema = Type.Object(draftFields, { additionalProperties: false });

const examineResult = codeSchema<keyof typeof SUGGEST_EXAMINE_RESULT>(SUGGEST_EXAMINE_RESULT, {
  description: '1 pass, 2 return, 3 reference only',
});

/** The body of each suggestion event: POST /api/suggest/{suggestId}/events. */
export const SuggestionEventSchemas = {
  ...deputyEventSchemas(draftFields, examineResult),
  SIGN_FOR: eventBodySchema('SIGN_FOR', {}),
  APPLY_ADJUST: reasonEventSchema('APPLY_ADJUST'),
  APPLY_DELAY: reasonEventSchema('APPLY_DELAY'),
  APPROVE_DELAY: opinionEventSchema('APPROVE_DELAY'),
  REJECT_DELAY: opinionEventSchema('REJECT_DELAY'),
};

/** The route's body schema: any one suggestion event. */
export const SuggestionEventBodySchema = eventUnionSchema(SuggestionEventSchemas);

export type SuggestionEventBody = Static<typeof SuggestionEventBodySchema>;
export type SuggestionEventType = SuggestionEventBody['type'];
/** What the machine receives: the body plus the actor and the time the server adds. */
export type SuggestionEvent = SuggestionEventBody & EventEnvelope;

export const suggestionEventLabels: Record<SuggestionEventType, string> = {
  ...handlingEventLabels,
  SIGN_FOR: '签收',
  APPLY_ADJUST: '申请调整',
  APPLY_DELAY: '申请延期',
  APPROVE_DELAY: '同意延期',
  REJECT_DELAY: '不同意延期',
};
