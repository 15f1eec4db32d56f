import { Box, chakra, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { MenuNode } from '../menu.types';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import { MenuLabel } from './menu-marks';

export interface SideMenuProps {
  /** The menus to list (shown only, already sorted). */
  items: MenuNode[];
  /** The current menu and its ancestors: those groups start open. */
  trailIds: ReadonlySet<number>;
  currentId: number | null;
  /** The accessible name of the navigation region. */
  label: string;
  /** A heading over the list (the current group's name). */
  title?: string;
}

function Chevron({ open }: { open: boolean }) {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false" style={{ transition: 'transform 150ms', transform: open ? 'rotate(90deg)' : 'none' }}>
      <path d="M4 2.5 7.5 6 4 9.5" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** A row of a sidebar's menu: the current one marked by a red bar at its start, red text on pale red. */
export const sideNavItem = (current: boolean) =>
  ({
    display: 'flex',
    alignItems: 'center',
    fontSize: 'sm',
    borderStartWidth: '3px',
    borderStartColor: current ? 'brand.600' : 'transparent',
    bg: current ? 'brand.50' : undefined,
    color: current ? 'brand.700' : 'gray.700',
    fontWeight: current ? 'semibold' : 'normal',
    _hover: { bg: 'brand.50', color: 'brand.700' },
  }) as const;

const rowStyle = {
  ...sideNavItem(false),
  gap: '2',
  w: 'full',
  minH: '10',
  pe: '3',
  textAlign: 'start',
  cursor: 'pointer',
  transition: 'background 120ms',
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' },
} as const;

/** The left menu tree: groups open and close, leaves follow the navigation rules. */
export function SideMenu({ items, trailIds, currentId, label, title }: SideMenuProps) {
  // Groups on the current menu's path start open; the user's own toggles win over that.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const isOpen = (id: number) => toggled.get(id) ?? trailIds.has(id);
  const toggle = (id: number) => setToggled((prev) => new Map(prev).set(id, !isOpen(id)));

  const renderLevel = (menus: MenuNode[], depth: number, id?: string) => (
    <chakra.ul id={id} listStyleType="none" m="0" p="0">
      {menus.map((menu) => {
        const children = menu.children ?? [];
        const indent = `${12 + depth * 16}px`;
        if (children.length > 0) {
          const open = isOpen(menu.menuId);
          const listId = `side-menu-group-${menu.menuId}`;
          const inTrail = trailIds.has(menu.menuId);
          return (
            <li key={menu.menuId}>
              <chakra.button
                type="button"
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => toggle(menu.menuId)}
                {...rowStyle}
                ps={indent}
                fontWeight={depth === 0 ? 'semibold' : 'medium'}
                color={inTrail ? 'brand.700' : 'gray.800'}
              >
                <MenuIcon icon={menu.menuIcon} size={16} color={inTrail ? 'brand.600' : 'gray.500'} />
                <Text as="span" flex="1" truncate>
                  {menu.menuName}
                </Text>
                <Box color="gray.500">
                  <Chevron open={open} />
                </Box>
              </chakra.button>
              {open && renderLevel(children, depth + 1, listId)}
            </li>
          );
        }
        const current = menu.menuId === currentId;
        return (
          <li key={menu.menuId}>
            <MenuLink
              menu={menu}
              aria-current={current ? 'page' : undefined}
              {...rowStyle}
              {...sideNavItem(current)}
              ps={indent}
              color={current ? 'brand.700' : menu.isEnable ? 'gray.700' : 'gray.500'}
            >
              <MenuLabel menu={menu} iconSize={16} iconColor={current ? 'brand.600' : 'gray.500'} nameProps={{ title: menu.menuName }} />
            </MenuLink>
          </li>
        );
      })}
    </chakra.ul>
  );

  return (
    <chakra.nav aria-label={label} py="2">
      {title && (
        <Text px="4" pt="2" pb="3" fontSize="xs" fontWeight="semibold" letterSpacing="0.12em" color="gray.600" textTransform="uppercase">
          {title}
        </Text>
      )}
      {renderLevel(items, 0)}
    </chakra.nav>
  );
}
