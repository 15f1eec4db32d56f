import { COMMITTEE, COMMITTEE_MEMBER, DELEGATION, DICT_DATA, DICT_TYPE, ORGANIZATION, REFERENCE_API, SYS_URL, UNIT } from '@shared/reference-data';
import type { ManagedTableView } from '@web/components/managed-table/managed-table-page';

/** The reference tables' pages: each one row, rendered by ManagedTablePage. */

export const dictTypeView: ManagedTableView = {
  title: '字典分类',
  base: REFERENCE_API.dictType,
  contract: DICT_TYPE,
  columns: ['typeName', 'typeCode', { key: 'entryCount', label: '字典数据', cell: (row) => `${String(row.entryCount)} 条` }, 'sort_num', 'remark'],
  defaults: { sort_num: 1 },
  keywordLabel: '分类名称或编码',
};

export const dictDataView: ManagedTableView = {
  title: '数据字典',
  base: REFERENCE_API.dictData,
  contract: DICT_DATA,
  columns: ['dataValue', 'dataKey', { key: 'typeName', label: '字典分类', cell: (row) => String(row.typeName ?? row.typeCode) }, 'sort_num'],
  refs: { typeCode: { url: REFERENCE_API.dictType, value: 'typeCode', label: 'typeName' } },
  ops: { add: 'dictAdd', edit: 'dictEdit', remove: 'dictDelete' },
  defaults: { sort_num: 1 },
  keywordLabel: '字典键或字典值',
};

export const organizationView: ManagedTableView = {
  title: '组织机构',
  base: REFERENCE_API.organization,
  contract: ORGANIZATION,
  columns: ['organizationName', 'delegateGrade', { key: 'parentName', label: '上级机构', cell: (row) => String(row.parentName ?? '—') }, 'sortNo'],
  refs: { fkParentOrganization: { url: REFERENCE_API.organization, params: { pageSize: 1000 }, value: 'organizationId', label: 'organizationName' } },
  defaults: { sortNo: 1 },
  keywordLabel: '机构名称',
};

export const delegationView: ManagedTableView = {
  title: '代表团管理',
  base: REFERENCE_API.delegation,
  contract: DELEGATION,
  columns: ['delegationName', { key: 'npcName', label: '所属人大', cell: (row) => String(row.npcName ?? '—') }, 'delegationLevel', { key: 'deputyCount', label: '代表人数', cell: (row) => String(row.deputyCount) }, 'sortNo'],
  refs: { fkNpcId: { url: REFERENCE_API.organization, params: { pageSize: 1000, isValid: true }, value: 'organizationId', label: 'organizationName' } },
  defaults: { sortNo: 1, delegationLevel: 3 },
  keywordLabel: '代表团名称',
};

export const unitView: ManagedTableView = {
  title: '承办单位管理',
  base: REFERENCE_API.unit,
  contract: UNIT,
  columns: ['unitName', 'assignType', { key: 'session', label: '届次', cell: (row) => `第${String(row.term)}届第${String(row.times)}次` }, 'contactName', 'contactPhone', { key: 'openCount', label: '在办件数', cell: (row) => String(row.openCount) }],
  ops: { add: 'unitAdd', edit: 'unitEdit', remove: 'unitEdit' },
  keywordLabel: '单位名称或联系人',
};

export const committeeView: ManagedTableView = {
  title: '专门委员会',
  base: REFERENCE_API.committee,
  contract: COMMITTEE,
  columns: ['committeeName', { key: 'memberCount', label: '成员', cell: (row) => `${String(row.memberCount)} 人` }, 'sortNo', 'remark'],
  defaults: { sortNo: 1 },
  keywordLabel: '委员会名称',
};

/** The members of one committee, inside its dialog. */
export const memberViewOf = (specialCommitteeId: number, committeeName: string): ManagedTableView => ({
  title: `${committeeName}成员`,
  base: REFERENCE_API.committeeMember,
  contract: COMMITTEE_MEMBER,
  columns: [
    { key: 'delegateName', label: '代表', cell: (row) => String(row.delegateName ?? '') },
    { key: 'delegationName', label: '代表团', cell: (row) => String(row.delegationName ?? '') },
    'specialCommitteePosition',
    { key: 'session', label: '届次', cell: (row) => `第${String(row.term)}届第${String(row.times)}次` },
  ],
  fixed: { fkSpecialCommitteeId: specialCommitteeId },
  keywordLabel: '职务',
  embedded: true,
});

export const sysUrlView: ManagedTableView = {
  title: '接口地址管理',
  base: REFERENCE_API.sysUrl,
  contract: SYS_URL,
  columns: ['urlName', { key: 'url', label: '地址', cell: (row) => String(row.url), wide: true }, { key: 'menuCount', label: '使用菜单', cell: (row) => `${String(row.menuCount)} 个` }, 'sortNo'],
  defaults: { sortNo: 1 },
  keywordLabel: '名称或地址',
};
