import type { Attachment } from '@machines/workflow';
import type { AssignedUnit, RecordDetail, RecordHistoryEntry, RecordListQuery, RecordPage, RecordType } from '@shared/contracts/records';
import { api } from '@web/lib/api';

/**
 * The workflow API for proposals (/api/proposal) and suggestions
 * (/api/suggest). Every screen of both lifecycles reads and moves records through these
 * endpoints; a record answered by an event replaces the cached one, so every screen
 * showing it re-renders.
 */
export type { RecordType, RecordSummary, RecordDetail, RecordPage } from '@shared/contracts/records';
export type RecordListParams = Partial<RecordListQuery>;
export type AssignedUnitView = AssignedUnit;
export type HistoryEntry = RecordHistoryEntry;
export type LinkedRecord = NonNullable<RecordDetail['linked']>;
export type AttachmentRef = Attachment;

/** A unit of GET /api/sysNpcUnit, for the assignment form. */
export interface UnitOption {
  unitId: number;
  unitName: string;
  assignType: number;
}

export interface UnitListParams {
  term?: number;
  times?: number;
  assignType?: number;
  keyword?: string;
}

/** A term and session of GET /api/sysNpcState. */
export interface TermOption {
  term: number;
  times: number;
  termShow: string;
  timesShow: string;
  isCurrentTermTimes: boolean;
}

/** A row of GET /api/workflowDynamics: one accepted event of a record the caller may see. */
export interface DynamicEntry {
  historyId: number;
  recordId: number;
  type: RecordType;
  number: string | null;
  title: string;
  eventType: string;
  eventLabel: string;
  fromStatus: number | null;
  fromLabel: string | null;
  toStatus: number | null;
  toLabel: string | null;
  actorName: string | null;
  opinion: string | null;
  createTime: string;
}

export interface DynamicsParams {
  type: RecordType;
  pageNum?: number;
  pageSize?: number;
}

export interface DynamicsPage {
  list: DynamicEntry[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** The draft fields of POST /api/{type} and of SAVE / SUBMIT / RESUBMIT. */
export interface DraftFields {
  title?: string;
  content?: string;
  coSignerIds?: number[];
  attachments?: AttachmentRef[];
  /** Proposals only: made in the name of the author's delegation. */
  delegationId?: number | null;
}

export interface RecordEvent {
  type: string;
  version: number;
  [field: string]: unknown;
}

const recordTag = (type: RecordType, id: number | 'LIST') => ({ type: 'WorkflowRecord' as const, id: `${type}-${id}` });

const workflowApi = api.enhanceEndpoints({ addTagTypes: ['WorkflowRecord'] }).injectEndpoints({
  endpoints: (build) => ({
    records: build.query<RecordPage, { type: RecordType; params: RecordListParams }>({
      query: ({ type, params }) => ({ url: `/${type}`, params }),
      providesTags: (_result, _error, { type }) => [recordTag(type, 'LIST')],
    }),
    record: build.query<RecordDetail, { type: RecordType; id: number }>({
      query: ({ type, id }) => ({ url: `/${type}/${id}` }),
      providesTags: (_result, _error, { type, id }) => [recordTag(type, id)],
    }),
    /** The record's current version only, read after a save was refused as stale. */
    recordVersion: build.query<{ version: number }, { type: RecordType; id: number }>({
      query: ({ type, id }) => ({ url: `/${type}/${id}` }),
      transformResponse: (record: { version: number }) => ({ version: record.version }),
      keepUnusedDataFor: 0,
    }),
    createRecord: build.mutation<RecordDetail, { type: RecordType; draft: DraftFields }>({
      query: ({ type, draft }) => ({ url: `/${type}`, method: 'POST', data: draft }),
      invalidatesTags: (_result, _error, { type }) => [recordTag(type, 'LIST')],
    }),
    units: build.query<{ list: UnitOption[] }, UnitListParams | void>({
      query: (params) => ({ url: '/sysNpcUnit', params: params ?? {} }),
    }),
    terms: build.query<{ list: TermOption[] }, void>({
      query: () => ({ url: '/sysNpcState' }),
    }),
    workflowDynamics: build.query<DynamicsPage, DynamicsParams>({
      query: (params) => ({ url: '/workflowDynamics', params }),
      providesTags: (_result, _error, { type }) => [recordTag(type, 'LIST')],
    }),
    /** Answers the record after the event, or nothing (204) when the event deleted a draft. */
    sendRecordEvent: build.mutation<RecordDetail | null, { type: RecordType; id: number; event: RecordEvent }>({
      query: ({ type, id, event }) => ({ url: `/${type}/${id}/events`, method: 'POST', data: event }),
      // A converted proposal creates a suggestion: both lists refresh.
      invalidatesTags: (_result, _error, { type, id }) => [recordTag(type, id), recordTag(type, 'LIST'), recordTag('suggest', 'LIST')],
    }),
  }),
});

export const {
  useRecordsQuery,
  useRecordQuery,
  useLazyRecordVersionQuery,
  useCreateRecordMutation,
  useSendRecordEventMutation,
  useUnitsQuery,
  useTermsQuery,
  useWorkflowDynamicsQuery,
} = workflowApi;
