import { SEARCH_SUB_TYPE } from '@shared/portal';
import type { StationInState } from './station-state';

/** Every page of the portal, relative to the router's base /rdlz/. */
export const PORTAL_PATHS = {
  centralIndex: '/homeStation/centralStationIndex/',
  subStationHome: '/homeStation/homePageSubStation/',
  overview: '/homeStation/overviewHomeStation/',
  workNews: '/homeStation/workNews/',
  notices: '/homeStation/noticeAnnouncement/',
  specialColumns: '/homeStation/specialColumnPage/',
  centralSpecialColumns: '/homeStation/centralStationSpecialColumnPage/',
  performance: '/homeStation/performanceRepresentative/',
  opinionHandling: '/homeStation/opinionHandling/',
  npcDeputy: '/homeStation/npcDeputy/',
  globalSearch: '/homeStation/globalSearch/',
  moreTopics: '/homeStation/moreTopics/',
  centralMoreTopics: '/homeStation/centralStationMoreTopics/',
  details: '/homeStation/detailsPage/',
  centralDetails: '/homeStation/centralStationArticleDetails/',
} as const;

/** The login page, outside the portal; the substation header links to it. */
export const LOGIN_PATH = '/';

/** `pageTitle` of a more-topics address. */
export const SPECIAL_COLUMN_TITLE = '专题专栏';

/** The columns whose articles fill the work-news and notice tabs and pages. */
export const WORK_NEWS_TITLE = '工作动态';
export const NOTICES_TITLE = '通知公告';
export const PERFORMANCE_TITLE = '代表履职';

export type PortalSite = 'central' | 'substation';

/** The substation header's nine entries, all open, in order. */
export const SUBSTATION_NAV = [
  { label: '首页', path: PORTAL_PATHS.subStationHome },
  { label: '站点概况', path: PORTAL_PATHS.overview },
  { label: WORK_NEWS_TITLE, path: PORTAL_PATHS.workNews },
  { label: NOTICES_TITLE, path: PORTAL_PATHS.notices },
  { label: SPECIAL_COLUMN_TITLE, path: PORTAL_PATHS.specialColumns },
  { label: PERFORMANCE_TITLE, path: PORTAL_PATHS.performance },
  { label: '意见处理', path: PORTAL_PATHS.opinionHandling },
  { label: '代表风采', path: PORTAL_PATHS.npcDeputy },
  { label: '联系中心站', path: PORTAL_PATHS.centralIndex },
] as const;

const SPECIAL_COLUMNS_NAV_INDEX = 4;

const trimSlashes = (path: string) => path.replace(/\/+$/, '');

/** Pages of one substation: without a station in state they go to the central index. */
const SUBSTATION_PAGES = new Set<string>(
  [
    PORTAL_PATHS.subStationHome,
    PORTAL_PATHS.overview,
    PORTAL_PATHS.workNews,
    PORTAL_PATHS.notices,
    PORTAL_PATHS.specialColumns,
    PORTAL_PATHS.performance,
    PORTAL_PATHS.opinionHandling,
    PORTAL_PATHS.moreTopics,
    PORTAL_PATHS.details,
  ].map(trimSlashes),
);

const CENTRAL_PAGES = new Set<string>(
  [PORTAL_PATHS.centralIndex, PORTAL_PATHS.centralSpecialColumns, PORTAL_PATHS.centralMoreTopics, PORTAL_PATHS.centralDetails].map(trimSlashes),
);

export function isSubstationPage(pathname: string): boolean {
  return SUBSTATION_PAGES.has(trimSlashes(pathname));
}

export function isSamePage(pathname: string, path: string): boolean {
  return trimSlashes(pathname) === trimSlashes(path);
}

/**
 * Which site's header a page wears. Pages of either site (search, the representatives) follow
 * `subType` when given (1 central, 2 substation), otherwise the station in state.
 */
export function portalSiteOf(pathname: string, query: URLSearchParams, station: StationInState | null): PortalSite {
  const path = trimSlashes(pathname);
  if (SUBSTATION_PAGES.has(path)) return 'substation';
  if (CENTRAL_PAGES.has(path)) return 'central';
  const subType = Number(query.get('subType'));
  if (subType === SEARCH_SUB_TYPE.central) return 'central';
  return station ? 'substation' : 'central';
}

/**
 * The substation entry to highlight: an article carries `activeIndex` in its address; the
 * more-topics page belongs to 专题专栏; any other page is the entry with its path.
 */
export function activeNavIndex(pathname: string, query: URLSearchParams): number {
  const path = trimSlashes(pathname);
  if (path === trimSlashes(PORTAL_PATHS.details)) {
    const index = Number(query.get('activeIndex'));
    return Number.isInteger(index) && index >= 0 && index < SUBSTATION_NAV.length ? index : SPECIAL_COLUMNS_NAV_INDEX;
  }
  if (path === trimSlashes(PORTAL_PATHS.moreTopics)) return SPECIAL_COLUMNS_NAV_INDEX;
  return SUBSTATION_NAV.findIndex((entry) => trimSlashes(entry.path) === path);
}

const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * An article's page: a substation's with type=3 and activeIndex=4, the central station's with
 * type=3. `stationId` enters the article's substation from a page
 * that has none in state (a search hit).
 */
export function articlePath(site: PortalSite, resourcesId: number, pageTitle: string, stationId?: number | null): string {
  return site === 'substation'
    ? withQuery(PORTAL_PATHS.details, { queryId: resourcesId, pageTitle, type: 3, activeIndex: SPECIAL_COLUMNS_NAV_INDEX, stationId })
    : withQuery(PORTAL_PATHS.centralDetails, { queryId: resourcesId, pageTitle, type: 3 });
}

/** A column's article list (more topics), `pageTitle` 专题专栏. */
export function moreTopicsPath(site: PortalSite, columnId: number, title: string, stationId?: number | null): string {
  return site === 'substation'
    ? withQuery(PORTAL_PATHS.moreTopics, { fkColumnId: columnId, title, pageTitle: SPECIAL_COLUMN_TITLE, stationId })
    : withQuery(PORTAL_PATHS.centralMoreTopics, { fkColumnId: columnId, title, pageTitle: SPECIAL_COLUMN_TITLE });
}

/**
 * The search page for a text: subType 1 from the central station, 2 from a substation, whose
 * id travels along because a new window may start without the station in state.
 */
export function searchPath(text: string, site: PortalSite, stationId: number | null): string {
  return site === 'substation'
    ? withQuery(PORTAL_PATHS.globalSearch, { search: text, subType: SEARCH_SUB_TYPE.substation, stationId })
    : withQuery(PORTAL_PATHS.globalSearch, { search: text, subType: SEARCH_SUB_TYPE.central });
}

/**
 * A representative found by the search, on the representatives page: their station's when
 * they have one (entering it), the central station's otherwise.
 */
export function representativePath(delegateName: string, stationId: number | null): string {
  return withQuery(PORTAL_PATHS.npcDeputy, stationId ? { delegateName, stationId } : { delegateName, subType: SEARCH_SUB_TYPE.central });
}

/** A substation's home, entered from a distribution card or a search hit. */
export function substationHomePath(stationId: number): string {
  return withQuery(PORTAL_PATHS.subStationHome, { stationId });
}

/** The station a `?stationId=` address enters, or null. */
export function stationIdOfQuery(query: URLSearchParams): number | null {
  const id = Number(query.get('stationId'));
  return Number.isInteger(id) && id > 0 ? id : null;
}
