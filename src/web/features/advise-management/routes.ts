import type { PageRoute } from '@web/lib/page-route';
import { DETAIL_ROUTES, QUEUE_ROUTES } from './queues';

const queueScreen = () => import('./queue.screen');
const detailScreen = () => import('./detail.screen');

/** The manager area's proposal and suggestion pages (/manager/adviseManagement/…), relative to /manager/. */
export const adviseManagementRoutes: PageRoute[] = [
  ...QUEUE_ROUTES.map((path) => ({ path, load: queueScreen })),
  ...Object.values(DETAIL_ROUTES).map((path) => ({ path, load: detailScreen })),
];
