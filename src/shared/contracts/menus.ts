/**
 * Menus as GET /api/sysLogin/sysMenu and GET /api/sysNpcMenu answer them: a tree, each menu with
 * the operations linked to it and whether the role they are answered for holds them.
 */

/** An operation linked to a menu (sysBaseCompetences). */
export interface LinkedOperation {
  competenceId: number;
  code: string;
  operator: string;
  remark: string | null;
  isEnable: boolean;
  /** Whether the role the menus are answered for holds the operation. */
  hasJurisdiction: boolean;
}

/** One menu of the tree. */
export interface MenuNode {
  menuId: number;
  menuName: string;
  menuUrl: string | null;
  /** JSON text: { menuIconType: 'class' | 'img', url, objName, objPath }. */
  menuIcon: string | null;
  parentMenuId: number | null;
  sortNum: number | string;
  menuCode: string | null;
  /** 1 ordinary, 2 program. */
  menuType: number;
  openType: number;
  isShow: boolean;
  isEnable: boolean;
  isRoot: boolean;
  hasChildren: boolean;
  /** Whether the role the menus are answered for sees the menu. */
  hasJurisdiction: boolean;
  sysBaseCompetences: LinkedOperation[];
  children: MenuNode[];
}
