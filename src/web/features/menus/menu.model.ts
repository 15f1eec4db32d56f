import { HEADER_MENU_WRAP_EVERY, HEADER_MENU_WRAP_FROM, ROUTER_BASENAME, TWO_COLUMN_CHILDREN_FROM } from '@shared/constants';
import type { MenuIcon, MenuNode, StoredPermission } from './menu.types';

/** The route that embeds third-party pages (menu open type 4). */
export const THIRD_PAGE_PATH = '/manager/livelihoodIssues/thirdPage';

function sortKey(menu: Pick<MenuNode, 'sortNum'>): number {
  const n = Number(menu.sortNum);
  return Number.isFinite(n) ? n : Number.POSITIVE_INFINITY;
}

/** Numeric order by sortNum: 2 before 10, whatever type the number arrives as. */
export function bySortNum(a: MenuNode, b: MenuNode): number {
  return sortKey(a) - sortKey(b) || a.menuId - b.menuId;
}

/** Only menus marked shown go to navigation, sorted numerically by sortNum. */
export function navigationMenus(tree: readonly MenuNode[]): MenuNode[] {
  return tree
    .filter((menu) => menu.isShow)
    .sort(bySortNum)
    .map((menu) => ({ ...menu, children: navigationMenus(menu.children ?? []) }));
}

export function flattenMenus(tree: readonly MenuNode[]): MenuNode[] {
  return tree.flatMap((menu) => [menu, ...flattenMenus(menu.children ?? [])]);
}

/**
 * The permission list, from the operations of every enabled menu (shown or hidden).
 * An operation linked to several menus is listed once, held when any link says so.
 */
export function permissionListOf(tree: readonly MenuNode[]): StoredPermission[] {
  const byCode = new Map<string, StoredPermission>();
  for (const menu of flattenMenus(tree)) {
    if (!menu.isEnable) continue;
    for (const operation of menu.sysBaseCompetences ?? []) {
      const known = byCode.get(operation.code);
      const hasJurisdiction = Boolean(operation.hasJurisdiction) || Boolean(known?.hasJurisdiction);
      byCode.set(operation.code, { code: operation.code, hasJurisdiction, operator: operation.operator, remarks: operation.remark ?? '' });
    }
  }
  return [...byCode.values()];
}

export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}

/** A menu URL as a router path: the router base (/rdlz) is taken off. */
export function appPath(url: string): string {
  if (url === ROUTER_BASENAME || url === `${ROUTER_BASENAME}/`) return '/';
  return url.startsWith(`${ROUTER_BASENAME}/`) ? url.slice(ROUTER_BASENAME.length) : url;
}

/** /a/b/ and /a/b?x=1 → /a/b; the root stays /. */
export function normalisePath(path: string): string {
  const bare = path.split(/[?#]/)[0].replace(/\/{2,}/g, '/');
  const trimmed = bare.length > 1 ? bare.replace(/\/+$/, '') : bare;
  return trimmed || '/';
}

export function thirdPagePath(url: string): string {
  return `${THIRD_PAGE_PATH}?redirect=${encodeURIComponent(url)}`;
}

/** What choosing a menu does (menu navigation rules). */
export type MenuAction =
  | { kind: 'error' }
  | { kind: 'disabled' }
  /** Open types 1 and 2 inside the app: a router navigation (2 is the plain push). */
  | { kind: 'navigate'; to: string; menu: MenuNode }
  /** Open type 2 to another site: the page itself goes there. */
  | { kind: 'assign'; url: string; menu: MenuNode }
  /** Open type 3: a new browser tab. */
  | { kind: 'open'; url: string; menu: MenuNode }
  /** Open type 4 (and an embedded page on another site): /manager/livelihoodIssues/thirdPage?redirect=. */
  | { kind: 'embed'; to: string; menu: MenuNode };

/** The first page a group leads to: its first shown, enabled menu with an address, depth first. */
export function firstPage(menu: MenuNode): MenuNode | null {
  for (const child of [...(menu.children ?? [])].filter((c) => c.isShow).sort(bySortNum)) {
    if (!child.isEnable) continue;
    const shown = (child.children ?? []).filter((c) => c.isShow);
    if (shown.length > 0) {
      const page = firstPage(child);
      if (page) return page;
    } else if (child.menuUrl && child.menuUrl.trim()) {
      return child;
    }
  }
  return null;
}

export function menuAction(menu: MenuNode | null | undefined): MenuAction {
  if (!menu) return { kind: 'error' };
  if (!menu.isEnable) return { kind: 'disabled' };
  if ((menu.children ?? []).some((c) => c.isShow)) {
    const page = firstPage(menu);
    return page ? menuAction(page) : { kind: 'disabled' };
  }
  const url = menu.menuUrl?.trim();
  if (!url) return { kind: 'error' };
  const external = isExternalUrl(url);
  if (!external && !url.startsWith('/')) return { kind: 'error' };
  switch (Number(menu.openType)) {
    case 1:
      return external ? { kind: 'embed', to: thirdPagePath(url), menu } : { kind: 'navigate', to: appPath(url), menu };
    case 2:
      return external ? { kind: 'assign', url, menu } : { kind: 'navigate', to: appPath(url), menu };
    case 3:
      return { kind: 'open', url: external ? url : `${ROUTER_BASENAME}${appPath(url)}`, menu };
    case 4:
      return { kind: 'embed', to: thirdPagePath(url), menu };
    default:
      return { kind: 'error' };
  }
}

/** openType 3: the menu's page opens in a new window, never inside the app. */
export const opensInNewWindow = (menu: Pick<MenuNode, 'openType'>) => Number(menu.openType) === 3;

/** The router path a menu shows at, or null for menus that do not show inside the app. */
export function menuRoutePath(menu: MenuNode): string | null {
  const url = menu.menuUrl?.trim();
  const type = Number(menu.openType);
  if (!url || opensInNewWindow(menu)) return null;
  const external = isExternalUrl(url);
  if (type === 4 || (type === 1 && external)) return thirdPagePath(url);
  if (external || !url.startsWith('/')) return null;
  return normalisePath(appPath(url));
}

function matchesExactly(menu: MenuNode, pathname: string, search: string): boolean {
  const route = menuRoutePath(menu);
  if (!route) return false;
  if (route.startsWith(`${THIRD_PAGE_PATH}?`)) {
    if (normalisePath(pathname) !== THIRD_PAGE_PATH) return false;
    return new URLSearchParams(search).get('redirect') === menu.menuUrl?.trim();
  }
  return route === normalisePath(pathname);
}

/**
 * The menu the address belongs to: an exact match (a shown menu before a hidden one), else the
 * menu whose address is the longest prefix of it (a detail page under a list).
 */
export function menuForLocation(tree: readonly MenuNode[], pathname: string, search = ''): MenuNode | null {
  const all = flattenMenus(tree);
  const exact = all.filter((m) => matchesExactly(m, pathname, search));
  if (exact.length > 0) return exact.find((m) => m.isShow) ?? exact[0];
  const path = normalisePath(pathname);
  let best: MenuNode | null = null;
  let bestLength = 0;
  for (const menu of all) {
    const route = menuRoutePath(menu);
    if (!route || route === '/' || route.startsWith(`${THIRD_PAGE_PATH}?`)) continue;
    const longer = route.length > bestLength || (route.length === bestLength && menu.isShow && !best?.isShow);
    if (path.startsWith(`${route}/`) && longer) {
      best = menu;
      bestLength = route.length;
    }
  }
  return best;
}

/** Whether a menu is the one for this address exactly (used to trust the last-saved menu id). */
export function menuMatchesLocation(menu: MenuNode, pathname: string, search = ''): boolean {
  return matchesExactly(menu, pathname, search);
}

/**
 * The menu an address is listed under, for the router's fallback: exactly that path among the
 * user's menus. A mobile page counts when its client twin is listed (the mobile area mirrors
 * the client routes).
 */
export function listedMenuFor(tree: readonly MenuNode[], pathname: string): MenuNode | null {
  const path = normalisePath(pathname);
  const candidates = [path];
  if (path.startsWith('/mobile/')) candidates.push(`/client/${path.slice('/mobile/'.length)}`);
  const all = flattenMenus(tree);
  for (const candidate of candidates) {
    const found = all.filter((m) => !opensInNewWindow(m) && m.menuUrl && !isExternalUrl(m.menuUrl) && normalisePath(appPath(m.menuUrl.trim())) === candidate);
    if (found.length > 0) return found.find((m) => m.isEnable) ?? found[0];
  }
  return null;
}

export function findMenu(tree: readonly MenuNode[], menuId: number | null | undefined): MenuNode | null {
  if (menuId === null || menuId === undefined) return null;
  return flattenMenus(tree).find((m) => m.menuId === menuId) ?? null;
}

/** The menus from the top level down to the one with this id (empty when it is not there). */
export function menuTrail(tree: readonly MenuNode[], menuId: number | null | undefined): MenuNode[] {
  if (menuId === null || menuId === undefined) return [];
  for (const menu of tree) {
    if (menu.menuId === menuId) return [menu];
    const below = menuTrail(menu.children ?? [], menuId);
    if (below.length > 0) return [menu, ...below];
  }
  return [];
}

/** Header menu names of 6 characters or more wrap every 3 characters. */
export function wrapMenuName(name: string): string[] {
  const chars = Array.from(name);
  if (chars.length < HEADER_MENU_WRAP_FROM) return [name];
  const lines: string[] = [];
  for (let i = 0; i < chars.length; i += HEADER_MENU_WRAP_EVERY) lines.push(chars.slice(i, i + HEADER_MENU_WRAP_EVERY).join(''));
  return lines;
}

/** A drop-down of more than 3 children splits into two columns. */
export function dropDownColumns(childCount: number): 1 | 2 {
  return childCount >= TWO_COLUMN_CHILDREN_FROM ? 2 : 1;
}

export function parseMenuIcon(raw: string | null | undefined): MenuIcon | null {
  if (!raw || !raw.trim()) return null;
  const text = raw.trim();
  if (!text.startsWith('{')) return { menuIconType: 'class', url: text, objName: '', objPath: '' };
  try {
    const icon = JSON.parse(text) as Partial<MenuIcon>;
    if ((icon.menuIconType !== 'class' && icon.menuIconType !== 'img') || typeof icon.url !== 'string' || !icon.url) return null;
    return { menuIconType: icon.menuIconType, url: icon.url, objName: icon.objName ?? '', objPath: icon.objPath ?? '' };
  } catch {
    return null;
  }
}

/**
 * Which addresses the third page may embed: a path of this site, or an http(s) page elsewhere.
 * Anything else (javascript:, data:, protocol-relative //host) is refused.
 */
export function embeddableUrl(redirect: string | null | undefined): string | null {
  if (!redirect) return null;
  const url = redirect.trim();
  if (url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\')) return url;
  if (isExternalUrl(url)) {
    try {
      return new URL(url).protocol.startsWith('http') ? url : null;
    } catch {
      return null;
    }
  }
  return null;
}
