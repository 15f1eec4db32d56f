import { and, asc, count, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AddressBookEntry, AddressBookGroup, AddressBookGroups, AddressBookKind, AddressBookPage, AddressBookQuery } from '@shared/contracts/address-book';
import { DELEGATE_GRADE, type DelegateGrade } from '@shared/enums';
import { Role } from '@shared/roles';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { offsetOf } from '../db/paging';
import { contactStation, npcDelegate, npcDelegation, npcSpecialCommittee, sysNpcUnit, sysRole, sysUser } from '../db/schema';
import { Refusal } from './refusal';

/** Who is in the book: approved deputies (never the vacant), and enabled staff accounts. */
export const LISTED_DEPUTY_STATUS = 1;

/** The group of the staff accounts that belong to no unit, station, delegation or committee. */
export const OFFICE_GROUP = { key: 'office', name: '市人大常委会机关' } as const;

export const ADDRESS_BOOK_MSG = {
  deputyGroup: '代表只能按代表团分组查看',
} as const;

const gradeLabel = (grade: number) => `${DELEGATE_GRADE[grade as DelegateGrade] ?? ''}人大代表`;

const listedDeputy = and(eq(npcDelegate.auditStatus, LISTED_DEPUTY_STATUS), eq(npcDelegation.isValid, true));
const listedStaff = and(ne(sysUser.loginRoleCode, Role.represent), eq(sysUser.isValid, true));

/**
 * A staff account's group, one key per account: its unit, else its station, else its delegation,
 * else its committee, else the office. The list's filter and the groups' counts use this one expression.
 */
const staffGroupKey = sql<string>`case
  when ${sysUser.fkUnitId} is not null then 'unit:' || ${sysUser.fkUnitId}
  when ${sysUser.fkStationId} is not null then 'station:' || ${sysUser.fkStationId}
  when ${sysUser.fkDelegationId} is not null then 'delegation:' || ${sysUser.fkDelegationId}
  when ${sysUser.fkSpecialCommitteeId} is not null then 'committee:' || ${sysUser.fkSpecialCommitteeId}
  else ${OFFICE_GROUP.key} end`;

const staffGroupName = sql<string>`coalesce(${sysNpcUnit.unitName}, ${contactStation.stationName}, ${npcDelegation.delegationName}, ${npcSpecialCommittee.committeeName}, ${OFFICE_GROUP.name})`;

function staffFrom(db: Database) {
  return db
    .select({
      userId: sysUser.userId,
      realName: sysUser.realName,
      post: sysUser.post,
      username: sysUser.username,
      roleName: sysRole.roleName,
      groupName: staffGroupName,
      groupKey: staffGroupKey,
    })
    .from(sysUser)
    .leftJoin(sysNpcUnit, eq(sysNpcUnit.unitId, sysUser.fkUnitId))
    .leftJoin(contactStation, eq(contactStation.stationId, sysUser.fkStationId))
    .leftJoin(npcDelegation, eq(npcDelegation.delegationId, sysUser.fkDelegationId))
    .leftJoin(npcSpecialCommittee, eq(npcSpecialCommittee.specialCommitteeId, sysUser.fkSpecialCommitteeId))
    .leftJoin(sysRole, eq(sysRole.roleCode, sysUser.loginRoleCode));
}

function deputyFilter(query: Pick<AddressBookQuery, 'group' | 'keyword'>): SQL {
  const filters: SQL[] = [listedDeputy!];
  if (query.group) {
    const [kind, id] = query.group.split(':');
    if (kind !== 'delegation') throw new Refusal(400, ADDRESS_BOOK_MSG.deputyGroup, 'group');
    filters.push(eq(npcDelegate.fkDelegationId, Number(id)));
  }
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    filters.push(or(ilike(npcDelegate.delegateName, pattern), ilike(npcDelegate.presentOccupation, pattern), ilike(npcDelegate.position, pattern))!);
  }
  return and(...filters)!;
}

function staffFilter(query: Pick<AddressBookQuery, 'group' | 'keyword'>): SQL {
  const filters: SQL[] = [listedStaff!];
  if (query.group) filters.push(sql`${staffGroupKey} = ${query.group}`);
  const keyword = query.keyword?.trim();
  if (keyword) {
    const pattern = containsPattern(keyword);
    filters.push(or(ilike(sysUser.realName, pattern), ilike(sysUser.post, pattern), sql`${staffGroupName} ilike ${pattern}`, ilike(sysRole.roleName, pattern))!);
  }
  return and(...filters)!;
}

async function deputyPage(db: Database, query: AddressBookQuery, phones: boolean) {
  const where = deputyFilter(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({
        delegateId: npcDelegate.delegateId,
        name: npcDelegate.delegateName,
        occupation: npcDelegate.presentOccupation,
        grade: npcDelegate.delegateGrade,
        phone: npcDelegate.phone,
        groupName: npcDelegation.delegationName,
      })
      .from(npcDelegate)
      .innerJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
      .where(where)
      .orderBy(asc(npcDelegation.sortNo), asc(npcDelegation.delegationId), asc(npcDelegate.delegateGrade), asc(npcDelegate.delegateId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(npcDelegate).innerJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId)).where(where),
  ]);
  const list: AddressBookEntry[] = rows.map((row) => ({
    key: `deputy:${row.delegateId}`,
    name: row.name,
    unit: row.occupation ?? '',
    post: gradeLabel(row.grade),
    groupName: row.groupName,
    phone: phones ? (row.phone ?? null) : null,
  }));
  return { list, total };
}

async function staffPage(db: Database, query: AddressBookQuery, phones: boolean) {
  const where = staffFilter(query);
  const [rows, [{ total }]] = await Promise.all([
    staffFrom(db).where(where).orderBy(asc(staffGroupKey), asc(sysUser.userId)).limit(query.pageSize).offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(sysUser)
      .leftJoin(sysNpcUnit, eq(sysNpcUnit.unitId, sysUser.fkUnitId))
      .leftJoin(contactStation, eq(contactStation.stationId, sysUser.fkStationId))
      .leftJoin(npcDelegation, eq(npcDelegation.delegationId, sysUser.fkDelegationId))
      .leftJoin(npcSpecialCommittee, eq(npcSpecialCommittee.specialCommitteeId, sysUser.fkSpecialCommitteeId))
      .leftJoin(sysRole, eq(sysRole.roleCode, sysUser.loginRoleCode))
      .where(where),
  ]);
  const list: AddressBookEntry[] = rows.map((row) => ({
    key: `staff:${row.userId}`,
    name: row.realName,
    unit: row.groupName,
    post: row.post || row.roleName || '',
    groupName: row.groupName,
    phone: phones ? row.username : null,
  }));
  return { list, total };
}

/**
 * One page of the book. `phones`: whether the caller is signed in; without it the answer holds
 * no phone at all, so an anonymous visitor can never collect the numbers.
 */
export async function addressBookPage(db: Database, query: AddressBookQuery, phones: boolean): Promise<AddressBookPage> {
  const { list, total } = query.kind === 'deputy' ? await deputyPage(db, query, phones) : await staffPage(db, query, phones);
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize, phonesShown: phones };
}

/** The groups of a kind with how many entries each lists, in the order the book shows them. */
export async function addressBookGroups(db: Database, kind: AddressBookKind): Promise<AddressBookGroups> {
  let groups: AddressBookGroup[];
  if (kind === 'deputy') {
    const rows = await db
      .select({ id: npcDelegation.delegationId, name: npcDelegation.delegationName, count: count() })
      .from(npcDelegate)
      .innerJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
      .where(listedDeputy)
      .groupBy(npcDelegation.delegationId, npcDelegation.delegationName, npcDelegation.sortNo)
      .orderBy(asc(npcDelegation.sortNo), asc(npcDelegation.delegationId));
    groups = rows.map((row) => ({ key: `delegation:${row.id}`, name: row.name, count: row.count }));
  } else {
    const rows = await staffFrom(db).where(listedStaff);
    const byKey = new Map<string, AddressBookGroup>();
    for (const row of rows) {
      const group = byKey.get(row.groupKey) ?? { key: row.groupKey, name: row.groupName, count: 0 };
      group.count += 1;
      byKey.set(row.groupKey, group);
    }
    // The office first, then by kind of organisation and name.
    const order = ['office', 'committee', 'delegation', 'unit', 'station'];
    groups = [...byKey.values()].sort((a, b) => order.indexOf(a.key.split(':')[0]) - order.indexOf(b.key.split(':')[0]) || a.name.localeCompare(b.name, 'zh-CN'));
  }
  return { kind, total: groups.reduce((sum, group) => sum + group.count, 0), groups };
}
