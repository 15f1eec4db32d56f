/** 代表小组, 述职报告 and 选区信息: codes, labels, limits and the messages both sides show. */

/** A group's level: the congress level it belongs to. A deputy is in at most one group of each level. */
export const GROUP_LEVEL_LABEL = { 3: '市级', 4: '县（区）级', 5: '乡镇级' } as const;
export type GroupLevel = keyof typeof GROUP_LEVEL_LABEL;
export const GROUP_LEVELS = Object.keys(GROUP_LEVEL_LABEL).map(Number) as GroupLevel[];

/** A member's role in the group; one 组长 at most. */
export const MEMBER_ROLE_LABEL = { 1: '组长', 2: '副组长', 3: '成员' } as const;
export type MemberRole = keyof typeof MEMBER_ROLE_LABEL;
export const MEMBER_ROLES = Object.keys(MEMBER_ROLE_LABEL).map(Number) as MemberRole[];
export const LEADER_ROLE: MemberRole = 1;

/** 述职报告 status: 草稿 → 已提交 → 已退回 (back to the author) or 已归档. */
export const REPORT_STATUS = { draft: 0, submitted: 100, returned: 200, archived: 300 } as const;
export type ReportStatus = (typeof REPORT_STATUS)[keyof typeof REPORT_STATUS];
export const REPORT_STATUS_LABEL: Readonly<Record<ReportStatus, string>> = { 0: '草稿', 100: '已提交', 200: '已退回', 300: '已归档' };
/** The statuses in which the author may still edit and submit. */
export const REPORT_EDITABLE: readonly ReportStatus[] = [REPORT_STATUS.draft, REPORT_STATUS.returned];

export const GROUP_LIMITS = { groupName: 60, description: 500, sortNo: 9999 } as const;
export const REPORT_LIMITS = { title: 100, meetingPlace: 100, content: 50_000, opinion: 500, minYear: 2000, maxYear: 2100 } as const;

export const GROUP_MSG = {
  nameRequired: '请输入小组名称',
  nameTaken: '小组名称已存在',
  levelRequired: '请选择小组级别',
  notFound: '代表小组不存在或无权查看',
  hasMembers: '该小组仍有成员，不能删除，请停用',
  deleted: '删除成功',
  chooseDeputies: '请选择要添加的代表',
  deputyNotFound: '所选代表不存在',
  alreadyInLevel: (names: string) => `${names}已是同级别其他小组的成员`,
  memberNotFound: '该成员不在本小组',
  adminNotFound: '所选账号不是组联络员',
  adminExists: '该账号已是本小组管理员',
  noGroup: '您尚未编入代表小组，请联系人大工作人员',
} as const;

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

export const ELECTORAL_MSG = {
  none: '暂无您的选区信息，请联系人大工作人员',
} as const;
