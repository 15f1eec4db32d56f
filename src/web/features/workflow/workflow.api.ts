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
  /** Files sent with the latest reply (kept in the REPLY history row). */
  replyAttachments: AttachmentRef[];
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
  /** Submitted records the caller neither wrote nor co-signed (the other deputies' pages). */
  others?: boolean;
  /** Suggestions past their due date and not yet answered. */
  overdue?: boolean;
  /** Suggestions whose main unit asked for a delay not yet decided. */
  delayPending?: boolean;
  /** Suggestions sent back to 300 by a unit with an adjustment reason. */
  adjustRequested?: boolean;
  /** The units' 重点建议: overdue, delay pending or re-handled after an unsatisfied evaluation. */
  attention?: boolean;
  /** Records the caller's unit handles as main unit (unit accounts only). */
  mainUnit?: boolean;
  /** Records of one delegation (the author's delegation, or a proposal in its name). */
  delegationId?: number;
  /** Records the caller may move now (the machines say so). */
  waitingForYou?: boolean;
  pageNum?: number;
  pageSize?: number;
}

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
  useCreateRecordMutation,
  useSendRecordEventMutation,
  useUnitsQuery,
  useTermsQuery,
  useWorkflowDynamicsQuery,
} = workflowApi;
