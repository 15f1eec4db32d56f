import { FORGET_PASSWORD_PATH } from '@shared/forget-password';
import type { PageRoute } from '@web/lib/page-route';

/** The staff accounts page and the audit log viewer, relative to /manager/. */
export const managerRoutes: PageRoute[] = [
  { path: 'sysManager/workPeopleManager', load: () => import('./staff-accounts.screen') },
  { path: 'adminManager/auditLog', load: () => import('@web/features/audit-log/audit-log.screen') },
];

/** 忘记密码: public, beside the login page. */
export const publicRoutes: PageRoute[] = [{ path: FORGET_PASSWORD_PATH.slice(1), load: () => import('./forget-password.screen') }];
