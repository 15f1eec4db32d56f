import type { AdminList, Group, GroupBody, GroupOptions, GroupPage, GroupQuery, MemberList, MyElectoralUnit, MyGroup, ReportBody, ReportDetail, ReportPage, ReportQuery } from '@shared/contracts/groups';
import { api } from '@web/lib/api';

/** 代表小组, 述职报告 and 选区信息: every change reads the lists again. */
const GROUPS = { type: 'DeputyGroup' as const, id: 'LIST' };
const REPORTS = { type: 'WorkReport' as const, id: 'LIST' };

export type GroupParams = Partial<Omit<GroupQuery, 'pageNum' | 'pageSize'>> & { pageNum: number; pageSize: number };
export type ReportParams = Partial<Omit<ReportQuery, 'pageNum' | 'pageSize'>> & { pageNum: number; pageSize: number };

const behalfTeamApi = api.enhanceEndpoints({ addTagTypes: ['DeputyGroup', 'WorkReport'] }).injectEndpoints({
  endpoints: (build) => ({
    groups: build.query<GroupPage, GroupParams>({ query: (params) => ({ url: '/behalfTeam/groups', params }), providesTags: [GROUPS] }),
    groupOptions: build.query<GroupOptions, void>({ query: () => ({ url: '/behalfTeam/options' }), providesTags: [GROUPS] }),
    saveGroup: build.mutation<Group, { groupId: number | null; body: GroupBody }>({
      query: ({ groupId, body }) => (groupId ? { url: `/behalfTeam/groups/${groupId}`, method: 'PUT', data: body } : { url: '/behalfTeam/groups', method: 'POST', data: body }),
      invalidatesTags: [GROUPS],
    }),
    setGroupEnabled: build.mutation<Group, { groupId: number; enabled: boolean }>({
      query: ({ groupId, enabled }) => ({ url: `/behalfTeam/groups/${groupId}/${enabled ? 'enable' : 'disable'}`, method: 'PUT' }),
      invalidatesTags: [GROUPS],
    }),
    deleteGroup: build.mutation<{ msg: string }, number>({ query: (groupId) => ({ url: `/behalfTeam/groups/${groupId}`, method: 'DELETE' }), invalidatesTags: [GROUPS] }),
    members: build.query<MemberList, number>({ query: (groupId) => ({ url: `/behalfTeam/groups/${groupId}/members` }), providesTags: [GROUPS] }),
    addMembers: build.mutation<MemberList, { groupId: number; delegateIds: number[] }>({
      query: ({ groupId, delegateIds }) => ({ url: `/behalfTeam/groups/${groupId}/members`, method: 'POST', data: { delegateIds } }),
      invalidatesTags: [GROUPS],
    }),
    setMemberRole: build.mutation<MemberList, { groupId: number; memberId: number; memberRole: number }>({
      query: ({ groupId, memberId, memberRole }) => ({ url: `/behalfTeam/groups/${groupId}/members/${memberId}`, method: 'PUT', data: { memberRole } }),
      invalidatesTags: [GROUPS],
    }),
    removeMember: build.mutation<MemberList, { groupId: number; memberId: number }>({
      query: ({ groupId, memberId }) => ({ url: `/behalfTeam/groups/${groupId}/members/${memberId}`, method: 'DELETE' }),
      invalidatesTags: [GROUPS],
    }),
    admins: build.query<AdminList, number>({ query: (groupId) => ({ url: `/behalfTeam/groups/${groupId}/admins` }), providesTags: [GROUPS] }),
    addAdmin: build.mutation<AdminList, { groupId: number; userId: number }>({
      query: ({ groupId, userId }) => ({ url: `/behalfTeam/groups/${groupId}/admins`, method: 'POST', data: { userId } }),
      invalidatesTags: [GROUPS],
    }),
    removeAdmin: build.mutation<AdminList, { groupId: number; userId: number }>({
      query: ({ groupId, userId }) => ({ url: `/behalfTeam/groups/${groupId}/admins/${userId}`, method: 'DELETE' }),
      invalidatesTags: [GROUPS],
    }),
    myGroup: build.query<MyGroup, void>({ query: () => ({ url: '/behalfTeam/myGroup' }), providesTags: [GROUPS, REPORTS] }),
    myReports: build.query<ReportPage, ReportParams>({ query: (params) => ({ url: '/reportOnWork/mine', params }), providesTags: [REPORTS] }),
    reviewReports: build.query<ReportPage, ReportParams>({ query: (params) => ({ url: '/reportOnWork', params }), providesTags: [REPORTS] }),
    report: build.query<ReportDetail, number>({ query: (reportId) => ({ url: `/reportOnWork/${reportId}` }), providesTags: [REPORTS] }),
    saveReport: build.mutation<ReportDetail, { reportId: number | null; body: ReportBody; submit: boolean }>({
      query: ({ reportId, body, submit }) => ({
        url: reportId ? `/reportOnWork/${reportId}` : '/reportOnWork',
        method: reportId ? 'PUT' : 'POST',
        params: submit ? { submit: true } : undefined,
        data: body,
      }),
      invalidatesTags: [REPORTS],
    }),
    deleteReport: build.mutation<null, { reportId: number; version: number }>({
      query: ({ reportId, version }) => ({ url: `/reportOnWork/${reportId}/delete`, method: 'POST', data: { version } }),
      invalidatesTags: [REPORTS],
    }),
    reviewReport: build.mutation<ReportDetail, { reportId: number; action: 'return' | 'archive'; version: number; opinion?: string }>({
      query: ({ reportId, action, version, opinion }) => ({ url: `/reportOnWork/${reportId}/${action}`, method: 'POST', data: action === 'return' ? { version, opinion } : { version } }),
      invalidatesTags: [REPORTS],
    }),
    myElectoralUnit: build.query<MyElectoralUnit, void>({ query: () => ({ url: '/electoralUnit/mine' }) }),
  }),
});

export const {
  useGroupsQuery,
  useGroupOptionsQuery,
  useSaveGroupMutation,
  useSetGroupEnabledMutation,
  useDeleteGroupMutation,
  useMembersQuery,
  useAddMembersMutation,
  useSetMemberRoleMutation,
  useRemoveMemberMutation,
  useAdminsQuery,
  useAddAdminMutation,
  useRemoveAdminMutation,
  useMyGroupQuery,
  useMyReportsQuery,
  useReviewReportsQuery,
  useReportQuery,
  useLazyReportQuery,
  useSaveReportMutation,
  useDeleteReportMutation,
  useReviewReportMutation,
  useMyElectoralUnitQuery,
} = behalfTeamApi;
