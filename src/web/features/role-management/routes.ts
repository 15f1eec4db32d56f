import type { PageRoute } from '@web/lib/page-route';

/** Roles, grants, 权限说明 and the operation catalogue, relative to /manager/. */
export const managerRoutes: PageRoute[] = [
  { path: 'sysManager/roleManager', load: () => import('./role-manager.screen').then((m) => ({ Component: m.RoleManagerScreen })) },
  { path: 'sysManager/roleMenuManager', load: () => import('./role-menu-manager.screen').then((m) => ({ Component: m.RoleMenuManagerScreen })) },
  { path: 'sysManager/permissionExplain', load: () => import('./permission-explain.screen').then((m) => ({ Component: m.PermissionExplainScreen })) },
  { path: 'operationManager', load: () => import('./operation-manager.screen').then((m) => ({ Component: m.OperationManagerScreen })) },
];
