import type { PageRoute } from '@web/lib/page-route';

const sessions = () => import('./npc-state.screen');

/** 系统管理's term, number and submission pages, relative to /manager/. */
export const managerRoutes: PageRoute[] = [
  { path: 'sysManager/npcStateManager', load: () => sessions().then((m) => ({ Component: m.NpcStateManagerScreen })) },
  { path: 'sysManager/npcStateManagerNew', load: () => sessions().then((m) => ({ Component: m.NpcStateManagerNewScreen })) },
  { path: 'sysManager/codeManage', load: () => import('./code-manage.screen').then((m) => ({ Component: m.CodeManageScreen })) },
  { path: 'sysManager/suggestSubmit', load: () => import('./suggest-submit.screen').then((m) => ({ Component: m.SuggestSubmitScreen })) },
];
