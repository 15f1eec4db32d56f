import { Type, type Static } from 'typebox';
import { AttachmentSchema } from '@machines/workflow';
import { DELEGATION_KINDS, DELEGATION_LIMITS as L } from '../delegation-work';
import { DateParam, IdParam, Nullable, PageOf, PageQuery, TermNumberParam } from './common';

export { DELEGATION_API, DELEGATION_KIND, DELEGATION_KINDS, DELEGATION_LIMITS, DELEGATION_MSG, type DelegationKind } from '../delegation-work';

/** The delegation's documents, activities, meetings, deliberation opinions and working rules (shared/delegation-work.ts). */

export const KindParam = Type.Object({ kind: Type.Union(DELEGATION_KINDS.map((kind) => Type.Literal(kind))) });
export const KindIdParam = Type.Object({ ...KindParam.properties, id: IdParam });

const Text = (maxLength: number) => Type.Optional(Nullable(Type.String({ maxLength })));

/** One body for every kind: the server keeps the fields the kind uses and clears the others. */
export const DelegationRecordBody = Type.Object(
  {
    fkDelegationId: IdParam,
    title: Type.String({ maxLength: L.title }),
    category: Text(L.category),
    happenDate: Type.Optional(Nullable(DateParam)),
    /** HH:mm, the meeting's start. */
    clock: Text(5),
    place: Text(L.place),
    organiser: Text(L.organiser),
    summary: Text(L.summary),
    content: Text(L.richContent),
    term: Type.Optional(Nullable(TermNumberParam)),
    times: Type.Optional(Nullable(TermNumberParam)),
    speakerId: Type.Optional(Nullable(IdParam)),
    participantIds: Type.Optional(Type.Array(IdParam, { maxItems: L.participants })),
    attachments: Type.Optional(Type.Array(AttachmentSchema, { maxItems: L.attachments })),
    isPublished: Type.Optional(Type.Boolean()),
    sortNo: Type.Optional(Type.Integer({ minimum: 0, maximum: L.sortNo })),
  },
  { additionalProperties: false },
);
export type DelegationRecordBody = Static<typeof DelegationRecordBody>;

const Deputy = Type.Object({ delegateId: Type.Integer(), delegateName: Type.String() });

export const DelegationRecordSchema = Type.Object({
  recordId: Type.Integer(),
  kind: Type.String(),
  fkDelegationId: Type.Integer(),
  delegationName: Type.String(),
  title: Type.String(),
  category: Nullable(Type.String()),
  happenDate: Nullable(Type.String()),
  clock: Nullable(Type.String()),
  place: Nullable(Type.String()),
  organiser: Nullable(Type.String()),
  summary: Nullable(Type.String()),
  content: Nullable(Type.String()),
  term: Nullable(Type.Integer()),
  times: Nullable(Type.Integer()),
  /** 第五届第三次会议 */
  sessionLabel: Nullable(Type.String()),
  speakerId: Nullable(Type.Integer()),
  speakerName: Nullable(Type.String()),
  participants: Type.Array(Deputy),
  attachments: Type.Array(AttachmentSchema),
  isPublished: Type.Boolean(),
  sortNo: Type.Integer(),
  createTime: Type.String(),
  updateTime: Type.String(),
});
export type DelegationRecord = Static<typeof DelegationRecordSchema>;

/** A list row: the content cut to an excerpt of plain text. */
export const DelegationRecordRowSchema = Type.Object({
  ...Type.Omit(DelegationRecordSchema, ['content', 'participants']).properties,
  excerpt: Type.String(),
  participantCount: Type.Integer(),
});
export type DelegationRecordRow = Static<typeof DelegationRecordRowSchema>;
export const DelegationRecordPage = PageOf(DelegationRecordRowSchema);
export type DelegationRecordPage = Static<typeof DelegationRecordPage>;

export const DelegationListQuery = Type.Object(
  {
    ...PageQuery,
    /** Part of the title (or, for opinions, of the speaker's name). */
    keyword: Type.Optional(Type.String({ maxLength: L.keyword })),
    fkDelegationId: Type.Optional(IdParam),
    category: Type.Optional(Type.String({ maxLength: L.category })),
    term: Type.Optional(TermNumberParam),
    times: Type.Optional(TermNumberParam),
    dateFrom: Type.Optional(DateParam),
    dateTo: Type.Optional(DateParam),
  },
  { additionalProperties: false },
);
export type DelegationListQuery = Static<typeof DelegationListQuery>;

const { pageNum: _n, pageSize: _s, ...exportFields } = DelegationListQuery.properties;
export const DelegationExportQuery = Type.Object(exportFields, { additionalProperties: false });

export const MyDelegationListQuery = Type.Object(
  { ...PageQuery, keyword: Type.Optional(Type.String({ maxLength: L.keyword })) },
  { additionalProperties: false },
);
export type MyDelegationListQuery = Static<typeof MyDelegationListQuery>;

const Choice = Type.Object({ id: Type.Integer(), name: Type.String() });
export const DelegationOptions = Type.Object({
  /** Every delegation for the office; the liaison's own one. */
  delegations: Type.Array(Choice),
  /** Whether the caller keeps every delegation (the office) or one (the liaison). */
  all: Type.Boolean(),
  sessions: Type.Array(Type.Object({ term: Type.Integer(), times: Type.Integer(), label: Type.String(), current: Type.Boolean() })),
});
export type DelegationOptions = Static<typeof DelegationOptions>;

export const DelegationDeputiesQuery = Type.Object({ fkDelegationId: IdParam }, { additionalProperties: false });

/** A deputy of the delegation as fellow deputies see them: no phone, no address. */
export const DelegationMemberSchema = Type.Object({
  delegateId: Type.Integer(),
  delegateName: Type.String(),
  sex: Type.String(),
  delegateGrade: Type.Integer(),
  presentOccupation: Nullable(Type.String()),
  headPortrait: Nullable(Type.String()),
});
export type DelegationMember = Static<typeof DelegationMemberSchema>;
export const DelegationMembers = Type.Object({ list: Type.Array(DelegationMemberSchema) });
export type DelegationMembers = Static<typeof DelegationMembers>;

export const MyDelegationSchema = Type.Object({
  delegationId: Type.Integer(),
  delegationName: Type.String(),
  delegationLevel: Type.Integer(),
  levelLabel: Type.String(),
  members: Type.Array(DelegationMemberSchema),
  documents: Type.Array(DelegationRecordRowSchema),
  activities: Type.Array(DelegationRecordRowSchema),
  meetings: Type.Array(DelegationRecordRowSchema),
});
export type MyDelegation = Static<typeof MyDelegationSchema>;

export const DelegationRecordAnswer = Type.Object({ msg: Type.String(), record: DelegationRecordSchema });
export type DelegationRecordAnswer = Static<typeof DelegationRecordAnswer>;
