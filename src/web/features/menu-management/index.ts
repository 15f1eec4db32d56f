export { MenuListScreen } from './menu-list.screen';
export { MenuTree, createMenuCollection, type MenuCollection } from './menu-tree';
