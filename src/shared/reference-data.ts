import { ASSIGN_TYPE } from '@machines/codes';
import { DEFAULT_CITY } from './constants';
import { DELEGATE_GRADE } from './enums';
import type { TableContract } from './managed-table';

/**
 * The reference tables of system management, each one contract of a managed table
 * (managed-table.ts): dictionaries, organisations, delegations, handling units, special
 * committees and their members, interface addresses.
 */

const optionsOf = (table: Readonly<Record<number, string>>) => Object.entries(table).map(([value, label]) => ({ value: Number(value), label }));

export const DELEGATE_GRADE_OPTIONS = optionsOf(DELEGATE_GRADE);
export const ASSIGN_TYPE_CHOICES = optionsOf(ASSIGN_TYPE);

/** The API base path of each table; the list, add, edit, enable and delete routes sit under it. */
export const REFERENCE_API = {
  dictType: '/api/commDictType',
  dictData: '/api/commDictData',
  organization: '/api/npcOrganization',
  delegation: '/api/sysNpcDelegation',
  unit: '/api/sysNpcUnit',
  committee: '/api/npcSpecialCommittee',
  committeeMember: '/api/npcSpecialCommitteeMember',
  sysUrl: '/api/sysUrl',
} as const;

const SORT = { kind: 'int', min: 0, max: 99_999, required: true } as const;

export const DICT_TYPE: TableContract = {
  label: '字典分类',
  idField: 'typeId',
  fields: [
    { kind: 'text', name: 'typeCode', label: '分类编码', max: 50, required: true, format: 'code' },
    { kind: 'text', name: 'typeName', label: '分类名称', max: 50, required: true },
    { kind: 'text', name: 'remark', label: '备注', max: 200, multiline: true },
    { ...SORT, name: 'sort_num', label: '排序号' },
  ],
  extras: { entryCount: 'int' },
  toggles: true,
  sortField: 'sort_num',
};

export const DICT_DATA: TableContract = {
  label: '字典数据',
  idField: 'dictId',
  fields: [
    { kind: 'ref', name: 'typeCode', label: '字典分类', valueType: 'text', required: true },
    { kind: 'text', name: 'dataKey', label: '字典键', max: 50, required: true },
    { kind: 'text', name: 'dataValue', label: '字典值', max: 100, required: true },
    { ...SORT, name: 'sort_num', label: '排序号' },
  ],
  filters: ['typeCode'],
  extras: { typeName: 'text' },
  toggles: true,
  sortField: 'sort_num',
  sortGroup: 'typeCode',
};

export const ORGANIZATION: TableContract = {
  label: '组织机构',
  idField: 'organizationId',
  fields: [
    { kind: 'text', name: 'organizationName', label: '机构名称', max: 50, required: true },
    { kind: 'ref', name: 'fkParentOrganization', label: '上级机构', valueType: 'int' },
    { kind: 'choice', name: 'delegateGrade', label: '人大层级', options: DELEGATE_GRADE_OPTIONS, required: true },
    { kind: 'text', name: 'remark', label: '备注', max: 200, multiline: true },
    { ...SORT, name: 'sortNo', label: '排序号' },
  ],
  filters: ['delegateGrade', 'fkParentOrganization'],
  extras: { parentName: 'text' },
  toggles: true,
  sortField: 'sortNo',
  sortGroup: 'fkParentOrganization',
};

export const DELEGATION: TableContract = {
  label: '代表团',
  idField: 'delegationId',
  fields: [
    { kind: 'text', name: 'delegationName', label: '代表团名称', max: 50, required: true },
    { kind: 'ref', name: 'fkNpcId', label: '所属人大', valueType: 'int', required: true },
    { kind: 'choice', name: 'delegationLevel', label: '代表层级', options: DELEGATE_GRADE_OPTIONS, required: true },
    { ...SORT, name: 'sortNo', label: '排序号' },
  ],
  filters: ['fkNpcId', 'delegationLevel'],
  extras: { npcName: 'text', deputyCount: 'int' },
  toggles: true,
  sortField: 'sortNo',
};

export const UNIT: TableContract = {
  label: '承办单位',
  idField: 'unitId',
  fields: [
    { kind: 'text', name: 'unitName', label: '单位名称', max: 50, required: true },
    { kind: 'choice', name: 'assignType', label: '交办类型', options: ASSIGN_TYPE_CHOICES, required: true },
    { kind: 'int', name: 'term', label: '届', min: 1, max: 99, required: true },
    { kind: 'int', name: 'times', label: '次', min: 1, max: 99, required: true },
    { kind: 'text', name: 'contactName', label: '联系人', max: 20 },
    { kind: 'text', name: 'contactPhone', label: '联系电话', max: 20, format: 'phone' },
  ],
  filters: ['assignType', 'term', 'times'],
  extras: { openCount: 'int' },
  toggles: true,
};

export const COMMITTEE: TableContract = {
  label: '专门委员会',
  idField: 'specialCommitteeId',
  fields: [
    { kind: 'text', name: 'committeeName', label: '委员会名称', max: 50, required: true },
    { kind: 'text', name: 'remark', label: '备注', max: 200, multiline: true },
    { ...SORT, name: 'sortNo', label: '排序号' },
  ],
  extras: { memberCount: 'int' },
  toggles: true,
  sortField: 'sortNo',
};

export const COMMITTEE_MEMBER: TableContract = {
  label: '专门委员会成员',
  idField: 'memberId',
  fields: [
    { kind: 'ref', name: 'fkSpecialCommitteeId', label: '专门委员会', valueType: 'int', required: true },
    { kind: 'ref', name: 'fkDelegateId', label: '代表', valueType: 'int', required: true },
    { kind: 'text', name: 'specialCommitteePosition', label: '职务', max: 20, required: true },
    { kind: 'int', name: 'term', label: '届', min: 1, max: 99, required: true },
    { kind: 'int', name: 'times', label: '次', min: 1, max: 99, required: true },
  ],
  filters: ['fkSpecialCommitteeId', 'fkDelegateId'],
  extras: { delegateName: 'text', delegationName: 'text' },
  toggles: false,
};

export const SYS_URL: TableContract = {
  label: '接口地址',
  idField: 'urlId',
  fields: [
    { kind: 'text', name: 'urlName', label: '名称', max: 50, required: true },
    { kind: 'text', name: 'url', label: '地址', max: 500, required: true, format: 'url' },
    { kind: 'text', name: 'remark', label: '备注', max: 200, multiline: true },
    { ...SORT, name: 'sortNo', label: '排序号' },
  ],
  extras: { menuCount: 'int' },
  toggles: true,
  sortField: 'sortNo',
};

/** The position choices of a committee seat. */
export const COMMITTEE_POSITIONS = ['主任委员', '副主任委员', '委员'] as const;

/**
 * The city's own delegation (巴中市代表团, or any name starting with the city and ending in
 * 代表团) is hidden from delegation lists; this LIKE pattern is that rule, used by the one query
 * that lists delegations for everyone (GET /api/sysNpcDelegation).
 */
export const CITY_OWN_DELEGATION_LIKE = `${DEFAULT_CITY}%代表团`;
