import { pagesOf, type PageRoute } from '@web/lib/page-route';

const screens = () => import('./deputy-station.screen');
const S = 'deputyStation/';

/** The deputy's own station in the client layout, relative to /client/. */
export const clientRoutes: PageRoute[] = pagesOf(screens, {
  [`${S}deputyStation`]: 'DeputyStationScreen',
  [`${S}stationInfo`]: 'StationInfoScreen',
  [`${S}articleList`]: 'ArticleListScreen',
  [`${S}artticleDetails`]: 'ArticleDetailsScreen',
  [`${S}deputyList`]: 'DeputyListScreen',
});

/** The same pages in the mobile layout, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = pagesOf(screens, {
  [`${S}deputyStation`]: 'MobileDeputyStationScreen',
  [`${S}stationInfo`]: 'MobileStationInfoScreen',
  [`${S}articleList`]: 'MobileArticleListScreen',
  [`${S}artticleDetails`]: 'MobileArticleDetailsScreen',
  [`${S}deputyList`]: 'MobileDeputyListScreen',
});
