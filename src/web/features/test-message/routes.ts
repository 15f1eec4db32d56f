import { pagesOf, type PageRoute } from '@web/lib/page-route';

const screen = () => import('./test-message.screen');

/** 消息测试 in the client layout, relative to /client/. */
export const clientRoutes: PageRoute[] = pagesOf(screen, { testMessage: 'TestMessageScreen' });

/** The same page in the mobile layout, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = pagesOf(screen, { testMessage: 'MobileTestMessageScreen' });
