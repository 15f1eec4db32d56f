import { api } from '@web/lib/api';
import { userMenusRequest } from '@web/lib/signed-in-prefetch';
import type { MenuNode } from './menu.types';

/** The menu tags; the menu management screen invalidates them so every layout refetches. */
export const menusApiBase = api.enhanceEndpoints({ addTagTypes: ['UserMenus', 'AllMenus', 'Operations'] });

export const menusApi = menusApiBase.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/sysLogin/sysMenu?userId=&isShow=true: the signed-in user's menus. */
    userMenus: build.query<MenuNode[], { userId: number | string }>({
      query: ({ userId }) => userMenusRequest(userId),
      providesTags: ['UserMenus'],
    }),
  }),
});

export const { useUserMenusQuery } = menusApi;
