/** The portal-content area's paths, limits and labels, read by the screens without the schemas (contracts/portal-content.ts). */

export const PORTAL_CONTENT_API = {
  stations: '/api/portalContent/stations',
  station: (stationId: number) => `/api/portalContent/stations/${stationId}`,
  columns: '/api/portalContent/columns',
  column: (columnId: number) => `/api/portalContent/columns/${columnId}`,
  articles: '/api/portalContent/articles',
  article: (resourcesId: number) => `/api/portalContent/articles/${resourcesId}`,
  publish: (resourcesId: number) => `/api/portalContent/articles/${resourcesId}/publish`,
  unpublish: (resourcesId: number) => `/api/portalContent/articles/${resourcesId}/unpublish`,
  deputies: (stationId: number) => `/api/portalContent/stations/${stationId}/deputies`,
  deputy: (stationId: number, delegateId: number) => `/api/portalContent/stations/${stationId}/deputies/${delegateId}`,
  receptions: '/api/portalContent/receptions',
  reception: (receptionId: number) => `/api/portalContent/receptions/${receptionId}`,
  statistics: '/api/portalContent/statistics',
  statisticsExport: '/api/portalContent/statistics/export',
  /** Public: a station's coming reception days, for its portal page. */
  upcomingReceptions: (stationId: number) => `/api/contactStation/gateway/${stationId}/receptions`,
} as const;

/** Field limits, shared by the forms and the server. */
export const PORTAL_LIMITS = {
  name: 100,
  text: 200,
  introduce: 5000,
  title: 200,
  content: 200_000,
  remark: 500,
  sortNo: 100_000,
  deputiesPerReception: 50,
} as const;

/** draft: never published or withdrawn; scheduled: published from a future moment; published: on the portal. */
export const ARTICLE_STATES = ['draft', 'scheduled', 'published'] as const;
export type ArticleState = (typeof ARTICLE_STATES)[number];
export const ARTICLE_STATE_LABEL: Readonly<Record<ArticleState, string>> = { draft: '未发布', scheduled: '定时发布', published: '已发布' };
