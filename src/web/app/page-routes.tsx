import type { RouteObject } from 'react-router-dom';
import type { PageRoute } from '@web/lib/page-route';
import { PageError } from './route-error';

export type LazyModule = () => Promise<{ Component: React.ComponentType }>;

/** A page of a layout: loaded on demand, its errors shown inside the layout. */
export function page(path: string, load: LazyModule): RouteObject {
  return { path, lazy: load, errorElement: <PageError /> };
}

/** A page only the holders of its menu see (features/menus/granted-page.tsx); it loads with the screen. */
export function grantedPage(path: string, load: LazyModule): RouteObject {
  return page(path, () =>
    Promise.all([load(), import('@web/features/menus/granted-page')]).then(([screen, gate]) => ({ Component: gate.grantedPage(screen.Component) })),
  );
}

export const pages = (list: readonly PageRoute[], prefix = '') => list.map((route) => page(prefix + route.path, route.load));
