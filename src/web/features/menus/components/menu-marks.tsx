import { Badge, Text, type TextProps } from '@chakra-ui/react';
import { PendingBadge } from '@web/features/todo';
import { opensInNewWindow } from '../menu.model';
import type { MenuNode } from '../menu.types';
import { MenuIcon } from './menu-icon';

/**
 * What every menu entry shows after its name: what waits for the user in its queue, 未开放
 * when disabled, ↗ when it opens a new window.
 */
export function MenuMarks({ menu }: { menu: MenuNode }) {
  return (
    <>
      <PendingBadge path={menu.menuUrl} />
      {!menu.isEnable && (
        <Badge size="xs" colorPalette="gray" variant="subtle">
          未开放
        </Badge>
      )}
      {opensInNewWindow(menu) && (
        <Text as="span" fontSize="xs" color="gray.500" aria-label="（在新窗口打开）">
          ↗
        </Text>
      )}
    </>
  );
}

/** A menu link's content: icon, name (cut to one line) and marks. */
export function MenuLabel({ menu, iconSize, iconColor, nameProps }: { menu: MenuNode; iconSize: number; iconColor: string; nameProps?: TextProps }) {
  return (
    <>
      <MenuIcon icon={menu.menuIcon} size={iconSize} color={iconColor} />
      <Text as="span" flex="1" truncate {...nameProps}>
        {menu.menuName}
      </Text>
      <MenuMarks menu={menu} />
    </>
  );
}
