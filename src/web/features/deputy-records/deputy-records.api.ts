import type { DeputyRecordCreateBody, DeputyRecordEventBody, DeputyRecordFields } from '@machines/deputy-record';
import type {
  DeputyAsOfPage,
  DeputyAsOfQuery,
  DeputyChangePage,
  DeputyChangeQuery,
  DeputyDetail,
  DeputyListQuery,
  DeputyPage,
  DeputySummary,
} from '@shared/contracts/deputies';
import type { ImportAnswer } from '@shared/contracts/excel-import';
import { api, importRequest } from '@web/lib/api';

/**
 * Deputy records (GET/POST/PUT /api/npcDelegate…, audit status decided by machines/deputy-record).
 * An event's or a save's answer replaces the cached record; the lists, the as-of roster and the
 * change history are read again.
 */

export type DeputyRecord = DeputySummary;
export type DeputyRecordDetail = DeputyDetail;
export type DeputyListParams = Partial<DeputyListQuery> & Pick<DeputyListQuery, 'pageNum' | 'pageSize'>;
export interface DeputySaved {
  msg: string;
  record: DeputyDetail;
}

const LIST = { type: 'DeputyRecord' as const, id: 'LIST' };
const recordTag = (id: number) => ({ type: 'DeputyRecord' as const, id });

const deputyRecordsApi = api.enhanceEndpoints({ addTagTypes: ['DeputyRecord'] }).injectEndpoints({
  endpoints: (build) => ({
    deputyRecords: build.query<DeputyPage, DeputyListParams>({
      query: (params) => ({ url: '/npcDelegate', params }),
      providesTags: [LIST],
    }),
    /** GET /api/npcDelegate/info: a record by id, or without one the caller's own. */
    deputyRecord: build.query<DeputyDetail, number | undefined>({
      query: (delegateId) => ({ url: '/npcDelegate/info', params: delegateId === undefined ? {} : { delegateId } }),
      providesTags: (result, _error, id) => [recordTag(result?.delegateId ?? id ?? 0)],
    }),
    deputyRosterAsOf: build.query<DeputyAsOfPage, Partial<DeputyAsOfQuery> & Pick<DeputyAsOfQuery, 'date' | 'pageNum' | 'pageSize'>>({
      query: (params) => ({ url: '/npcDelegate/asOf', params }),
      providesTags: [LIST],
    }),
    deputyChanges: build.query<DeputyChangePage, Partial<DeputyChangeQuery> & Pick<DeputyChangeQuery, 'pageNum' | 'pageSize'>>({
      query: (params) => ({ url: '/npcDelegate/changes', params }),
      providesTags: [LIST],
    }),
    createDeputyRecord: build.mutation<DeputySaved, DeputyRecordCreateBody>({
      query: (body) => ({ url: '/npcDelegate', method: 'POST', data: body }),
      invalidatesTags: [LIST],
    }),
    updateDeputyRecord: build.mutation<DeputySaved, DeputyRecordFields & { delegateId: number; version?: number }>({
      query: (body) => ({ url: '/npcDelegate', method: 'PUT', data: body }),
      invalidatesTags: (_result, _error, { delegateId }) => [LIST, recordTag(delegateId)],
    }),
    deleteDeputyRecord: build.mutation<{ msg: string }, number>({
      query: (delegateId) => ({ url: `/npcDelegate/${delegateId}`, method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
    /** 导入: the roster from the template's Excel file, all or none; the lists are read again. */
    importDeputyRecords: build.mutation<ImportAnswer, File>({
      query: (file) => importRequest('/npcDelegate/import', file),
      invalidatesTags: [LIST],
    }),
    sendDeputyRecordEvent: build.mutation<DeputyDetail, { id: number; event: DeputyRecordEventBody }>({
      query: ({ id, event }) => ({ url: `/npcDelegate/${id}/events`, method: 'POST', data: event }),
      invalidatesTags: (_result, _error, { id }) => [LIST, recordTag(id)],
    }),
  }),
});

export const {
  useDeputyRecordsQuery,
  useDeputyRecordQuery,
  useDeputyRosterAsOfQuery,
  useDeputyChangesQuery,
  useCreateDeputyRecordMutation,
  useUpdateDeputyRecordMutation,
  useDeleteDeputyRecordMutation,
  useSendDeputyRecordEventMutation,
  useImportDeputyRecordsMutation,
} = deputyRecordsApi;
