import { Type, type Static } from 'typebox';
import { IdParam, Nullable, PageFields, PageOf, PageQuery } from './common';

/** Where the statistics and the roster answer (/api/npcDelegate/…). */
export const DEPUTY_STATISTICS_API = {
  composition: '/api/npcDelegate/statistics',
  options: '/api/npcDelegate/statistics/options',
  compositionExport: '/api/npcDelegate/statistics/export',
  changes: '/api/npcDelegate/statistics/changes',
  deputies: '/api/npcDelegate/statistics/deputies',
  deputiesExport: '/api/npcDelegate/statistics/deputies/export',
  crossTable: '/api/npcDelegate/statistics/crossTable',
  crossTableExport: '/api/npcDelegate/statistics/crossTable/export',
  archival: '/api/npcDelegate/statistics/archival',
  archivalIncomplete: '/api/npcDelegate/statistics/archival/incomplete',
  archivalExport: '/api/npcDelegate/statistics/archival/export',
  nameList: '/api/npcDelegate/nameList',
  nameListExport: '/api/npcDelegate/nameList/exportWithImages',
} as const;

/** The composition's dimensions, in the order the statistics page shows them. */
export const DIMENSIONS = ['sex', 'age', 'ethnicGroup', 'nationality', 'political', 'education', 'position', 'grade', 'delegation'] as const;
export type Dimension = (typeof DIMENSIONS)[number];

export const DIMENSION_TITLE: Readonly<Record<Dimension, string>> = {
  sex: '性别',
  age: '年龄',
  ethnicGroup: '汉族与少数民族',
  nationality: '民族',
  political: '政治面貌',
  education: '学历',
  position: '职业类别',
  grade: '代表层级',
  delegation: '代表团',
};

/** Age bands at the day of the count; `none` is a deputy without a birth date. */
export const AGE_BANDS = [
  { value: 'le35', label: '35岁及以下' },
  { value: '36-45', label: '36—45岁' },
  { value: '46-55', label: '46—55岁' },
  { value: '56-65', label: '56—65岁' },
  { value: 'gt65', label: '65岁以上' },
] as const;

/** The value of a slice of deputies whose field is empty. */
export const BLANK_VALUE = '';
export const BLANK_LABEL = '未填写';

/** The grades the statistics count (city, county, township). */
export const STATISTICS_GRADES = [3, 4, 5] as const;
export const GRADE_LABEL: Readonly<Record<number, string>> = { 3: '市级代表', 4: '县级代表', 5: '乡镇代表' };

/** Serving deputies: the deputy-record machine's table says which statuses serve. */
export { SERVING_STATUSES } from '@machines/deputy-record';

/** The filters of every statistic: one grade, one delegation. */
export const StatisticsFilter = {
  delegateGrade: Type.Optional(Type.Integer({ minimum: 3, maximum: 5 })),
  delegationId: Type.Optional(IdParam),
};
export const StatisticsQuery = Type.Object(StatisticsFilter, { additionalProperties: false });
export type StatisticsQuery = Static<typeof StatisticsQuery>;

/** One of the listed strings (a literal union the answer and query schemas share). */
const oneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));
const DimensionParam = oneOf(DIMENSIONS);

export const SliceSchema = Type.Object({ value: Type.String(), label: Type.String(), count: Type.Integer() });
export type Slice = Static<typeof SliceSchema>;

export const DimensionCountSchema = Type.Object({
  dimension: DimensionParam,
  title: Type.String(),
  slices: Type.Array(SliceSchema),
});
export type DimensionCount = Static<typeof DimensionCountSchema>;

export const CompositionSchema = Type.Object({ total: Type.Integer(), asOf: Type.String(), dimensions: Type.Array(DimensionCountSchema) });
export type Composition = Static<typeof CompositionSchema>;

export { ROSTER_CHANGE_KINDS, ROSTER_CHANGE_LABEL, type RosterChangeKind } from '@machines/deputy-record';

/** One month of 本届代表变动: who served at its end, and the approvals of each kind in it. */
export const RosterChangeMonthSchema = Type.Object({
  month: Type.String({ description: 'yyyy-MM, on Bazhong’s clock' }),
  serving: Type.Integer(),
  joined: Type.Integer(),
  byElected: Type.Integer(),
  vacated: Type.Integer(),
  transferred: Type.Integer(),
  corrected: Type.Integer(),
});
export type RosterChangeMonth = Static<typeof RosterChangeMonthSchema>;

/** 本届代表变动: every month since the current term's first session, up to this one. */
export const RosterChangesSchema = Type.Object({ from: Type.String(), to: Type.String(), months: Type.Array(RosterChangeMonthSchema) });
export type RosterChanges = Static<typeof RosterChangesSchema>;


/** The deputies behind one slice: ?dimension=…&value=… with the page's filters. */
export const SliceQuery = Type.Object(
  { ...StatisticsFilter, dimension: DimensionParam, value: Type.String({ maxLength: 60 }), ...PageQuery },
  { additionalProperties: false },
);
export type SliceQuery = Static<typeof SliceQuery>;
const { pageNum: _n, pageSize: _s, ...sliceExportFields } = SliceQuery.properties;
export const SliceExportQuery = Type.Object(sliceExportFields, { additionalProperties: false });

export const DeputyRowSchema = Type.Object({
  delegateId: Type.Integer(),
  delegateName: Type.String(),
  sex: Type.String(),
  birth: Nullable(Type.String()),
  nationality: Nullable(Type.String()),
  political: Nullable(Type.String()),
  educationBackground: Nullable(Type.String()),
  position: Nullable(Type.String()),
  presentOccupation: Nullable(Type.String()),
  delegateGrade: Type.Integer(),
  delegationName: Type.String(),
  phone: Nullable(Type.String()),
});
export type DeputyRow = Static<typeof DeputyRowSchema>;
export const SlicePage = Type.Object({ ...PageFields(DeputyRowSchema), title: Type.String() });
export type SlicePage = Static<typeof SlicePage>;

/** One row of the cross-table: a delegation (or the totals, delegationId null) by composition. */
export const CrossRowSchema = Type.Object({
  delegationId: Nullable(Type.Integer()),
  delegationName: Type.String(),
  total: Type.Integer(),
  women: Type.Integer(),
  minority: Type.Integer(),
  nonParty: Type.Integer(),
  under35: Type.Integer(),
  university: Type.Integer(),
  grade3: Type.Integer(),
  grade4: Type.Integer(),
  grade5: Type.Integer(),
});
export type CrossRow = Static<typeof CrossRowSchema>;
export const CrossTableSchema = Type.Object({ rows: Type.Array(CrossRowSchema), totals: CrossRowSchema, asOf: Type.String() });
export type CrossTable = Static<typeof CrossTableSchema>;

/** The cross-table's columns after the delegation, with their headings. */
export const CROSS_COLUMNS = [
  { key: 'total', label: '代表总数' },
  { key: 'women', label: '女性' },
  { key: 'minority', label: '少数民族' },
  { key: 'nonParty', label: '党外' },
  { key: 'under35', label: '35岁及以下' },
  { key: 'university', label: '大学及以上' },
  { key: 'grade3', label: '市级代表' },
  { key: 'grade4', label: '县级代表' },
  { key: 'grade5', label: '乡镇代表' },
] as const satisfies readonly { key: keyof CrossRow; label: string }[];

/** The record fields 档案统计 checks; a deputy with all of them is complete. */
export const ARCHIVAL_FIELDS = [
  { key: 'photo', label: '照片' },
  { key: 'resume', label: '简历' },
  { key: 'phone', label: '手机号码' },
  { key: 'education', label: '学历' },
] as const;
export type ArchivalField = (typeof ARCHIVAL_FIELDS)[number]['key'];

export const ArchivalRowSchema = Type.Object({
  delegationId: Nullable(Type.Integer()),
  delegationName: Type.String(),
  total: Type.Integer(),
  photo: Type.Integer(),
  resume: Type.Integer(),
  phone: Type.Integer(),
  education: Type.Integer(),
  complete: Type.Integer(),
  /** complete / total in percent, one decimal; 0 when there is nobody. */
  percent: Type.Number(),
});
export type ArchivalRow = Static<typeof ArchivalRowSchema>;
export const ArchivalSchema = Type.Object({ rows: Type.Array(ArchivalRowSchema), totals: ArchivalRowSchema });
export type Archival = Static<typeof ArchivalSchema>;

export const IncompleteQuery = Type.Object({ ...StatisticsFilter, ...PageQuery }, { additionalProperties: false });
export type IncompleteQuery = Static<typeof IncompleteQuery>;
export const IncompleteRowSchema = Type.Object({
  delegateId: Type.Integer(),
  delegateName: Type.String(),
  delegationName: Type.String(),
  delegateGrade: Type.Integer(),
  missing: Type.Array(Type.String()),
});
export type IncompleteRow = Static<typeof IncompleteRowSchema>;
export const IncompletePage = PageOf(IncompleteRowSchema);

/** The roster: the page's filters, and its order. */
export const NAME_LIST_SORTS = ['pinyin', 'stroke'] as const;
export const NameListQuery = Type.Object(
  { ...StatisticsFilter, sort: Type.Optional(oneOf(NAME_LIST_SORTS)), ...PageQuery },
  { additionalProperties: false },
);
export type NameListQuery = Static<typeof NameListQuery>;
const { pageNum: _p, pageSize: _z, ...nameListExportFields } = NameListQuery.properties;
export const NameListExportQuery = Type.Object(nameListExportFields, { additionalProperties: false });
export type NameListExportQuery = Static<typeof NameListExportQuery>;

export const NameListRowSchema = Type.Object({
  ...DeputyRowSchema.properties,
  /** A signed address of the photo, or null. */
  photoUrl: Nullable(Type.String()),
});
export type NameListRow = Static<typeof NameListRowSchema>;
export const NameListPage = PageOf(NameListRowSchema);
export type NameListPage = Static<typeof NameListPage>;

/** The filters' choices: the valid delegations in their order. */
export const StatisticsOptionsSchema = Type.Object({
  delegations: Type.Array(Type.Object({ delegationId: Type.Integer(), delegationName: Type.String() })),
});
export type StatisticsOptions = Static<typeof StatisticsOptionsSchema>;
