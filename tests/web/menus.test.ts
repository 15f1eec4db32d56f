import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MENU_ICON_MAX_CHARS, TOKEN_STORAGE_KEY } from '@shared/constants';
import { MSG } from '@shared/messages';
import {
  dropDownColumns,
  embeddableUrl,
  firstPage,
  listedMenuFor,
  menuAction,
  menuForLocation,
  navigationMenus,
  permissionListOf,
  thirdPagePath,
  wrapMenuName,
} from '@web/features/menus/menu.model';
import { clearForMenuChoice, loadPermissions, savePermissions } from '@web/features/menus/menu.storage';
import { headerTileWidth } from '@web/features/menus/components/header-menu';
import { fitCount } from '@web/features/menus/use-fit-count';
import type { MenuNode } from '@web/features/menus/menu.types';
import { firstFitting } from '@web/features/menu-management/icon-compress';
import { menuBody, newMenuValues, topmostChecked, validateMenuForm } from '@web/features/menu-management/menu-form.model';
import { MemoryStorage } from '../helpers/memory-storage';

let nextId = 1;
function menu(partial: Partial<MenuNode> & { menuName: string }): MenuNode {
  return {
    menuId: nextId++,
    menuUrl: null,
    menuIcon: null,
    parentMenuId: null,
    sortNum: 1,
    menuCode: null,
    menuType: 1,
    openType: 1,
    isShow: true,
    isEnable: true,
    isRoot: false,
    hasChildren: false,
    hasJurisdiction: true,
    sysBaseCompetences: [],
    children: [],
    ...partial,
  };
}

const op = (code: string, hasJurisdiction = true) => ({ competenceId: code.length, code, operator: code, remark: `${code} remark`, isEnable: true, hasJurisdiction });

describe('navigation menus', () => {
  it('keeps shown menus only and sorts them numerically by sortNum at every level', () => {
    const tree = [
      menu({ menuName: 'ten', sortNum: '10' }),
      menu({ menuName: 'two', sortNum: 2, children: [menu({ menuName: 'b', sortNum: 11 }), menu({ menuName: 'a', sortNum: 9 }), menu({ menuName: 'hidden', isShow: false })] }),
      menu({ menuName: 'hidden top', isShow: false, sortNum: 1 }),
    ];
    const nav = navigationMenus(tree);
    expect(nav.map((m) => m.menuName)).toEqual(['two', 'ten']);
    expect(nav[0].children.map((m) => m.menuName)).toEqual(['a', 'b']);
  });

  it('feeds the permission list from enabled menus only, hidden ones included, each code once', () => {
    const tree = [
      menu({ menuName: 'shown', sysBaseCompetences: [op('export', false), op('print')] }),
      menu({ menuName: 'hidden', isShow: false, sysBaseCompetences: [op('download'), op('export', true)] }),
      menu({ menuName: 'disabled', isEnable: false, sysBaseCompetences: [op('deleteMenu')] }),
    ];
    const list = permissionListOf(tree);
    expect(list).toEqual([
      { code: 'export', hasJurisdiction: true, operator: 'export', remarks: 'export remark' },
      { code: 'print', hasJurisdiction: true, operator: 'print', remarks: 'print remark' },
      { code: 'download', hasJurisdiction: true, operator: 'download', remarks: 'download remark' },
    ]);
  });
});

describe('choosing a menu (navigation rules)', () => {
  it('answers each open type', () => {
    expect(menuAction(menu({ menuName: 'a', menuUrl: '/client/x', openType: 1 }))).toMatchObject({ kind: 'navigate', to: '/client/x' });
    expect(menuAction(menu({ menuName: 'b', menuUrl: '/manager/y', openType: 2 }))).toMatchObject({ kind: 'navigate', to: '/manager/y' });
    expect(menuAction(menu({ menuName: 'c', menuUrl: 'http://www.npc.gov.cn/', openType: 3 }))).toMatchObject({ kind: 'open', url: 'http://www.npc.gov.cn/' });
    expect(menuAction(menu({ menuName: 'd', menuUrl: '/client/z', openType: 3 }))).toMatchObject({ kind: 'open', url: '/rdlz/client/z' });
    expect(menuAction(menu({ menuName: 'e', menuUrl: 'https://a.example/p?q=1', openType: 4 }))).toMatchObject({
      kind: 'embed',
      to: '/manager/livelihoodIssues/thirdPage?redirect=https%3A%2F%2Fa.example%2Fp%3Fq%3D1',
    });
    expect(menuAction(menu({ menuName: 'f', menuUrl: 'https://a.example/', openType: 2 }))).toMatchObject({ kind: 'assign', url: 'https://a.example/' });
    expect(menuAction(menu({ menuName: 'g', menuUrl: '/rdlz/homeStation/', openType: 1 }))).toMatchObject({ kind: 'navigate', to: '/homeStation/' });
  });

  it('says "module not yet open" for a disabled menu and "menu error" for none or a broken one', () => {
    expect(menuAction(menu({ menuName: 'off', menuUrl: '/x', isEnable: false }))).toEqual({ kind: 'disabled' });
    expect(menuAction(null)).toEqual({ kind: 'error' });
    expect(menuAction(undefined)).toEqual({ kind: 'error' });
    expect(menuAction(menu({ menuName: 'no url' }))).toEqual({ kind: 'error' });
    expect(menuAction(menu({ menuName: 'bad', menuUrl: 'javascript:alert(1)' }))).toEqual({ kind: 'error' });
    expect(menuAction(menu({ menuName: 'odd type', menuUrl: '/x', openType: 7 }))).toEqual({ kind: 'error' });
  });

  it('opens a group at its first open page', () => {
    const group = menu({
      menuName: 'group',
      children: [
        menu({ menuName: 'hidden', menuUrl: '/h', isShow: false, sortNum: 1 }),
        menu({ menuName: 'off', menuUrl: '/o', isEnable: false, sortNum: 2 }),
        menu({ menuName: 'sub', sortNum: 3, children: [menu({ menuName: 'leaf', menuUrl: '/leaf' })] }),
      ],
    });
    expect(firstPage(group)?.menuName).toBe('leaf');
    expect(menuAction(group)).toMatchObject({ kind: 'navigate', to: '/leaf' });
    expect(menuAction(menu({ menuName: 'empty group', children: [menu({ menuName: 'off', menuUrl: '/o', isEnable: false })] }))).toEqual({ kind: 'disabled' });
  });

  it('clears session storage except the token, and the temporary and current-activity entries', () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 't');
    sessionStorage.setItem('other', 'x');
    localStorage.setItem('temporary', 'x');
    localStorage.setItem('currentActivity', 'x');
    localStorage.setItem('loginInfo', 'kept');
    clearForMenuChoice();
    expect(sessionStorage.getItem(TOKEN_STORAGE_KEY)).toBe('t');
    expect(sessionStorage.getItem('other')).toBeNull();
    expect(localStorage.getItem('temporary')).toBeNull();
    expect(localStorage.getItem('currentActivity')).toBeNull();
    expect(localStorage.getItem('loginInfo')).toBe('kept');
  });

  it('keeps the permission list in local storage as code, hasJurisdiction, operator and remarks', () => {
    savePermissions([{ code: 'export', hasJurisdiction: true, operator: '导出', remarks: '' }]);
    expect(JSON.parse(localStorage.getItem('permissionList')!)).toEqual([{ code: 'export', hasJurisdiction: true, operator: '导出', remarks: '' }]);
    expect(loadPermissions()).toHaveLength(1);
    localStorage.setItem('permissionList', 'not json');
    expect(loadPermissions()).toBeNull();
  });
});

describe('the current menu', () => {
  const third = menu({ menuName: 'third', menuUrl: 'https://a.example/', openType: 4 });
  const list = menu({ menuName: 'list', menuUrl: '/manager/list' });
  const hiddenTwin = menu({ menuName: 'twin', menuUrl: '/manager/list', isShow: false });
  const tree = [menu({ menuName: 'g', children: [hiddenTwin, list, third] }), menu({ menuName: 'client', menuUrl: '/client/a/b' })];

  it('is found by the address, a shown menu first, then by the longest prefix', () => {
    expect(menuForLocation(tree, '/manager/list/')?.menuName).toBe('list');
    expect(menuForLocation(tree, '/manager/list/detail/3')?.menuName).toBe('list');
    expect(menuForLocation(tree, '/manager/livelihoodIssues/thirdPage', `?redirect=${encodeURIComponent('https://a.example/')}`)?.menuName).toBe('third');
    expect(menuForLocation(tree, '/manager/livelihoodIssues/thirdPage', '?redirect=other')).toBeNull();
    expect(menuForLocation(tree, '/pageHome/')).toBeNull();
  });

  it('lists a menu address (and its mobile twin) for the router fallback', () => {
    expect(listedMenuFor(tree, '/client/a/b/')?.menuName).toBe('client');
    expect(listedMenuFor(tree, '/mobile/a/b')?.menuName).toBe('client');
    expect(listedMenuFor(tree, '/client/a')).toBeNull();
  });
});

describe('menu layout rules', () => {
  it('wraps header menu names of 6 characters or more every 3 characters', () => {
    expect(wrapMenuName('通知公告')).toEqual(['通知公告']);
    expect(wrapMenuName('联络站管理')).toEqual(['联络站管理']);
    expect(wrapMenuName('议案建议办理')).toEqual(['议案建', '议办理']);
    expect(wrapMenuName('代表履职档案管理')).toEqual(['代表履', '职档案', '管理']);
  });

  it('gives a long header name a tile wide enough for one line, and folds by each tile’s own width', () => {
    expect(headerTileWidth('通知公告')).toBe(84);
    expect(headerTileWidth('议案建议办理')).toBe(110);
    const widths = [84, 110, 84];
    expect(fitCount(278, widths, 3, 84)).toBe(3);
    // Short of room: the 更多菜单 tile (84) and what fits beside it, in order.
    expect(fitCount(277, widths, 3, 84)).toBe(1);
    expect(fitCount(278, 84, 3, 84)).toBe(3);
    expect(fitCount(250, 84, 3, 84)).toBe(1);
  });

  it('splits a drop-down of more than 3 children into two columns', () => {
    expect(dropDownColumns(3)).toBe(1);
    expect(dropDownColumns(4)).toBe(2);
  });

  it('embeds only paths of this site and http(s) pages', () => {
    expect(embeddableUrl('/rdlz/homeStation/')).toBe('/rdlz/homeStation/');
    expect(embeddableUrl('https://www.cnbz.gov.cn/')).toBe('https://www.cnbz.gov.cn/');
    for (const bad of ['javascript:alert(1)', '//evil.example/', '/\\evil.example', 'data:text/html,x', '', null]) expect(embeddableUrl(bad)).toBeNull();
    expect(thirdPagePath('/a?b=1')).toBe('/manager/livelihoodIssues/thirdPage?redirect=%2Fa%3Fb%3D1');
  });
});

describe('the menu form', () => {
  it('asks for the name and checks the address, order and icon', () => {
    const values = newMenuValues(null, 4);
    expect(values).toMatchObject({ sortNum: '5', menuType: '1', openType: '1', isShow: true, isEnable: true, parentMenuId: null });
    expect(validateMenuForm(values)).toEqual({ menuName: MSG.menuNameRequired });
    expect(validateMenuForm({ ...values, menuName: 'x', menuUrl: 'ftp://x', sortNum: '-1' })).toMatchObject({ menuUrl: expect.any(String), sortNum: expect.any(String) });
    expect(validateMenuForm({ ...values, menuName: 'x', iconType: 'img', iconImage: 'x'.repeat(MENU_ICON_MAX_CHARS + 1) })).toEqual({ iconImage: MSG.menuIconTooLarge });
  });

  it('builds the add / change body, leaving out an empty menuCode', () => {
    const body = menuBody({ ...newMenuValues(menu({ menuName: 'p', menuId: 42 }), 0), menuName: ' 新菜单 ', iconClass: 'icon-x' });
    expect(body).toEqual({
      menuName: '新菜单',
      menuUrl: '',
      menuIcon: JSON.stringify({ menuIconType: 'class', url: 'icon-x', objName: '', objPath: '' }),
      parentMenuId: 42,
      sortNum: 1,
      menuType: 1,
      openType: 1,
      isShow: true,
      isEnable: true,
      isRoot: false,
    });
    expect(menuBody({ ...newMenuValues(null, 0), menuName: 'x', menuCode: 'code' }, 7)).toMatchObject({ menuId: 7, menuCode: 'code', parentMenuId: '', isRoot: true });
  });

  it('deletes the topmost checked menus', () => {
    const leafA = menu({ menuName: 'a' });
    const leafB = menu({ menuName: 'b' });
    const group = menu({ menuName: 'g', children: [leafA, leafB] });
    const other = menu({ menuName: 'o' });
    const checked = new Set([group.menuId, leafA.menuId, leafB.menuId, other.menuId]);
    expect(topmostChecked([group, other], (m) => checked.has(m.menuId))).toEqual([group.menuId, other.menuId]);
    expect(topmostChecked([group, other], (m) => m === leafB)).toEqual([leafB.menuId]);
  });

  it('compresses an icon by quality, then by size, until it fits in 4800 characters', () => {
    const tried: string[] = [];
    const fits = firstFitting((edge, quality) => {
      tried.push(`${edge}@${quality}`);
      return 'x'.repeat(edge === 48 && quality <= 0.65 ? 4800 : 6000);
    });
    expect(fits).toHaveLength(4800);
    expect(tried).toEqual(['64@0.92', '64@0.8', '64@0.65', '64@0.5', '48@0.92', '48@0.8', '48@0.65']);
    expect(firstFitting(() => 'x'.repeat(4801))).toBeNull();
  });
});

beforeEach(() => {
  Object.assign(globalThis, { sessionStorage: new MemoryStorage(), localStorage: new MemoryStorage() });
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
  Reflect.deleteProperty(globalThis, 'localStorage');
});
