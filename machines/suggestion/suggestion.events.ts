import Type, { type Static } from 'typebox';
import { SUGGEST_EXAMINE_RESULT } from '../codes';
import {
  AnswerCategorySchema,
  SatisfactionSchema,
  UnitAssignmentSchema,
  codeSchema,
  draftFields,
  eventBodySchema,
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
  SAVE: eventBodySchema('SAVE', draftFields),
  SUBMIT: eventBodySchema('SUBMIT', draftFields),
  RESUBMIT: eventBodySchema('RESUBMIT', draftFields),
  DELETE: eventBodySchema('DELETE', {}),
  EXAMINE: eventBodySchema('EXAMINE', { result: examineResult, opinion: optionalText(2000) }),
  ASSIGN: eventBodySchema('ASSIGN', { units: Type.Array(UnitAssignmentSchema, { maxItems: 100 }) }),
  SIGN_FOR: eventBodySchema('SIGN_FOR', {}),
  APPLY_ADJUST: eventBodySchema('APPLY_ADJUST', { reason: optionalText(2000) }),
  APPLY_DELAY: eventBodySchema('APPLY_DELAY', { reason: optionalText(2000) }),
  APPROVE_DELAY: eventBodySchema('APPROVE_DELAY', { opinion: optionalText(2000) }),
  REJECT_DELAY: eventBodySchema('REJECT_DELAY', { opinion: optionalText(2000) }),
  OPINION: eventBodySchema('OPINION', { opinion: optionalText(2000) }),
  REPLY: eventBodySchema('REPLY', {
    content: optionalText(20_000),
    answerCategory: Type.Optional(Type.Union([AnswerCategorySchema, Type.Null()])),
  }),
  EVALUATE: eventBodySchema('EVALUATE', { satisfaction: SatisfactionSchema, comment: optionalText(2000) }),
  CONCLUDE: eventBodySchema('CONCLUDE', { opinion: optionalText(2000) }),
};

/** The route's body schema: any one suggestion event. */
export const SuggestionEventBodySchema = Type.Union([
  SuggestionEventSchemas.SAVE,
  SuggestionEventSchemas.SUBMIT,
  SuggestionEventSchemas.RESUBMIT,
  SuggestionEventSchemas.DELETE,
  SuggestionEventSchemas.EXAMINE,
  SuggestionEventSchemas.ASSIGN,
  SuggestionEventSchemas.SIGN_FOR,
  SuggestionEventSchemas.APPLY_ADJUST,
  SuggestionEventSchemas.APPLY_DELAY,
  SuggestionEventSchemas.APPROVE_DELAY,
  SuggestionEventSchemas.REJECT_DELAY,
  SuggestionEventSchemas.OPINION,
  SuggestionEventSchemas.REPLY,
  SuggestionEventSchemas.EVALUATE,
  SuggestionEventSchemas.CONCLUDE,
]);

export type SuggestionEventBody = Static<typeof SuggestionEventBodySchema>;
export type SuggestionEventType = SuggestionEventBody['type'];
/** What the machine receives: the body plus the actor and the time the server adds. */
export type SuggestionEvent = SuggestionEventBody & EventEnvelope;

export const suggestionEventLabels: Record<SuggestionEventType, string> = {
  SAVE: '保存',
  SUBMIT: '提交',
  RESUBMIT: '重新提交',
  DELETE: '删除',
  EXAMINE: '审查',
  ASSIGN: '交办',
  SIGN_FOR: '签收',
  APPLY_ADJUST: '申请调整',
  APPLY_DELAY: '申请延期',
  APPROVE_DELAY: '同意延期',
  REJECT_DELAY: '不同意延期',
  OPINION: '提出协办意见',
  REPLY: '答复',
  EVALUATE: '评价',
  CONCLUDE: '办结',
};
