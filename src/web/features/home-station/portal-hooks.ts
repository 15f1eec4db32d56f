import { useCallback, useSyncExternalStore } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { currentDevice } from '@web/lib/device';
import { pageOfQuery } from './pager.logic';
import { portalSiteOf, type PortalSite } from './portal-paths.logic';
import { createReadMarks, unreadIn } from './read-marks.logic';
import { browserLocalStorage } from './search-history.logic';
import { useHomeStation, type StationInState } from './station-state';

/** The site the current page belongs to and the station in state. */
export function usePortalSite(): { site: PortalSite; station: StationInState | null } {
  const { pathname, search } = useLocation();
  const [station] = useHomeStation();
  return { site: portalSiteOf(pathname, new URLSearchParams(search), station), station };
}

const readMarks = createReadMarks(browserLocalStorage());
const NOTHING_READ: ReadonlySet<number> = new Set();

/**
 * Which articles this browser has opened, and a way to mark one. The marks are this browser's
 * own history: until it has opened an article nothing is marked 未读 (a first visit would see
 * every article unread).
 */
export function useReadMarks(): { isRead: (resourcesId: number) => boolean; isUnread: (resourcesId: number) => boolean; markRead: (resourcesId: number) => void } {
  const read = useSyncExternalStore(readMarks.subscribe, readMarks.snapshot, () => NOTHING_READ);
  return { isRead: (resourcesId) => read.has(resourcesId), isUnread: (resourcesId) => unreadIn(read, resourcesId), markRead: readMarks.markRead };
}

/** A list's page, kept in the address (`pageNum`) so a reload or Back returns to it. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const page = pageOfQuery(params.get('pageNum'));
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        copy.set('pageNum', String(next));
        return copy;
      }),
    [setParams],
  );
  return [page, setPage];
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeToMotion(listener: () => void) {
  const query = globalThis.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', listener);
  return () => query?.removeEventListener('change', listener);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToMotion, () => globalThis.matchMedia?.(REDUCED_MOTION).matches ?? false, () => false);
}

/** The mobile layout (a phone's user agent, lib/device.ts) is one column whatever the width. */
export const onMobile = currentDevice === 'mobile';

export function columnsFor<T>(desktop: T): T | 1 {
  return onMobile ? 1 : desktop;
}
