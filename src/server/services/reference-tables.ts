import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { proposalWorkflow } from '@machines/proposal/proposal.workflow';
import { suggestionWorkflow } from '@machines/suggestion/suggestion.workflow';
import type { FieldValue } from '@shared/managed-table';
import { COMMITTEE, COMMITTEE_MEMBER, DELEGATION, DICT_DATA, DICT_TYPE, ORGANIZATION, REFERENCE_API, SYS_URL, UNIT } from '@shared/reference-data';
import { SYSTEM_PAGE } from '@shared/system-pages';
import type { Database } from '../db/database';
import {
  commDictData,
  commDictType,
  npcDelegate,
  npcDelegation,
  npcOrganization,
  npcSpecialCommittee,
  npcSpecialCommitteeMember,
  proposal,
  suggest,
  sysNpcMenu,
  sysNpcState,
  sysNpcUnit,
  sysUrl,
  sysUser,
} from '../db/schema';
import { assertUnique, countOf, countWhere, qualified, sameAs, type ManagedTable } from './managed-table';
import { Refusal } from './refusal';

/** The definitions of the reference tables: each table is its contract plus the rules below. */

const text = (value: FieldValue | boolean | undefined) => (value === null || value === undefined ? '' : String(value));

const blocked = (parts: [number, string][], verb: string) => {
  const found = parts.filter(([n]) => n > 0).map(([n, what]) => what.replace('N', String(n)));
  return found.length > 0 ? `${found.join('、')}，不能${verb}` : null;
};

// ─── Dictionaries ─────────────────────────────────────────────────────────────────────────

export const dictTypeTable: ManagedTable = {
  contract: DICT_TYPE,
  table: commDictType,
  base: REFERENCE_API.dictType,
  columns: {
    typeId: commDictType.typeId,
    typeCode: commDictType.typeCode,
    typeName: commDictType.typeName,
    remark: commDictType.remark,
    sort_num: commDictType.sortNum,
    isValid: commDictType.isValid,
  },
  extras: () => ({ entryCount: countOf(commDictData, sameAs(commDictData.typeCode, commDictType.typeCode)) }),
  keywordColumns: [commDictType.typeCode, commDictType.typeName],
  defaultOrder: () => [asc(commDictType.sortNum), asc(commDictType.typeId)],
  page: SYSTEM_PAGE.classifyDictionaries,
  async check(tx, values, before) {
    await assertUnique(tx, commDictType.typeId, before, 'typeId', eq(commDictType.typeCode, values.typeCode as string), `分类编码「${text(values.typeCode)}」已存在`);
    if (before && before.typeCode !== values.typeCode && (before.entryCount as number) > 0) {
      throw new Refusal(409, '该分类下已有字典数据，不能修改分类编码');
    }
  },
  deleteBlocked: async (_tx, row) => blocked([[row.entryCount as number, '该分类下还有 N 条字典数据']], '删除'),
};

/**
 * Where deputies' records keep a dictionary's value. They keep a copy of the label (汉族,
 * 中共党员), so renaming an entry never rewrites a record; an entry in use is not deleted.
 */
const DEPUTY_COLUMN_OF_TYPE: Readonly<Record<string, PgColumn>> = {
  sex: npcDelegate.sex,
  nationality: npcDelegate.nationality,
  political: npcDelegate.political,
  education: npcDelegate.educationBackground,
  degree: npcDelegate.degree,
};

export const dictDataTable: ManagedTable = {
  contract: DICT_DATA,
  table: commDictData,
  base: REFERENCE_API.dictData,
  columns: {
    dictId: commDictData.dictId,
    typeCode: commDictData.typeCode,
    dataKey: commDictData.dataKey,
    dataValue: commDictData.dataValue,
    sort_num: commDictData.sortNum,
    isValid: commDictData.isValid,
  },
  extras: () => ({ typeName: sql<string>`(select ${qualified(commDictType.typeName)} from ${commDictType} where ${sameAs(commDictType.typeCode, commDictData.typeCode)})` }),
  keywordColumns: [commDictData.dataKey, commDictData.dataValue],
  defaultOrder: () => [asc(commDictData.typeCode), asc(commDictData.sortNum), asc(commDictData.dictId)],
  page: SYSTEM_PAGE.dataDictionaries,
  ops: { add: 'dictAdd', edit: 'dictEdit', remove: 'dictDelete' },
  async check(tx, values, before) {
    if ((await countWhere(tx, commDictType, eq(commDictType.typeCode, values.typeCode as string))) === 0) throw new Refusal(400, '请选择字典分类');
    await assertUnique(
      tx,
      commDictData.dictId,
      before,
      'dictId',
      and(eq(commDictData.typeCode, values.typeCode as string), eq(commDictData.dataKey, values.dataKey as string)),
      `字典键「${text(values.dataKey)}」在该分类中已存在`,
    );
  },
  async deleteBlocked(tx, row) {
    const column = DEPUTY_COLUMN_OF_TYPE[row.typeCode as string];
    if (!column) return null;
    const used = await countWhere(tx, npcDelegate, eq(column, row.dataValue as string));
    return used > 0 ? `该字典数据已被 ${used} 位代表的资料使用，不能删除（可停用）` : null;
  },
};

// ─── Organisations ────────────────────────────────────────────────────────────────────────

/** The organisations above `id`, nearest first (a chain, cut at 20 levels against a cycle). */
async function ancestorsOf(tx: Database, id: number): Promise<{ organizationId: number; delegateGrade: number }[]> {
  const chain: { organizationId: number; delegateGrade: number }[] = [];
  let next: number | null = id;
  while (next !== null && chain.length < 20) {
    const [row] = await tx
      .select({ organizationId: npcOrganization.organizationId, delegateGrade: npcOrganization.delegateGrade, parent: npcOrganization.fkParentOrganization })
      .from(npcOrganization)
      .where(eq(npcOrganization.organizationId, next));
    if (!row) break;
    chain.push(row);
    next = row.parent;
  }
  return chain;
}

export const organizationTable: ManagedTable = {
  contract: ORGANIZATION,
  table: npcOrganization,
  base: REFERENCE_API.organization,
  columns: {
    organizationId: npcOrganization.organizationId,
    organizationName: npcOrganization.organizationName,
    fkParentOrganization: npcOrganization.fkParentOrganization,
    delegateGrade: npcOrganization.delegateGrade,
    remark: npcOrganization.remark,
    sortNo: npcOrganization.sortNo,
    isValid: npcOrganization.isValid,
  },
  extras: () => ({
    parentName: sql<string>`(select parent.organization_name from ${npcOrganization} as parent where parent.organization_id = ${qualified(npcOrganization.fkParentOrganization)})`,
  }),
  keywordColumns: [npcOrganization.organizationName],
  defaultOrder: () => [asc(npcOrganization.delegateGrade), asc(npcOrganization.sortNo), asc(npcOrganization.organizationId)],
  page: SYSTEM_PAGE.npcOrganizeManager,
  async check(tx, values, before) {
    const parentId = values.fkParentOrganization as number | null;
    if (parentId === null) return;
    const chain = await ancestorsOf(tx, parentId);
    if (chain.length === 0) throw new Refusal(400, '请选择上级机构');
    if (before && chain.some((o) => o.organizationId === before.organizationId)) throw new Refusal(400, '上级机构不能是本机构或其下级机构');
    if (chain[0].delegateGrade >= (values.delegateGrade as number)) throw new Refusal(400, '上级机构的层级须高于本机构');
  },
  async deleteBlocked(tx, row) {
    const id = row.organizationId as number;
    return blocked(
      [
        [await countWhere(tx, npcOrganization, eq(npcOrganization.fkParentOrganization, id)), '该机构还有 N 个下级机构'],
        [await countWhere(tx, npcDelegation, eq(npcDelegation.fkNpcId, id)), 'N 个代表团属于该机构'],
        [await countWhere(tx, sysNpcState, eq(sysNpcState.npcId, id)), '该机构有 N 条届次记录'],
      ],
      '删除',
    );
  },
};

// ─── Delegations ──────────────────────────────────────────────────────────────────────────

export const delegationTable: ManagedTable = {
  contract: DELEGATION,
  table: npcDelegation,
  base: REFERENCE_API.delegation,
  columns: {
    delegationId: npcDelegation.delegationId,
    delegationName: npcDelegation.delegationName,
    fkNpcId: npcDelegation.fkNpcId,
    delegationLevel: npcDelegation.delegationLevel,
    sortNo: npcDelegation.sortNo,
    isValid: npcDelegation.isValid,
  },
  extras: () => ({
    npcName: sql<string>`(select ${qualified(npcOrganization.organizationName)} from ${npcOrganization} where ${sameAs(npcOrganization.organizationId, npcDelegation.fkNpcId)})`,
    deputyCount: countOf(npcDelegate, sameAs(npcDelegate.fkDelegationId, npcDelegation.delegationId)),
  }),
  keywordColumns: [npcDelegation.delegationName],
  defaultOrder: () => [asc(npcDelegation.sortNo), asc(npcDelegation.delegationId)],
  page: SYSTEM_PAGE.npcGroupManager,
  async check(tx, values, before) {
    if ((await countWhere(tx, npcOrganization, eq(npcOrganization.organizationId, values.fkNpcId as number))) === 0) throw new Refusal(400, '请选择所属人大');
    await assertUnique(
      tx,
      npcDelegation.delegationId,
      before,
      'delegationId',
      and(eq(npcDelegation.fkNpcId, values.fkNpcId as number), eq(npcDelegation.delegationName, values.delegationName as string)),
      `代表团「${text(values.delegationName)}」已存在`,
    );
  },
  async deleteBlocked(tx, row) {
    const id = row.delegationId as number;
    return blocked(
      [
        [await countWhere(tx, npcDelegate, eq(npcDelegate.fkDelegationId, id)), '该代表团还有 N 名代表'],
        [await countWhere(tx, sysUser, eq(sysUser.fkDelegationId, id)), 'N 个账号属于该代表团'],
        [await countWhere(tx, proposal, eq(proposal.delegationId, id)), '该代表团提出过 N 件议案'],
      ],
      '删除',
    );
  },
};

// ─── Handling units ───────────────────────────────────────────────────────────────────────

const assignedTo = (units: PgColumn, unitId: SQL | number) => sql`${qualified(units)} @> jsonb_build_array(jsonb_build_object('unitId', (${unitId})::int))`;

/** Proposals and suggestions assigned to the unit and not finished: the workflows' own in-process statuses. */
const openRecordsOf = (unitId: SQL | number) =>
  sql<number>`((select count(*)::int from ${proposal} where ${and(sql`${qualified(proposal.status)} in ${sql.raw(`(${proposalWorkflow.groups.inProcess.join(', ')})`)}`, assignedTo(proposal.units, unitId))})
    + (select count(*)::int from ${suggest} where ${and(sql`${qualified(suggest.status)} in ${sql.raw(`(${suggestionWorkflow.groups.inProcess.join(', ')})`)}`, assignedTo(suggest.units, unitId))}))`;

const anyRecordsOf = (unitId: number) =>
  sql<number>`((select count(*)::int from ${proposal} where ${assignedTo(proposal.units, unitId)}) + (select count(*)::int from ${suggest} where ${assignedTo(suggest.units, unitId)}))`;

async function openCount(tx: Database, unitId: number): Promise<number> {
  const [{ n }] = await tx.select({ n: openRecordsOf(unitId) }).from(sql`(select 1) as one`);
  return Number(n);
}

export const unitTable: ManagedTable = {
  contract: UNIT,
  table: sysNpcUnit,
  base: REFERENCE_API.unit,
  columns: {
    unitId: sysNpcUnit.unitId,
    unitName: sysNpcUnit.unitName,
    assignType: sysNpcUnit.assignType,
    term: sysNpcUnit.term,
    times: sysNpcUnit.times,
    contactName: sysNpcUnit.contactName,
    contactPhone: sysNpcUnit.contactPhone,
    isValid: sysNpcUnit.isValid,
  },
  extras: () => ({ openCount: openRecordsOf(qualified(sysNpcUnit.unitId)) }),
  keywordColumns: [sysNpcUnit.unitName, sysNpcUnit.contactName],
  defaultOrder: () => [asc(sysNpcUnit.assignType), asc(sysNpcUnit.unitId)],
  page: SYSTEM_PAGE.companyManager,
  ops: { add: 'unitAdd', edit: 'unitEdit', remove: 'unitEdit' },
  async check(tx, values, before) {
    await assertUnique(
      tx,
      sysNpcUnit.unitId,
      before,
      'unitId',
      and(eq(sysNpcUnit.unitName, values.unitName as string), eq(sysNpcUnit.term, values.term as number), eq(sysNpcUnit.times, values.times as number)),
      `单位「${text(values.unitName)}」在该届次已存在`,
    );
  },
  async disableBlocked(tx, row) {
    return blocked([[await openCount(tx, row.unitId as number), '该单位还有 N 件未办结的议案建议']], '停用');
  },
  async deleteBlocked(tx, row) {
    const id = row.unitId as number;
    const open = await openCount(tx, id);
    if (open > 0) return blocked([[open, '该单位还有 N 件未办结的议案建议']], '删除');
    const [{ n }] = await tx.select({ n: anyRecordsOf(id) }).from(sql`(select 1) as one`);
    return blocked(
      [
        [await countWhere(tx, sysUser, eq(sysUser.fkUnitId, id)), '该单位还有 N 个账号'],
        [Number(n), '该单位办理过 N 件议案建议（可停用）'],
      ],
      '删除',
    );
  },
};

// ─── Special committees ───────────────────────────────────────────────────────────────────

export const committeeTable: ManagedTable = {
  contract: COMMITTEE,
  table: npcSpecialCommittee,
  base: REFERENCE_API.committee,
  columns: {
    specialCommitteeId: npcSpecialCommittee.specialCommitteeId,
    committeeName: npcSpecialCommittee.committeeName,
    remark: npcSpecialCommittee.remark,
    sortNo: npcSpecialCommittee.sortNo,
    isValid: npcSpecialCommittee.isValid,
  },
  extras: () => ({ memberCount: countOf(npcSpecialCommitteeMember, sameAs(npcSpecialCommitteeMember.fkSpecialCommitteeId, npcSpecialCommittee.specialCommitteeId)) }),
  keywordColumns: [npcSpecialCommittee.committeeName],
  defaultOrder: () => [asc(npcSpecialCommittee.sortNo), asc(npcSpecialCommittee.specialCommitteeId)],
  page: SYSTEM_PAGE.specialCommitteeManager,
  async check(tx, values, before) {
    await assertUnique(
      tx,
      npcSpecialCommittee.specialCommitteeId,
      before,
      'specialCommitteeId',
      eq(npcSpecialCommittee.committeeName, values.committeeName as string),
      `专门委员会「${text(values.committeeName)}」已存在`,
    );
  },
  deleteBlocked: async (_tx, row) => blocked([[row.memberCount as number, '该专门委员会还有 N 名成员']], '删除'),
};

/** npc_delegate.is_special_committee is true exactly while the deputy holds a seat. */
async function syncCommitteeFlag(tx: Database, delegateIds: number[]): Promise<void> {
  if (delegateIds.length === 0) return;
  await tx
    .update(npcDelegate)
    .set({ isSpecialCommittee: exists(tx.select({ one: sql`1` }).from(npcSpecialCommitteeMember).where(eq(npcSpecialCommitteeMember.fkDelegateId, npcDelegate.delegateId))) as unknown as boolean })
    .where(inArray(npcDelegate.delegateId, delegateIds));
}

export const committeeMemberTable: ManagedTable = {
  contract: COMMITTEE_MEMBER,
  table: npcSpecialCommitteeMember,
  base: REFERENCE_API.committeeMember,
  columns: {
    memberId: npcSpecialCommitteeMember.memberId,
    fkSpecialCommitteeId: npcSpecialCommitteeMember.fkSpecialCommitteeId,
    fkDelegateId: npcSpecialCommitteeMember.fkDelegateId,
    specialCommitteePosition: npcSpecialCommitteeMember.specialCommitteePosition,
    term: npcSpecialCommitteeMember.term,
    times: npcSpecialCommitteeMember.times,
  },
  extras: () => ({
    delegateName: sql<string>`(select ${qualified(npcDelegate.delegateName)} from ${npcDelegate} where ${sameAs(npcDelegate.delegateId, npcSpecialCommitteeMember.fkDelegateId)})`,
    delegationName: sql<string>`(select ${qualified(npcDelegation.delegationName)} from ${npcDelegate} join ${npcDelegation} on ${sameAs(npcDelegation.delegationId, npcDelegate.fkDelegationId)} where ${sameAs(npcDelegate.delegateId, npcSpecialCommitteeMember.fkDelegateId)})`,
  }),
  keywordColumns: [npcSpecialCommitteeMember.specialCommitteePosition],
  defaultOrder: () => [asc(npcSpecialCommitteeMember.fkSpecialCommitteeId), asc(npcSpecialCommitteeMember.memberId)],
  page: SYSTEM_PAGE.specialCommitteeManager,
  async check(tx, values, before) {
    if ((await countWhere(tx, npcSpecialCommittee, eq(npcSpecialCommittee.specialCommitteeId, values.fkSpecialCommitteeId as number))) === 0) throw new Refusal(400, '请选择专门委员会');
    if ((await countWhere(tx, npcDelegate, eq(npcDelegate.delegateId, values.fkDelegateId as number))) === 0) throw new Refusal(400, '请选择代表');
    await assertUnique(
      tx,
      npcSpecialCommitteeMember.memberId,
      before,
      'memberId',
      and(
        eq(npcSpecialCommitteeMember.fkSpecialCommitteeId, values.fkSpecialCommitteeId as number),
        eq(npcSpecialCommitteeMember.fkDelegateId, values.fkDelegateId as number),
        eq(npcSpecialCommitteeMember.term, values.term as number),
        eq(npcSpecialCommitteeMember.times, values.times as number),
      ),
      '该代表已是本委员会该届次的成员',
    );
  },
  async afterWrite(tx, { before, after }) {
    const ids = [...new Set([before?.fkDelegateId, after?.fkDelegateId].filter((id): id is number => typeof id === 'number'))];
    await syncCommitteeFlag(tx, ids);
  },
};

// ─── Interface addresses ──────────────────────────────────────────────────────────────────

/** Menus of open type 4 embed their menuUrl; one that holds an address uses it. */
const THIRD_PARTY_OPEN_TYPE = 4;
const menusUsing = (url: SQL | PgColumn | string) => and(eq(sysNpcMenu.openType, THIRD_PARTY_OPEN_TYPE), eq(sysNpcMenu.menuUrl, url));

export const sysUrlTable: ManagedTable = {
  contract: SYS_URL,
  table: sysUrl,
  base: REFERENCE_API.sysUrl,
  columns: {
    urlId: sysUrl.urlId,
    urlName: sysUrl.urlName,
    url: sysUrl.url,
    remark: sysUrl.remark,
    sortNo: sysUrl.sortNo,
    isValid: sysUrl.isValid,
  },
  extras: () => ({ menuCount: countOf(sysNpcMenu, sql`${qualified(sysNpcMenu.openType)} = ${THIRD_PARTY_OPEN_TYPE} and ${sameAs(sysNpcMenu.menuUrl, sysUrl.url)}`) }),
  keywordColumns: [sysUrl.urlName, sysUrl.url],
  defaultOrder: () => [asc(sysUrl.sortNo), asc(sysUrl.urlId)],
  page: SYSTEM_PAGE.sysurlManager,
  async check(tx, values, before) {
    await assertUnique(tx, sysUrl.urlId, before, 'urlId', eq(sysUrl.url, values.url as string), '该地址已存在');
  },
  // The menus that embed an address follow it when it changes: they hold a copy of the url.
  async afterWrite(tx, { op, before, after }) {
    if (op !== 'edit' || !before || !after || before.url === after.url) return;
    const moved = await tx
      .update(sysNpcMenu)
      .set({ menuUrl: after.url as string })
      .where(menusUsing(before.url as string))
      .returning({ menuId: sysNpcMenu.menuId });
    return { menusFollowed: moved.map((m) => m.menuId) };
  },
  disableBlocked: async (_tx, row) => blocked([[row.menuCount as number, '该地址正被 N 个菜单使用']], '停用'),
  deleteBlocked: async (_tx, row) => blocked([[row.menuCount as number, '该地址正被 N 个菜单使用']], '删除'),
};

/** Every managed reference table, in the order of the system-management menu. */
export const REFERENCE_TABLES: readonly ManagedTable[] = [
  dictTypeTable,
  dictDataTable,
  organizationTable,
  delegationTable,
  unitTable,
  committeeTable,
  committeeMemberTable,
  sysUrlTable,
];
