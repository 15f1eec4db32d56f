import type { PageRoute } from '@web/lib/page-route';

const H = 'homeStation/';

const articleLists = () => import('./article-list.screen');
const columnPages = () => import('./column-overview.screen');
const articleDetails = () => import('./article-details.screen');

/**
 * The public portal's pages, relative to the app's base; the
 * router puts them inside the portal layout (header, footer), with no login.
 */
export const homeStationRoutes: PageRoute[] = [
  { path: `${H}centralStationIndex`, load: () => import('./central-index.screen').then((m) => ({ Component: m.CentralStationIndexScreen })) },
  { path: `${H}homePageSubStation`, load: () => import('./sub-station-home.screen').then((m) => ({ Component: m.SubStationHomeScreen })) },
  { path: `${H}overviewHomeStation`, load: () => import('./overview.screen').then((m) => ({ Component: m.OverviewHomeStationScreen })) },
  { path: `${H}workNews`, load: () => articleLists().then((m) => ({ Component: m.WorkNewsScreen })) },
  { path: `${H}noticeAnnouncement`, load: () => articleLists().then((m) => ({ Component: m.NoticeAnnouncementScreen })) },
  { path: `${H}moreTopics`, load: () => articleLists().then((m) => ({ Component: m.MoreTopicsScreen })) },
  { path: `${H}centralStationMoreTopics`, load: () => articleLists().then((m) => ({ Component: m.CentralStationMoreTopicsScreen })) },
  { path: `${H}specialColumnPage`, load: () => columnPages().then((m) => ({ Component: m.SpecialColumnPageScreen })) },
  { path: `${H}centralStationSpecialColumnPage`, load: () => columnPages().then((m) => ({ Component: m.CentralStationSpecialColumnPageScreen })) },
  { path: `${H}performanceRepresentative`, load: () => columnPages().then((m) => ({ Component: m.PerformanceRepresentativeScreen })) },
  { path: `${H}opinionHandling`, load: () => import('./message/opinion-handling.screen').then((m) => ({ Component: m.OpinionHandlingScreen })) },
  { path: `${H}npcDeputy`, load: () => import('./representatives/npc-deputy.screen').then((m) => ({ Component: m.NpcDeputyScreen })) },
  { path: `${H}globalSearch`, load: () => import('./global-search.screen').then((m) => ({ Component: m.GlobalSearchScreen })) },
  { path: `${H}detailsPage`, load: () => articleDetails().then((m) => ({ Component: m.DetailsPageScreen })) },
  { path: `${H}centralStationArticleDetails`, load: () => articleDetails().then((m) => ({ Component: m.CentralStationArticleDetailsScreen })) },
];
