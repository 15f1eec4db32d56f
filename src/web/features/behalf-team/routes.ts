import { pagesOf, type PageRoute } from '@web/lib/page-route';

const deputy = () => import('./deputy.screen');

/** The deputy's group, reports and electoral unit in the client layout, relative to /client/. */
export const clientRoutes: PageRoute[] = pagesOf(deputy, {
  'organization/behalfTeam': 'BehalfTeamScreen',
  'organization/reportOnWork': 'ReportOnWorkScreen',
  electoralUnit: 'ElectoralUnitScreen',
});

/** The same pages in the mobile layout, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = pagesOf(deputy, {
  'organization/behalfTeam': 'MobileBehalfTeamScreen',
  'organization/reportOnWork': 'MobileReportOnWorkScreen',
  electoralUnit: 'MobileElectoralUnitScreen',
});
