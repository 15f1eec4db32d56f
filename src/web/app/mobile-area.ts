import { MOBILE_DELEGATE_HOME } from '@shared/roles';
import { mobileRoutes as bookPages } from '@web/features/address-book/routes';
import { mobileRoutes as homePages } from '@web/features/home/routes';
import { mobileRoutes as recordPages, mobileTwins } from '@web/features/proposal-and-suggest/routes';
import { mobileRoutes as stationPages } from '@web/features/deputy-station/routes';
import { mobileRoutes as delegationPages } from '@web/features/delegation-work/routes';
import { mobileRoutes as ownRecordPages } from '@web/features/deputy-records/routes';
import { mobileRoutes as messagePages } from '@web/features/station-messages/routes';
import { mobileRoutes as testMessagePages } from '@web/features/test-message/routes';
import { mobileRoutes as groupPages } from '@web/features/behalf-team/routes';
import type { PageRoute } from '@web/lib/page-route';

/** Every page of the mobile layout but its home, relative to /mobile/: the router mounts these, the home's grid and the phone redirect read them. */
export const MOBILE_PAGES: readonly PageRoute[] = [...recordPages, ...messagePages, ...stationPages, ...delegationPages, ...ownRecordPages, ...testMessagePages, ...groupPages, ...bookPages, ...homePages];

const trim = (path: string) => path.split(/[?#]/)[0].replace(/^\/+|\/+$/g, '');
const mobilePaths = new Set(MOBILE_PAGES.map((page) => trim(page.path)));
const twinOfClient = new Map(Object.entries(mobileTwins).map(([mobile, client]) => [trim(client), mobile]));

/**
 * The mobile page standing for a client address (/client/… with or without its query): the page
 * of the same path under /mobile/, or the one named as its twin; null when the mobile area has none.
 */
export function mobilePageFor(clientUrl: string): string | null {
  const path = trim(clientUrl).replace(/^client\//, '');
  const page = twinOfClient.get(path) ?? (mobilePaths.has(path) ? path : null);
  return page ? `/mobile/${page}` : null;
}

/** Where a phone opening a client address goes: its mobile page with the same query, else the mobile home. */
export function mobileAddressFor(pathname: string, search: string): string {
  const page = mobilePageFor(pathname);
  return page ? `${page}${search}` : MOBILE_DELEGATE_HOME;
}
