export { MenuListScreen } from './menu-list.screen';
