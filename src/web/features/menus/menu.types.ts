/** An operation linked to a menu (section 3, sysBaseCompetences). */
export interface LinkedOperation {
  competenceId: number;
  code: string;
  operator: string;
  remark: string | null;
  isEnable: boolean;
  hasJurisdiction: boolean;
}

/** 1 embedded page, 2 new page, 3 external link, 4 third-party embedded link (section 3). */
export type OpenType = 1 | 2 | 3 | 4;

/** One menu as GET /api/sysLogin/sysMenu and GET /api/sysNpcMenu answer it. */
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
  hasJurisdiction: boolean;
  sysBaseCompetences: LinkedOperation[];
  children: MenuNode[];
}

/** One entry of the permission list kept in local storage (section 6). */
export interface StoredPermission {
  code: string;
  hasJurisdiction: boolean;
  operator: string;
  remarks: string;
}

export interface MenuIcon {
  menuIconType: 'class' | 'img';
  url: string;
  objName: string;
  objPath: string;
}
