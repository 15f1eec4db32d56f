import { pagesOf, type PageRoute } from '@web/lib/page-route';

const records = () => import('./delegation-records.screen');

/** The delegation's pages of the office and the liaison, relative to /manager/. */
export const managerRoutes: PageRoute[] = pagesOf(records, {
  'organization/document': 'DocumentScreen',
  'organization/delegationActivities': 'ActivitiesScreen',
  'organization/meeting': 'MeetingScreen',
  'organization/deliberation': 'DeliberationScreen',
  'organization/operatingMechanism': 'MechanismScreen',
});
