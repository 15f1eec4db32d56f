import { api } from '@web/lib/api';

/**
 * The workflow API of design/lifecycles.md for proposals (/api/proposal) and suggestions
 * (/api/suggest). Every screen of both lifecycles reads and moves records through these
 * endpoints; a record answered by an event replaces the cached one, so every screen
 * showing it re-renders.
 */
export type RecordType = 'proposal' | 'suggest';

export interface AttachmentRef {
  name: string;
  objPath: string;
}

/** A row of GET /api/{proposal,suggest}. */
export interface RecordSummary {
  id: number;
  number: string | null;
  serialNo: number | null;
  term: number;
  times: number;
  title: string;
  status: number;
  statusLabel: string;
  version: number;
  authorDelegateId: number;
  authorName: string;
  delegationName: string | null;
  mainUnitName: string | null;
  dueDate: string | null;
  overdue: boolean;
  submitTime: string | null;
  createTime: string;
  /** Event types the caller's role and relation allow in this status (rules are checked on send). */
  allowedEvents: string[];
  waitingForYou: boolean;
}

export interface AssignedUnitView {
  unitId: number;
  unitName: string;
  assignType: number;
  main: boolean;
  signedAt: string | null;
  opinionAt: string | null;
}

export interface HistoryEntry {
  historyId: number;
  eventType: string;
  fromStatus: number | null;
  fromLabel: string | null;
  toStatus: number | null;
  toLabel: string | null;
  result: number | null;
  satisfaction: number | null;
  opinion: string | null;
  /** The event's other payload fields (units, answerCategory, reason, comment…). */
  payload: Record<string, unknown> | null;
  actorName: string | null;
  actorRole: string | null;
  createTime: string;
}

export interface LinkedRecord {
  type: RecordType;
  id: number;
  number: string | null;
  title: string;
  status: number;
  statusLabel: string;
}

/** GET /api/{proposal,suggest}/{id}: the record, its history oldest first, and what the caller may do. */
export interface RecordDetail extends RecordSummary {
  termTimesShow: string;
  content: string;
  attachments: AttachmentRef[];
  coSigners: { delegateId: number; delegateName: string }[];
  delegationId: number | null;
  units: AssignedUnitView[];
  assignedAt: string | null;
  replyContent: string | null;
  answerCategory: 'A' | 'B' | 'C' | null;
  repliedAt: string | null;
  satisfaction: number | null;
  rehandled: boolean;
  withdrawnFrom: number | null;
  delayRequested: boolean;
  delayPending: boolean;
  adjustReason: string | null;
  referenceOnly: boolean;
  linked: LinkedRecord | null;
  history: HistoryEntry[];
}

export interface RecordListParams {
  /** One status or a comma list: '100' or '400,500'. */
  status?: string;
  keyword?: string;
  /** The caller's own records (author or co-signer). */
  mine?: boolean;
  term?: number;
  times?: number;
  pageNum?: number;
  pageSize?: number;
}

export interface RecordPage {
  list: RecordSummary[];
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
    createRecord: build.mutation<RecordDetail, { type: RecordType; draft: DraftFields }>({
      query: ({ type, draft }) => ({ url: `/${type}`, method: 'POST', data: draft }),
      invalidatesTags: (_result, _error, { type }) => [recordTag(type, 'LIST')],
    }),
    /** Answers the record after the event, or nothing (204) when the event deleted a draft. */
    sendRecordEvent: build.mutation<RecordDetail | null, { type: RecordType; id: number; event: RecordEvent }>({
      query: ({ type, id, event }) => ({ url: `/${type}/${id}/events`, method: 'POST', data: event }),
      // A converted proposal creates a suggestion: both lists refresh.
      invalidatesTags: (_result, _error, { type, id }) => [recordTag(type, id), recordTag(type, 'LIST'), recordTag('suggest', 'LIST')],
    }),
  }),
});

export const { useRecordsQuery, useRecordQuery, useCreateRecordMutation, useSendRecordEventMutation } = workflowApi;
