import type { PageRoute } from '@web/lib/page-route';

const handling = () => import('./advice-handling.screen');
const info = () => import('./advice-info.screen');

/** The deputy's pages for the messages citizens address to them, relative to /client/. */
export const clientRoutes: PageRoute[] = [
  { path: 'deputyStation/adviceHandling', load: () => handling().then((m) => ({ Component: m.AdviceHandlingScreen })) },
  { path: 'deputyStation/adviceInfo', load: () => info().then((m) => ({ Component: m.AdviceInfoScreen })) },
];

const mobileList = () => handling().then((m) => ({ Component: m.MobileAdviceHandlingScreen }));
const mobileInfo = () => info().then((m) => ({ Component: m.MobileAdviceInfoScreen }));

/**
 * The same pages in the mobile layout, relative to /mobile/; the platform document also routes
 * the list on its own (adviceTable) and names the detail of a message to the station
 * deputyStationSuggestDetails (opened from 我的联络站).
 */
export const mobileRoutes: PageRoute[] = [
  { path: 'deputyStation/adviceHandling', load: mobileList },
  { path: 'adviceTable', load: mobileList },
  { path: 'deputyStation/adviceInfo', load: mobileInfo },
  { path: 'deputyStation/deputyStationSuggestDetails', load: mobileInfo },
];

/** The station managers' pages and the administrators' code outbox, relative to /manager/. */
export const managerRoutes: PageRoute[] = [
  { path: 'deputyStation/adviceManage', load: () => handling().then((m) => ({ Component: m.AdviceManageScreen })) },
  { path: 'deputyStation/adviceManageInfo', load: () => info().then((m) => ({ Component: m.AdviceManageInfoScreen })) },
  { path: 'adminManager/smsOutbox', load: () => import('./sms-outbox.screen').then((m) => ({ Component: m.SmsOutboxScreen })) },
];
