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
