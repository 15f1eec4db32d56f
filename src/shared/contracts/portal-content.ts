import { Type, type Static } from 'typebox';
import { PORTAL_LIMITS } from '../portal-content';
import { DateParam, DateTimeParam, IdParam, Nullable, PageOf, PageQuery } from './common';

export { ARTICLE_STATES, ARTICLE_STATE_LABEL, PORTAL_CONTENT_API, PORTAL_LIMITS, type ArticleState } from '../portal-content';

/**
 * The portal's content as station managers and administrators keep it (/manager/deputyStation/…):
 * stations, columns, articles, the deputies of a station with their reception days, and the
 * station statistics. A station manager (NPC_STATION) reaches their own station only; the
 * administrators every station and the central station (fkStationId null).
 */

/** An address of a picture as stored, or a newly uploaded file's objPath (the server turns it into an address). */
const Picture = Nullable(Type.String({ maxLength: 2000 }));

export const StationBodySchema = Type.Object({
  stationName: Type.String({ maxLength: PORTAL_LIMITS.name }),
  stationCode: Type.String({ maxLength: 50 }),
  province: Type.String({ maxLength: 50 }),
  city: Type.String({ maxLength: 50 }),
  county: Type.String({ maxLength: 50 }),
  streetName: Nullable(Type.String({ maxLength: 50 })),
  address: Type.String({ maxLength: PORTAL_LIMITS.text }),
  contactUser: Nullable(Type.String({ maxLength: 50 })),
  conveneUser: Nullable(Type.String({ maxLength: 50 })),
  introduce: Nullable(Type.String({ maxLength: PORTAL_LIMITS.introduce })),
  stationPicture: Picture,
  fkStationAreaId: Nullable(IdParam),
  isDemonstration: Type.Boolean(),
  isValid: Type.Boolean(),
  sortNo: Type.Integer({ minimum: 0, maximum: PORTAL_LIMITS.sortNo }),
  /** "longitude,latitude" in degrees. */
  coordinate: Nullable(Type.String({ maxLength: 60 })),
});
export type StationBody = Static<typeof StationBodySchema>;

export const ManagedStationSchema = Type.Object({
  stationId: Type.Integer(),
  ...StationBodySchema.properties,
  delegateCount: Type.Integer(),
});
export type ManagedStation = Static<typeof ManagedStationSchema>;

export const StationListQuery = Type.Object({
  ...PageQuery,
  stationName: Type.Optional(Type.String({ maxLength: PORTAL_LIMITS.name })),
});
export type StationListQuery = Static<typeof StationListQuery>;
export const StationPageSchema = PageOf(ManagedStationSchema);
export type StationPage = Static<typeof StationPageSchema>;

export const ColumnBodySchema = Type.Object({
  columnName: Type.String({ maxLength: 50 }),
  picture: Picture,
  /** null: a column of the central station (administrators only). */
  fkStationId: Nullable(IdParam),
  sortNo: Type.Integer({ minimum: 0, maximum: PORTAL_LIMITS.sortNo }),
  isValid: Type.Boolean(),
});
export type ColumnBody = Static<typeof ColumnBodySchema>;

export const ManagedColumnSchema = Type.Object({
  columnId: Type.Integer(),
  ...ColumnBodySchema.properties,
  stationName: Nullable(Type.String()),
  articleCount: Type.Integer(),
});
export type ManagedColumn = Static<typeof ManagedColumnSchema>;

export const ColumnListQuery = Type.Object({
  ...PageQuery,
  /** A station's columns; `central=true`: the central station's; neither: every column the caller keeps. */
  fkStationId: Type.Optional(IdParam),
  central: Type.Optional(Type.Boolean()),
});
export type ColumnListQuery = Static<typeof ColumnListQuery>;
export const ColumnPageSchema = PageOf(ManagedColumnSchema);
export type ColumnPage = Static<typeof ColumnPageSchema>;

const ArticleStateSchema = Type.Union([Type.Literal('draft'), Type.Literal('scheduled'), Type.Literal('published')]);

export const ArticleBodySchema = Type.Object({
  fkColumnId: IdParam,
  title: Type.String({ maxLength: PORTAL_LIMITS.title }),
  source: Nullable(Type.String({ maxLength: 100 })),
  content: Type.String({ maxLength: PORTAL_LIMITS.content }),
  thumbnail: Picture,
  isCarousel: Type.Boolean(),
});
export type ArticleBody = Static<typeof ArticleBodySchema>;

export const ManagedArticleSchema = Type.Object({
  resourcesId: Type.Integer(),
  ...ArticleBodySchema.properties,
  columnName: Type.String(),
  fkStationId: Nullable(Type.Integer()),
  stationName: Nullable(Type.String()),
  createTime: Type.String(),
  publishedAt: Nullable(Type.String()),
  state: ArticleStateSchema,
});
export type ManagedArticle = Static<typeof ManagedArticleSchema>;

export const ArticleListQuery = Type.Object({
  ...PageQuery,
  fkColumnId: Type.Optional(IdParam),
  fkStationId: Type.Optional(IdParam),
  central: Type.Optional(Type.Boolean()),
  state: Type.Optional(ArticleStateSchema),
  title: Type.Optional(Type.String({ maxLength: PORTAL_LIMITS.title })),
});
export type ArticleListQuery = Static<typeof ArticleListQuery>;
/** The list leaves the body out. */
export const ArticleRowSchema = Type.Omit(ManagedArticleSchema, ['content']);
export type ArticleRow = Static<typeof ArticleRowSchema>;
export const ArticlePageSchema = PageOf(ArticleRowSchema);
export type ArticlePage = Static<typeof ArticlePageSchema>;

/** Publish now (absent) or from a moment (a future one schedules it). */
export const PublishBodySchema = Type.Object({ publishedAt: Type.Optional(DateTimeParam) });
export type PublishBody = Static<typeof PublishBodySchema>;

export const StationDeputySchema = Type.Object({
  delegateId: Type.Integer(),
  delegateName: Type.String(),
  sex: Type.String(),
  delegationName: Type.String(),
  delegateGrade: Type.Integer(),
  presentOccupation: Nullable(Type.String()),
});
export type StationDeputy = Static<typeof StationDeputySchema>;
export const StationDeputyPageSchema = PageOf(StationDeputySchema);
export type StationDeputyPage = Static<typeof StationDeputyPageSchema>;
export const AddDeputiesBodySchema = Type.Object({
  delegateIds: Type.Array(IdParam, { minItems: 1, maxItems: 100 }),
});
export type AddDeputiesBody = Static<typeof AddDeputiesBodySchema>;

const ClockTime = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$' });

export const ReceptionBodySchema = Type.Object({
  fkStationId: IdParam,
  receptionDate: DateParam,
  startTime: ClockTime,
  endTime: ClockTime,
  place: Type.String({ maxLength: PORTAL_LIMITS.text }),
  delegateIds: Type.Array(IdParam, { minItems: 1, maxItems: PORTAL_LIMITS.deputiesPerReception }),
  remark: Nullable(Type.String({ maxLength: PORTAL_LIMITS.remark })),
});
export type ReceptionBody = Static<typeof ReceptionBodySchema>;

export const ReceptionSchema = Type.Object({
  receptionId: Type.Integer(),
  ...ReceptionBodySchema.properties,
  deputies: Type.Array(Type.Object({ delegateId: Type.Integer(), delegateName: Type.String() })),
});
export type Reception = Static<typeof ReceptionSchema>;
export const ReceptionListQuery = Type.Object({
  ...PageQuery,
  fkStationId: IdParam,
  /** Only days from this one on. */
  from: Type.Optional(DateParam),
});
export type ReceptionListQuery = Static<typeof ReceptionListQuery>;
export const ReceptionPageSchema = PageOf(ReceptionSchema);
export type ReceptionPage = Static<typeof ReceptionPageSchema>;

export const StatisticsQuery = Type.Object({
  /** First and last day (China Standard Time) of the messages counted, both included. */
  startDate: Type.Optional(DateParam),
  endDate: Type.Optional(DateParam),
});
export type StatisticsQuery = Static<typeof StatisticsQuery>;

export const StationStatisticsSchema = Type.Object({
  stationId: Type.Integer(),
  stationName: Type.String(),
  received: Type.Integer(),
  handled: Type.Integer(),
  inProcess: Type.Integer(),
  overdue: Type.Integer(),
  /** Days from a message to its answer, over the answered ones; null when none is answered. */
  averageDays: Nullable(Type.Number()),
});
export type StationStatistics = Static<typeof StationStatisticsSchema>;
export const StatisticsAnswerSchema = Type.Object({
  list: Type.Array(StationStatisticsSchema),
  /** Days after which an unanswered message counts as overdue. */
  overdueDays: Type.Integer(),
});
export type StatisticsAnswer = Static<typeof StatisticsAnswerSchema>;
