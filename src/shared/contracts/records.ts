import { Type, type Static } from 'typebox';
import { ProposalCreateBodySchema } from '@machines/proposal';
import { SuggestionCreateBodySchema } from '@machines/suggestion';
import { AnswerCategorySchema, AttachmentSchema } from '@machines/workflow';
import { EventsOfRecord, HistoryEntrySchema, Nullable, PageOf, PageQuery, StatusListParam, TermNumberParam } from './common';

/**
 * Proposals (议案, /api/proposal) and suggestions (建议, /api/suggest): list, detail with history
 * and allowedEvents, creation and events.
 */

export const RecordTypeSchema = Type.Union([Type.Literal('proposal'), Type.Literal('suggest')]);
export type RecordType = Static<typeof RecordTypeSchema>;

/**
 * A new draft carries what SAVE may carry: the machine's CREATE schema (the SAVE limits) is the one
 * rule of a draft's fields. A proposal may be put in the name of the author's delegation.
 */
export const ProposalCreateBody = ProposalCreateBodySchema;
export const SuggestionCreateBody = SuggestionCreateBodySchema;
export type ProposalCreateBody = Static<typeof ProposalCreateBody>;
export type RecordCreateBody = ProposalCreateBody | Static<typeof SuggestionCreateBody>;

/** The queue filters of the list and of its export. */
const FilterQuery = {
  status: Type.Optional(StatusListParam),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  /** Records the caller wrote or co-signed. */
  mine: Type.Optional(Type.Boolean()),
  term: Type.Optional(TermNumberParam),
  times: Type.Optional(TermNumberParam),
  /** Submitted records the caller neither wrote nor co-signed (the other deputies' pages). */
  others: Type.Optional(Type.Boolean()),
  /** Suggestions past their due date and not yet answered (proposals have no due date). */
  overdue: Type.Optional(Type.Boolean()),
  /** Suggestions whose main unit asked for a delay the committee has not decided yet. */
  delayPending: Type.Optional(Type.Boolean()),
  /** Suggestions a unit sent back to 300 with an adjustment reason. */
  adjustRequested: Type.Optional(Type.Boolean()),
  /** The units' 重点建议: overdue, delay pending, or handled again after an unsatisfied evaluation. */
  attention: Type.Optional(Type.Boolean()),
  /** Joint records (联名): at least one deputy co-signed with the author. */
  coSigned: Type.Optional(Type.Boolean()),
  /** Records of one delegation: its deputies' records, or proposals made in its name. */
  delegationId: Type.Optional(Type.Integer({ minimum: 1 })),
  /** Records whose main unit is the caller's unit (a unit's answer queue). */
  mainUnit: Type.Optional(Type.Boolean()),
  /** Records the caller may move now (decided by the machines). */
  waitingForYou: Type.Optional(Type.Boolean()),
};
export const RecordExportQuery = Type.Object(FilterQuery);
export const RecordListQuery = Type.Object({ ...PageQuery, ...FilterQuery });
export type RecordExportQuery = Static<typeof RecordExportQuery>;
export type RecordListQuery = Static<typeof RecordListQuery>;

export const RecordSummarySchema = Type.Object({
  id: Type.Integer(),
  /** The id again under the kind's own name. */
  proposalId: Type.Optional(Type.Integer()),
  suggestId: Type.Optional(Type.Integer()),
  number: Nullable(Type.String()),
  serialNo: Nullable(Type.Integer()),
  term: Type.Integer(),
  times: Type.Integer(),
  title: Type.String(),
  status: Type.Integer(),
  statusLabel: Type.String(),
  version: Type.Integer(),
  authorDelegateId: Type.Integer(),
  authorName: Type.String(),
  delegationName: Nullable(Type.String()),
  mainUnitName: Nullable(Type.String()),
  dueDate: Nullable(Type.String()),
  overdue: Type.Boolean(),
  submitTime: Nullable(Type.String()),
  createTime: Type.String(),
  ...EventsOfRecord,
});
export type RecordSummary = Static<typeof RecordSummarySchema>;
export const RecordPageSchema = PageOf(RecordSummarySchema);
export type RecordPage = Static<typeof RecordPageSchema>;

export const AssignedUnitSchema = Type.Object({
  unitId: Type.Integer(),
  unitName: Type.String(),
  assignType: Type.Integer(),
  main: Type.Boolean(),
  signedAt: Nullable(Type.String()),
  opinionAt: Nullable(Type.String()),
});

export const RecordHistoryEntrySchema = Type.Object({
    ...HistoryEntrySchema.properties,
    fromLabel: Nullable(Type.String()),
    toLabel: Nullable(Type.String()),
    result: Nullable(Type.Integer()),
    satisfaction: Nullable(Type.Integer()),
    /** The event's other fields (units, answer category, files): open by nature. */
    payload: Nullable(Type.Record(Type.String(), Type.Unknown())),
});

export const RecordDetailSchema = Type.Object({
    ...RecordSummarySchema.properties,
    termTimesShow: Type.String(),
    content: Type.String(),
    attachments: Type.Array(AttachmentSchema),
    coSigners: Type.Array(Type.Object({ delegateId: Type.Integer(), delegateName: Type.String() })),
    delegationId: Nullable(Type.Integer()),
    units: Type.Array(AssignedUnitSchema),
    assignedAt: Nullable(Type.String()),
    replyContent: Nullable(Type.String()),
    answerCategory: Nullable(AnswerCategorySchema),
    repliedAt: Nullable(Type.String()),
    satisfaction: Nullable(Type.Integer()),
    rehandled: Type.Boolean(),
    replyAttachments: Type.Array(AttachmentSchema),
    withdrawnFrom: Nullable(Type.Integer()),
    delayRequested: Type.Boolean(),
    delayPending: Type.Boolean(),
    adjustReason: Nullable(Type.String()),
    referenceOnly: Type.Boolean(),
    linked: Nullable(
      Type.Object({
        type: RecordTypeSchema,
        id: Type.Integer(),
        number: Nullable(Type.String()),
        title: Type.String(),
        status: Type.Integer(),
        statusLabel: Type.String(),
      }),
    ),
    history: Type.Array(RecordHistoryEntrySchema),
});
export type RecordDetail = Static<typeof RecordDetailSchema>;

export type RecordHistoryEntry = Static<typeof RecordHistoryEntrySchema>;
export type AssignedUnit = Static<typeof AssignedUnitSchema>;
