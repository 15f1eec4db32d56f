import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { preloadAreaOf, withPreloads, type PreloadArea } from '@server/plugins/page-preloads';
import { routes } from '@web/app/router';
import { systemPages } from '@web/app/system-pages';
import { currentPathOf, OLD_TWINS } from '@web/lib/old-twins';

/**
 * The server lists a first page's chunks in its HTML by the address alone
 * (server/plugins/page-preloads.ts); the web router decides what the address opens. Every route
 * of the router is walked here, so a new area or a moved page cannot get another page's chunks.
 */

/** An address for every route of the table: `*` and `:param` filled in, index routes at their parent's path. */
function addressesOf(list: RouteObject[], parent = ''): string[] {
  return list.flatMap((route) => {
    const own = route.index ? parent : [parent, (route.path ?? '').replace(/\*/g, 'anything').replace(/:\w+/g, '7')].filter(Boolean).join('/');
    return [...(route.path !== undefined || route.index ? [own] : []), ...addressesOf(route.children ?? [], own)];
  });
}

/** The router's table with the pages it adds under the system layout on the first visit to /manager/… (app/router.tsx). */
function withSystemPages(list: RouteObject[]): RouteObject[] {
  return list.map((route) => ({
    ...route,
    children: route.id === 'system' ? [...systemPages, ...(route.children ?? [])] : route.children && withSystemPages(route.children),
  })) as RouteObject[];
}
const everyRoute = withSystemPages(routes);

const AREAS: readonly string[] = ['client', 'mobile', 'system'] satisfies PreloadArea[];

/** What the router opens at `address`: the login page, a signed-in area's layout, or something else. */
function routerAreaOf(address: string): PreloadArea | null {
  // An older twin's address redirects to its current page: that page's area opens.
  const twin = OLD_TWINS.find((entry) => `/${address}/`.startsWith(`${entry.old}/`));
  if (twin) return routerAreaOf(currentPathOf(twin, `/${address}`.slice(twin.old.length)).slice(1));
  const matches = matchRoutes(everyRoute, `/${address}`) ?? [];
  const area = matches.find((match) => AREAS.includes(match.route.id ?? ''));
  if (area) return area.route.id as PreloadArea;
  const [parent, leaf] = matches.slice(-2);
  return parent?.route.id === 'workspace' && leaf?.route.index ? 'login' : null;
}

describe('page preloads', () => {
  const addresses = [...new Set(addressesOf(everyRoute))];

  it('walks the system layout’s pages with the rest', () => {
    expect(addresses).toContain('manager/sysManager/roleManager');
  });

  it('names the area the router opens for every route of the app', () => {
    // Enough routes to mean the walk found the table (each area and the portal have many pages).
    expect(addresses.length).toBeGreaterThan(60);
    const found = new Set(addresses.map(routerAreaOf));
    expect(found).toEqual(new Set(['login', 'client', 'mobile', 'system', null]));
    for (const address of addresses) expect({ address, area: preloadAreaOf(address) }).toEqual({ address, area: routerAreaOf(address) });
  });

  it('gives the exam page, the link login, the portal and unknown addresses no area', () => {
    for (const address of ['manager/examinationManager/examOnline', 'sso', 'singleSignOn', 'homeStation/centralStationIndex/', 'filePreview', 'nothing/here']) {
      expect(preloadAreaOf(address), address).toBeNull();
    }
    expect(preloadAreaOf('')).toBe('login');
    expect(preloadAreaOf('client/pageHome/delegatePageHome/')).toBe('client');
  });

  it('lists the files as modulepreload links at the end of the head', () => {
    const html = '<!doctype html><html><head><script type="module" src="/rdlz/assets/index-a.js"></script></head><body></body></html>';
    expect(withPreloads(html, ['assets/a-1.js', 'assets/b-2.js'])).toBe(
      '<!doctype html><html><head><script type="module" src="/rdlz/assets/index-a.js"></script>' +
        '<link rel="modulepreload" crossorigin href="/rdlz/assets/a-1.js"><link rel="modulepreload" crossorigin href="/rdlz/assets/b-2.js"></head><body></body></html>',
    );
  });
});
