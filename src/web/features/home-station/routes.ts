import { pagesOf, type PageRoute } from '@web/lib/page-route';

const H = 'homeStation/';

const articleLists = () => import('./article-list.screen');
const columnPages = () => import('./column-overview.screen');
const articleDetails = () => import('./article-details.screen');

/**
 * The public portal's pages, relative to the app's base; the
 * router puts them inside the portal layout (header, footer), with no login.
 */
export const homeStationRoutes: PageRoute[] = [
  ...pagesOf(() => import('./central-index.screen'), { [`${H}centralStationIndex`]: 'CentralStationIndexScreen' }),
  ...pagesOf(() => import('./sub-station-home.screen'), { [`${H}homePageSubStation`]: 'SubStationHomeScreen' }),
  ...pagesOf(() => import('./overview.screen'), { [`${H}overviewHomeStation`]: 'OverviewHomeStationScreen' }),
  ...pagesOf(articleLists, {
    [`${H}workNews`]: 'WorkNewsScreen',
    [`${H}noticeAnnouncement`]: 'NoticeAnnouncementScreen',
    [`${H}moreTopics`]: 'MoreTopicsScreen',
    [`${H}centralStationMoreTopics`]: 'CentralStationMoreTopicsScreen',
  }),
  ...pagesOf(columnPages, {
    [`${H}specialColumnPage`]: 'SpecialColumnPageScreen',
    [`${H}centralStationSpecialColumnPage`]: 'CentralStationSpecialColumnPageScreen',
    [`${H}performanceRepresentative`]: 'PerformanceRepresentativeScreen',
  }),
  ...pagesOf(() => import('./message/opinion-handling.screen'), { [`${H}opinionHandling`]: 'OpinionHandlingScreen' }),
  ...pagesOf(() => import('./representatives/npc-deputy.screen'), { [`${H}npcDeputy`]: 'NpcDeputyScreen' }),
  ...pagesOf(() => import('./global-search.screen'), { [`${H}globalSearch`]: 'GlobalSearchScreen' }),
  ...pagesOf(articleDetails, { [`${H}detailsPage`]: 'DetailsPageScreen', [`${H}centralStationArticleDetails`]: 'CentralStationArticleDetailsScreen' }),
];
