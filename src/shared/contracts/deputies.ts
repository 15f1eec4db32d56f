import { Type, type Static } from 'typebox';
import { DeputyProfileSchema, DeputyRelativeSchema, DeputyInfoChangesSchema } from '@machines/deputy-record';
import { AttachmentSchema } from '@machines/workflow';
import { BoundedPageQuery, DateParam, EventsOfRecord, HistoryEntrySchema, IdParam, Nullable, StatusListParam, TermNumberParam } from './common';

/**
 * Deputy records (代表信息): the roster the liaison office keeps, /api/npcDelegate. The record's
 * writable fields and the events' bodies are machines/deputy-record's (fields, events).
 */

/** Age bands of the roster filter and the statistics, by completed years at the day of the query. */
export const AGE_BANDS = { '35': '35岁及以下', '45': '36至45岁', '55': '46至55岁', '65': '56至65岁', '66': '66岁及以上' } as const;
export type AgeBand = keyof typeof AGE_BANDS;

const filterText = Type.Optional(Type.String({ maxLength: 50 }));

export const DeputyListQuery = Type.Object({
  ...BoundedPageQuery(10, 100),
  keyword: Type.Optional(Type.String({ maxLength: 50, description: 'name or phone' })),
  delegateGrade: Type.Optional(Type.Integer({ minimum: 1, maximum: 5 })),
  fkDelegationId: Type.Optional(IdParam),
  fkStationId: Type.Optional(IdParam),
  political: filterText,
  sex: Type.Optional(Type.Union([Type.Literal('男'), Type.Literal('女')])),
  nationality: filterText,
  educationBackground: filterText,
  position: filterText,
  ageBand: Type.Optional(Type.Union(Object.keys(AGE_BANDS).map((band) => Type.Literal(band)))),
  auditStatus: Type.Optional(StatusListParam),
  /** The vacancy filter as written: inAudit = '6'. */
  inAudit: Type.Optional(Type.Literal('6')),
  /** Records with an application waiting for the office (代表审核). */
  pending: Type.Optional(Type.Boolean()),
  term: Type.Optional(TermNumberParam),
});
export type DeputyListQuery = Static<typeof DeputyListQuery>;

export const DeputySummarySchema = Type.Object({
  delegateId: Type.Integer(),
  delegateName: Type.String(),
  sex: Type.String(),
  birth: Nullable(Type.String()),
  nationality: Nullable(Type.String()),
  political: Nullable(Type.String()),
  educationBackground: Nullable(Type.String()),
  position: Nullable(Type.String()),
  presentOccupation: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  headPortrait: Nullable(Type.String()),
  fkDelegationId: Type.Integer(),
  delegationName: Nullable(Type.String()),
  delegateGrade: Type.Integer(),
  fkStationId: Nullable(Type.Integer()),
  stationName: Nullable(Type.String()),
  auditStatus: Type.Integer(),
  auditStatusLabel: Type.String(),
  pendingApplyType: Nullable(Type.Integer()),
  term: Type.Integer(),
  times: Type.Integer(),
  version: Type.Integer(),
  updateTime: Type.String(),
  ...EventsOfRecord,
});
export type DeputySummary = Static<typeof DeputySummarySchema>;

export const DeputyPageSchema = Type.Object({
  list: Type.Array(DeputySummarySchema),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type DeputyPage = Static<typeof DeputyPageSchema>;

/** A history row with what the event changed, field by field; an application's reason is its opinion. */
export const DeputyHistoryEntrySchema = Type.Object({
  ...HistoryEntrySchema.properties,
  changes: Type.Array(Type.Object({ field: Type.String(), label: Type.String(), before: Nullable(Type.String()), after: Nullable(Type.String()) })),
});
export type DeputyHistoryEntry = Static<typeof DeputyHistoryEntrySchema>;

export const DeputyDetailSchema = Type.Object({
  ...DeputySummarySchema.properties,
  workTime: Nullable(Type.String()),
  /** Masked (first 6 and last 4) for everyone but the office. */
  idCard: Nullable(Type.String()),
  nativePlace: Nullable(Type.String()),
  degree: Nullable(Type.String()),
  graduateInstitutions: Nullable(Type.String()),
  major: Nullable(Type.String()),
  officePhone: Nullable(Type.String()),
  homePhone: Nullable(Type.String()),
  postalAddress: Nullable(Type.String()),
  postcode: Nullable(Type.String()),
  resume: Nullable(Type.String()),
  isSpecialCommittee: Type.Boolean(),
  profile: DeputyProfileSchema,
  /** Padded to 4 rows for display. */
  relations: Type.Array(Type.Object({ ...DeputyRelativeSchema.properties, age: Nullable(Type.Integer()) })),
  committees: Type.Array(Type.Object({ committeeName: Type.String(), specialCommitteePosition: Nullable(Type.String()), term: Type.Integer(), times: Type.Integer() })),
  annexList: Type.Array(AttachmentSchema),
  electionReport: Type.Array(AttachmentSchema),
  /** The waiting application: why, its documents, and what it asks for. */
  applyReason: Nullable(Type.String()),
  applyAnnex: Type.Array(AttachmentSchema),
  pendingDelegationId: Nullable(Type.Integer()),
  pendingDelegationName: Nullable(Type.String()),
  pendingChanges: Nullable(DeputyInfoChangesSchema),
  /** The sign-in account (username = phone), when one exists. */
  account: Nullable(Type.Object({ userId: Type.Integer(), username: Type.String(), isValid: Type.Boolean() })),
  history: Type.Array(DeputyHistoryEntrySchema),
});
export type DeputyDetail = Static<typeof DeputyDetailSchema>;

export const DeputyIdQuery = Type.Object({ delegateId: IdParam });

/** The roster as of a day: who served in which delegation then. */
export const DeputyAsOfQuery = Type.Object({
  ...BoundedPageQuery(20, 100),
  date: DateParam,
  fkDelegationId: Type.Optional(IdParam),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
});
export type DeputyAsOfQuery = Static<typeof DeputyAsOfQuery>;

export const DeputyAsOfPageSchema = Type.Object({
  date: Type.String(),
  list: Type.Array(
    Type.Object({
      delegateId: Type.Integer(),
      delegateName: Type.String(),
      delegateGrade: Type.Integer(),
      fkDelegationId: Type.Integer(),
      delegationName: Nullable(Type.String()),
      validFrom: Type.String(),
      validTo: Nullable(Type.String()),
    }),
  ),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type DeputyAsOfPage = Static<typeof DeputyAsOfPageSchema>;

/** 变更记录: the events of every record, newest first. */
export const DeputyChangeQuery = Type.Object({
  ...BoundedPageQuery(20, 100),
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
  eventType: Type.Optional(Type.String({ maxLength: 40, pattern: '^[A-Z_]+$' })),
  fkDelegationId: Type.Optional(IdParam),
  from: Type.Optional(DateParam),
  to: Type.Optional(DateParam),
});
export type DeputyChangeQuery = Static<typeof DeputyChangeQuery>;

export const DeputyChangePageSchema = Type.Object({
  list: Type.Array(Type.Object({ ...DeputyHistoryEntrySchema.properties, delegateId: Type.Integer(), delegateName: Type.String(), delegationName: Nullable(Type.String()) })),
  total: Type.Integer(),
  pageNum: Type.Integer(),
  pageSize: Type.Integer(),
});
export type DeputyChangePage = Static<typeof DeputyChangePageSchema>;
