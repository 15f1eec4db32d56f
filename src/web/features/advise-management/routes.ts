import type { PageRoute } from '@web/lib/page-route';

/** The manager area's proposal and suggestion pages (/manager/adviseManagement/…), relative to /manager/. */
export const adviseManagementRoutes: PageRoute[] = [];
