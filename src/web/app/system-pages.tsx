import type { RouteObject } from 'react-router-dom';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { adviseManagementRoutes } from '@web/features/advise-management/routes';
import * as appointments from '@web/features/appointments/routes';
import * as delegationWork from '@web/features/delegation-work/system-routes';
import * as behalfTeam from '@web/features/behalf-team/system-routes';
import * as deputyStatistics from '@web/features/deputy-statistics/routes';
import * as deputyRecords from '@web/features/deputy-records/system-routes';
import * as portalContent from '@web/features/portal-content/routes';
import * as referenceData from '@web/features/reference-data/routes';
import * as roleManagement from '@web/features/role-management/routes';
import * as staffAccounts from '@web/features/staff-accounts/routes';
import * as stationMessages from '@web/features/station-messages/routes';
import * as terms from '@web/features/terms/routes';
import type { PageRoute } from '@web/lib/page-route';
import { grantedPage, page } from './page-routes';

/** The pages under /manager/, relative to it: a feature's manager pages are listed here. */
const MANAGER_PAGES: readonly PageRoute[] = [
  { path: 'cloud', load: () => import('@web/features/menus/cloud.screen') },
  { path: 'adminManager/menuList', load: () => import('@web/features/menu-management/menu-list.screen') },
  { path: 'livelihoodIssues/thirdPage', load: () => import('@web/features/menus/third-page.screen') },
  ...adviseManagementRoutes,
  // elkjs and @xyflow/react load with this page only.
  { path: 'adviseManagement/lifecycleVisualizer', load: () => import('@web/features/lifecycle-visualizer/visualizer.screen') },
  ...stationMessages.managerRoutes,
  ...deputyRecords.managerRoutes,
  ...portalContent.managerRoutes,
  ...delegationWork.managerRoutes,
  ...referenceData.managerRoutes,
  ...roleManagement.managerRoutes,
  ...staffAccounts.managerRoutes,
  ...terms.managerRoutes,
  ...appointments.managerRoutes,
  ...behalfTeam.managerRoutes,
  ...deputyStatistics.managerRoutes,
];

const GRANTED: ReadonlySet<string> = new Set(Object.values(SYSTEM_PAGE));

/**
 * The system layout's pages, added to its route on the first visit under /manager/
 * (app/router.tsx). A system-management page (SYSTEM_PAGE) shows only to the holders of its
 * menu, as the server answers only them.
 */
export const systemPages: RouteObject[] = MANAGER_PAGES.map(({ path, load }) => {
  const full = `manager/${path}`;
  return GRANTED.has(`/${full}`) ? grantedPage(full, load) : page(full, load);
});
