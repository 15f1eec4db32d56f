import { isBlank } from '@shared/blank';
import { MENU_ICON_MAX_CHARS } from '@shared/constants';
import { MSG } from '@shared/messages';
import { parseMenuIcon, type MenuNode } from '@web/features/menus';
import type { MenuBody } from './menu-management.api';

/** Messages of the menu form the specification does not quote (decisions in docs/decisions.md). */
export const FORM_MSG = {
  menuUrlInvalid: '菜单地址须以 / 或 http(s):// 开头',
  sortNumInvalid: '排序号须为不小于 0 的整数',
  iconClassInvalid: '图标类名只能包含字母、数字、- 和 _',
  notAnImage: '请选择图片文件',
} as const;

export const OPEN_TYPE_OPTIONS = [
  { value: '1', label: '内嵌页面' },
  { value: '2', label: '新页面' },
  { value: '3', label: '外部链接（新窗口）' },
  { value: '4', label: '第三方内嵌页面' },
] as const;

export const MENU_TYPE_OPTIONS = [
  { value: '1', label: '普通菜单' },
  { value: '2', label: '程序菜单' },
] as const;

export interface MenuFormValues {
  menuName: string;
  menuUrl: string;
  menuCode: string;
  iconType: 'class' | 'img';
  iconClass: string;
  /** The compressed image as a data URL. */
  iconImage: string;
  iconImageName: string;
  sortNum: string;
  menuType: string;
  openType: string;
  isShow: boolean;
  isEnable: boolean;
  /** null: a top-level menu. */
  parentMenuId: number | null;
}

export type MenuFormErrors = Partial<Record<'menuName' | 'menuUrl' | 'sortNum' | 'iconClass' | 'iconImage', string>>;

/** A new menu sorts after its siblings; menuType 1 and openType 1 by default. */
export function newMenuValues(parent: MenuNode | null, siblingCount: number): MenuFormValues {
  return {
    menuName: '',
    menuUrl: '',
    menuCode: '',
    iconType: 'class',
    iconClass: '',
    iconImage: '',
    iconImageName: '',
    sortNum: String(siblingCount + 1),
    menuType: '1',
    openType: '1',
    isShow: true,
    isEnable: true,
    parentMenuId: parent?.menuId ?? null,
  };
}

export function valuesOf(menu: MenuNode): MenuFormValues {
  const icon = parseMenuIcon(menu.menuIcon);
  return {
    menuName: menu.menuName,
    menuUrl: menu.menuUrl ?? '',
    menuCode: menu.menuCode ?? '',
    iconType: icon?.menuIconType ?? 'class',
    iconClass: icon?.menuIconType === 'class' ? icon.url : '',
    iconImage: icon?.menuIconType === 'img' ? icon.url : '',
    iconImageName: icon?.menuIconType === 'img' ? icon.objName : '',
    sortNum: String(menu.sortNum ?? ''),
    menuType: String(menu.menuType ?? 1),
    openType: String(menu.openType ?? 1),
    isShow: Boolean(menu.isShow),
    isEnable: Boolean(menu.isEnable),
    parentMenuId: menu.parentMenuId ?? null,
  };
}

/** The menu form's checks, run after a submit attempt. */
export function validateMenuForm(values: MenuFormValues): MenuFormErrors {
  const errors: MenuFormErrors = {};
  if (isBlank(values.menuName.trim())) errors.menuName = MSG.menuNameRequired;
  const url = values.menuUrl.trim();
  if (url && (!/^(\/|https?:\/\/)\S*$/i.test(url) || url.startsWith('//'))) errors.menuUrl = FORM_MSG.menuUrlInvalid;
  if (values.sortNum.trim() && !/^\d{1,6}$/.test(values.sortNum.trim())) errors.sortNum = FORM_MSG.sortNumInvalid;
  if (values.iconType === 'class' && values.iconClass.trim() && !/^[\w\- ]{1,100}$/.test(values.iconClass.trim())) errors.iconClass = FORM_MSG.iconClassInvalid;
  if (values.iconType === 'img' && values.iconImage.length > MENU_ICON_MAX_CHARS) errors.iconImage = MSG.menuIconTooLarge;
  return errors;
}

export function menuIconJson(values: MenuFormValues): string {
  if (values.iconType === 'img') {
    return values.iconImage ? JSON.stringify({ menuIconType: 'img', url: values.iconImage, objName: values.iconImageName, objPath: '' }) : '';
  }
  const className = values.iconClass.trim();
  return className ? JSON.stringify({ menuIconType: 'class', url: className, objName: '', objPath: '' }) : '';
}

/** The body of POST / PUT /api/sysNpcMenu; menuCode is left out when empty. */
export function menuBody(values: MenuFormValues, menuId?: number): MenuBody {
  const code = values.menuCode.trim();
  return {
    ...(menuId !== undefined ? { menuId } : {}),
    menuName: values.menuName.trim(),
    menuUrl: values.menuUrl.trim(),
    ...(code ? { menuCode: code } : {}),
    menuIcon: menuIconJson(values),
    parentMenuId: values.parentMenuId ?? '',
    sortNum: Number(values.sortNum.trim() || 0),
    menuType: Number(values.menuType),
    openType: Number(values.openType),
    isShow: values.isShow,
    isEnable: values.isEnable,
    isRoot: values.parentMenuId === null,
  };
}

/**
 * The menus to delete: every checked menu whose parent is not checked too (deleting a menu
 * deletes everything under it). `checked` says whether a menu is checked (a group counts when
 * all of it is).
 */
export function topmostChecked(tree: readonly MenuNode[], isChecked: (menu: MenuNode) => boolean): number[] {
  const ids: number[] = [];
  const walk = (menus: readonly MenuNode[]) => {
    for (const menu of menus) {
      if (isChecked(menu)) ids.push(menu.menuId);
      else walk(menu.children ?? []);
    }
  };
  walk(tree);
  return ids;
}
