import type { PageRoute } from '@web/lib/page-route';

/** The deputies' proposal and suggestion pages in the client layout, relative to /client/. */
export const clientRoutes: PageRoute[] = [];

/** The deputies' proposal and suggestion pages in the mobile layout, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = [];
