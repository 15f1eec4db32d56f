import { mobilePageFor } from '@web/app/mobile-area';
import { parseMenuIcon, type MenuNode } from '@web/features/menus';

export interface MobileEntry {
  key: number;
  name: string;
  icon: string | null | undefined;
  to: string;
}

export interface MobileSection {
  key: number;
  title: string;
  entries: MobileEntry[];
}

/** Whether a menu has a picture of its own: a sub-menu's dot marks a tree row, it is no tile's icon. */
const hasOwnIcon = (icon: string | null | undefined) => Boolean(icon) && !/sub-menu/.test(parseMenuIcon(icon)?.url ?? '');

/**
 * The deputy's menus that have a mobile page, grouped under the menu that holds them: each
 * shown, enabled menu whose client page has a mobile twin (app/mobile-area.ts) is one entry,
 * with its own icon or its group's. A page reached from two menus is listed once.
 */
export function mobileSectionsOf(navigation: readonly MenuNode[], pageFor: (url: string) => string | null = mobilePageFor): MobileSection[] {
  const seen = new Set<string>();
  const sections: MobileSection[] = [];
  const visit = (menu: MenuNode, parent: MenuNode | null) => {
    const children = (menu.children ?? []).filter((child) => child.isShow);
    if (children.length > 0) {
      children.forEach((child) => visit(child, menu));
      return;
    }
    const to = menu.isEnable && menu.menuUrl ? pageFor(menu.menuUrl) : null;
    if (!to || seen.has(to)) return;
    seen.add(to);
    const holder = parent ?? menu;
    let section = sections.find((s) => s.key === holder.menuId);
    if (!section) {
      section = { key: holder.menuId, title: holder.menuName, entries: [] };
      sections.push(section);
    }
    section.entries.push({ key: menu.menuId, name: menu.menuName, icon: hasOwnIcon(menu.menuIcon) ? menu.menuIcon : holder.menuIcon, to });
  };
  navigation.forEach((menu) => visit(menu, null));
  return sections;
}
