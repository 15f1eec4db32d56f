import { statusCodesOf, statusLabelOf, type StatusInfo } from '../workflow/statuses';

/** A deputy record's `auditStatus` codes (contract values) → machine state and label. */
export const deputyRecordStatuses = {
  0: { state: 'awaitingReview', label: '待审核' },
  1: { state: 'passed', label: '已通过' },
  2: { state: 'byElectionApplied', label: '补选申请' },
  3: { state: 'vacancyApplied', label: '出缺申请' },
  4: { state: 'transferApplied', label: '调团申请' },
  5: { state: 'byElectionFailed', label: '补选未通过' },
  6: { state: 'vacant', label: '已出缺' },
} as const satisfies Record<number, StatusInfo>;

export type DeputyRecordStatus = keyof typeof deputyRecordStatuses;

export const DEPUTY_RECORD_STATUS_CODES = statusCodesOf(deputyRecordStatuses);

export const deputyRecordStatusLabel = statusLabelOf(deputyRecordStatuses);

/** Serving deputies: passed, or passed with a vacancy or transfer application waiting. */
export const SERVING_STATUSES: readonly DeputyRecordStatus[] = [1, 3, 4];

/** The vacancy filter of the lists (inAudit = '6'). */
export const VACANT_STATUS: DeputyRecordStatus = 6;

/** Application types (apply types): what an application asks for. */
export const DEPUTY_APPLY_TYPE = { 1: '新增', 2: '出缺', 3: '调团', 4: '基本信息' } as const;
export type DeputyApplyType = keyof typeof DEPUTY_APPLY_TYPE;

/** The application type that waits at each application status; a basic-information one leaves the status as it is. */
export const APPLY_TYPE_AT: Readonly<Partial<Record<DeputyRecordStatus, DeputyApplyType>>> = { 0: 1, 2: 1, 3: 2, 4: 3 };
