import type { PageRoute } from '@web/lib/page-route';
import { AREA, DETAIL_ROUTES } from './paths';

export { managerDetailPath } from './paths';

const queueScreen = () => import('./queue.screen');
const detailScreen = () => import('./detail.screen');

/** The manager area's proposal and suggestion pages (/manager/adviseManagement/…), relative to /manager/. */
export const adviseManagementRoutes: PageRoute[] = [
  // One generic screen for every queue: it looks its address up in queues.ts (the detail pages'
  // fixed addresses rank before this pattern).
  { path: `${AREA}/:group/:queue`, load: queueScreen },
  ...Object.values(DETAIL_ROUTES).map((path) => ({ path, load: detailScreen })),
];
