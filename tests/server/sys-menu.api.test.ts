import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysUser } from '@server/db/schema';
import { MSG } from '@shared/messages';
import { MENU_ICON_MAX_CHARS } from '@shared/constants';
import { MENU_MSG } from '@server/routes/api/sys-menu/menu.input';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

interface Operation {
  competenceId: number;
  code: string;
  operator: string;
  hasJurisdiction: boolean;
}
interface Menu {
  menuId: number;
  menuName: string;
  menuUrl: string | null;
  menuIcon: string | null;
  parentMenuId: number | null;
  sortNum: number;
  menuType: number;
  openType: number;
  isShow: boolean;
  isEnable: boolean;
  isRoot: boolean;
  hasChildren: boolean;
  sysBaseCompetences: Operation[];
  children: Menu[];
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const DEPUTY = '13900000001';

const flatten = (menus: Menu[]): Menu[] => menus.flatMap((m) => [m, ...flatten(m.children)]);

async function userId(username: string) {
  const [user] = await t.database.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.username, username));
  return user.userId;
}

async function menusOf(username: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/sysLogin/sysMenu?userId=${await userId(username)}&isShow=true`,
    headers: bearer(await t.tokenFor(username)),
  });
  expect(response.statusCode).toBe(200);
  return response.json<Menu[]>();
}

async function allMenus(username = ADMIN) {
  const response = await t.app.inject({ method: 'GET', url: '/api/sysNpcMenu', headers: bearer(await t.tokenFor(username)) });
  expect(response.statusCode).toBe(200);
  return response.json<Menu[]>();
}

async function send(username: string, method: 'POST' | 'PUT', payload: Record<string, unknown>) {
  return t.app.inject({ method, url: '/api/sysNpcMenu', headers: bearer(await t.tokenFor(username)), payload });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

describe('GET /api/sysLogin/sysMenu', () => {
  it('answers the deputy the three top groups as a tree, sorted by sortNum, with operations', async () => {
    const menus = await menusOf(DEPUTY);
    expect(menus.map((m) => m.menuName)).toEqual(['我的履职活动', '履职素质提升', '我所在的组织']);
    for (const level of [menus, ...flatten(menus).map((m) => m.children)]) {
      expect(level.map((m) => m.sortNum)).toEqual([...level.map((m) => m.sortNum)].sort((a, b) => a - b));
    }
    const all = flatten(menus);
    const group = all.find((m) => m.menuName === '议案建议')!;
    expect(group.hasChildren).toBe(true);
    expect(group.children.every((c) => c.parentMenuId === group.menuId)).toBe(true);
    const create = all.find((m) => m.menuUrl === '/client/proposalAndSuggest/proposal/create')!;
    expect(create.sysBaseCompetences.map((o) => [o.code, o.hasJurisdiction])).toEqual([
      ['proposalAdd', true],
      ['proposalSubmit', true],
    ]);
    expect(JSON.parse(create.menuIcon!)).toMatchObject({ menuIconType: 'class' });
    // Disabled and hidden menus come with their flags; the screens filter them.
    expect(all.some((m) => !m.isEnable)).toBe(true);
    expect(all.some((m) => !m.isShow)).toBe(true);
  });

  it('gives each staff role its own menus', async () => {
    const admin = flatten(await menusOf(ADMIN)).map((m) => m.menuName);
    expect(admin).toContain('菜单管理');
    expect(admin).not.toContain('我的履职活动');
    const unit = (await menusOf('13800000005')).map((m) => m.menuName);
    expect(unit).toContain('议案建议办理');
    expect(unit).not.toContain('系统管理');
  });

  it('refuses another user’s menus unless the caller is the super administrator', async () => {
    const other = await userId(ADMIN);
    const refused = await t.app.inject({ method: 'GET', url: `/api/sysLogin/sysMenu?userId=${other}`, headers: bearer(await t.tokenFor(DEPUTY)) });
    expect(refused.statusCode).toBe(403);
    const allowed = await t.app.inject({
      method: 'GET',
      url: `/api/sysLogin/sysMenu?userId=${await userId(DEPUTY)}&isShow=true`,
      headers: bearer(await t.tokenFor(ADMIN)),
    });
    expect(allowed.json<Menu[]>().map((m) => m.menuName)).toEqual(['我的履职活动', '履职素质提升', '我所在的组织']);
    const none = await t.app.inject({ method: 'GET', url: '/api/sysLogin/sysMenu' });
    expect(none.statusCode).toBe(401);
  });
});

describe('permissions on the menu management routes', () => {
  it('refuses the menu API to roles without the menu administration keys', async () => {
    for (const username of [DEPUTY, '13800000002', '13800000005']) {
      const token = await t.tokenFor(username);
      expect((await t.app.inject({ method: 'GET', url: '/api/sysNpcMenu', headers: bearer(token) })).statusCode, username).toBe(403);
      expect((await send(username, 'POST', { menuName: 'x' })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'DELETE', url: '/api/sysNpcMenu?ids=1', headers: bearer(token) })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/sysCompetence', headers: bearer(token) })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/sysNpcMenu' })).statusCode).toBe(401);
  });

  it('lets both administrators read every menu', async () => {
    for (const username of [ADMIN, CONGRESS_ADMIN]) {
      const names = flatten(await allMenus(username)).map((m) => m.menuName);
      expect(names).toEqual(expect.arrayContaining(['我的履职活动', '菜单管理', '议案建议办理']));
    }
  });
});

describe('POST / PUT / DELETE /api/sysNpcMenu', () => {
  it('adds a top-level menu with the menu form defaults and shows it to the creator', async () => {
    const tops = await allMenus();
    const response = await send(CONGRESS_ADMIN, 'POST', { menuName: '  代表履职档案  ', menuUrl: '/manager/archives', parentMenuId: '' });
    expect(response.statusCode).toBe(200);
    const menu = response.json<Menu>();
    expect(menu).toMatchObject({ menuName: '代表履职档案', parentMenuId: null, isRoot: true, menuType: 1, openType: 1, isShow: true, isEnable: true });
    expect(menu.sortNum).toBe(tops.length + 1);
    expect((await menusOf(CONGRESS_ADMIN)).map((m) => m.menuName)).toContain('代表履职档案');
    expect((await menusOf(ADMIN)).map((m) => m.menuName)).toContain('代表履职档案');
    expect((await menusOf('13800000002')).map((m) => m.menuName)).not.toContain('代表履职档案');
  });

  it('adds a child after its siblings, seen by the roles of its parent', async () => {
    const system = (await allMenus()).find((m) => m.menuName === '系统管理')!;
    const response = await send(ADMIN, 'POST', {
      menuName: '操作日志',
      parentMenuId: system.menuId,
      menuUrl: '/manager/adminManager/operationLog',
      menuIcon: JSON.stringify({ menuIconType: 'class', url: 'icon-log', objName: '', objPath: '' }),
      menuCode: '',
    });
    expect(response.statusCode).toBe(200);
    const child = response.json<Menu>();
    expect(child).toMatchObject({ parentMenuId: system.menuId, isRoot: false, sortNum: system.children.length + 1, menuCode: null });
    const congress = flatten(await menusOf(CONGRESS_ADMIN));
    expect(congress.find((m) => m.menuId === system.menuId)!.children.map((c) => c.menuName)).toContain('操作日志');
  });

  it('checks the menu form on the server too', async () => {
    const blank = await send(ADMIN, 'POST', { menuName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ msg: MSG.menuNameRequired });

    const image = (chars: number) =>
      JSON.stringify({ menuIconType: 'img', url: `data:image/jpeg;base64,${'A'.repeat(chars - 'data:image/jpeg;base64,'.length)}`, objName: 'a.jpg', objPath: '' });
    const tooLarge = await send(ADMIN, 'POST', { menuName: '图标', menuIcon: image(MENU_ICON_MAX_CHARS + 1) });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ msg: MSG.menuIconTooLarge });
    const fits = await send(ADMIN, 'POST', { menuName: '图标', menuIcon: image(MENU_ICON_MAX_CHARS) });
    expect(fits.statusCode).toBe(200);
    expect(JSON.parse(fits.json<Menu>().menuIcon!).url).toHaveLength(MENU_ICON_MAX_CHARS);

    const noParent = await send(ADMIN, 'POST', { menuName: '孤儿', parentMenuId: 999_999 });
    expect(noParent.json()).toEqual({ msg: MSG.parentMenuRequired });
    const script = await send(ADMIN, 'POST', { menuName: '脚本', menuUrl: 'javascript:alert(1)' });
    expect(script.statusCode).toBe(400);
    const badIcon = await send(ADMIN, 'POST', { menuName: '脚本', menuIcon: JSON.stringify({ menuIconType: 'img', url: 'javascript:alert(1)' }) });
    expect(badIcon.statusCode).toBe(400);
  });

  it('changes a menu, keeps what the body leaves out and refuses a parent cycle', async () => {
    const system = (await allMenus()).find((m) => m.menuName === '系统管理')!;
    const log = system.children.find((c) => c.menuName === '操作日志')!;
    const changed = await send(ADMIN, 'PUT', { menuId: log.menuId, menuName: '系统日志', openType: 2, isShow: false, sortNum: 30 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ menuName: '系统日志', openType: 2, isShow: false, sortNum: 30, menuUrl: '/manager/adminManager/operationLog', parentMenuId: system.menuId });

    const cycle = await send(ADMIN, 'PUT', { menuId: system.menuId, menuName: '系统管理', parentMenuId: log.menuId });
    expect(cycle.statusCode).toBe(400);
    const blank = await send(ADMIN, 'PUT', { menuId: log.menuId, menuName: '' });
    expect(blank.json()).toEqual({ msg: MSG.menuNameRequired });
    const missing = await send(ADMIN, 'PUT', { menuId: 999_999, menuName: 'x' });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps 角色管理 and 角色菜单 enabled and at their address, and refuses deleting them or a group holding them (409)', async () => {
    const system = (await allMenus()).find((m) => m.menuName === '系统管理')!;
    const roleMenus = system.children.find((c) => c.menuName === '角色菜单')!;
    for (const change of [{ isEnable: false }, { menuUrl: '/manager/sysManager/elsewhere' }]) {
      const refused = await send(ADMIN, 'PUT', { menuId: roleMenus.menuId, menuName: '角色菜单', ...change });
      expect(refused.statusCode, JSON.stringify(change)).toBe(409);
      expect(refused.json()).toEqual({ msg: MENU_MSG.lockedMenu });
    }
    expect((await send(ADMIN, 'PUT', { menuId: roleMenus.menuId, menuName: '角色菜单', sortNum: 7 })).statusCode).toBe(200);
    const token = await t.tokenFor(ADMIN);
    for (const id of [roleMenus.menuId, system.menuId]) {
      const refused = await t.app.inject({ method: 'DELETE', url: `/api/sysNpcMenu?ids=${id}`, headers: bearer(token) });
      expect(refused.statusCode).toBe(409);
    }
    const after = flatten(await allMenus()).find((m) => m.menuId === roleMenus.menuId)!;
    expect(after).toMatchObject({ isEnable: true, menuUrl: '/manager/sysManager/roleMenuManager' });
  });

  it('deletes menus with everything under them and answers 204', async () => {
    const parent = (await send(ADMIN, 'POST', { menuName: '临时栏目' })).json<Menu>();
    const child = (await send(ADMIN, 'POST', { menuName: '临时子栏目', parentMenuId: parent.menuId })).json<Menu>();
    const token = await t.tokenFor(ADMIN);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sysNpcMenu', headers: bearer(token) })).json()).toEqual({ msg: MSG.menusToDeleteRequired });
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/sysNpcMenu?ids=${parent.menuId}`, headers: bearer(token) });
    expect(deleted.statusCode).toBe(204);
    const ids = flatten(await allMenus()).map((m) => m.menuId);
    expect(ids).not.toContain(parent.menuId);
    expect(ids).not.toContain(child.menuId);
    const again = await t.app.inject({ method: 'DELETE', url: `/api/sysNpcMenu?ids=${parent.menuId}`, headers: bearer(token) });
    expect(again.statusCode).toBe(404);
  });
});

describe('operations: GET /api/sysCompetence and linking', () => {
  it('pages the operations and filters them by name', async () => {
    const token = await t.tokenFor(ADMIN);
    const page = await t.app.inject({ method: 'GET', url: '/api/sysCompetence?pageNum=2&pageSize=5', headers: bearer(token) });
    expect(page.statusCode).toBe(200);
    const body = page.json<{ list: Operation[]; total: number; pageNum: number; pageSize: number }>();
    expect(body).toMatchObject({ pageNum: 2, pageSize: 5 });
    expect(body.list).toHaveLength(5);
    expect(body.total).toBeGreaterThan(20);
    const named = await t.app.inject({ method: 'GET', url: `/api/sysCompetence?operator=${encodeURIComponent('菜单')}`, headers: bearer(token) });
    expect(named.json<{ list: Operation[] }>().list.map((o) => o.code).sort()).toEqual(['addParentMenu', 'addSubMenu', 'deleteMenu', 'roleMenuSave']);
  });

  it('links and unlinks operations with a form body, and the permission follows the link', async () => {
    const token = await t.tokenFor(ADMIN);
    const menuList = flatten(await allMenus()).find((m) => m.menuUrl === '/manager/adminManager/menuList')!;
    const deleteOp = menuList.sysBaseCompetences.find((o) => o.code === 'deleteMenu')!;
    const exportOp = (
      await t.app.inject({ method: 'GET', url: '/api/sysCompetence?operator=导出', headers: bearer(token) })
    ).json<{ list: Operation[] }>().list[0];

    const noMenu = await t.app.inject({ method: 'POST', url: '/api/sysCompetence/menus', headers: { ...bearer(token), ...FORM }, payload: form({ competenceIds: '1' }) });
    expect(noMenu.json()).toEqual({ msg: MSG.menuToOperateRequired });
    const wrongMenu = await t.app.inject({
      method: 'POST',
      url: '/api/sysCompetence/menus',
      headers: { ...bearer(token), ...FORM },
      payload: form({ competenceIds: '1', menuId: '999999' }),
    });
    expect(wrongMenu.json()).toEqual({ msg: MSG.menuDataWrong });

    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/sysCompetence/menus',
      headers: { ...bearer(token), ...FORM },
      payload: form({ competenceIds: `${exportOp.competenceId}`, menuId: `${menuList.menuId}` }),
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json<{ sysBaseCompetences: Operation[] }>().sysBaseCompetences.map((o) => o.code)).toContain('export');

    // The congress administrator may delete menus while deleteMenu is linked to the menu list…
    const congress = await t.tokenFor(CONGRESS_ADMIN);
    const probe = await t.app.inject({ method: 'DELETE', url: '/api/sysNpcMenu?ids=999999', headers: bearer(congress) });
    expect(probe.statusCode).toBe(404);
    // …and not once it is unlinked; the super administrator always may.
    const unlinked = await t.app.inject({
      method: 'DELETE',
      url: '/api/sysCompetence/menus',
      headers: { ...bearer(token), ...FORM },
      payload: form({ competenceIds: `${deleteOp.competenceId},${exportOp.competenceId}`, menuId: `${menuList.menuId}` }),
    });
    expect(unlinked.statusCode).toBe(200);
    expect(unlinked.json<{ sysBaseCompetences: Operation[] }>().sysBaseCompetences.map((o) => o.code)).not.toContain('deleteMenu');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sysNpcMenu?ids=999999', headers: bearer(congress) })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sysNpcMenu?ids=999999', headers: bearer(token) })).statusCode).toBe(404);
    const congressMenus = flatten(await menusOf(CONGRESS_ADMIN)).find((m) => m.menuId === menuList.menuId)!;
    expect(congressMenus.sysBaseCompetences.map((o) => o.code)).not.toContain('deleteMenu');

    // JSON is accepted too.
    const relinked = await t.app.inject({
      method: 'POST',
      url: '/api/sysCompetence/menus',
      headers: bearer(token),
      payload: { competenceIds: `${deleteOp.competenceId}`, menuId: menuList.menuId },
    });
    expect(relinked.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'DELETE', url: '/api/sysNpcMenu?ids=999999', headers: bearer(congress) })).statusCode).toBe(404);
  });

  it('refuses linking to roles without addSymbol', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sysCompetence/menus',
      headers: { ...bearer(await t.tokenFor('13800000002')), ...FORM },
      payload: form({ competenceIds: '1', menuId: '1' }),
    });
    expect(response.statusCode).toBe(403);
  });
});
