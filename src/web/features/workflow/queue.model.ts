import { PAGE_SIZES } from '@shared/constants';
import { QUEUE_COLUMN_KEYS, type QueueColumnKey } from '@shared/record-paths';
import { RECORD_TYPES } from './record-types';
import type { RecordListParams, RecordSummary, RecordType } from './workflow.api';

export { QUEUE_COLUMN_KEYS, type QueueColumnKey };

export const QUEUE_COLUMN_LABELS: Readonly<Record<QueueColumnKey, string>> = {
  number: '编号',
  title: '标题',
  author: '领衔代表',
  delegation: '代表团',
  status: '状态',
  mainUnit: '主办单位',
  dueDate: '办理期限',
  submitTime: '提交时间',
};

/** One queue of records: what it lists, how it is titled and where a row leads. */
export interface QueueDefinition {
  type: RecordType;
  title: string;
  /** Fixed filters: status list, mine, others, overdue… (paging and the user's filters are added). */
  params: RecordListParams;
  /** Statuses offered in the status filter (each narrows the queue to one status). */
  statusOptions?: number[];
  detailPath: (row: RecordSummary) => string;
  exportable?: boolean;
  /** Operation code that must be held to see the export button. */
  exportCode?: string;
  emptyText?: string;
  columns?: QueueColumnKey[];
}

/** Proposals have no due date; suggestions show theirs. */
export function defaultColumns(type: RecordType): QueueColumnKey[] {
  return RECORD_TYPES[type].hasDueDate
    ? ['number', 'title', 'author', 'delegation', 'status', 'mainUnit', 'dueDate', 'submitTime']
    : ['number', 'title', 'author', 'delegation', 'status', 'mainUnit', 'submitTime'];
}

export function columnsOf(definition: Pick<QueueDefinition, 'type' | 'columns'>): QueueColumnKey[] {
  const wanted = definition.columns?.length ? definition.columns : defaultColumns(definition.type);
  // Display order is fixed; the title is always there (it is the link to the detail).
  const set = new Set<QueueColumnKey>([...wanted, 'title']);
  return QUEUE_COLUMN_KEYS.filter((key) => set.has(key));
}

/** What the user chose above the list. */
export interface QueueFilters {
  /** One status of the definition's options, or null for the whole queue. */
  status: number | null;
  keyword: string;
  /** `term-times`, or '' for every term and session. */
  session: string;
  pageNum: number;
  pageSize: number;
}

export const INITIAL_FILTERS: QueueFilters = { status: null, keyword: '', session: '', pageNum: 1, pageSize: PAGE_SIZES[0] };

export function sessionValue(term: number, times: number): string {
  return `${term}-${times}`;
}

export function parseSession(value: string): { term: number; times: number } | null {
  const match = /^(\d+)-(\d+)$/.exec(value);
  return match ? { term: Number(match[1]), times: Number(match[2]) } : null;
}

/**
 * The query of a queue: its fixed filters plus the user's. A chosen status narrows the queue
 * only when the queue offers it (a fixed status list is never widened).
 */
export function queueParams(definition: Pick<QueueDefinition, 'params' | 'statusOptions'>, filters: QueueFilters): RecordListParams {
  const params: RecordListParams = { ...definition.params, pageNum: filters.pageNum, pageSize: filters.pageSize };
  if (filters.status !== null && (definition.statusOptions ?? []).includes(filters.status)) params.status = String(filters.status);
  const keyword = filters.keyword.trim();
  if (keyword) params.keyword = keyword;
  const session = parseSession(filters.session);
  if (session) {
    params.term = session.term;
    params.times = session.times;
  }
  return params;
}

/** The same query without paging: what an export downloads. */
export function exportParams(definition: Pick<QueueDefinition, 'params' | 'statusOptions'>, filters: QueueFilters): RecordListParams {
  const { pageNum: _pageNum, pageSize: _pageSize, ...rest } = queueParams(definition, filters);
  return rest;
}

/** The file name of a `Content-Disposition` header (RFC 5987 `filename*` first), or the fallback. */
export function fileNameOf(disposition: string | null | undefined, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition);
  if (star) {
    try {
      return decodeURIComponent(star[1].trim());
    } catch {
      return fallback;
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition);
  return plain ? plain[1].trim() : fallback;
}

export { dateLabel, dateTimeLabel } from '@web/lib/china-time';
