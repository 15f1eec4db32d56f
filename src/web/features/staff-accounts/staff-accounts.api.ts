import type { ImportAnswer } from '@shared/contracts/excel-import';
import type { StaffAccountAnswer, StaffAccountBody, StaffAccountOptions, StaffAccountPage, StaffAccountQuery } from '@shared/contracts/staff-accounts';
import { api, importRequest } from '@web/lib/api';

/** Staff accounts (/api/workPeople): every change reads the list again. */
const LIST = { type: 'StaffAccount' as const, id: 'LIST' };

export type StaffAccountParams = Partial<Omit<StaffAccountQuery, 'pageNum' | 'pageSize'>> & { pageNum: number; pageSize: number };

const staffAccountsApi = api.enhanceEndpoints({ addTagTypes: ['StaffAccount'] }).injectEndpoints({
  endpoints: (build) => ({
    staffAccounts: build.query<StaffAccountPage, StaffAccountParams>({
      query: (params) => ({ url: '/workPeople', params }),
      providesTags: [LIST],
    }),
    staffAccountOptions: build.query<StaffAccountOptions, void>({
      query: () => ({ url: '/workPeople/options' }),
    }),
    createStaffAccount: build.mutation<StaffAccountAnswer, StaffAccountBody>({
      query: (data) => ({ url: '/workPeople', method: 'POST', data }),
      invalidatesTags: [LIST],
    }),
    updateStaffAccount: build.mutation<StaffAccountAnswer, { userId: number; body: StaffAccountBody }>({
      query: ({ userId, body }) => ({ url: `/workPeople/${userId}`, method: 'PUT', data: body }),
      invalidatesTags: [LIST],
    }),
    setStaffAccountEnabled: build.mutation<StaffAccountAnswer, { userId: number; enabled: boolean }>({
      query: ({ userId, enabled }) => ({ url: `/workPeople/${userId}/${enabled ? 'enable' : 'disable'}`, method: 'PUT' }),
      invalidatesTags: [LIST],
    }),
    /** The file in the multipart field `file`; each account's password is hashed, so it may take a while. */
    importStaffAccounts: build.mutation<ImportAnswer, File>({
      query: (file) => importRequest('/workPeople/import', file),
      invalidatesTags: [LIST],
    }),
    resetStaffPassword: build.mutation<StaffAccountAnswer, number>({
      query: (userId) => ({ url: `/workPeople/${userId}/resetPassword`, method: 'POST' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const {
  useStaffAccountsQuery,
  useStaffAccountOptionsQuery,
  useCreateStaffAccountMutation,
  useUpdateStaffAccountMutation,
  useSetStaffAccountEnabledMutation,
  useResetStaffPasswordMutation,
  useImportStaffAccountsMutation,
} = staffAccountsApi;
