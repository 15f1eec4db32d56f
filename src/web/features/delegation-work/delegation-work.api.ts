import type {
  DelegationListQuery,
  DelegationMembers,
  DelegationOptions,
  DelegationRecord,
  DelegationRecordAnswer,
  DelegationRecordBody,
  DelegationRecordPage,
  MyDelegation,
  MyDelegationListQuery,
} from '@shared/contracts/delegation-work';
import { DELEGATION_API, type DelegationKind } from '@shared/delegation-work';
import { api, apiUrl } from '@web/lib/api';

/** A delegation's records (/api/delegationWork) and the deputy's own delegation (/api/myDelegation); every change reads the lists again. */
const LIST = { type: 'DelegationRecord' as const, id: 'LIST' };


export type DelegationListParams = Partial<Omit<DelegationListQuery, 'pageNum' | 'pageSize'>> & { kind: DelegationKind; pageNum: number; pageSize: number };

const delegationWorkApi = api.enhanceEndpoints({ addTagTypes: ['DelegationRecord'] }).injectEndpoints({
  endpoints: (build) => ({
    delegationRecords: build.query<DelegationRecordPage, DelegationListParams>({
      query: ({ kind, ...params }) => ({ url: apiUrl(DELEGATION_API.list(kind)), params }),
      providesTags: [LIST],
    }),
    delegationRecord: build.query<DelegationRecord, { kind: DelegationKind; id: number }>({
      query: ({ kind, id }) => ({ url: apiUrl(DELEGATION_API.record(kind, id)) }),
      providesTags: (_result, _error, { id }) => [{ type: 'DelegationRecord', id }],
    }),
    delegationOptions: build.query<DelegationOptions, void>({
      query: () => ({ url: apiUrl(DELEGATION_API.options) }),
    }),
    delegationDeputies: build.query<DelegationMembers, number>({
      query: (fkDelegationId) => ({ url: apiUrl(DELEGATION_API.deputies), params: { fkDelegationId } }),
    }),
    saveDelegationRecord: build.mutation<DelegationRecordAnswer, { kind: DelegationKind; id: number | null; body: DelegationRecordBody }>({
      query: ({ kind, id, body }) => (id === null ? { url: apiUrl(DELEGATION_API.list(kind)), method: 'POST', data: body } : { url: apiUrl(DELEGATION_API.record(kind, id)), method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { id }) => [LIST, ...(id === null ? [] : [{ type: 'DelegationRecord' as const, id }])],
    }),
    deleteDelegationRecord: build.mutation<{ msg: string }, { kind: DelegationKind; id: number }>({
      query: ({ kind, id }) => ({ url: apiUrl(DELEGATION_API.record(kind, id)), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    myDelegation: build.query<MyDelegation, void>({
      query: () => ({ url: apiUrl(DELEGATION_API.mine) }),
      providesTags: [LIST],
    }),
    myDelegationRecords: build.query<DelegationRecordPage, MyDelegationListQuery & { kind: DelegationKind }>({
      query: ({ kind, ...params }) => ({ url: apiUrl(DELEGATION_API.myList(kind)), params }),
      providesTags: [LIST],
    }),
    myDelegationRecord: build.query<DelegationRecord, { kind: DelegationKind; id: number }>({
      query: ({ kind, id }) => ({ url: apiUrl(DELEGATION_API.myRecord(kind, id)) }),
      providesTags: (_result, _error, { id }) => [{ type: 'DelegationRecord', id }],
    }),
  }),
});

export const {
  useDelegationRecordsQuery,
  useDelegationRecordQuery,
  useDelegationOptionsQuery,
  useDelegationDeputiesQuery,
  useSaveDelegationRecordMutation,
  useDeleteDelegationRecordMutation,
  useMyDelegationQuery,
  useMyDelegationRecordsQuery,
  useMyDelegationRecordQuery,
} = delegationWorkApi;
