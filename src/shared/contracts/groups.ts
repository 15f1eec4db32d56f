import { Type, type Static } from 'typebox';
import { GROUP_LIMITS, REPORT_LIMITS } from '../groups';
import { DateParam, FieldErrorSchema, HistoryEntrySchema, IdParam, Nullable, PageOf, PageQuery } from './common';

/** 代表小组 (/api/behalfTeam), 述职报告 (/api/reportOnWork) and 选区信息 (/api/electoralUnit). */

export const FieldError = FieldErrorSchema;

const Level = Type.Union([Type.Literal(3), Type.Literal(4), Type.Literal(5)]);
const RoleInGroup = Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]);

export const GroupQuery = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 30 })),
    fkStationId: Type.Optional(IdParam),
    groupLevel: Type.Optional(Level),
    isEnable: Type.Optional(Type.Boolean()),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type GroupQuery = Static<typeof GroupQuery>;

export const GroupSchema = Type.Object({
  groupId: Type.Integer(),
  groupName: Type.String(),
  groupLevel: Type.Integer(),
  groupLevelLabel: Type.String(),
  fkStationId: Nullable(Type.Integer()),
  stationName: Nullable(Type.String()),
  fkAreaId: Nullable(Type.Integer()),
  areaName: Nullable(Type.String()),
  leaderName: Nullable(Type.String()),
  memberCount: Type.Integer(),
  adminNames: Type.Array(Type.String()),
  description: Nullable(Type.String()),
  sortNo: Type.Integer(),
  isEnable: Type.Boolean(),
  createTime: Type.String(),
});
export type Group = Static<typeof GroupSchema>;
export const GroupPage = PageOf(GroupSchema);
export type GroupPage = Static<typeof GroupPage>;

export const GroupBody = Type.Object(
  {
    groupName: Type.String({ maxLength: GROUP_LIMITS.groupName }),
    groupLevel: Level,
    fkStationId: Nullable(IdParam),
    fkAreaId: Nullable(IdParam),
    description: Nullable(Type.String({ maxLength: GROUP_LIMITS.description })),
    sortNo: Type.Integer({ minimum: 0, maximum: GROUP_LIMITS.sortNo }),
  },
  { additionalProperties: false },
);
export type GroupBody = Static<typeof GroupBody>;

const Choice = Type.Object({ id: Type.Integer(), name: Type.String() });
export const GroupOptions = Type.Object({
  /** The groups the caller may manage on this page (a liaison: the groups it administers). */
  groups: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), groupLevel: Type.Integer(), isEnable: Type.Boolean() })),
  stations: Type.Array(Choice),
  areas: Type.Array(Choice),
});
export type GroupOptions = Static<typeof GroupOptions>;

export const MemberSchema = Type.Object({
  memberId: Type.Integer(),
  fkDelegateId: Type.Integer(),
  delegateName: Type.String(),
  sex: Type.String(),
  phone: Nullable(Type.String()),
  presentOccupation: Nullable(Type.String()),
  delegationName: Nullable(Type.String()),
  delegateGrade: Type.Integer(),
  memberRole: Type.Integer(),
  memberRoleLabel: Type.String(),
});
export type Member = Static<typeof MemberSchema>;
export const MemberList = Type.Object({ group: GroupSchema, list: Type.Array(MemberSchema) });
export type MemberList = Static<typeof MemberList>;

export const AddMembersBody = Type.Object({ delegateIds: Type.Array(IdParam, { maxItems: 100 }) }, { additionalProperties: false });
export const MemberRoleBody = Type.Object({ memberRole: RoleInGroup }, { additionalProperties: false });

export const AdminSchema = Type.Object({ userId: Type.Integer(), realName: Type.String(), username: Type.String(), post: Nullable(Type.String()) });
export type GroupAdmin = Static<typeof AdminSchema>;
export const AdminList = Type.Object({ group: GroupSchema, list: Type.Array(AdminSchema), candidates: Type.Array(AdminSchema) });
export type AdminList = Static<typeof AdminList>;
export const AddAdminBody = Type.Object({ userId: IdParam }, { additionalProperties: false });

export const GroupIdParams = Type.Object({ groupId: IdParam });
export const MemberParams = Type.Object({ groupId: IdParam, memberId: IdParam });
export const AdminParams = Type.Object({ groupId: IdParam, userId: IdParam });

/** 述职报告 */
export const ReportSummarySchema = Type.Object({
  reportId: Type.Integer(),
  fkDelegateId: Type.Integer(),
  delegateName: Type.String(),
  groupName: Nullable(Type.String()),
  title: Type.String(),
  reportYear: Type.Integer(),
  meetingDate: Nullable(Type.String()),
  meetingPlace: Nullable(Type.String()),
  status: Type.Integer(),
  statusLabel: Type.String(),
  reviewOpinion: Nullable(Type.String()),
  reviewerName: Nullable(Type.String()),
  submitTime: Nullable(Type.String()),
  reviewTime: Nullable(Type.String()),
  version: Type.Integer(),
  createTime: Type.String(),
  /** What the caller may do with it now: EDIT, SUBMIT, DELETE, RETURN, ARCHIVE. */
  allowedActions: Type.Array(Type.String()),
});
export type ReportSummary = Static<typeof ReportSummarySchema>;
export const AttachmentSchema = Type.Object(
  { name: Type.String({ minLength: 1, maxLength: 200 }), objPath: Type.String({ minLength: 1, maxLength: 500 }) },
  { additionalProperties: false },
);
/** The report with its text and its events (the machine's history, oldest first). */
export const ReportDetailSchema = Type.Intersect([
  ReportSummarySchema,
  Type.Object({ content: Type.String(), attachments: Type.Array(AttachmentSchema), history: Type.Array(HistoryEntrySchema) }),
]);
export type ReportDetail = Static<typeof ReportDetailSchema>;
export const ReportPage = PageOf(ReportSummarySchema);
export type ReportPage = Static<typeof ReportPage>;

export const ReportQuery = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 30 })),
    status: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(100), Type.Literal(200), Type.Literal(300)])),
    reportYear: Type.Optional(Type.Integer({ minimum: REPORT_LIMITS.minYear, maximum: REPORT_LIMITS.maxYear })),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type ReportQuery = Static<typeof ReportQuery>;

export const ReportBody = Type.Object(
  {
    title: Type.String({ maxLength: REPORT_LIMITS.title }),
    reportYear: Type.Integer({ minimum: REPORT_LIMITS.minYear, maximum: REPORT_LIMITS.maxYear }),
    meetingDate: Nullable(DateParam),
    meetingPlace: Nullable(Type.String({ maxLength: REPORT_LIMITS.meetingPlace })),
    content: Type.String({ maxLength: REPORT_LIMITS.content }),
    attachments: Type.Array(AttachmentSchema, { maxItems: 20 }),
    /** The version last read, when changing a stored report. */
    version: Type.Optional(Type.Integer({ minimum: 0 })),
  },
  { additionalProperties: false },
);
export type ReportBody = Static<typeof ReportBody>;
export const ReturnBody = Type.Object({ opinion: Type.String({ maxLength: REPORT_LIMITS.opinion }), version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export const VersionBody = Type.Object({ version: Type.Integer({ minimum: 0 }) }, { additionalProperties: false });
export const ReportParams = Type.Object({ reportId: IdParam });

/** The deputy's own group: /api/behalfTeam/myGroup. */
export const MyGroupSchema = Type.Object({
  groups: Type.Array(
    Type.Object({
      group: GroupSchema,
      stationAddress: Nullable(Type.String()),
      members: Type.Array(MemberSchema),
      admins: Type.Array(AdminSchema),
      reports: Type.Array(ReportSummarySchema),
    }),
  ),
});
export type MyGroup = Static<typeof MyGroupSchema>;

/** 选区信息: /api/electoralUnit/mine. */
export const ElectoralUnitSchema = Type.Object({
  unitId: Type.Integer(),
  unitName: Type.String(),
  areaName: Nullable(Type.String()),
  coverage: Type.String(),
  voterCount: Type.Integer(),
  population: Type.Integer(),
  electionDate: Nullable(Type.String()),
  stationId: Nullable(Type.Integer()),
  stationName: Nullable(Type.String()),
  stationAddress: Nullable(Type.String()),
  stationPhone: Nullable(Type.String()),
  votes: Type.Integer(),
  /** Votes as a share of the voters, in per cent with one decimal. */
  voteShare: Nullable(Type.Number()),
  deputies: Type.Array(Type.Object({ delegateId: Type.Integer(), delegateName: Type.String(), delegateGrade: Type.Integer(), presentOccupation: Nullable(Type.String()), votes: Type.Integer(), isSelf: Type.Boolean() })),
});
export type ElectoralUnit = Static<typeof ElectoralUnitSchema>;
export const MyElectoralUnit = Type.Object({ unit: Nullable(ElectoralUnitSchema) });
export type MyElectoralUnit = Static<typeof MyElectoralUnit>;

/** 选区管理: the deputies elected in a unit, and the office's assignment. */
export const ElectoralUnitParams = Type.Object({ unitId: IdParam });
export const ElectoralDeputyParams = Type.Object({ unitId: IdParam, delegateId: IdParam });
export const ElectoralOptionsQuery = Type.Object({ of: Type.Union([Type.Literal('areas'), Type.Literal('stations')]) }, { additionalProperties: false });
export const ElectoralOptions = Type.Object({ list: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })) });
export type ElectoralOptions = Static<typeof ElectoralOptions>;

export const ElectoralDeputySchema = Type.Object({
  delegateId: Type.Integer(),
  delegateName: Type.String(),
  delegationName: Nullable(Type.String()),
  delegateGrade: Type.Integer(),
  presentOccupation: Nullable(Type.String()),
  votes: Type.Integer(),
});
export type ElectoralDeputy = Static<typeof ElectoralDeputySchema>;
export const ElectoralDeputyList = Type.Object({
  unit: Type.Object({ unitId: Type.Integer(), unitName: Type.String(), term: Type.Integer(), voterCount: Type.Integer() }),
  list: Type.Array(ElectoralDeputySchema),
});
export type ElectoralDeputyList = Static<typeof ElectoralDeputyList>;
export const AssignDeputiesBody = Type.Object({ delegateIds: Type.Array(IdParam, { maxItems: 100 }) }, { additionalProperties: false });
export type AssignDeputiesBody = Static<typeof AssignDeputiesBody>;
/** A deputy's votes in the unit; the service checks the range, so its message stands beside the field. */
export const DeputyVotesBody = Type.Object({ votes: Type.Integer({ minimum: -2_147_483_648, maximum: 2_147_483_647 }) }, { additionalProperties: false });
export type DeputyVotesBody = Static<typeof DeputyVotesBody>;
