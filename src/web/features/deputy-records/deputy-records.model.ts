import { DEPUTY_INFO_FIELDS, type DeputyInfoChanges, type DeputyInfoField } from '@machines/deputy-record/deputy-record.events';
import { APPLY_TYPE_AT, type DeputyRecordStatus } from '@machines/deputy-record/deputy-record.labels';
import { MOBILE_PHONE_PATTERN } from '@machines/verification-code/verification-code.rules';
import type { DeputyDetail, DeputyListQuery } from '@shared/contracts/deputies';
import { APPLICATION_LABEL, DEPUTY_FIELD_LABEL } from '@shared/deputies';
import { Role } from '@shared/roles';

/**
 * The deputy records' screens as data: the roster filters and their query, the waiting
 * application and its field-by-field comparison, and the record form (values, problems, body).
 */

// ─── Filters ───

export interface DeputyFilters {
  keyword: string;
  delegateGrade: string;
  fkDelegationId: string;
  fkStationId: string;
  political: string;
  sex: string;
  nationality: string;
  educationBackground: string;
  position: string;
  ageBand: string;
  auditStatus: string;
  /** 已出缺 only: the spec's inAudit = '6'. */
  vacant: boolean;
}

export const NO_FILTERS: DeputyFilters = {
  keyword: '',
  delegateGrade: '',
  fkDelegationId: '',
  fkStationId: '',
  political: '',
  sex: '',
  nationality: '',
  educationBackground: '',
  position: '',
  ageBand: '',
  auditStatus: '',
  vacant: false,
};

export type DeputyFilterQuery = Omit<DeputyListQuery, 'pageNum' | 'pageSize'>;

/** The list query of the filters: empty choices are left out; the vacancy filter wins over the status. */
export function queryOfFilters(filters: DeputyFilters): DeputyFilterQuery {
  const query: DeputyFilterQuery = {};
  const keyword = filters.keyword.trim();
  if (keyword) query.keyword = keyword;
  if (filters.delegateGrade) query.delegateGrade = Number(filters.delegateGrade);
  if (filters.fkDelegationId) query.fkDelegationId = Number(filters.fkDelegationId);
  if (filters.fkStationId) query.fkStationId = Number(filters.fkStationId);
  for (const field of ['political', 'nationality', 'educationBackground', 'position'] as const) {
    if (filters[field]) query[field] = filters[field];
  }
  if (filters.sex === '男' || filters.sex === '女') query.sex = filters.sex;
  // The band's schema is a union built at run time, so its type is not the literal keys.
  if (filters.ageBand) (query as Record<string, unknown>).ageBand = filters.ageBand;
  if (filters.vacant) query.inAudit = '6';
  else if (filters.auditStatus) query.auditStatus = filters.auditStatus;
  return query;
}

/** Filters an address may preset (the township roster: ?delegateGrade=5). */
export function filtersOfSearch(search: URLSearchParams): DeputyFilters {
  const grade = search.get('delegateGrade');
  return { ...NO_FILTERS, delegateGrade: grade && /^[1-5]$/.test(grade) ? grade : '' };
}

// ─── The waiting application ───

export interface Application {
  /** 1 新增代表, 2 出缺申请, 3 调团申请, 4 基本信息变更. */
  type: 1 | 2 | 3 | 4;
  label: string;
}

/** What the office is asked to decide on the record, or null when nothing waits. */
export function applicationOf(record: Pick<DeputyDetail, 'auditStatus' | 'pendingApplyType'>): Application | null {
  const type = (APPLY_TYPE_AT[record.auditStatus as DeputyRecordStatus] ?? record.pendingApplyType) as Application['type'] | null | undefined;
  return type ? { type, label: APPLICATION_LABEL[type] } : null;
}

export interface DiffRow {
  field: string;
  label: string;
  before: string | null;
  after: string | null;
  changed: boolean;
}

const shown = (value: unknown): string | null => (value === null || value === undefined || value === '' ? null : String(value));

/**
 * The comparison of a waiting application: each proposed field (basic information) or the
 * delegation (transfer), its present value beside the proposed one.
 */
export function applicationDiff(record: DeputyDetail): DiffRow[] {
  const application = applicationOf(record);
  if (application?.type === 3) {
    return [{ field: 'fkDelegationId', label: DEPUTY_FIELD_LABEL.fkDelegationId, before: record.delegationName, after: record.pendingDelegationName, changed: record.delegationName !== record.pendingDelegationName }];
  }
  if (application?.type !== 4 || !record.pendingChanges) return [];
  return (Object.entries(record.pendingChanges) as [DeputyInfoField, unknown][])
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => {
      const before = shown(record[field]);
      const after = shown(value);
      return { field, label: DEPUTY_FIELD_LABEL[field] ?? field, before, after, changed: before !== after };
    });
}

// ─── The basic-information application (a deputy's own) ───

export type InfoForm = Record<DeputyInfoField, string>;

export function infoFormOf(record: DeputyDetail): InfoForm {
  return Object.fromEntries(DEPUTY_INFO_FIELDS.map((field) => [field, record[field] ?? ''])) as InfoForm;
}

/** The fields that differ from the record: an application proposes only what changes. */
export function infoChanges(record: DeputyDetail, form: InfoForm): DeputyInfoChanges {
  const changes: Record<string, string | null> = {};
  for (const field of DEPUTY_INFO_FIELDS) {
    const value = form[field].trim();
    if (value !== (record[field] ?? '')) changes[field] = value === '' && field !== 'phone' ? null : value;
  }
  return changes as DeputyInfoChanges;
}

export const INFO_MSG = {
  nothingChanged: '请修改至少一项信息',
  reasonRequired: '请填写申请理由',
  phone: '请输入正确的手机号码',
} as const;

export function infoProblems(record: DeputyDetail, form: InfoForm, reason: string): Partial<Record<DeputyInfoField | 'reason' | 'form', string>> {
  const problems: Partial<Record<DeputyInfoField | 'reason' | 'form', string>> = {};
  if (!MOBILE_PHONE_PATTERN.test(form.phone.trim())) problems.phone = INFO_MSG.phone;
  if (!reason.trim()) problems.reason = INFO_MSG.reasonRequired;
  if (Object.keys(infoChanges(record, form)).length === 0) problems.form = INFO_MSG.nothingChanged;
  return problems;
}

// ─── The record form (its rules: src/shared/deputy-form.ts) ───

import { emptyForm, paddedRelatives, TEXT_FIELDS, type DeputyForm, type TextField } from '@shared/deputy-form';

export { bodyOfForm, emptyForm, FORM_MSG, formProblems, maxLengthOf, RELATIVE_ROWS, TEXT_FIELDS, type DeputyForm, type FormProblems, type RelativeRow, type TextField } from '@shared/deputy-form';

export function formOfRecord(record: DeputyDetail): DeputyForm {
  const empty = emptyForm();
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, record[field] ?? ''])) as Record<TextField, string>),
    sex: record.sex === '女' ? '女' : '男',
    fkDelegationId: String(record.fkDelegationId),
    delegateGrade: String(record.delegateGrade),
    fkStationId: record.fkStationId === null ? '' : String(record.fkStationId),
    isSpecialCommittee: record.isSpecialCommittee,
    headPortrait: record.headPortrait,
    profile: { ...empty.profile, ...Object.fromEntries(Object.entries(record.profile).map(([field, value]) => [field, value ?? ''])) },
    relations: paddedRelatives(
      record.relations
        .filter((row) => row.name)
        .map((row) => ({ appellation: row.appellation ?? '', name: row.name ?? '', birthday: row.birthday ?? '', political: row.political ?? '', works: row.works ?? '' })),
    ),
    annexList: record.annexList,
    electionReport: record.electionReport,
  };
}

/** The 3:4 card ratio of a deputy's photo: the centred crop of a picture of `width` × `height`. */
export function portraitCrop(width: number, height: number): { x: number; y: number; width: number; height: number } {
  const ratio = 3 / 4;
  if (width / height > ratio) {
    const w = Math.round(height * ratio);
    return { x: Math.round((width - w) / 2), y: 0, width: w, height };
  }
  const h = Math.round(width / ratio);
  return { x: 0, y: Math.round((height - h) / 2), width, height: h };
}

/** The liaison office (代表联络工作): keeps the roster, edits and deletes records, decides applications. */
export const OFFICE_ROLES: readonly string[] = [Role.superAdmin, Role.congressAdmin, Role.ly, Role.appointmentCommittee];
export const isOfficeRole = (role: string | null | undefined) => OFFICE_ROLES.includes(role ?? '');

// ─── A deputy's own applications ───

export interface ApplicationOutcome<E extends { eventType: string; historyId: number } = DeputyDetail['history'][number]> {
  application: E;
  /** The office's decision (APPROVE or REFUSE) that followed, or null while it waits. */
  decision: E | null;
}

/** Each application of the history with its decision, newest first. */
export function applicationOutcomes<E extends { eventType: string; historyId: number }>(history: readonly E[]): ApplicationOutcome<E>[] {
  const outcomes: ApplicationOutcome<E>[] = [];
  let open: ApplicationOutcome<E> | null = null;
  for (const entry of history) {
    if (entry.eventType.startsWith('APPLY_')) {
      open = { application: entry, decision: null };
      outcomes.push(open);
    } else if ((entry.eventType === 'APPROVE' || entry.eventType === 'REFUSE') && open && open.decision === null) {
      open.decision = entry;
      open = null;
    }
  }
  return outcomes.reverse();
}
