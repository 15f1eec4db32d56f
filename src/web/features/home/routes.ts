import type { PageRoute } from '@web/lib/page-route';

/** The mobile layout's tab pages and the add-to-home-screen guide. */
export const MOBILE_PENDING_PATH = '/mobile/pageHome/pageHomeBox';
export const MOBILE_MY_PATH = '/mobile/pageHome/my';
export const ADD_TO_HOME_SCREEN_PATH = '/mobile/downLoadApk';

const relative = (path: string) => path.replace(/^\/mobile\//, '');

/** The deputy's own mobile pages beside the home, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = [
  { path: relative(MOBILE_PENDING_PATH), load: () => import('./mobile-todo.screen').then((m) => ({ Component: m.MobileTodoScreen })) },
  { path: relative(MOBILE_MY_PATH), load: () => import('./mobile-my.screen').then((m) => ({ Component: m.MobileMyScreen })) },
  { path: relative(ADD_TO_HOME_SCREEN_PATH), load: () => import('./add-to-home-screen.screen').then((m) => ({ Component: m.AddToHomeScreen })) },
];
