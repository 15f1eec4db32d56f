import { pagesOf, type PageRoute } from '@web/lib/page-route';

const screen = () => import('./address-book.screen');

/** /mobileBook: beside the login page, outside every layout. */
export const publicRoutes: PageRoute[] = pagesOf(screen, { mobileBook: 'StandaloneBookScreen' });

/** The same book in the mobile layout, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = pagesOf(screen, { mobileBook: 'MobileBookScreen' });
