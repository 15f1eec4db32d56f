import { createBrowserRouter, matchRoutes, Outlet, redirect, ScrollRestoration, type RouteObject } from 'react-router-dom';
import { BASE_PATH, ROUTER_BASENAME } from '@shared/constants';
import * as addressBook from '@web/features/address-book/routes';
import * as delegationWork from '@web/features/delegation-work/routes';
import * as behalfTeam from '@web/features/behalf-team/routes';
import * as deputyRecords from '@web/features/deputy-records/routes';
import * as deputyStation from '@web/features/deputy-station/routes';
import { fileRoutes } from '@web/features/files/routes';
import { homeStationRoutes } from '@web/features/home-station/routes';
import { clientRoutes } from '@web/features/proposal-and-suggest/routes';
import * as stationMessages from '@web/features/station-messages/routes';
import * as staffAccounts from '@web/features/staff-accounts/routes';
import * as testMessage from '@web/features/test-message/routes';
import { currentPathOf, OLD_TWINS } from '@web/lib/old-twins';
import { prefetchSettled, prefetchSignedIn } from '@web/lib/signed-in-prefetch';
import type { PageRoute } from '@web/lib/page-route';
import { currentDevice } from '@web/lib/device';
import { getToken } from '@web/lib/session';
import { sessionRedirect } from '@web/lib/route-guards';
import { MOBILE_PAGES, mobileAddressFor } from './mobile-area';
import { page, pages, type LazyModule } from './page-routes';
import { PageError, RouteError } from './route-error';

/**
 * Loader of every signed-in area: no token, back to the login page. On a phone (the device
 * rule, lib/device.ts) a client address leads to its mobile page, or the mobile home. On the
 * first page it also waits for the user and menus asked for at boot, so the layout renders
 * with them (lib/signed-in-prefetch.ts).
 */
export async function requireSession(args?: { request: Request }) {
  const to = sessionRedirect(getToken());
  if (to) return redirect(to);
  if (args && currentDevice === 'mobile') {
    const url = new URL(args.request.url);
    const path = url.pathname.startsWith(`${ROUTER_BASENAME}/`) ? url.pathname.slice(ROUTER_BASENAME.length) : url.pathname;
    if (path.startsWith('/client/')) return redirect(mobileAddressFor(path, url.search));
  }
  await prefetchSettled();
  return null;
}

/**
 * Inside a layout, an address without a screen: one of the user's menus shows 正在建设中，敬请期待,
 * anything else the 404 page (features/menus/menu-fallback.screen.tsx).
 */
const menuFallback: LazyModule = () => import('@web/features/menus/menu-fallback.screen');

/** A deputy's layout (client or mobile): the home, the area's pages, then the menu fallback. */
function deputyLayout(area: 'client' | 'mobile', layout: RouteObject['lazy'], home: LazyModule, routes: readonly PageRoute[]): RouteObject {
  return {
    id: area,
    path: area,
    loader: requireSession,
    lazy: layout,
    children: [page('pageHome/delegatePageHome', home), ...pages(routes), page('*', menuFallback)],
  };
}

/** The client layout's pages: proposals and suggestions, citizens' messages, the deputy's station, delegation, group and own record, the test message. */
const CLIENT_PAGES: readonly PageRoute[] = [clientRoutes, stationMessages.clientRoutes, deputyStation.clientRoutes, delegationWork.clientRoutes, behalfTeam.clientRoutes, deputyRecords.clientRoutes, testMessage.clientRoutes].flat();

/** The older twins' addresses (…_old): each leads to its current page (lib/old-twins.ts). */
const oldTwinRoutes: RouteObject[] = OLD_TWINS.map((twin) => ({
  path: `${twin.old.slice(1)}/*`,
  loader: ({ params, request }) => redirect(currentPathOf(twin, params['*'] ?? '', new URL(request.url).search)),
}));

const workspaceRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@web/features/auth/login.screen') },
  { path: 'sso', lazy: () => import('@web/features/link-login').then((m) => ({ Component: m.SsoScreen })) },
  { path: 'singleSignOn', lazy: () => import('@web/features/link-login').then((m) => ({ Component: m.SingleSignOnScreen })) },
  ...oldTwinRoutes,
  ...pages(staffAccounts.publicRoutes),
  ...pages(addressBook.publicRoutes),
  {
    id: 'system',
    loader: requireSession,
    lazy: () => import('./layouts/system.layout'),
    // The pages under /manager/ arrive with the first visit to one of them (`patchSystemPages`).
    children: [
      page('pageHome', () => import('@web/features/home/system-home.screen')),
      page('manager/*', menuFallback),
    ],
  },
  deputyLayout('client', () => import('./layouts/client.layout'), () => import('@web/features/home/delegate-home.screen'), CLIENT_PAGES),
  deputyLayout('mobile', () => import('./layouts/mobile.layout'), () => import('@web/features/home/mobile-home.screen'), MOBILE_PAGES),
  {
    id: 'exam',
    path: 'manager/examinationManager/examOnline',
    loader: requireSession,
    lazy: () => import('./layouts/exam.layout'),
    children: [{ index: true, lazy: () => import('@web/features/exam/exam-online.screen'), errorElement: <PageError /> }],
  },
  ...fileRoutes.map((route) => ({ path: route.path, lazy: route.load, errorElement: <RouteError /> })),
];

/** While the first page's code loads: plain markup, as Chakra may not be loaded yet. */
function StartingUp() {
  return (
    <div role="status" aria-live="polite" style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', color: '#4b5563' }}>
      加载中…
    </div>
  );
}

function Root() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <Root />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <StartingUp />,
    children: [
      {
        // The login pages and the signed-in areas share their providers (app/workspace-shell.tsx).
        id: 'workspace',
        lazy: () => import('./workspace-shell'),
        children: workspaceRoutes,
      },
      {
        // The public portal: no login; its header and footer wrap every page.
        id: 'portal',
        lazy: () => import('@web/features/home-station/portal.layout'),
        children: [...pages(homeStationRoutes), page('homeStation/*', () => import('@web/features/errors/not-found.screen'))],
      },
      { path: '*', lazy: () => import('@web/features/errors/not-found.screen') },
    ],
  },
];

/** Whether the matched routes are a signed-in area's (its layout checks the session, then asks for the user). */
export function isSignedInArea(matches: readonly { route: RouteObject }[]): boolean {
  return matches.some((match) => match.route.loader === requireSession);
}

let systemPagesPatched = false;

/**
 * The system layout's pages (app/system-pages.tsx) are a table of their own, loaded on the first
 * address under /manager/: the entry then carries two routes for them instead of one per page,
 * so it does not grow with every page an area adds. Until then `manager/*` matches such an
 * address, and the router asks here before settling on it.
 */
async function patchSystemPages({ path, patch }: { path: string; patch: (routeId: string | null, children: RouteObject[]) => void }) {
  // `path` is the whole address, with the router's base.
  if (systemPagesPatched || !path.startsWith(`${ROUTER_BASENAME}/manager/`)) return;
  const { systemPages } = await import('./system-pages');
  if (systemPagesPatched) return;
  systemPagesPatched = true;
  patch('system', systemPages);
}

export function createAppRouter() {
  // The first page's user and menus are asked for now, while its code loads (lib/signed-in-prefetch.ts),
  // and before the router exists: creating it starts the first page's loaders, which wait for them.
  // Without a session there is nothing to ask for, and the portal's visitors skip matching the
  // whole route table a second time (about 4 ms warm in Node; the router matches it too).
  if (getToken() && isSignedInArea(matchRoutes(routes, window.location, ROUTER_BASENAME) ?? [])) prefetchSignedIn();
  // The router base (/rdlz) with its trailing slash, so that `/` is /rdlz/ in the
  // address bar, the same canonical address the server redirects /rdlz to.
  return createBrowserRouter(routes, { basename: BASE_PATH, patchRoutesOnNavigation: patchSystemPages });
}
