import type { PageRoute } from '@web/lib/page-route';

const roster = () => import('./deputy-roster.screen');
const show = () => import('./deputy-show.screen');
const form = () => import('./deputy-form.screen');
const review = () => import('./deputy-review.screen');

/** The office's and the delegation's pages, relative to /manager/. */
export const managerRoutes: PageRoute[] = [
  { path: 'npcMsgManager/npcMsgTable', load: () => roster().then((m) => ({ Component: m.DeputyTableScreen })) },
  { path: 'npcMsgManager/baseMsgManager', load: () => roster().then((m) => ({ Component: m.DeputyCardsScreen })) },
  { path: 'npcMsgManager/npcMsgTableShow', load: () => show().then((m) => ({ Component: m.DeputyShowScreen })) },
  { path: 'npcMsgManager/newTab', load: () => show().then((m) => ({ Component: m.DeputyTabsScreen })) },
  { path: 'npcMsgManager/npcMsgAdd', load: () => form().then((m) => ({ Component: m.DeputyAddScreen })) },
  { path: 'npcMsgManager/npcMsgTableOpen', load: () => form().then((m) => ({ Component: m.DeputyEditScreen })) },
  { path: 'npcMsgManager/npcMsgExamined', load: () => review().then((m) => ({ Component: m.DeputyExaminedScreen })) },
  { path: 'npcMsgManager/npcMsgChangeHistory', load: () => review().then((m) => ({ Component: m.DeputyChangesScreen })) },
  { path: 'organization/delegationAdmin', load: () => roster().then((m) => ({ Component: m.DelegationDeputiesScreen })) },
];
