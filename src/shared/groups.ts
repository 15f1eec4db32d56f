import type { TableContract } from './managed-table';

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
  nameTaken: (term: number, name: string) => `第${term}届已有名为“${name}”的选区`,
  areaRequired: '请选择所在区县',
  stationNotFound: '所选联络站不存在',
  hasDeputies: (n: number) => `该选区还有 ${n} 名代表，请先移出代表再删除`,
  notFound: '选区不存在',
  chooseDeputies: '请选择要分配的代表',
  deputyNotFound: '所选代表不存在',
  otherTerm: (names: string, term: number) => `${names}不是第${term}届代表，不能分配到本选区`,
  inOtherUnit: (name: string, unitName: string) => `${name}已是“${unitName}”的代表，请先从该选区移出`,
  notAssigned: '该代表不在本选区',
  termLocked: '该选区已分配代表，不能修改届次',
  votesInvalid: '请输入正确的得票数',
  votesOverVoters: (voters: number) => `得票数不能超过选区的选民数（${voters}）`,
  disabled: '该选区已停用，不能再分配代表',
} as const;

/** 选区管理 (/manager/sysManager/electoralUnitManager): the office's API under this base. */
export const ELECTORAL_UNIT_API = '/api/electoralUnit/manage';

/** An electoral unit as the office keeps it (a managed table: shared/managed-table.ts). */
export const ELECTORAL_UNIT: TableContract = {
  label: '选区',
  idField: 'unitId',
  fields: [
    { kind: 'text', name: 'unitName', label: '选区名称', max: 60, required: true },
    { kind: 'int', name: 'term', label: '届次', min: 1, max: 99, required: true },
    { kind: 'ref', name: 'fkAreaId', label: '所在区县', valueType: 'int', required: true },
    { kind: 'text', name: 'coverage', label: '覆盖范围', max: 500, multiline: true, required: true },
    { kind: 'int', name: 'voterCount', label: '选民数', min: 0, max: 10_000_000, required: true },
    { kind: 'int', name: 'population', label: '人口数', min: 0, max: 10_000_000, required: true },
    { kind: 'date', name: 'electionDate', label: '选举日期' },
    { kind: 'ref', name: 'fkStationId', label: '服务联络站', valueType: 'int' },
    { kind: 'int', name: 'sortNo', label: '排序号', min: 0, max: 99_999, required: true },
  ],
  filters: ['term', 'fkAreaId'],
  extras: { areaName: 'text', stationName: 'text', deputyCount: 'int', deputies: 'text' },
  toggles: true,
  sortField: 'sortNo',
  sortGroup: 'term',
};
