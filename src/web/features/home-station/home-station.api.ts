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
import { skipToken, usePortalQuery, type PortalRequest, type SkipToken } from './portal-query';
import type { Reception } from '@shared/contracts/portal-content';
import { PORTAL_CONTENT_API } from '@shared/portal-content';

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
  /** The carousel's read: the picked articles first. */
  carousel?: boolean;
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

const listOf = <T,>(answer: { list: T[] }) => answer.list;

const read =
  <Args, T, A = T>(request: (args: Args) => PortalRequest, select?: (answer: A) => T) =>
  (args: Args | SkipToken) =>
    usePortalQuery<T, A>(args === skipToken ? skipToken : request(args as Args), select);

/** The portal's anonymous reads (src/shared/portal.ts); the message and representative calls live beside their screens. */
export const useAreasByNameQuery = read<string, Area[], { list: Area[] }>((areaName) => ({ path: PORTAL_API.areas, params: { areaName } }), listOf);

export const useChildAreasQuery = read<number, Area[], { list: Area[] }>((fkParentArea) => ({ path: PORTAL_API.areas, params: { fkParentArea } }), listOf);

/** The children of an area that hold stations: the cities the portal serves. */
export const useServedChildAreasQuery = read<number, Area[], { list: Area[] }>((fkParentArea) => ({ path: PORTAL_API.areas, params: { fkParentArea, served: true } }), listOf);

export const useColumnsQuery = read<ColumnsArgs, Page<Column>>(({ fkStationId, pageNum = 1, pageSize = PORTAL_COLUMN_COUNT }) => ({
  path: PORTAL_API.columns,
  params: { pageNum, pageSize, fkStationId },
}));

export const useColumnQuery = read<number, Column>((columnId) => ({ path: PORTAL_API.column(columnId) }));

export const useArticlesQuery = read<ArticlesArgs, Page<ArticleSummary>>(({ columnIds, pageNum = 1, pageSize = PORTAL_ARTICLE_COUNT, carousel }) => ({
  path: PORTAL_API.articles,
  params: { pageNum, pageSize, columns: columnIds.join(','), ...(carousel ? { carousel } : {}) },
}));

export const useArticleQuery = read<number, Article>((resourcesId) => ({ path: PORTAL_API.article(resourcesId) }));

export const useStationsQuery = read<StationsArgs, Page<StationCard>>((params) => ({ path: PORTAL_API.stations, params: { ...params } }));

export const useStationQuery = read<number, Station>((stationId) => ({ path: PORTAL_API.station(stationId) }));

export const useSearchQuery = read<SearchArgs, SearchAnswer>((params) => ({ path: PORTAL_API.search, params: { ...params } }));

/** A station's coming reception days (进站接待), from the station-management area. */
export const useUpcomingReceptionsQuery = read<number, Reception[], { list: Reception[] }>((stationId) => ({ path: PORTAL_CONTENT_API.upcomingReceptions(stationId) }), listOf);

