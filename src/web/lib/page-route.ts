import type { ComponentType } from 'react';

/**
 * A page a feature contributes to a layout: its path inside the layout and its lazy module.
 * The router (app/router.tsx) turns each into a lazily loaded route, so a feature lists its
 * pages in one place without touching the router.
 */
export interface PageRoute {
  path: string;
  load: () => Promise<{ Component: ComponentType }>;
}

/** The pages of one lazily loaded module: each path with the name of the screen it exports. */
export function pagesOf<M>(load: () => Promise<M>, screens: Record<string, { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M]>): PageRoute[] {
  return Object.entries(screens).map(([path, name]) => ({ path, load: () => load().then((m) => ({ Component: m[name] as ComponentType })) }));
}
