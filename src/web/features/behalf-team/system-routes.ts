import { pagesOf, type PageRoute } from '@web/lib/page-route';

const groups = () => import('./groups.screen');

/** 代表小组's manager pages, relative to /manager/. */
export const managerRoutes: PageRoute[] = [
  ...pagesOf(groups, {
    'deputyStation/behalfTeam/representativeGroup': 'RepresentativeGroupScreen',
    'deputyStation/behalfTeam/groupPerson': 'GroupPersonScreen',
    'deputyStation/behalfTeam/groupAdmin': 'GroupAdminScreen',
  }),
  { path: 'deputyStation/behalfTeam/reportOnWork', load: () => import('./review.screen') },
  ...pagesOf(() => import('./electoral-units.screen'), { 'sysManager/electoralUnitManager': 'ElectoralUnitScreen' }),
];
