import { MY_DELEGATION_PAGE as P } from './paths';
import { pagesOf, type PageRoute } from '@web/lib/page-route';

const mine = () => import('./my-delegation.screen');

/** The deputy's own delegation in the client layout, relative to /client/. */
export const clientRoutes: PageRoute[] = pagesOf(mine, {
  [P.delegation]: 'DelegationScreen',
  [P.details]: 'DelegationDetailsScreen',
  [P.fileList]: 'DelegationFileListScreen',
  [P.viewPdf]: 'ViewPdfFileScreen',
});

/** The same pages in the mobile layout, relative to /mobile/. */
export const mobileRoutes: PageRoute[] = pagesOf(mine, {
  [P.delegation]: 'MobileDelegationScreen',
  [P.details]: 'MobileDelegationDetailsScreen',
  [P.fileList]: 'MobileDelegationFileListScreen',
  [P.viewPdf]: 'MobileViewPdfFileScreen',
});
