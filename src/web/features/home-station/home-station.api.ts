import { PORTAL_ARTICLE_COUNT, PORTAL_COLUMN_COUNT } from '@shared/constants';
import {
  PORTAL_API,
  type Area,
  type Article,
  type ArticleSummary,
  type Column,
  type SearchAnswer,
  type SearchKind,
  type Station,
  type StationCard,
} from '@shared/portal';
import { api, apiUrl } from '@web/lib/api';

/** Enough for every column of a site in one read (the server's limit is 50). */
export const ALL_COLUMNS_PAGE_SIZE = 50;

export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface ColumnsArgs {
  /** null: the central station's columns. */
  fkStationId: number | null;
  pageNum?: number;
  pageSize?: number;
}

export interface ArticlesArgs {
  columnIds: readonly number[];
  pageNum?: number;
  pageSize?: number;
}

export interface StationsArgs {
  areaId: number | null;
  pageNum: number;
  pageSize: number;
}

export interface SearchArgs {
  search: string;
  subType: number;
  fkStationId: number | null;
  kind: SearchKind;
  pageNum: number;
  pageSize: number;
}

const definedOnly = (params: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(params).filter(([, value]) => value !== null && value !== undefined && value !== ''));

/** The portal's anonymous reads (src/shared/portal.ts); the message and representative calls live beside their screens. */
const homeStationApi = api.injectEndpoints({
  endpoints: (build) => ({
    areasByName: build.query<Area[], string>({
      query: (areaName) => ({ url: apiUrl(PORTAL_API.areas), params: { areaName } }),
      transformResponse: (answer: { list: Area[] }) => answer.list,
    }),
    childAreas: build.query<Area[], number>({
      query: (fkParentArea) => ({ url: apiUrl(PORTAL_API.areas), params: { fkParentArea } }),
      transformResponse: (answer: { list: Area[] }) => answer.list,
    }),
    columns: build.query<Page<Column>, ColumnsArgs>({
      query: ({ fkStationId, pageNum = 1, pageSize = PORTAL_COLUMN_COUNT }) => ({
        url: apiUrl(PORTAL_API.columns),
        params: definedOnly({ pageNum, pageSize, fkStationId }),
      }),
    }),
    column: build.query<Column, number>({
      query: (columnId) => ({ url: apiUrl(PORTAL_API.column(columnId)) }),
    }),
    articles: build.query<Page<ArticleSummary>, ArticlesArgs>({
      query: ({ columnIds, pageNum = 1, pageSize = PORTAL_ARTICLE_COUNT }) => ({
        url: apiUrl(PORTAL_API.articles),
        params: { pageNum, pageSize, columns: columnIds.join(',') },
      }),
    }),
    article: build.query<Article, number>({
      query: (resourcesId) => ({ url: apiUrl(PORTAL_API.article(resourcesId)) }),
    }),
    stations: build.query<Page<StationCard>, StationsArgs>({
      query: ({ areaId, pageNum, pageSize }) => ({ url: apiUrl(PORTAL_API.stations), params: definedOnly({ areaId, pageNum, pageSize }) }),
    }),
    station: build.query<Station, number>({
      query: (stationId) => ({ url: apiUrl(PORTAL_API.station(stationId)) }),
    }),
    search: build.query<SearchAnswer, SearchArgs>({
      query: (args) => ({ url: apiUrl(PORTAL_API.search), params: definedOnly({ ...args }) }),
    }),
  }),
});

export const {
  useAreasByNameQuery,
  useChildAreasQuery,
  useColumnsQuery,
  useColumnQuery,
  useArticlesQuery,
  useArticleQuery,
  useStationsQuery,
  useStationQuery,
  useSearchQuery,
} = homeStationApi;
