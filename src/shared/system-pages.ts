/**
 * The addresses of the system-management pages whose menu grant controls their API
 * (services/permissions.ts requireMenu; docs/decisions.md "Which route is controlled by which grant").
 */
export const SYSTEM_PAGE = {
  menuList: '/manager/adminManager/menuList',
  smsOutbox: '/manager/adminManager/smsOutbox',
  outBox: '/manager/notices/outBox',
  roleManager: '/manager/sysManager/roleManager',
  roleMenuManager: '/manager/sysManager/roleMenuManager',
  permissionExplain: '/manager/sysManager/permissionExplain',
  operationManager: '/manager/operationManager',
} as const;
