import { and, asc, count, eq, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import type { AdminList, Group, GroupAdmin, GroupBody, GroupOptions, GroupPage, GroupQuery, Member, MemberList, MyGroup } from '@shared/contracts/groups';
import { GROUP_LEVEL_LABEL, GROUP_MSG, LEADER_ROLE, MEMBER_ROLE_LABEL, type GroupLevel, type MemberRole } from '@shared/groups';
import { isBlank } from '@shared/blank';
import { Role } from '@shared/roles';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { offsetOf } from '../db/paging';
import { commArea, contactStation, npcDelegate, npcDelegation, npcGroup, npcGroupAdmin, npcGroupMember, sysUser } from '../db/schema';
import { auditGroupChange } from './audit';
import { Refusal } from './refusal';
import { reportsOfAuthors } from './report-on-work.service';
import { chinaTime } from './workflow/export.service';

export type Requested = Pick<FastifyRequest, 'ip' | 'user'>;
type SignedIn = NonNullable<FastifyRequest['user']>;

const GROUP_EXPORT_LIMIT = 5000;

const notFound = () => new Refusal(404, GROUP_MSG.notFound);

/**
 * The groups a signed-in user manages: a group liaison (NPC_GROUP) those it administers, any
 * other role holding the page every group (null).
 */
export async function managedGroupIds(db: Database, user: SignedIn): Promise<number[] | null> {
  if (user.loginRoleCode !== Role.group) return null;
  const rows = await db.select({ id: npcGroupAdmin.fkGroupId }).from(npcGroupAdmin).where(eq(npcGroupAdmin.fkUserId, user.userId));
  return rows.map((row) => row.id);
}

/** A group the user may manage, or 404 (a liaison does not learn of other groups). */
async function managedGroup(db: Database, user: SignedIn, groupId: number) {
  const scope = await managedGroupIds(db, user);
  if (scope && !scope.includes(groupId)) throw notFound();
  const [row] = await db.select().from(npcGroup).where(eq(npcGroup.groupId, groupId)).limit(1);
  if (!row) throw notFound();
  return row;
}

/** The list rows of some groups, with station, area, leader, member count and administrators. */
async function groupsOf(db: Database, where: SQL | undefined, page?: { pageNum: number; pageSize: number }): Promise<Group[]> {
  const memberCount = sql<number>`(select count(*)::int from ${npcGroupMember} m where m.fk_group_id = ${npcGroup.groupId})`;
  const leaderName = sql<string | null>`(select d.delegate_name from ${npcGroupMember} m join ${npcDelegate} d on d.delegate_id = m.fk_delegate_id where m.fk_group_id = ${npcGroup.groupId} and m.member_role = ${LEADER_ROLE} limit 1)`;
  const adminNames = sql<string[]>`coalesce((select array_agg(u.real_name order by u.real_name) from ${npcGroupAdmin} a join ${sysUser} u on u.user_id = a.fk_user_id where a.fk_group_id = ${npcGroup.groupId}), '{}')`;
  let query = db
    .select({ group: npcGroup, stationName: contactStation.stationName, areaName: commArea.areaName, memberCount, leaderName, adminNames })
    .from(npcGroup)
    .leftJoin(contactStation, eq(contactStation.stationId, npcGroup.fkStationId))
    .leftJoin(commArea, eq(commArea.areaId, npcGroup.fkAreaId))
    .where(where)
    .orderBy(asc(npcGroup.sortNo), asc(npcGroup.groupId))
    .$dynamic();
  if (page) query = query.limit(page.pageSize).offset(offsetOf(page));
  const rows = await query;
  return rows.map(({ group, stationName, areaName, memberCount: members, leaderName: leader, adminNames: admins }) => ({
    groupId: group.groupId,
    groupName: group.groupName,
    groupLevel: group.groupLevel,
    groupLevelLabel: GROUP_LEVEL_LABEL[group.groupLevel as GroupLevel] ?? String(group.groupLevel),
    fkStationId: group.fkStationId,
    stationName: stationName ?? null,
    fkAreaId: group.fkAreaId,
    areaName: areaName ?? null,
    leaderName: leader ?? null,
    memberCount: Number(members),
    adminNames: admins ?? [],
    description: group.description,
    sortNo: group.sortNo,
    isEnable: group.isEnable,
    createTime: group.createTime.toISOString(),
  }));
}

async function groupById(db: Database, groupId: number): Promise<Group> {
  const [group] = await groupsOf(db, eq(npcGroup.groupId, groupId));
  if (!group) throw notFound();
  return group;
}

function groupFilters(query: Omit<GroupQuery, 'pageNum' | 'pageSize'>): SQL | undefined {
  return and(
    query.keyword?.trim() ? ilike(npcGroup.groupName, containsPattern(query.keyword.trim())) : undefined,
    query.fkStationId ? eq(npcGroup.fkStationId, query.fkStationId) : undefined,
    query.groupLevel ? eq(npcGroup.groupLevel, query.groupLevel) : undefined,
    query.isEnable === undefined ? undefined : eq(npcGroup.isEnable, query.isEnable),
  );
}

export async function listGroups(db: Database, query: GroupQuery): Promise<GroupPage> {
  const where = groupFilters(query);
  const [[{ total }], list] = await Promise.all([db.select({ total: count() }).from(npcGroup).where(where), groupsOf(db, where, query)]);
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function exportGroups(db: Database, query: Omit<GroupQuery, 'pageNum' | 'pageSize'>, now = new Date()) {
  const list = await groupsOf(db, groupFilters(query), { pageNum: 1, pageSize: GROUP_EXPORT_LIMIT });
  const header = ['小组名称', '级别', '所属联络站', '所在区域', '组长', '成员数', '组管理员', '排序', '状态', '简介'].map((value) => ({ value, fontWeight: 'bold' as const }));
  const data: SheetData = [
    header,
    ...list.map((g) => [g.groupName, g.groupLevelLabel, g.stationName ?? '', g.areaName ?? '', g.leaderName ?? '', g.memberCount, g.adminNames.join('、'), g.sortNo, g.isEnable ? '启用' : '停用', g.description ?? '']),
  ];
  const buffer = await writeXlsxFile(data, {
    sheet: '代表小组',
    columns: [{ width: 28 }, { width: 10 }, { width: 28 }, { width: 14 }, { width: 10 }, { width: 8 }, { width: 20 }, { width: 6 }, { width: 6 }, { width: 40 }],
    stickyRowsCount: 1,
  }).toBuffer();
  const stamp = chinaTime(now.toISOString()).replace(/[-: ]/g, '').slice(0, 12);
  return { fileName: `代表小组_${stamp}.xlsx`, buffer };
}

export async function groupOptions(db: Database, user: SignedIn): Promise<GroupOptions> {
  const scope = await managedGroupIds(db, user);
  const [groups, stations, areas] = await Promise.all([
    db
      .select({ id: npcGroup.groupId, name: npcGroup.groupName, groupLevel: npcGroup.groupLevel, isEnable: npcGroup.isEnable })
      .from(npcGroup)
      .where(scope ? (scope.length > 0 ? inArray(npcGroup.groupId, scope) : sql`false`) : undefined)
      .orderBy(asc(npcGroup.sortNo), asc(npcGroup.groupId)),
    db.select({ id: contactStation.stationId, name: contactStation.stationName }).from(contactStation).orderBy(asc(contactStation.sortNo)),
    // Counties and towns: where a group meets.
    db.select({ id: commArea.areaId, name: commArea.areaName }).from(commArea).where(inArray(commArea.areaLevel, [3, 4])).orderBy(asc(commArea.areaLevel), asc(commArea.sortNo), asc(commArea.areaId)),
  ]);
  return { groups, stations, areas };
}

/** The body's own checks beyond the schema: a name that is not blank and not another group's. */
async function checkedGroup(db: Database, body: GroupBody, exceptId?: number) {
  if (isBlank(body.groupName)) throw new Refusal(400, GROUP_MSG.nameRequired, 'groupName');
  const groupName = body.groupName.trim();
  const [same] = await db
    .select({ id: npcGroup.groupId })
    .from(npcGroup)
    .where(and(eq(npcGroup.groupName, groupName), exceptId ? ne(npcGroup.groupId, exceptId) : undefined))
    .limit(1);
  if (same) throw new Refusal(400, GROUP_MSG.nameTaken, 'groupName');
  return {
    groupName,
    groupLevel: body.groupLevel,
    fkStationId: body.fkStationId,
    fkAreaId: body.fkAreaId,
    description: body.description?.trim() || null,
    sortNo: body.sortNo,
  };
}

export async function createGroup(db: Database, request: Requested, body: GroupBody): Promise<Group> {
  const values = await checkedGroup(db, body);
  const groupId = await db.transaction(async (tx) => {
    const [row] = await tx.insert(npcGroup).values(values).returning({ groupId: npcGroup.groupId });
    await auditGroupChange(tx, request, 'add', row.groupId, { groupName: values.groupName });
    return row.groupId;
  });
  return groupById(db, groupId);
}

export async function updateGroup(db: Database, request: Requested, groupId: number, body: GroupBody): Promise<Group> {
  const [before] = await db.select().from(npcGroup).where(eq(npcGroup.groupId, groupId)).limit(1);
  if (!before) throw notFound();
  const values = await checkedGroup(db, body, groupId);
  await db.transaction(async (tx) => {
    // Members carry the level their uniqueness is checked by: they move with the group.
    if (values.groupLevel !== before.groupLevel) {
      const members = await tx.select({ delegateId: npcGroupMember.fkDelegateId }).from(npcGroupMember).where(eq(npcGroupMember.fkGroupId, groupId));
      await refuseTakenDeputies(tx, members.map((m) => m.delegateId), values.groupLevel, groupId);
      await tx.update(npcGroupMember).set({ groupLevel: values.groupLevel }).where(eq(npcGroupMember.fkGroupId, groupId));
    }
    await tx.update(npcGroup).set({ ...values, updateTime: new Date() }).where(eq(npcGroup.groupId, groupId));
    await auditGroupChange(tx, request, 'edit', groupId, { before: { groupName: before.groupName, groupLevel: before.groupLevel }, after: { groupName: values.groupName, groupLevel: values.groupLevel } });
  });
  return groupById(db, groupId);
}

export async function setGroupEnabled(db: Database, request: Requested, groupId: number, isEnable: boolean): Promise<Group> {
  await db.transaction(async (tx) => {
    const updated = await tx.update(npcGroup).set({ isEnable, updateTime: new Date() }).where(eq(npcGroup.groupId, groupId)).returning({ id: npcGroup.groupId });
    if (updated.length === 0) throw notFound();
    await auditGroupChange(tx, request, isEnable ? 'enable' : 'disable', groupId);
  });
  return groupById(db, groupId);
}

/** A group with members is kept (disabled instead), so its reports keep their group. */
export async function deleteGroup(db: Database, request: Requested, groupId: number): Promise<{ msg: string }> {
  await db.transaction(async (tx) => {
    const [group] = await tx.select().from(npcGroup).where(eq(npcGroup.groupId, groupId)).for('update').limit(1);
    if (!group) throw notFound();
    const [{ n }] = await tx.select({ n: count() }).from(npcGroupMember).where(eq(npcGroupMember.fkGroupId, groupId));
    if (n > 0) throw new Refusal(409, GROUP_MSG.hasMembers);
    await tx.delete(npcGroup).where(eq(npcGroup.groupId, groupId));
    await auditGroupChange(tx, request, 'delete', groupId, { groupName: group.groupName });
  });
  return { msg: GROUP_MSG.deleted };
}

const memberColumns = {
  memberId: npcGroupMember.memberId,
  fkDelegateId: npcGroupMember.fkDelegateId,
  memberRole: npcGroupMember.memberRole,
  delegateName: npcDelegate.delegateName,
  sex: npcDelegate.sex,
  phone: npcDelegate.phone,
  presentOccupation: npcDelegate.presentOccupation,
  delegateGrade: npcDelegate.delegateGrade,
  delegationName: npcDelegation.delegationName,
};

async function membersOf(db: Database, groupIds: number[]): Promise<(Member & { groupId: number })[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ ...memberColumns, groupId: npcGroupMember.fkGroupId })
    .from(npcGroupMember)
    .innerJoin(npcDelegate, eq(npcDelegate.delegateId, npcGroupMember.fkDelegateId))
    .leftJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
    .where(inArray(npcGroupMember.fkGroupId, groupIds))
    .orderBy(asc(npcGroupMember.memberRole), asc(npcGroupMember.memberId));
  return rows.map((row) => ({ ...row, delegationName: row.delegationName ?? null, memberRoleLabel: MEMBER_ROLE_LABEL[row.memberRole as MemberRole] ?? '' }));
}

export async function listMembers(db: Database, user: SignedIn, groupId: number): Promise<MemberList> {
  await managedGroup(db, user, groupId);
  const [group, members] = await Promise.all([groupById(db, groupId), membersOf(db, [groupId])]);
  return { group, list: members.map(({ groupId: _g, ...member }) => member) };
}

/** Deputies already in another group of this level: refused with their names. */
async function refuseTakenDeputies(tx: Pick<Database, 'select'>, delegateIds: number[], level: number, groupId: number) {
  if (delegateIds.length === 0) return;
  const taken = await tx
    .select({ name: npcDelegate.delegateName })
    .from(npcGroupMember)
    .innerJoin(npcDelegate, eq(npcDelegate.delegateId, npcGroupMember.fkDelegateId))
    .where(and(inArray(npcGroupMember.fkDelegateId, delegateIds), eq(npcGroupMember.groupLevel, level), ne(npcGroupMember.fkGroupId, groupId)));
  if (taken.length > 0) throw new Refusal(409, GROUP_MSG.alreadyInLevel(taken.map((t) => t.name).join('、')));
}

/** Adds deputies as 成员; those already in the group stay as they are. */
export async function addMembers(db: Database, request: Requested, groupId: number, delegateIds: number[]): Promise<MemberList> {
  const group = await managedGroup(db, request.user!, groupId);
  const ids = [...new Set(delegateIds)];
  if (ids.length === 0) throw new Refusal(400, GROUP_MSG.chooseDeputies, 'delegateIds');
  await db.transaction(async (tx) => {
    const found = await tx.select({ id: npcDelegate.delegateId }).from(npcDelegate).where(inArray(npcDelegate.delegateId, ids));
    if (found.length !== ids.length) throw new Refusal(400, GROUP_MSG.deputyNotFound, 'delegateIds');
    await refuseTakenDeputies(tx, ids, group.groupLevel, groupId);
    const added = await tx
      .insert(npcGroupMember)
      .values(ids.map((fkDelegateId) => ({ fkGroupId: groupId, fkDelegateId, groupLevel: group.groupLevel, memberRole: 3 })))
      .onConflictDoNothing()
      .returning({ delegateId: npcGroupMember.fkDelegateId });
    await auditGroupChange(tx, request, 'add_members', groupId, { delegateIds: added.map((a) => a.delegateId) });
  });
  return listMembers(db, request.user!, groupId);
}

async function memberOf(db: Pick<Database, 'select'>, groupId: number, memberId: number) {
  const [member] = await db
    .select()
    .from(npcGroupMember)
    .where(and(eq(npcGroupMember.memberId, memberId), eq(npcGroupMember.fkGroupId, groupId)))
    .limit(1);
  if (!member) throw new Refusal(404, GROUP_MSG.memberNotFound);
  return member;
}

export async function removeMember(db: Database, request: Requested, groupId: number, memberId: number): Promise<MemberList> {
  await managedGroup(db, request.user!, groupId);
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, groupId, memberId);
    await tx.delete(npcGroupMember).where(eq(npcGroupMember.memberId, memberId));
    await auditGroupChange(tx, request, 'remove_member', groupId, { delegateId: member.fkDelegateId });
  });
  return listMembers(db, request.user!, groupId);
}

/** Sets a member's role; a new 组长 makes the previous one a 成员, so a group has one leader. */
export async function setMemberRole(db: Database, request: Requested, groupId: number, memberId: number, memberRole: MemberRole): Promise<MemberList> {
  await managedGroup(db, request.user!, groupId);
  await db.transaction(async (tx) => {
    const member = await memberOf(tx, groupId, memberId);
    if (memberRole === LEADER_ROLE) {
      await tx.update(npcGroupMember).set({ memberRole: 3 }).where(and(eq(npcGroupMember.fkGroupId, groupId), eq(npcGroupMember.memberRole, LEADER_ROLE)));
    }
    await tx.update(npcGroupMember).set({ memberRole }).where(eq(npcGroupMember.memberId, memberId));
    await auditGroupChange(tx, request, 'member_role', groupId, { delegateId: member.fkDelegateId, from: member.memberRole, to: memberRole });
  });
  return listMembers(db, request.user!, groupId);
}

const adminColumns = { userId: sysUser.userId, realName: sysUser.realName, username: sysUser.username, post: sysUser.post };

async function adminsOf(db: Database, groupIds: number[]): Promise<(GroupAdmin & { groupId: number })[]> {
  if (groupIds.length === 0) return [];
  return db
    .select({ ...adminColumns, groupId: npcGroupAdmin.fkGroupId })
    .from(npcGroupAdmin)
    .innerJoin(sysUser, eq(sysUser.userId, npcGroupAdmin.fkUserId))
    .where(inArray(npcGroupAdmin.fkGroupId, groupIds))
    .orderBy(asc(sysUser.realName));
}

export async function listAdmins(db: Database, groupId: number): Promise<AdminList> {
  const group = await groupById(db, groupId);
  const [admins, candidates] = await Promise.all([
    adminsOf(db, [groupId]),
    db.select(adminColumns).from(sysUser).where(and(eq(sysUser.loginRoleCode, Role.group), eq(sysUser.isValid, true))).orderBy(asc(sysUser.realName)),
  ]);
  const chosen = new Set(admins.map((a) => a.userId));
  return { group, list: admins.map(({ groupId: _g, ...admin }) => admin), candidates: candidates.filter((c) => !chosen.has(c.userId)) };
}

export async function addAdmin(db: Database, request: Requested, groupId: number, userId: number): Promise<AdminList> {
  await groupById(db, groupId);
  await db.transaction(async (tx) => {
    const [account] = await tx.select().from(sysUser).where(and(eq(sysUser.userId, userId), eq(sysUser.loginRoleCode, Role.group))).limit(1);
    if (!account) throw new Refusal(400, GROUP_MSG.adminNotFound, 'userId');
    const added = await tx.insert(npcGroupAdmin).values({ fkGroupId: groupId, fkUserId: userId }).onConflictDoNothing().returning({ id: npcGroupAdmin.fkUserId });
    if (added.length === 0) throw new Refusal(409, GROUP_MSG.adminExists);
    await auditGroupChange(tx, request, 'add_admin', groupId, { userId, realName: account.realName });
  });
  return listAdmins(db, groupId);
}

export async function removeAdmin(db: Database, request: Requested, groupId: number, userId: number): Promise<AdminList> {
  await groupById(db, groupId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(npcGroupAdmin)
      .where(and(eq(npcGroupAdmin.fkGroupId, groupId), eq(npcGroupAdmin.fkUserId, userId)))
      .returning({ id: npcGroupAdmin.fkUserId });
    if (removed.length === 0) throw new Refusal(404, GROUP_MSG.adminNotFound);
    await auditGroupChange(tx, request, 'remove_admin', groupId, { userId });
  });
  return listAdmins(db, groupId);
}

/** The deputy's own groups (one per level at most, enabled ones), with fellow members, administrators and the members' reports. */
export async function myGroup(db: Database, delegateId: number, viewer: { userId: number; delegateId: number }): Promise<MyGroup> {
  const own = await db
    .select({ groupId: npcGroupMember.fkGroupId })
    .from(npcGroupMember)
    .innerJoin(npcGroup, eq(npcGroup.groupId, npcGroupMember.fkGroupId))
    .where(and(eq(npcGroupMember.fkDelegateId, delegateId), eq(npcGroup.isEnable, true)))
    .orderBy(asc(npcGroup.groupLevel));
  const groupIds = own.map((row) => row.groupId);
  if (groupIds.length === 0) return { groups: [] };
  const [groups, members, admins, stations] = await Promise.all([
    groupsOf(db, inArray(npcGroup.groupId, groupIds)),
    membersOf(db, groupIds),
    adminsOf(db, groupIds),
    db
      .select({ groupId: npcGroup.groupId, address: contactStation.address })
      .from(npcGroup)
      .innerJoin(contactStation, eq(contactStation.stationId, npcGroup.fkStationId))
      .where(inArray(npcGroup.groupId, groupIds)),
  ]);
  const reports = await reportsOfAuthors(db, [...new Set(members.map((m) => m.fkDelegateId))], viewer);
  return {
    groups: groups.map((group) => {
      const memberIds = new Set(members.filter((m) => m.groupId === group.groupId).map((m) => m.fkDelegateId));
      return {
        group,
        stationAddress: stations.find((s) => s.groupId === group.groupId)?.address ?? null,
        members: members.filter((m) => m.groupId === group.groupId).map(({ groupId: _g, ...member }) => member),
        admins: admins.filter((a) => a.groupId === group.groupId).map(({ groupId: _g, ...admin }) => admin),
        reports: reports.filter((r) => memberIds.has(r.fkDelegateId)),
      };
    }),
  };
}

