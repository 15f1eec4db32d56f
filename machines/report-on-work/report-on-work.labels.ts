import { statusCodesOf, statusLabelOf, type StatusInfo } from '../workflow/statuses';

/** 述职报告 `status` codes (contract values) → machine state and label: 草稿 → 已提交 → 已退回 (back to the author) or 已归档. */
export const reportOnWorkStatuses = {
  0: { state: 'draft', label: '草稿' },
  100: { state: 'submitted', label: '已提交' },
  200: { state: 'returned', label: '已退回' },
  300: { state: 'archived', label: '已归档' },
} as const satisfies Record<number, StatusInfo>;

export type ReportStatus = keyof typeof reportOnWorkStatuses;

export const REPORT_STATUS_CODES = statusCodesOf(reportOnWorkStatuses);

/** Each status by its state's name, for code that means one status (the seed, the review queue). */
export const REPORT_STATUS = { draft: 0, submitted: 100, returned: 200, archived: 300 } as const satisfies Record<string, ReportStatus>;

export const REPORT_STATUS_LABEL: Readonly<Record<ReportStatus, string>> = Object.fromEntries(
  REPORT_STATUS_CODES.map((status) => [status, reportOnWorkStatuses[status].label]),
) as Record<ReportStatus, string>;

export const reportStatusLabel = statusLabelOf(reportOnWorkStatuses);

/** The limits of a report's fields (kept with the table, so the form loads them without the engine): the events, the contract and the form reuse them. */
export const REPORT_LIMITS = { title: 100, meetingPlace: 100, content: 50_000, opinion: 500, minYear: 2000, maxYear: 2100 } as const;

/** The messages of the report's form and of the refusals the machine and the server answer, shown as they are. */
export const REPORT_MSG = {
  titleRequired: '请输入报告标题',
  yearInvalid: '请输入正确的述职年度',
  contentRequired: '请填写述职内容',
  meetingDateRequired: '请选择述职会议日期',
  meetingPlaceRequired: '请输入述职会议地点',
  opinionRequired: '请填写退回意见',
  notFound: '述职报告不存在或无权查看',
  onlyAuthor: '只有报告人可以执行此操作',
  onlyReviewer: '只有小组管理员或人大工作人员可以审阅述职报告',
  notEditable: '只有草稿或已退回的报告可以修改',
  notSubmitted: '只有已提交的报告可以退回或归档',
  onlyDraftDeleted: '只有草稿可以删除',
  stale: '报告已被修改，请刷新后重试',
} as const;
