import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { BASE_PATH, PAGE_PRELOADS_FILE } from '@shared/constants';

export type PreloadArea = 'login' | 'client' | 'mobile' | 'system';

/** The exam page has a layout of its own under the system area's prefix. */
const EXAM_PATH = 'manager/examinationManager/examOnline';
/** The phone's upload page: under /mobile/ by name, but opened by a ticket outside the mobile layout. */
const PHONE_UPLOAD_PATH = 'mobile/ddFileUpload';

/**
 * Which first page an address of the app opens, by its path after /rdlz/, as the web router
 * (src/web/app/router.tsx) matches it: the login page, or a signed-in area's layout. Null for
 * the public portal and the other pages, whose chunks depend on the page itself.
 * tests/web/page-preloads.test.ts checks every route of the router against it.
 */
export function preloadAreaOf(pathInApp: string): PreloadArea | null {
  const path = pathInApp.replace(/^\/+/, '');
  if (path === '') return 'login';
  const [first] = path.split('/');
  if (first === 'client') return 'client';
  if (first === 'mobile' && !`${path}/`.startsWith(`${PHONE_UPLOAD_PATH}/`)) return 'mobile';
  if (first === 'pageHome' || (first === 'manager' && !`${path}/`.startsWith(`${EXAM_PATH}/`))) return 'system';
  return null;
}

/** index.html with a `modulepreload` link for each file, so they download beside the entry. */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files.map((file) => `<link rel="modulepreload" crossorigin href="${BASE_PATH}${file}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

/** The build's list for an area, read on each request like index.html (a rebuild needs no restart); none without a build's list. */
export async function preloadsOf(webRoot: string, area: PreloadArea): Promise<string[]> {
  try {
    const lists = JSON.parse(await readFile(join(webRoot, PAGE_PRELOADS_FILE), 'utf8')) as Partial<Record<PreloadArea, unknown>>;
    const files = lists[area];
    return Array.isArray(files) ? files.filter((file): file is string => typeof file === 'string' && /^assets\/[\w.-]+\.js$/.test(file)) : [];
  } catch {
    return [];
  }
}
