import type { PageRoute } from '@web/lib/page-route';

const S = 'deputyStation/';

/** The portal's content, kept by station managers and administrators; relative to /manager/. */
export const managerRoutes: PageRoute[] = [
  { path: `${S}stationManage`, load: () => import('./station-manage.screen').then((m) => ({ Component: m.StationManageScreen })) },
  { path: `${S}columnManage`, load: () => import('./column-manage.screen').then((m) => ({ Component: m.ColumnManageScreen })) },
  { path: `${S}articleManage`, load: () => import('./article-manage.screen').then((m) => ({ Component: m.ArticleManageScreen })) },
  { path: `${S}stationDelegate`, load: () => import('./station-delegate.screen').then((m) => ({ Component: m.StationDelegateScreen })) },
  { path: `${S}HomeStationStatistics`, load: () => import('./station-statistics.screen').then((m) => ({ Component: m.StationStatisticsScreen })) },
];
