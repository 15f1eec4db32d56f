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

/** 述职报告: its statuses, labels, limits and messages are the report-on-work machine's. */
export { REPORT_LIMITS, REPORT_MSG, REPORT_STATUS, REPORT_STATUS_LABEL, type ReportStatus } from '@machines/report-on-work/report-on-work.labels';

export const GROUP_LIMITS = { groupName: 60, description: 500, sortNo: 9999 } as const;

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

export const ELECTORAL_MSG = {
  none: '暂无您的选区信息，请联系人大工作人员',
} as const;
