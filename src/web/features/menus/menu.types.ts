export type { LinkedOperation, MenuNode } from '@shared/contracts/menus';

/** 1 embedded page, 2 new page, 3 external link, 4 third-party embedded link. */
export type OpenType = 1 | 2 | 3 | 4;

/** One entry of the permission list kept in local storage. */
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
