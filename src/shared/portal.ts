/**
 * The public home-station portal's API: its paths and constants here, the answers of every
 * anonymous call in portal.schemas.ts (TypeBox, used by the server as response schemas; the
 * screens import only their types, so the portal's pages do not download TypeBox).
 * Calls the portal document names keep its paths and fields; the ones it leaves out (search,
 * representatives by level, distribution cards, feedback, article and station detail) are
 * designed here and explained in docs/decisions.md.
 */

export const PORTAL_API = {
  /** ?areaName= (find an area by name) or ?fkParentArea= (its children). */
  areas: '/api/commArea',
  /** Columns: ?pageNum, pageSize (default 3), orderBy, fkStationId (absent: the central station's). */
  columns: '/api/contactStationColumn/gateway',
  /** One column: /api/contactStationColumn/gateway/{columnId}. */
  column: (columnId: number | string) => `/api/contactStationColumn/gateway/${columnId}`,
  /** Articles: ?pageNum, pageSize (default 5), columns (comma-joined column ids). */
  articles: '/api/contactStationResource/resource',
  /** One article with its HTML body. */
  article: (resourcesId: number | string) => `/api/contactStationResource/resource/${resourcesId}`,
  /** Distribution cards: ?areaId (a city or county; absent: all), pageNum, pageSize. */
  stations: '/api/contactStation/gateway',
  /** One station for its overview page. */
  station: (stationId: number | string) => `/api/contactStation/gateway/${stationId}`,
  /** Representative cards: ?level (1 city, 2 county, 3 township), fkStationId, delegateName, pageNum, pageSize. */
  representatives: '/api/contactStation/representatives',
  /** One representative's card, for the message form. */
  representative: (delegateId: number | string) => `/api/contactStation/representatives/${delegateId}`,
  /** Search: ?search, subType (1 central, 2 substation), fkStationId, kind, pageNum, pageSize. */
  search: '/api/homeStation/search',
  /** form: username (the phone), type=STATION. Answers 200 without the code. */
  sendCode: '/api/sysLogin/sendCode',
  /** ?code, username: 200 while the code is live and right, 400 otherwise. */
  checkCode: '/api/sysLogin/checkStationCode',
  /** A signed challenge { challenge, bits } whose proof of work a message without a phone carries. */
  messageChallenge: '/api/contactStationSuggest/challenge',
  /** The submitted message payload plus `code` when a phone is given, `proof` when not: 201 { massesSuggestId }. */
  submitMessage: '/api/contactStationSuggest/suggest',
  /** ?massesSuggestId and massesPhone (or massesName when no phone was given). */
  feedback: '/api/contactStationSuggest/feedback',
  /** The code outbox of the embedded default (NPC_ADMIN): ?phone, pageNum, pageSize. */
  smsOutbox: '/api/smsOutbox',
} as const;

/** `type` of POST /api/sysLogin/sendCode from the message form. */
export const STATION_CODE_TYPE = 'STATION';

/** Cities of the area switcher that are never listed. */
export const EXCLUDED_CITY_NAMES = ['驻资部队', '简阳市'] as const;

/** The three long prefecture names and their tab labels. */
export const SHORT_PREFECTURE_NAMES: Readonly<Record<string, string>> = {
  阿坝藏族羌族自治州: '阿坝',
  甘孜藏族自治州: '甘孜',
  凉山彝族自治州: '凉山',
};

/** Representative levels: `delegateGrade − 3` indexes this list; anything else shows 暂无. */
export const REPRESENTATIVE_LEVELS = ['市级', '县级', '乡镇级'] as const;

export function representativeLevel(delegateGrade: number | null | undefined): string {
  if (delegateGrade === null || delegateGrade === undefined) return '暂无';
  return REPRESENTATIVE_LEVELS[delegateGrade - 3] ?? '暂无';
}

/** `subType` of the search page: 1 from the central station, 2 from a substation. */
export const SEARCH_SUB_TYPE = { central: 1, substation: 2 } as const;

export const SEARCH_KINDS = ['article', 'column', 'representative'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export type {
  Area,
  Column,
  ArticleSummary,
  Article,
  StationCard,
  Station,
  RepresentativeCard,
  SearchHit,
  SearchAnswer,
  MessageSubmission,
  MessageChallenge,
  Feedback,
  OutboxEntry,
} from './portal.schemas';
