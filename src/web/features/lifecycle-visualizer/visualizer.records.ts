import { useMemo } from 'react';
import type { LifecycleKind } from '@machines/lifecycle-graph';
import { managerDetailPath } from '@web/features/advise-management/routes';
import { eventLabel, useRecordQuery, useRecordsQuery, type RecordDetail, type RecordSummary } from '@web/features/workflow';
import { ANONYMOUS_CITIZEN, detailPathOf, useStationMessageQuery, useStationMessagesQuery, type StationMessage, type StationMessageDetail } from '@web/features/station-messages';
import { stationMessageEventLabels } from '@machines/station-message';
import { deputyRecordEventLabels } from '@machines/deputy-record';
import { reportOnWorkEventLabels } from '@machines/report-on-work/report-on-work.events';
import type { ReportDetail, ReportQuery, ReportSummary } from '@shared/contracts/groups';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { useReportQuery, useReviewReportsQuery } from '@web/features/behalf-team';
import { DEPUTY_RECORD_PATHS, useDeputyRecordQuery, useDeputyRecordsQuery, type DeputyRecord, type DeputyRecordDetail } from '@web/features/deputy-records';
import type { HistoryStep } from './flow.logic';

/**
 * The records behind the diagram, read through the endpoints the workflow and station-messages
 * features already own, as one shape for every lifecycle.
 */

export interface RecordRow {
  /** The record's id as its detail API takes it (a message's is its number). */
  id: string;
  number: string;
  title: string;
  author: string;
  dueDate: string | null;
  overdue: boolean;
  status: number;
  href: string;
}

export interface RecordPageResult {
  rows: RecordRow[];
  total: number;
  isFetching: boolean;
  error: unknown;
  refetch: () => void;
}

/** Manager detail pages of each lifecycle. */
export function detailHref(kind: LifecycleKind, id: string): string {
  if (kind === 'message') return detailPathOf('manager', id);
  if (kind === 'deputy') return `${DEPUTY_RECORD_PATHS.show}?id=${id}`;
  // Reports are reviewed from their list; it has no page of one report.
  if (kind === 'report') return SYSTEM_PAGE.reportOnWorkReview;
  return managerDetailPath(kind, Number(id));
}

function rowOfRecord(kind: 'proposal' | 'suggest', record: RecordSummary): RecordRow {
  return {
    id: String(record.id),
    number: record.number ?? `#${record.id}`,
    title: record.title,
    author: record.delegationName ?? record.authorName,
    dueDate: record.dueDate,
    overdue: record.overdue,
    status: record.status,
    href: detailHref(kind, String(record.id)),
  };
}

function rowOfMessage(message: StationMessage): RecordRow {
  return {
    id: message.massesSuggestId,
    number: message.massesSuggestId,
    title: message.title,
    author: message.massesName ?? ANONYMOUS_CITIZEN,
    dueDate: null,
    overdue: false,
    status: message.handleStatus,
    href: detailHref('message', message.massesSuggestId),
  };
}

function rowOfDeputy(record: DeputyRecord): RecordRow {
  return {
    id: String(record.delegateId),
    number: `#${record.delegateId}`,
    title: record.delegateName,
    author: record.delegationName ?? '',
    dueDate: null,
    overdue: false,
    status: record.auditStatus,
    href: detailHref('deputy', String(record.delegateId)),
  };
}

function rowOfReport(report: ReportSummary): RecordRow {
  return {
    id: String(report.reportId),
    number: `#${report.reportId}`,
    title: report.title,
    author: report.delegateName,
    dueDate: null,
    overdue: false,
    status: report.status,
    href: detailHref('report', String(report.reportId)),
  };
}

export interface RecordQueryArgs {
  status?: number;
  keyword?: string;
  term?: number | null;
  times?: number | null;
  pageNum: number;
  pageSize: number;
}

/** One page of records of a lifecycle; `skip` leaves the page unread. */
export function useLifecycleRecords(kind: LifecycleKind, args: RecordQueryArgs, skip = false): RecordPageResult {
  const workflowType = kind === 'proposal' || kind === 'suggest' ? kind : 'proposal';
  const records = useRecordsQuery(
    {
      type: workflowType,
      params: {
        status: args.status === undefined ? undefined : String(args.status),
        keyword: args.keyword || undefined,
        term: args.term ?? undefined,
        times: args.times ?? undefined,
        pageNum: args.pageNum,
        pageSize: args.pageSize,
      },
    },
    { skip: skip || workflowType !== kind },
  );
  const deputies = useDeputyRecordsQuery(
    { auditStatus: args.status === undefined ? undefined : String(args.status), keyword: args.keyword || undefined, pageNum: args.pageNum, pageSize: args.pageSize },
    { skip: skip || kind !== 'deputy' },
  );
  const messages = useStationMessagesQuery(
    {
      handleStatus: args.status === undefined ? undefined : String(args.status),
      keyword: args.keyword || undefined,
      pageNum: args.pageNum,
      pageSize: args.pageSize,
    },
    { skip: skip || kind !== 'message' },
  );
  const reports = useReviewReportsQuery(
    { status: args.status as ReportQuery['status'], keyword: args.keyword || undefined, pageNum: args.pageNum, pageSize: args.pageSize },
    { skip: skip || kind !== 'report' },
  );
  if (kind === 'report') {
    return {
      rows: reports.data?.list.map(rowOfReport) ?? [],
      total: reports.data?.total ?? 0,
      isFetching: reports.isFetching,
      error: reports.error,
      refetch: () => void reports.refetch(),
    };
  }
  if (kind === 'message') {
    return {
      rows: messages.data?.list.map(rowOfMessage) ?? [],
      total: messages.data?.total ?? 0,
      isFetching: messages.isFetching,
      error: messages.error,
      refetch: () => void messages.refetch(),
    };
  }
  if (kind === 'deputy') {
    return {
      rows: deputies.data?.list.map(rowOfDeputy) ?? [],
      total: deputies.data?.total ?? 0,
      isFetching: deputies.isFetching,
      error: deputies.error,
      refetch: () => void deputies.refetch(),
    };
  }
  return {
    rows: records.data?.list.map((record) => rowOfRecord(kind, record)) ?? [],
    total: records.data?.total ?? 0,
    isFetching: records.isFetching,
    error: records.error,
    refetch: () => void records.refetch(),
  };
}

export interface TracedRecord {
  row: RecordRow;
  history: HistoryStep[];
  /** The suggestion a proposal was converted into. */
  linkedSuggestionId: number | null;
}

function tracedOfRecord(kind: 'proposal' | 'suggest', record: RecordDetail): TracedRecord {
  return {
    row: rowOfRecord(kind, record),
    history: record.history.map((entry) => ({ ...entry })),
    linkedSuggestionId: kind === 'proposal' && record.linked?.type === 'suggest' ? record.linked.id : null,
  };
}

function tracedOfDeputy(record: DeputyRecordDetail): TracedRecord {
  return { row: rowOfDeputy(record), history: record.history.map((entry) => ({ ...entry })), linkedSuggestionId: null };
}

function tracedOfReport(report: ReportDetail): TracedRecord {
  return { row: rowOfReport(report), history: report.history.map((entry) => ({ ...entry })), linkedSuggestionId: null };
}

function tracedOfMessage(message: StationMessageDetail): TracedRecord {
  return { row: rowOfMessage(message), history: message.history.map((entry) => ({ ...entry })), linkedSuggestionId: null };
}

/** A record with its history, for the trace. */
export function useTracedRecord(kind: LifecycleKind, id: string | null) {
  const workflowType = kind === 'proposal' || kind === 'suggest' ? kind : 'proposal';
  const record = useRecordQuery({ type: workflowType, id: Number(id) }, { skip: id === null || workflowType !== kind });
  const message = useStationMessageQuery(id ?? '', { skip: id === null || kind !== 'message' });
  const deputy = useDeputyRecordQuery(Number(id), { skip: id === null || kind !== 'deputy' });
  const report = useReportQuery(Number(id), { skip: id === null || kind !== 'report' });
  const source = kind === 'message' ? message : kind === 'deputy' ? deputy : kind === 'report' ? report : record;
  // Built once per answer: the trace and its replay position follow this object's identity.
  const traced = useMemo(() => {
    if (id === null) return null;
    if (kind === 'message') return message.data ? tracedOfMessage(message.data) : null;
    if (kind === 'deputy') return deputy.data ? tracedOfDeputy(deputy.data) : null;
    if (kind === 'report') return report.data ? tracedOfReport(report.data) : null;
    return record.data ? tracedOfRecord(kind, record.data) : null;
  }, [id, kind, message.data, deputy.data, report.data, record.data]);
  return { traced, isFetching: source.isFetching, error: id === null ? undefined : source.error, refetch: () => void source.refetch() };
}

/** The deputy record's events, and the office's own rows: creation, correction and deletion. */
const DEPUTY_HISTORY_LABELS: Readonly<Record<string, string>> = { ...deputyRecordEventLabels, CREATE: '新增代表', EDIT: '修改信息', DELETE: '删除' };

/** A history row's event name when the machine no longer has its edge (e.g. 创建). */
export function historyEventLabel(kind: LifecycleKind, eventType: string): string {
  if (kind === 'message') return eventType === 'CREATE' ? '留言' : ((stationMessageEventLabels as Record<string, string>)[eventType] ?? eventType);
  if (kind === 'deputy') return DEPUTY_HISTORY_LABELS[eventType] ?? eventType;
  if (kind === 'report') return eventType === 'CREATE' ? '新建' : ((reportOnWorkEventLabels as Record<string, string>)[eventType] ?? eventType);
  return eventLabel(kind, eventType);
}
