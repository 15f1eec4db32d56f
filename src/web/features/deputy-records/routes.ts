import type { PageRoute } from '@web/lib/page-route';

const own = () => import('./own-record.screen');

/** The deputy's own record and applications, relative to /client/. */
export const clientRoutes: PageRoute[] = [
  { path: 'organization/informationNewPage', load: () => own().then((m) => ({ Component: m.ClientOwnRecordScreen })) },
  { path: 'organization/msgDetails', load: () => own().then((m) => ({ Component: m.ClientApplicationScreen })) },
];

/** The same pages in the mobile layout, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = [
  { path: 'organization/informationNewPage', load: () => own().then((m) => ({ Component: m.MobileOwnRecordScreen })) },
  { path: 'organization/msgDetails', load: () => own().then((m) => ({ Component: m.MobileApplicationScreen })) },
];
