import type {
  AddDeputiesBody,
  ArticleBody,
  ArticleListQuery,
  ArticlePage,
  ColumnBody,
  ColumnListQuery,
  ColumnPage,
  ManagedArticle,
  ManagedColumn,
  ManagedStation,
  PublishBody,
  Reception,
  ReceptionBody,
  ReceptionListQuery,
  ReceptionPage,
  StationBody,
  StationDeputyPage,
  StationListQuery,
  StationPage,
  StatisticsAnswer,
  StatisticsQuery,
} from '@shared/contracts/portal-content';
import { PORTAL_CONTENT_API } from '@shared/portal-content';
import { api, apiUrl } from '@web/lib/api';

/**
 * The portal's content as its keepers edit it (/api/portalContent, services/portal-content on the
 * server). A change reads the lists of its kind again; a published or withdrawn article is on
 * (or off) the portal at once, whose own reads are not cached across pages.
 */
const TAGS = ['PortalStation', 'PortalColumn', 'PortalArticle', 'PortalDeputy', 'PortalReception'] as const;

const portalContentApi = api.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    managedStations: build.query<StationPage, Partial<StationListQuery>>({
      query: (params) => ({ url: apiUrl(PORTAL_CONTENT_API.stations), params }),
      providesTags: ['PortalStation'],
    }),
    saveStation: build.mutation<ManagedStation, { stationId: number | null; body: StationBody }>({
      query: ({ stationId, body }) =>
        stationId === null
          ? { url: apiUrl(PORTAL_CONTENT_API.stations), method: 'POST', data: body }
          : { url: apiUrl(PORTAL_CONTENT_API.station(stationId)), method: 'PUT', data: body },
      invalidatesTags: ['PortalStation'],
    }),

    managedColumns: build.query<ColumnPage, Partial<ColumnListQuery>>({
      query: (params) => ({ url: apiUrl(PORTAL_CONTENT_API.columns), params }),
      providesTags: ['PortalColumn'],
    }),
    saveColumn: build.mutation<ManagedColumn, { columnId: number | null; body: ColumnBody }>({
      query: ({ columnId, body }) =>
        columnId === null
          ? { url: apiUrl(PORTAL_CONTENT_API.columns), method: 'POST', data: body }
          : { url: apiUrl(PORTAL_CONTENT_API.column(columnId)), method: 'PUT', data: body },
      invalidatesTags: ['PortalColumn'],
    }),
    deleteColumn: build.mutation<void, number>({
      query: (columnId) => ({ url: apiUrl(PORTAL_CONTENT_API.column(columnId)), method: 'DELETE' }),
      invalidatesTags: ['PortalColumn'],
    }),

    managedArticles: build.query<ArticlePage, Partial<ArticleListQuery>>({
      query: (params) => ({ url: apiUrl(PORTAL_CONTENT_API.articles), params }),
      providesTags: ['PortalArticle'],
    }),
    managedArticle: build.query<ManagedArticle, number>({
      query: (resourcesId) => ({ url: apiUrl(PORTAL_CONTENT_API.article(resourcesId)) }),
      providesTags: ['PortalArticle'],
    }),
    saveArticle: build.mutation<ManagedArticle, { resourcesId: number | null; body: ArticleBody }>({
      query: ({ resourcesId, body }) =>
        resourcesId === null
          ? { url: apiUrl(PORTAL_CONTENT_API.articles), method: 'POST', data: body }
          : { url: apiUrl(PORTAL_CONTENT_API.article(resourcesId)), method: 'PUT', data: body },
      invalidatesTags: ['PortalArticle', 'PortalColumn'],
    }),
    publishArticle: build.mutation<ManagedArticle, { resourcesId: number; body: PublishBody }>({
      query: ({ resourcesId, body }) => ({ url: apiUrl(PORTAL_CONTENT_API.publish(resourcesId)), method: 'POST', data: body }),
      invalidatesTags: ['PortalArticle'],
    }),
    unpublishArticle: build.mutation<ManagedArticle, number>({
      query: (resourcesId) => ({ url: apiUrl(PORTAL_CONTENT_API.unpublish(resourcesId)), method: 'POST' }),
      invalidatesTags: ['PortalArticle'],
    }),
    deleteArticle: build.mutation<void, number>({
      query: (resourcesId) => ({ url: apiUrl(PORTAL_CONTENT_API.article(resourcesId)), method: 'DELETE' }),
      invalidatesTags: ['PortalArticle', 'PortalColumn'],
    }),

    stationDeputies: build.query<StationDeputyPage, { stationId: number; pageNum: number; pageSize: number }>({
      query: ({ stationId, ...params }) => ({ url: apiUrl(PORTAL_CONTENT_API.deputies(stationId)), params }),
      providesTags: ['PortalDeputy'],
    }),
    addStationDeputies: build.mutation<{ added: number }, { stationId: number; body: AddDeputiesBody }>({
      query: ({ stationId, body }) => ({ url: apiUrl(PORTAL_CONTENT_API.deputies(stationId)), method: 'POST', data: body }),
      invalidatesTags: ['PortalDeputy', 'PortalStation'],
    }),
    removeStationDeputy: build.mutation<void, { stationId: number; delegateId: number }>({
      query: ({ stationId, delegateId }) => ({ url: apiUrl(PORTAL_CONTENT_API.deputy(stationId, delegateId)), method: 'DELETE' }),
      invalidatesTags: ['PortalDeputy', 'PortalStation'],
    }),

    receptions: build.query<ReceptionPage, ReceptionListQuery>({
      query: (params) => ({ url: apiUrl(PORTAL_CONTENT_API.receptions), params }),
      providesTags: ['PortalReception'],
    }),
    saveReception: build.mutation<Reception, { receptionId: number | null; body: ReceptionBody }>({
      query: ({ receptionId, body }) =>
        receptionId === null
          ? { url: apiUrl(PORTAL_CONTENT_API.receptions), method: 'POST', data: body }
          : { url: apiUrl(PORTAL_CONTENT_API.reception(receptionId)), method: 'PUT', data: body },
      invalidatesTags: ['PortalReception'],
    }),
    deleteReception: build.mutation<void, number>({
      query: (receptionId) => ({ url: apiUrl(PORTAL_CONTENT_API.reception(receptionId)), method: 'DELETE' }),
      invalidatesTags: ['PortalReception'],
    }),

    stationStatistics: build.query<StatisticsAnswer, StatisticsQuery>({
      query: (params) => ({ url: apiUrl(PORTAL_CONTENT_API.statistics), params }),
    }),
  }),
});

export const {
  useManagedStationsQuery,
  useSaveStationMutation,
  useManagedColumnsQuery,
  useSaveColumnMutation,
  useDeleteColumnMutation,
  useManagedArticlesQuery,
  useManagedArticleQuery,
  useSaveArticleMutation,
  usePublishArticleMutation,
  useUnpublishArticleMutation,
  useDeleteArticleMutation,
  useStationDeputiesQuery,
  useAddStationDeputiesMutation,
  useRemoveStationDeputyMutation,
  useReceptionsQuery,
  useSaveReceptionMutation,
  useDeleteReceptionMutation,
  useStationStatisticsQuery,
} = portalContentApi;
