import { MY_DELEGATION_PAGE as P } from '@shared/delegation-work';
import { pagesOf, type PageRoute } from '@web/lib/page-route';

const records = () => import('./delegation-records.screen');
const mine = () => import('./my-delegation.screen');

/** The delegation's pages of the office and the liaison, relative to /manager/. */
export const managerRoutes: PageRoute[] = pagesOf(records, {
  'organization/document': 'DocumentScreen',
  'organization/delegationActivities': 'ActivitiesScreen',
  'organization/meeting': 'MeetingScreen',
  'organization/deliberation': 'DeliberationScreen',
  'organization/operatingMechanism': 'MechanismScreen',
});

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
