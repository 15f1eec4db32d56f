import type {
  Archival,
  Composition,
  CrossTable,
  IncompleteRow,
  NameListPage,
  NameListQuery,
  RosterChanges,
  SlicePage,
  SliceQuery,
  StatisticsOptions,
  StatisticsQuery,
} from '@shared/contracts/deputy-statistics';
import { api } from '@web/lib/api';

type Paged<Q> = Omit<Q, 'pageNum' | 'pageSize'> & { pageNum: number; pageSize: number };

/** 代表统计, 统计明细, 代表构成表, 档案统计 and the roster's preview (/api/npcDelegate/…); all read-only. */
const deputyStatisticsApi = api.injectEndpoints({
  endpoints: (build) => ({
    statisticsOptions: build.query<StatisticsOptions, void>({ query: () => ({ url: '/npcDelegate/statistics/options' }) }),
    composition: build.query<Composition, StatisticsQuery>({ query: (params) => ({ url: '/npcDelegate/statistics', params }) }),
    rosterChanges: build.query<RosterChanges, StatisticsQuery>({ query: (params) => ({ url: '/npcDelegate/statistics/changes', params }) }),
    sliceDeputies: build.query<SlicePage, Paged<SliceQuery>>({ query: (params) => ({ url: '/npcDelegate/statistics/deputies', params }) }),
    crossTable: build.query<CrossTable, StatisticsQuery>({ query: (params) => ({ url: '/npcDelegate/statistics/crossTable', params }) }),
    archival: build.query<Archival, StatisticsQuery>({ query: (params) => ({ url: '/npcDelegate/statistics/archival', params }) }),
    incompleteDeputies: build.query<{ list: IncompleteRow[]; total: number }, Paged<StatisticsQuery>>({
      query: (params) => ({ url: '/npcDelegate/statistics/archival/incomplete', params }),
    }),
    nameList: build.query<NameListPage, Paged<NameListQuery>>({ query: (params) => ({ url: '/npcDelegate/nameList', params }) }),
  }),
});

export const {
  useStatisticsOptionsQuery,
  useCompositionQuery,
  useRosterChangesQuery,
  useSliceDeputiesQuery,
  useCrossTableQuery,
  useArchivalQuery,
  useIncompleteDeputiesQuery,
  useNameListQuery,
} = deputyStatisticsApi;
