import type { PageRoute } from '@web/lib/page-route';

/** Top-level file pages (no layout): the file preview of section 2. */
export const fileRoutes: PageRoute[] = [];
