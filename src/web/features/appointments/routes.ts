import { APPOINTMENT_PAGE } from '@shared/appointments';
import type { PageRoute } from '@web/lib/page-route';

/** 任免人员, relative to /manager/. */
export const managerRoutes: PageRoute[] = [{ path: APPOINTMENT_PAGE.replace(/^\/manager\//, ''), load: () => import('./appointments.screen') }];
