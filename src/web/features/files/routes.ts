import type { PageRoute } from '@web/lib/page-route';

const phoneUpload = () => import('./phone-upload.screen');

/**
 * Top-level file pages (no layout, no sign-in): the file preview (fileUrl, fileName, type,
 * needGetUrl) and 手机上传, the page a draft's QR code opens (its ticket is the permission).
 */
export const fileRoutes: PageRoute[] = [
  { path: 'filePreview', load: () => import('./file-preview.screen') },
  { path: 'ddFileUpload', load: phoneUpload },
  { path: 'mobile/ddFileUpload', load: phoneUpload },
];
