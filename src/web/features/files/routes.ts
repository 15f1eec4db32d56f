import type { PageRoute } from '@web/lib/page-route';

/** Top-level file pages (no layout): the file preview (fileUrl, fileName, type, needGetUrl). */
export const fileRoutes: PageRoute[] = [{ path: 'filePreview', load: () => import('./file-preview.screen') }];
