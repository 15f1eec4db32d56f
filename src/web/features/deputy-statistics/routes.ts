import { pagesOf, type PageRoute } from '@web/lib/page-route';

/** The deputies' statistics and the roster, relative to /manager/. Only 代表统计 loads echarts. */
export const managerRoutes: PageRoute[] = [
  { path: 'npcMsgManager/npcMsgStatistics', load: () => import('./statistics.screen') },
  ...pagesOf(() => import('./tables.screens'), {
    'npcMsgManager/npcMsgStatisticsShow': 'StatisticsShowScreen',
    'npcMsgManager/newStatistics': 'CrossTableScreen',
    'npcMsgManager/archivalStatistics': 'ArchivalScreen',
  }),
  { path: 'nameList/exportWithImages', load: () => import('./name-list.screen') },
];
