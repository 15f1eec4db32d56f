import { menusApiBase, type LinkedOperation, type MenuNode } from '@web/features/menus';

/** The add / change body of /api/sysNpcMenu. */
export interface MenuBody {
  menuId?: number;
  menuName: string;
  menuUrl: string;
  /** Left out when empty. */
  menuCode?: string;
  /** JSON text `{ menuIconType, url, objName, objPath }`, or empty. */
  menuIcon: string;
  /** Empty for a top-level menu. */
  parentMenuId: number | '';
  sortNum: number;
  menuType: number;
  openType: number;
  isShow: boolean;
  isEnable: boolean;
  isRoot: boolean;
}

/** An operation as GET /api/sysCompetence lists it. */
export interface Operation extends LinkedOperation {
  createName: string | null;
  createTime: string;
  updateName: string | null;
  updateTime: string;
  fkCreateId: number | null;
  fkUpdateId: number | null;
  /** Whether it is linked to the menu the list was asked for. */
  isChoose?: boolean;
}

export interface OperationPage {
  list: Operation[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface OperationQuery {
  pageNum: number;
  pageSize: number;
  operator?: string;
  menuId?: number;
}

export interface LinkArgs {
  menuId: number;
  competenceIds: number[];
}

/** The link calls go as a form: competenceIds (a comma list) and menuId. */
function linkForm({ menuId, competenceIds }: LinkArgs): URLSearchParams {
  return new URLSearchParams({ competenceIds: competenceIds.join(','), menuId: String(menuId) });
}

const menuTags = ['AllMenus', 'UserMenus'] as const;

export const menuManagementApi = menusApiBase.injectEndpoints({
  endpoints: (build) => ({
    allMenus: build.query<MenuNode[], void>({
      query: () => '/sysNpcMenu',
      providesTags: ['AllMenus'],
    }),
    addMenu: build.mutation<MenuNode, MenuBody>({
      query: (body) => ({ url: '/sysNpcMenu', method: 'POST', data: body }),
      invalidatesTags: [...menuTags],
    }),
    updateMenu: build.mutation<MenuNode, MenuBody>({
      query: (body) => ({ url: '/sysNpcMenu', method: 'PUT', data: body }),
      invalidatesTags: [...menuTags],
    }),
    deleteMenus: build.mutation<{ status: number }, number[]>({
      query: (ids) => ({ url: '/sysNpcMenu', method: 'DELETE', params: { ids: ids.join(',') } }),
      transformResponse: (_body, meta) => ({ status: meta?.status ?? 0 }),
      invalidatesTags: [...menuTags],
    }),
    operations: build.query<OperationPage, OperationQuery>({
      query: (params) => ({ url: '/sysCompetence', params }),
      providesTags: ['Operations'],
    }),
    linkOperations: build.mutation<{ menuId: number; sysBaseCompetences: LinkedOperation[] }, LinkArgs>({
      query: (args) => ({ url: '/sysCompetence/menus', method: 'POST', data: linkForm(args) }),
      invalidatesTags: [...menuTags, 'Operations'],
    }),
    unlinkOperations: build.mutation<{ menuId: number; sysBaseCompetences: LinkedOperation[] }, LinkArgs>({
      query: (args) => ({ url: '/sysCompetence/menus', method: 'DELETE', data: linkForm(args) }),
      invalidatesTags: [...menuTags, 'Operations'],
    }),
  }),
});

export const {
  useAllMenusQuery,
  useAddMenuMutation,
  useUpdateMenuMutation,
  useDeleteMenusMutation,
  useOperationsQuery,
  useLinkOperationsMutation,
  useUnlinkOperationsMutation,
} = menuManagementApi;
