export { menusApi, menusApiBase, useUserMenusQuery } from './menus.api';
export { MenusProvider, useMenus, useOptionalMenus, usePermissionList, type MenusState } from './menus-provider';
export {
  THIRD_PAGE_PATH,
  appPath,
  bySortNum,
  embeddableUrl,
  findMenu,
  firstPage,
  flattenMenus,
  listedMenuFor,
  menuAction,
  menuForLocation,
  menuTrail,
  navigationMenus,
  normalisePath,
  parseMenuIcon,
  permissionListOf,
  thirdPagePath,
  wrapMenuName,
  type MenuAction,
} from './menu.model';
export { PERMISSION_STORAGE_KEY, clearForMenuChoice, clearPermissions, loadPermissions } from './menu.storage';
export type { LinkedOperation, MenuIcon as MenuIconValue, MenuNode, OpenType, StoredPermission } from './menu.types';
export { CollapsibleSidebar, SIDEBAR_ANIMATION_MS } from './components/collapsible-sidebar';
export { ContentTabs, pageTitleFor } from './components/content-tabs';
export { HeaderMenu, WrappedMenuName } from './components/header-menu';
export { MenuIcon } from './components/menu-icon';
export { MenuLink } from './components/menu-link';
export { PageHeader } from './components/page-header';
export { MenuFallbackScreen } from './menu-fallback.screen';
export { SideMenu, sideNavItem } from './components/side-menu';
export { TopNav } from './components/top-nav';
