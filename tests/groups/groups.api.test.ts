import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, npcDelegate, npcGroup, npcGroupMember } from '@server/db/schema';
import { GROUP_MSG } from '@shared/groups';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORK = '13800000002';
const LIAISON = '13800000008';
const ZHANG = '13900000001';

async function as(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(await t.tokenFor(username)), ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function groupNamed(name: string) {
  const [group] = await t.database.db.select().from(npcGroup).where(eq(npcGroup.groupName, name));
  return group;
}

const DONGCHENG = '巴州区东城街道代表小组';
const JIANGBEI = '巴州区江北街道代表小组';

/** A deputy in no group yet: one of the 沙溪镇 or 长赤镇 station, which have none. */
async function ungroupedDeputy() {
  const rows = await t.database.db.select({ id: npcDelegate.delegateId, name: npcDelegate.delegateName }).from(npcDelegate);
  const members = new Set((await t.database.db.select({ id: npcGroupMember.fkDelegateId }).from(npcGroupMember)).map((m) => m.id));
  const free = rows.filter((row) => !members.has(row.id));
  return free;
}

const body = (overrides: Record<string, unknown> = {}) => ({ groupName: '测试代表小组', groupLevel: 4, fkStationId: null, fkAreaId: null, description: '用于测试', sortNo: 9, ...overrides });

describe('小组管理: groups', () => {
  it('lists the demo groups with leader, member count and administrators, and filters by name', async () => {
    const response = await as(ADMIN, 'GET', '/api/behalfTeam/groups?keyword=东城');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ total: 1, list: [{ groupName: DONGCHENG, adminNames: ['吴建平'], stationName: '巴州区东城街道代表联络站', groupLevelLabel: '县（区）级' }] });
    expect(response.json().list[0].memberCount).toBeGreaterThan(3);
    expect(response.json().list[0].leaderName).toBe('张明华');
  });

  it('exports the groups as a workbook', async () => {
    const response = await as(CONGRESS_ADMIN, 'GET', '/api/behalfTeam/groups/export');
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('creates, edits, disables and deletes a group, audited; a blank or taken name is refused with 400', async () => {
    const blank = await as(ADMIN, 'POST', '/api/behalfTeam/groups', body({ groupName: '  ' }));
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ msg: GROUP_MSG.nameRequired, field: 'groupName' });
    const taken = await as(ADMIN, 'POST', '/api/behalfTeam/groups', body({ groupName: DONGCHENG }));
    expect(taken.statusCode).toBe(400);
    expect(taken.json().msg).toBe(GROUP_MSG.nameTaken);
    const badLevel = await as(ADMIN, 'POST', '/api/behalfTeam/groups', body({ groupLevel: 9 }));
    expect(badLevel.statusCode).toBe(400);

    const created = await as(ADMIN, 'POST', '/api/behalfTeam/groups', body());
    expect(created.statusCode).toBe(201);
    const { groupId } = created.json();
    const edited = await as(ADMIN, 'PUT', `/api/behalfTeam/groups/${groupId}`, body({ groupName: '测试代表小组（改）' }));
    expect(edited.json()).toMatchObject({ groupName: '测试代表小组（改）', isEnable: true });
    expect((await as(ADMIN, 'PUT', `/api/behalfTeam/groups/${groupId}/disable`)).json().isEnable).toBe(false);
    expect((await as(ADMIN, 'DELETE', `/api/behalfTeam/groups/${groupId}`)).statusCode).toBe(200);
    expect(await groupNamed('测试代表小组（改）')).toBeUndefined();
    const ops = (await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'group_change'), eq(auditLog.target, `npc_group:${groupId}`)))).map((row) => row.detail?.op);
    expect(ops).toEqual(['add', 'edit', 'disable', 'delete']);
  });

  it('keeps a group with members: deleting it is refused (409), nothing removed', async () => {
    const group = await groupNamed(JIANGBEI);
    const response = await as(ADMIN, 'DELETE', `/api/behalfTeam/groups/${group.groupId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(GROUP_MSG.hasMembers);
    expect(await groupNamed(JIANGBEI)).toBeDefined();
  });

  it('refuses the group pages to roles without their menu (403) and strangers (401)', async () => {
    expect((await as(WORK, 'GET', '/api/behalfTeam/groups')).statusCode).toBe(403);
    expect((await as(LIAISON, 'POST', '/api/behalfTeam/groups', body({ groupName: '越权小组' }))).statusCode).toBe(403);
    expect((await as(ZHANG, 'GET', '/api/behalfTeam/groups/1/admins')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/behalfTeam/groups' })).statusCode).toBe(401);
    expect(await groupNamed('越权小组')).toBeUndefined();
  });
});

describe('小组成员: members, the liaison in its own groups only', () => {
  it('offers the liaison only the groups it administers', async () => {
    const response = await as(LIAISON, 'GET', '/api/behalfTeam/options');
    expect(response.statusCode).toBe(200);
    expect(response.json().groups.map((g: { name: string }) => g.name)).toEqual([DONGCHENG]);
  });

  it('lets the liaison add, promote and remove a member of its group, audited', async () => {
    const group = await groupNamed(DONGCHENG);
    const [free] = await ungroupedDeputy();
    const added = await as(LIAISON, 'POST', `/api/behalfTeam/groups/${group.groupId}/members`, { delegateIds: [free.id] });
    expect(added.statusCode).toBe(200);
    const member = added.json().list.find((m: { fkDelegateId: number }) => m.fkDelegateId === free.id);
    expect(member).toMatchObject({ delegateName: free.name, memberRoleLabel: '成员' });

    const promoted = await as(LIAISON, 'PUT', `/api/behalfTeam/groups/${group.groupId}/members/${member.memberId}`, { memberRole: 1 });
    const leaders = promoted.json().list.filter((m: { memberRole: number }) => m.memberRole === 1);
    expect(leaders.map((m: { delegateName: string }) => m.delegateName)).toEqual([free.name]);
    expect(promoted.json().group.leaderName).toBe(free.name);

    const removed = await as(LIAISON, 'DELETE', `/api/behalfTeam/groups/${group.groupId}/members/${member.memberId}`);
    expect(removed.json().list.some((m: { fkDelegateId: number }) => m.fkDelegateId === free.id)).toBe(false);
    const ops = (await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'group_change'), eq(auditLog.target, `npc_group:${group.groupId}`)))).map((row) => row.detail?.op);
    expect(ops).toEqual(expect.arrayContaining(['add_members', 'member_role', 'remove_member']));
    // Restore the leader the other tests expect.
    const zhang = promoted.json().list.find((m: { delegateName: string }) => m.delegateName === '张明华');
    await as(ADMIN, 'PUT', `/api/behalfTeam/groups/${group.groupId}/members/${zhang.memberId}`, { memberRole: 1 });
  });

  it('answers 404 to the liaison for a group it does not administer, and changes nothing', async () => {
    const group = await groupNamed(JIANGBEI);
    const [free] = await ungroupedDeputy();
    expect((await as(LIAISON, 'GET', `/api/behalfTeam/groups/${group.groupId}/members`)).statusCode).toBe(404);
    const add = await as(LIAISON, 'POST', `/api/behalfTeam/groups/${group.groupId}/members`, { delegateIds: [free.id] });
    expect(add.statusCode).toBe(404);
    expect(await t.database.db.select().from(npcGroupMember).where(eq(npcGroupMember.fkDelegateId, free.id))).toHaveLength(0);
  });

  it('keeps a deputy in one group of a level (409), and refuses an empty choice (400)', async () => {
    const jiangbei = await groupNamed(JIANGBEI);
    const dongcheng = await groupNamed(DONGCHENG);
    const [zhang] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.delegateName, '张明华'));
    const response = await as(ADMIN, 'POST', `/api/behalfTeam/groups/${jiangbei.groupId}/members`, { delegateIds: [zhang.delegateId] });
    expect(response.statusCode).toBe(409);
    expect(response.json().msg).toBe(GROUP_MSG.alreadyInLevel('张明华'));
    const empty = await as(ADMIN, 'POST', `/api/behalfTeam/groups/${dongcheng.groupId}/members`, { delegateIds: [] });
    expect(empty.statusCode).toBe(400);
    const memberships = await t.database.db.select().from(npcGroupMember).where(eq(npcGroupMember.fkDelegateId, zhang.delegateId));
    expect(memberships.map((m) => m.fkGroupId)).toEqual([dongcheng.groupId]);
  });
});

describe('组管理员: administrators', () => {
  it('lets the administrators give a group a liaison and take it back; refuses a non-liaison account (400)', async () => {
    const group = await groupNamed(JIANGBEI);
    const list = await as(ADMIN, 'GET', `/api/behalfTeam/groups/${group.groupId}/admins`);
    expect(list.json().list).toEqual([]);
    const wu = list.json().candidates.find((c: { username: string }) => c.username === LIAISON);
    expect((await as(ADMIN, 'POST', `/api/behalfTeam/groups/${group.groupId}/admins`, { userId: wu.userId })).json().list.map((a: { realName: string }) => a.realName)).toEqual(['吴建平']);
    expect((await as(LIAISON, 'GET', `/api/behalfTeam/groups/${group.groupId}/members`)).statusCode).toBe(200);
    expect((await as(ADMIN, 'DELETE', `/api/behalfTeam/groups/${group.groupId}/admins/${wu.userId}`)).json().list).toEqual([]);
    expect((await as(LIAISON, 'GET', `/api/behalfTeam/groups/${group.groupId}/members`)).statusCode).toBe(404);
    const [zhang] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.delegateName, '张明华'));
    const refused = await as(ADMIN, 'POST', `/api/behalfTeam/groups/${group.groupId}/admins`, { userId: zhang.delegateId + 100000 });
    expect(refused.statusCode).toBe(400);
  });
});

describe('代表小组 for the deputy', () => {
  it('shows the deputy its own group: members with occupation, administrators, the submitted reports', async () => {
    const response = await as(ZHANG, 'GET', '/api/behalfTeam/myGroup');
    expect(response.statusCode).toBe(200);
    const [own] = response.json().groups;
    expect(own.group.groupName).toBe(DONGCHENG);
    expect(own.members.find((m: { delegateName: string }) => m.delegateName === '张明华')).toMatchObject({ memberRoleLabel: '组长', presentOccupation: expect.any(String) });
    expect(own.admins.map((a: { realName: string }) => a.realName)).toEqual(['吴建平']);
    expect(own.reports.length).toBeGreaterThan(0);
    expect(own.reports.every((r: { status: number }) => r.status === 100 || r.status === 300)).toBe(true);
  });

  it('is the deputies’ page only', async () => {
    expect((await as(ADMIN, 'GET', '/api/behalfTeam/myGroup')).statusCode).toBe(403);
    expect((await as(LIAISON, 'GET', '/api/behalfTeam/myGroup')).statusCode).toBe(403);
  });
});
