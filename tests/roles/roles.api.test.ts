import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { auditLog, npcDelegate, proposal, sysCompetence, sysNpcMenu, sysRole, sysUser } from '@server/db/schema';
import { ROLE_MSG } from '@shared/contracts/roles';
import { DEMO_PASSWORD } from '@server/seed/accounts';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const CUSTOM_USER = '13700000001';
const CUSTOM = 'OFFICE_WORK';
const DEPUTY = '13900000001';

async function call(username: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  return t.app.inject({ method, url, payload: payload as never, headers: bearer(await t.tokenFor(username)) });
}

async function menuId(url: string) {
  const [menu] = await t.database.db.select({ menuId: sysNpcMenu.menuId }).from(sysNpcMenu).where(eq(sysNpcMenu.menuUrl, url));
  return menu.menuId;
}

async function operationId(code: string) {
  const [operation] = await t.database.db.select({ id: sysCompetence.competenceId }).from(sysCompetence).where(eq(sysCompetence.code, code));
  return operation.id;
}

async function grantsOf(roleCode: string) {
  const response = await call(ADMIN, 'GET', `/api/sysRole/${encodeURIComponent(roleCode)}/grants`);
  expect(response.statusCode).toBe(200);
  return response.json<{ menuIds: number[]; competenceIds: number[] }>();
}

async function auditRows(target: string) {
  return t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'role_change'), eq(auditLog.target, target)));
}

describe('roles as data', () => {
  it('lists the 13 built-in roles to the super administrator and refuses other roles', async () => {
    const list = await call(ADMIN, 'GET', '/api/sysRole?pageSize=100');
    expect(list.statusCode).toBe(200);
    const roles = list.json<{ list: { roleCode: string; baseRole: string; isBuiltIn: boolean }[]; total: number }>();
    expect(roles.total).toBe(13);
    expect(roles.list.every((r) => r.isBuiltIn && r.baseRole === r.roleCode)).toBe(true);
    expect((await call(CONGRESS_ADMIN, 'GET', '/api/sysRole')).statusCode).toBe(403);
  });

  it('refuses bad input with the field named and writes nothing', async () => {
    const before = await t.database.db.select({ n: count() }).from(sysRole);
    const blank = await call(ADMIN, 'POST', '/api/sysRole', { roleCode: CUSTOM, roleName: ' ', baseRole: 'NPC_WORK', dataScope: 'all' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().msg).toBe(`${ROLE_MSG.roleNameRequired}：roleName`);
    const base = await call(ADMIN, 'POST', '/api/sysRole', { roleCode: CUSTOM, roleName: '办公室', baseRole: 'NOBODY', dataScope: 'all' });
    expect(base.statusCode).toBe(400);
    expect(base.json().msg).toBe(`${ROLE_MSG.baseRoleInvalid}：baseRole`);
    const code = await call(ADMIN, 'POST', '/api/sysRole', { roleCode: 'a b', roleName: '办公室', baseRole: 'NPC_WORK' });
    expect(code.json().msg).toBe(`${ROLE_MSG.roleCodeInvalid}：roleCode`);
    expect(await t.database.db.select({ n: count() }).from(sysRole)).toEqual(before);
  });

  it('creates a custom role, audited; its user signs in acting as the base role with the data role named', async () => {
    const created = await call(ADMIN, 'POST', '/api/sysRole', { roleCode: CUSTOM, roleName: '办公室工作人员', baseRole: 'NPC_WORK', dataScope: 'all', remark: '自定义' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ roleCode: CUSTOM, baseRole: 'NPC_WORK', isBuiltIn: false, userCount: 0 });
    expect((await auditRows(`role:${CUSTOM}`)).map((r) => r.detail?.op)).toEqual(['add']);
    expect((await call(ADMIN, 'POST', '/api/sysRole', { roleCode: CUSTOM, roleName: '重复', baseRole: 'NPC_WORK' })).statusCode).toBe(409);

    const [admin] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, ADMIN));
    await t.database.db.insert(sysUser).values({ username: CUSTOM_USER, realName: '办公室张三', passwordHash: admin.passwordHash, loginRoleCode: CUSTOM });
    const me = await call(CUSTOM_USER, 'GET', '/api/sysLogin');
    expect(me.json()).toMatchObject({ loginRoleCode: 'NPC_WORK', roleCode: CUSTOM, roleName: '办公室工作人员' });
    // Menus come from the data role's grants (none yet), not from the base role's.
    expect((await call(CUSTOM_USER, 'GET', '/api/sysLogin/sysMenu')).json()).toEqual([]);
    // The lifecycles know the base role: a working committee oversees proposals.
    expect((await call(CUSTOM_USER, 'GET', '/api/proposal')).statusCode).toBe(200);
  });

  it('a grant opens the route at once, and withdrawing it closes it at once; both audited with what changed', async () => {
    expect((await call(CUSTOM_USER, 'GET', '/api/smsOutbox')).statusCode).toBe(403);
    const outbox = await menuId(SYSTEM_PAGE.smsOutbox);
    const saved = await call(ADMIN, 'PUT', `/api/sysRole/${CUSTOM}/grants`, { menuIds: [outbox], competenceIds: [] });
    expect(saved.statusCode).toBe(200);
    expect((await call(CUSTOM_USER, 'GET', '/api/smsOutbox')).statusCode).toBe(200);
    const menus = (await call(CUSTOM_USER, 'GET', '/api/sysLogin/sysMenu')).json<{ menuUrl: string }[]>();
    expect(menus.map((m) => m.menuUrl)).toEqual([SYSTEM_PAGE.smsOutbox]);

    expect((await call(ADMIN, 'PUT', `/api/sysRole/${CUSTOM}/grants`, { menuIds: [], competenceIds: [] })).statusCode).toBe(200);
    expect((await call(CUSTOM_USER, 'GET', '/api/smsOutbox')).statusCode).toBe(403);
    const grants = (await auditRows(`role:${CUSTOM}`)).filter((r) => r.detail?.op === 'grant');
    expect(grants.map((r) => [r.detail?.menusAdded, r.detail?.menusRemoved])).toEqual([
      [[{ menuId: outbox, menuName: '验证码发件箱' }], []],
      [[], [{ menuId: outbox, menuName: '验证码发件箱' }]],
    ]);
  });

  it('refuses an operation linked to none of the granted menus, and unknown ids', async () => {
    const exportId = await operationId('export');
    const loose = await call(ADMIN, 'PUT', `/api/sysRole/${CUSTOM}/grants`, { menuIds: [], competenceIds: [exportId] });
    expect(loose.statusCode).toBe(400);
    expect(loose.json().msg).toContain('competenceIds');
    expect((await call(ADMIN, 'PUT', `/api/sysRole/${CUSTOM}/grants`, { menuIds: [99_999_999], competenceIds: [] })).json().msg).toBe(`${ROLE_MSG.menuUnknown}：menuIds`);
    expect(await grantsOf(CUSTOM)).toEqual({ roleCode: CUSTOM, menuIds: [], competenceIds: [] });
  });

  it('权限说明 explains an allowed menu and a refused operation in Chinese', async () => {
    const [user] = await t.database.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.username, CUSTOM_USER));
    const outbox = await menuId(SYSTEM_PAGE.smsOutbox);
    await call(ADMIN, 'PUT', `/api/sysRole/${CUSTOM}/grants`, { menuIds: [outbox], competenceIds: [] });
    const menu = (await call(CONGRESS_ADMIN, 'GET', `/api/sysRole/explain?userId=${user.userId}&menuId=${outbox}`)).json<{ allowed: boolean; reasons: string[] }>();
    expect(menu.allowed).toBe(true);
    expect(menu.reasons).toEqual(expect.arrayContaining(['已授予菜单「验证码发件箱」', '数据范围：全部数据']));
    expect(menu.reasons.join('\n')).toContain('基础角色：工作委员会（NPC_WORK）');
    const operation = (await call(CONGRESS_ADMIN, 'GET', `/api/sysRole/explain?userId=${user.userId}&operation=export`)).json<{ allowed: boolean; reasons: string[] }>();
    expect(operation.allowed).toBe(false);
    expect(operation.reasons).toContain('未授予操作「导出」（export）');
    expect((await call(CONGRESS_ADMIN, 'GET', `/api/sysRole/explain?userId=${user.userId}`)).statusCode).toBe(400);
  });

  it('narrows an overseer to its delegation by data scope, and 权限说明 explains a record by its lifecycle', async () => {
    const [author] = await t.database.db.select().from(sysUser).where(eq(sysUser.username, DEPUTY));
    const [deputy] = await t.database.db.select().from(npcDelegate).where(eq(npcDelegate.delegateId, author.fkDelegateId!));
    const [record] = await t.database.db
      .insert(proposal)
      .values({ term: 1, times: 1, title: '数据范围测试议案', content: '内容', authorDelegateId: deputy.delegateId, authorUserId: author.userId, authorDelegationId: deputy.fkDelegationId, status: 100 })
      .returning({ id: proposal.proposalId });
    const ids = async () => (await call(CUSTOM_USER, 'GET', '/api/proposal?pageSize=100')).json<{ list: { proposalId: number }[] }>().list.map((r) => r.proposalId);
    expect(await ids()).toContain(record.id);

    expect((await call(ADMIN, 'PUT', `/api/sysRole/${CUSTOM}`, { dataScope: 'delegation' })).statusCode).toBe(200);
    expect(await ids()).not.toContain(record.id);
    await t.database.db.update(sysUser).set({ fkDelegationId: deputy.fkDelegationId }).where(eq(sysUser.username, CUSTOM_USER));
    expect(await ids()).toContain(record.id);
    expect((await call(ADMIN, 'PUT', `/api/sysRole/${CUSTOM}`, { dataScope: 'bogus' })).json().msg).toBe(`${ROLE_MSG.dataScopeRequired}：dataScope`);

    const [user] = await t.database.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.username, CUSTOM_USER));
    const explained = (await call(ADMIN, 'GET', `/api/sysRole/explain?userId=${user.userId}&recordKind=proposal&recordId=${record.id}`)).json<{ allowed: boolean; reasons: string[] }>();
    expect(explained.reasons).toContain('数据范围：本代表团');
    expect(explained.reasons).toContain('该用户可以查看这条议案');
    expect(explained.reasons.some((r) => r.startsWith('议案当前状态：'))).toBe(true);
    expect(explained.allowed).toBe(explained.reasons.some((r) => r.startsWith('可执行：')));
    await t.database.db.update(sysUser).set({ fkDelegationId: null }).where(eq(sysUser.username, CUSTOM_USER));
    const hidden = (await call(ADMIN, 'GET', `/api/sysRole/explain?userId=${user.userId}&recordKind=proposal&recordId=${record.id}`)).json<{ allowed: boolean }>();
    expect(hidden.allowed).toBe(false);
  });
});

describe('safety of grants', () => {
  it('never takes 角色管理 or 角色菜单 from the super administrator, nor disables the last super administrator’s role', async () => {
    const grants = await grantsOf('NPC_ADMIN');
    const roleMenu = await menuId(SYSTEM_PAGE.roleMenuManager);
    const without = await call(ADMIN, 'PUT', '/api/sysRole/NPC_ADMIN/grants', { menuIds: grants.menuIds.filter((id) => id !== roleMenu), competenceIds: grants.competenceIds });
    expect(without.statusCode).toBe(409);
    expect(without.json().msg).toBe(ROLE_MSG.lockedGrant);
    const disable = await call(ADMIN, 'PUT', '/api/sysRole/NPC_ADMIN/enable', { isValid: false });
    expect(disable.statusCode).toBe(409);
    expect(disable.json().msg).toBe(ROLE_MSG.lastSuperAdmin);
    expect(await grantsOf('NPC_ADMIN')).toEqual(grants);
  });

  it('lets an administrator given 角色菜单 grant only what their own role holds', async () => {
    const mine = await grantsOf('人大管理员');
    const roleMenu = await menuId(SYSTEM_PAGE.roleMenuManager);
    const save = await operationId('roleMenuSave');
    const given = await call(ADMIN, 'PUT', `/api/sysRole/${encodeURIComponent('人大管理员')}/grants`, { menuIds: [...mine.menuIds, roleMenu], competenceIds: [...mine.competenceIds, save] });
    expect(given.statusCode).toBe(200);

    const outbox = await menuId(SYSTEM_PAGE.smsOutbox);
    const menuList = await menuId(SYSTEM_PAGE.menuList);
    // Withdrawing the outbox, which 人大管理员 does not hold, is refused; adding 菜单管理, which it holds, is not.
    const over = await call(CONGRESS_ADMIN, 'PUT', `/api/sysRole/${CUSTOM}/grants`, { menuIds: [menuList], competenceIds: [] });
    expect(over.statusCode).toBe(403);
    expect(over.json().msg).toBe(ROLE_MSG.overGrant('菜单「验证码发件箱」'));
    expect((await grantsOf(CUSTOM)).menuIds).toEqual([outbox]);
    const within = await call(CONGRESS_ADMIN, 'PUT', `/api/sysRole/${CUSTOM}/grants`, { menuIds: [outbox, menuList], competenceIds: [] });
    expect(within.statusCode).toBe(200);
    expect((await grantsOf(CUSTOM)).menuIds).toEqual([outbox, menuList].sort((a, b) => a - b));
    const superGrants = await grantsOf('NPC_ADMIN');
    const superEdit = await call(CONGRESS_ADMIN, 'PUT', '/api/sysRole/NPC_ADMIN/grants', superGrants);
    expect(superEdit.json().msg).toBe(ROLE_MSG.superRoleGrants);
  });
});

describe('deleting and disabling roles', () => {
  it('refuses deleting a role users hold, and a built-in role', async () => {
    const held = await call(ADMIN, 'DELETE', `/api/sysRole/${CUSTOM}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().msg).toBe('该角色下有 1 个用户，不能删除');
    const builtIn = await call(ADMIN, 'DELETE', '/api/sysRole/NPC_LY');
    expect(builtIn.json().msg).toBe(ROLE_MSG.builtInNoDelete);
    expect((await call(CONGRESS_ADMIN, 'DELETE', '/api/sysRole/NPC_LY')).statusCode).toBe(403);
  });

  it('deletes an unused custom role, audited', async () => {
    await call(ADMIN, 'POST', '/api/sysRole', { roleCode: 'TEMP_ROLE', roleName: '临时角色', baseRole: 'NPC_GROUP' });
    expect((await call(ADMIN, 'DELETE', '/api/sysRole/TEMP_ROLE')).statusCode).toBe(204);
    expect((await auditRows('role:TEMP_ROLE')).map((r) => r.detail?.op)).toEqual(['add', 'delete']);
  });

  it('a disabled role ends its users’ sessions and refuses their sign-in', async () => {
    const token = await t.tokenFor(CUSTOM_USER);
    expect((await call(ADMIN, 'PUT', `/api/sysRole/${CUSTOM}/enable`, { isValid: false })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) })).statusCode).toBe(401);
    const login = await t.app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username: CUSTOM_USER, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(401);
  });
});

describe('the operation catalogue', () => {
  it('creates, refuses bad codes, refuses deleting a linked operation and deletes an unused one, audited', async () => {
    const bad = await call(ADMIN, 'POST', '/api/sysCompetence', { code: '1bad', operator: '坏编码' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().msg).toBe(`${ROLE_MSG.operationCodeInvalid}：code`);
    const created = await call(ADMIN, 'POST', '/api/sysCompetence', { code: 'archiveRecord', operator: '归档', remark: '归档记录' });
    expect(created.statusCode).toBe(201);
    const { competenceId } = created.json<{ competenceId: number }>();
    expect((await call(CONGRESS_ADMIN, 'POST', '/api/sysCompetence', { code: 'x', operator: 'x' })).statusCode).toBe(403);

    const linked = await call(ADMIN, 'DELETE', `/api/sysCompetence/${await operationId('export')}`);
    expect(linked.statusCode).toBe(409);
    expect(linked.json().msg).toMatch(/^该操作已关联 \d+ 个菜单、授予 \d+ 个角色，不能删除$/);

    expect((await call(ADMIN, 'PUT', `/api/sysCompetence/${competenceId}/enable`, { isEnable: false })).json().isEnable).toBe(false);
    expect((await call(ADMIN, 'DELETE', `/api/sysCompetence/${competenceId}`)).statusCode).toBe(204);
    const rows = await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'operation_change'), eq(auditLog.target, `competence:${competenceId}`)));
    expect(rows.map((r) => r.detail?.op)).toEqual(['add', 'disable', 'delete']);
  });
});
