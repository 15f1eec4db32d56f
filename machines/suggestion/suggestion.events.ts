import Type, { type Static } from 'typebox';
import { SUGGEST_EXAMINE_RESULT } from '../codes';
import {
  codeSchema,
  draftEventSchemas,
  draftFields,
  eventBodySchema,
  eventUnionSchema,
  handlingEventLabels,
  handlingEventSchemas,
  optionalText,
  type EventEnvelope,
} from '../workflow';

/** The body of POST /api/suggest: a new draft. */
export const SuggestionCreateBodySchema = Type.Object(draftFields, { additionalProperties: false });

const examineResult = codeSchema<keyof typeof SUGGEST_EXAMINE_RESULT>(SUGGEST_EXAMINE_RESULT, {
  description: '1 pass, 2 return, 3 reference only',
});

/** The body of each suggestion event: POST /api/suggest/{suggestId}/events. */
export const SuggestionEventSchemas = {
  ...draftEventSchemas(draftFields),
  EXAMINE: eventBodySchema('EXAMINE', { result: examineResult, opinion: optionalText(2000) }),
  ...handlingEventSchemas,
  SIGN_FOR: eventBodySchema('SIGN_FOR', {}),
  APPLY_ADJUST: eventBodySchema('APPLY_ADJUST', { reason: optionalText(2000) }),
  APPLY_DELAY: eventBodySchema('APPLY_DELAY', { reason: optionalText(2000) }),
  APPROVE_DELAY: eventBodySchema('APPROVE_DELAY', { opinion: optionalText(2000) }),
  REJECT_DELAY: eventBodySchema('REJECT_DELAY', { opinion: optionalText(2000) }),
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
