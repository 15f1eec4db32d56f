import { INTEGER_MAX } from '@machines/bounds';
import { isBlank } from '@shared/blank';
import { MENU_ICON_MAX_CHARS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { Refusal } from '../../../services/refusal';

/** Messages of this area the specification does not quote (decisions in docs/decisions.md). */
export const MENU_MSG = {
  menuUrlInvalid: '菜单地址须以 / 或 http(s):// 开头',
  menuIconInvalid: '菜单图标格式有误',
  parentCycle: '上级菜单不能是当前菜单或其下级菜单',
  lockedMenu: '角色管理和角色菜单不能停用、删除或修改地址：否则将无人能再授予菜单',
  menuNotFound: '菜单不存在或已被删除',
  operationsRequired: '请选择要关联的操作',
} as const;

const IMAGE_URL = /^(data:image\/(png|jpe?g|gif|webp);base64,[A-Za-z0-9+/=]+|https?:\/\/\S+|\/\S*)$/;
const CLASS_NAME = /^[\w\- ]{1,100}$/;
const MENU_URL = /^(\/|https?:\/\/)\S*$/;

export interface MenuIcon {
  menuIconType: 'class' | 'img';
  url: string;
  objName: string;
  objPath: string;
}

/**
 * menuIcon is a JSON string `{ menuIconType, url, objName, objPath }`; a bare class
 * name is accepted and wrapped. An image must be a compressed data URL (or a stored file's
 * address) of at most 4800 characters.
 */
export function normaliseMenuIcon(raw: string | null | undefined): string | null {
  if (isBlank(raw)) return null;
  const text = raw!.trim();
  let icon: Partial<MenuIcon>;
  if (text.startsWith('{')) {
    try {
      icon = JSON.parse(text) as Partial<MenuIcon>;
    } catch {
      throw new Refusal(400, MENU_MSG.menuIconInvalid);
    }
  } else {
    icon = { menuIconType: 'class', url: text };
  }
  const url = typeof icon.url === 'string' ? icon.url.trim() : '';
  const objName = typeof icon.objName === 'string' ? icon.objName.slice(0, 200) : '';
  const objPath = typeof icon.objPath === 'string' ? icon.objPath.slice(0, 500) : '';
  if (icon.menuIconType === 'img') {
    if (url.length > MENU_ICON_MAX_CHARS) throw new Refusal(400, MSG.menuIconTooLarge);
    if (!IMAGE_URL.test(url)) throw new Refusal(400, MENU_MSG.menuIconInvalid);
  } else if (icon.menuIconType === 'class') {
    if (url !== '' && !CLASS_NAME.test(url)) throw new Refusal(400, MENU_MSG.menuIconInvalid);
  } else {
    throw new Refusal(400, MENU_MSG.menuIconInvalid);
  }
  if (url === '') return null;
  return JSON.stringify({ menuIconType: icon.menuIconType, url, objName, objPath });
}

/** The stored file a normalised menu icon names (its objPath), if any. */
export function iconFiles(menuIcon: string | null | undefined): string[] {
  if (!menuIcon?.startsWith('{')) return [];
  const { objPath } = JSON.parse(menuIcon) as Partial<MenuIcon>;
  return objPath ? [objPath] : [];
}

/** An address the screens may navigate to, open or embed: an app path or an http(s) URL. */
export function normaliseMenuUrl(raw: string | null | undefined): string | null {
  if (isBlank(raw)) return null;
  const url = raw!.trim();
  if (!MENU_URL.test(url) || url.startsWith('//')) throw new Refusal(400, MENU_MSG.menuUrlInvalid);
  return url;
}

/** parentMenuId: empty means top level. */
export function parseParentId(raw: unknown): number | null {
  if (raw === null || raw === undefined || raw === '' || raw === 0 || raw === '0') return null;
  const id = Number(raw);
  if (!Number.isInteger(id) || id < 1 || id > INTEGER_MAX) throw new Refusal(400, MSG.parentMenuRequired);
  return id;
}

/** `1,2,3` (or an array of ids) → [1, 2, 3]; null when anything in it is not an id. */
export function parseIdList(raw: unknown): number[] | null {
  if (raw === null || raw === undefined) return [];
  const parts = Array.isArray(raw) ? raw.map(String) : String(raw).split(',');
  const ids: number[] = [];
  for (const part of parts) {
    const text = part.trim();
    if (text === '') continue;
    if (!/^\d{1,9}$/.test(text)) return null;
    ids.push(Number(text));
  }
  return [...new Set(ids)];
}

export function parseMenuId(raw: unknown): number | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim();
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

export function optionalText(raw: string | null | undefined, max: number): string | null {
  if (isBlank(raw)) return null;
  return raw!.trim().slice(0, max);
}
