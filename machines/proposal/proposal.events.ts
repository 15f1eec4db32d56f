import Type, { type Static } from 'typebox';
import { PROPOSAL_EXAMINE_RESULT } from '../codes';
import {
  IdSchema,
  codeSchema,
  deputyEventSchemas,
  draftFields as deputyDraftFields,
  eventUnionSchema,
  handlingEventLabels,
  opinionEventSchema,
  reasonEventSchema,
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
  ...deputyEventSchemas(draftFields, examineResult),
  REQUEST_WITHDRAWAL: reasonEventSchema('REQUEST_WITHDRAWAL'),
  APPROVE_WITHDRAWAL: opinionEventSchema('APPROVE_WITHDRAWAL'),
  REJECT_WITHDRAWAL: opinionEventSchema('REJECT_WITHDRAWAL'),
};

/** The route's body schema: any one proposal event. */
export const ProposalEventBodySchema = eventUnionSchema(ProposalEventSchemas);

export type ProposalEventBody = Static<typeof ProposalEventBodySchema>;
export type ProposalEventType = ProposalEventBody['type'];
/** What the machine receives: the body plus the actor and the time the server adds. */
export type ProposalEvent = ProposalEventBody & EventEnvelope;

export const proposalEventLabels: Record<ProposalEventType, string> = {
  ...handlingEventLabels,
  REQUEST_WITHDRAWAL: '申请撤回',
  APPROVE_WITHDRAWAL: '同意撤回',
  REJECT_WITHDRAWAL: '不同意撤回',
};
