import Type, { type Static } from 'typebox';
import { PROPOSAL_EXAMINE_RESULT } from '../codes';
import {
  AnswerCategorySchema,
  IdSchema,
  SatisfactionSchema,
  UnitAssignmentSchema,
  codeSchema,
  draftFields as deputyDraftFields,
  eventBodySchema,
  optionalText,
  type EventEnvelope,
} from '../workflow';

/** Draft fields a deputy may send with CREATE, SAVE, SUBMIT and RESUBMIT. */
const draftFields = {
  ...deputyDraftFields,
  delegationId: Type.Optional(Type.Union([IdSchema, Type.Null()], { description: 'made in this delegation’s name' })),
};

/** The body of POST /api/proposal: a new draft. */
export const ProposalCreateBodySchema = Type.Object(draftFields, { additionalProperties: false });

const examineResult = codeSchema<keyof typeof PROPOSAL_EXAMINE_RESULT>(PROPOSAL_EXAMINE_RESULT, {
  description: '0 as proposal (pass), 1 turn into suggestion, 3 return',
});

/** The body of each proposal event: POST /api/proposal/{proposalId}/events. */
export const ProposalEventSchemas = {
  SAVE: eventBodySchema('SAVE', draftFields),
  SUBMIT: eventBodySchema('SUBMIT', draftFields),
  RESUBMIT: eventBodySchema('RESUBMIT', draftFields),
  DELETE: eventBodySchema('DELETE', {}),
  EXAMINE: eventBodySchema('EXAMINE', { result: examineResult, opinion: optionalText(2000) }),
  ASSIGN: eventBodySchema('ASSIGN', { units: Type.Array(UnitAssignmentSchema, { maxItems: 100 }) }),
  REPLY: eventBodySchema('REPLY', {
    content: optionalText(20_000),
    answerCategory: Type.Optional(Type.Union([AnswerCategorySchema, Type.Null()])),
  }),
  OPINION: eventBodySchema('OPINION', { opinion: optionalText(2000) }),
  EVALUATE: eventBodySchema('EVALUATE', { satisfaction: SatisfactionSchema, comment: optionalText(2000) }),
  CONCLUDE: eventBodySchema('CONCLUDE', { opinion: optionalText(2000) }),
  REQUEST_WITHDRAWAL: eventBodySchema('REQUEST_WITHDRAWAL', { reason: optionalText(2000) }),
  APPROVE_WITHDRAWAL: eventBodySchema('APPROVE_WITHDRAWAL', { opinion: optionalText(2000) }),
  REJECT_WITHDRAWAL: eventBodySchema('REJECT_WITHDRAWAL', { opinion: optionalText(2000) }),
};

/** The route's body schema: any one proposal event. */
export const ProposalEventBodySchema = Type.Union([
  ProposalEventSchemas.SAVE,
  ProposalEventSchemas.SUBMIT,
  ProposalEventSchemas.RESUBMIT,
  ProposalEventSchemas.DELETE,
  ProposalEventSchemas.EXAMINE,
  ProposalEventSchemas.ASSIGN,
  ProposalEventSchemas.REPLY,
  ProposalEventSchemas.OPINION,
  ProposalEventSchemas.EVALUATE,
  ProposalEventSchemas.CONCLUDE,
  ProposalEventSchemas.REQUEST_WITHDRAWAL,
  ProposalEventSchemas.APPROVE_WITHDRAWAL,
  ProposalEventSchemas.REJECT_WITHDRAWAL,
]);

export type ProposalEventBody = Static<typeof ProposalEventBodySchema>;
export type ProposalEventType = ProposalEventBody['type'];
/** What the machine receives: the body plus the actor and the time the server adds. */
export type ProposalEvent = ProposalEventBody & EventEnvelope;

export const proposalEventLabels: Record<ProposalEventType, string> = {
  SAVE: '保存',
  SUBMIT: '提交',
  RESUBMIT: '重新提交',
  DELETE: '删除',
  EXAMINE: '审查',
  ASSIGN: '交办',
  REPLY: '答复',
  OPINION: '提出协办意见',
  EVALUATE: '评价',
  CONCLUDE: '办结',
  REQUEST_WITHDRAWAL: '申请撤回',
  APPROVE_WITHDRAWAL: '同意撤回',
  REJECT_WITHDRAWAL: '不同意撤回',
};
