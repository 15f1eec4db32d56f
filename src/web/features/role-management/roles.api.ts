import type { ExplainAnswer, ExplainQuery, OperationBody, OperationRow, RoleBody, RoleGrants, RoleGrantsBody, RoleListQuery, RolePage, RoleRow } from '@shared/contracts/roles';
import { menusApiBase, type MenuNode } from '@web/features/menus';

export interface OperationPage {
  list: OperationRow[];
  total: number;
  pageNum: number;
  pageSize: number;
}

export interface ExplainUser {
  userId: number;
  realName: string;
  username: string;
  roleCode: string;
  roleName: string;
  isValid: boolean;
}

const rolesApiBase = menusApiBase.enhanceEndpoints({ addTagTypes: ['Roles', 'RoleGrants'] });

/** Roles (角色管理), grants (角色菜单), 权限说明 and the operation catalogue (操作管理). */
export const rolesApi = rolesApiBase.injectEndpoints({
  endpoints: (build) => ({
    roles: build.query<RolePage, RoleListQuery>({ query: (params) => ({ url: '/sysRole', params }), providesTags: ['Roles'] }),
    createRole: build.mutation<RoleRow, RoleBody>({ query: (data) => ({ url: '/sysRole', method: 'POST', data }), invalidatesTags: ['Roles'] }),
    updateRole: build.mutation<RoleRow, RoleBody & { roleCode: string }>({
      query: ({ roleCode, ...data }) => ({ url: `/sysRole/${encodeURIComponent(roleCode)}`, method: 'PUT', data }),
      invalidatesTags: ['Roles'],
    }),
    enableRole: build.mutation<RoleRow, { roleCode: string; isValid: boolean }>({
      query: ({ roleCode, isValid }) => ({ url: `/sysRole/${encodeURIComponent(roleCode)}/enable`, method: 'PUT', data: { isValid } }),
      invalidatesTags: ['Roles'],
    }),
    deleteRole: build.mutation<null, string>({ query: (roleCode) => ({ url: `/sysRole/${encodeURIComponent(roleCode)}`, method: 'DELETE' }), invalidatesTags: ['Roles'] }),
    grantTree: build.query<MenuNode[], void>({ query: () => '/sysRole/menuTree', providesTags: ['AllMenus'] }),
    roleGrants: build.query<RoleGrants, string>({ query: (roleCode) => `/sysRole/${encodeURIComponent(roleCode)}/grants`, providesTags: ['RoleGrants'] }),
    saveGrants: build.mutation<RoleGrants, RoleGrantsBody & { roleCode: string }>({
      query: ({ roleCode, ...data }) => ({ url: `/sysRole/${encodeURIComponent(roleCode)}/grants`, method: 'PUT', data }),
      invalidatesTags: ['RoleGrants', 'UserMenus'],
    }),
    explain: build.query<ExplainAnswer, ExplainQuery>({ query: (params) => ({ url: '/sysRole/explain', params }) }),
    explainUsers: build.query<{ list: ExplainUser[] }, string>({ query: (keyword) => ({ url: '/sysRole/explain/users', params: { keyword } }) }),
    operationCatalogue: build.query<OperationPage, { pageNum: number; pageSize: number; operator?: string }>({
      query: (params) => ({ url: '/sysCompetence', params }),
      providesTags: ['Operations'],
    }),
    createOperation: build.mutation<OperationRow, OperationBody>({ query: (data) => ({ url: '/sysCompetence', method: 'POST', data }), invalidatesTags: ['Operations'] }),
    updateOperation: build.mutation<OperationRow, OperationBody & { competenceId: number }>({
      query: ({ competenceId, ...data }) => ({ url: `/sysCompetence/${competenceId}`, method: 'PUT', data }),
      invalidatesTags: ['Operations', 'AllMenus', 'UserMenus'],
    }),
    enableOperation: build.mutation<OperationRow, { competenceId: number; isEnable: boolean }>({
      query: ({ competenceId, isEnable }) => ({ url: `/sysCompetence/${competenceId}/enable`, method: 'PUT', data: { isEnable } }),
      invalidatesTags: ['Operations', 'AllMenus', 'UserMenus'],
    }),
    deleteOperation: build.mutation<null, number>({ query: (competenceId) => ({ url: `/sysCompetence/${competenceId}`, method: 'DELETE' }), invalidatesTags: ['Operations'] }),
  }),
});

export const {
  useRolesQuery,
  useCreateRoleMutation,
  useUpdateRoleMutation,
  useEnableRoleMutation,
  useDeleteRoleMutation,
  useGrantTreeQuery,
  useRoleGrantsQuery,
  useSaveGrantsMutation,
  useExplainQuery,
  useExplainUsersQuery,
  useOperationCatalogueQuery,
  useCreateOperationMutation,
  useUpdateOperationMutation,
  useEnableOperationMutation,
  useDeleteOperationMutation,
} = rolesApi;
