import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { dropDownColumns, findMenu } from '../menu.model';
import type { MenuNode } from '../menu.types';
import { useHandoffFocus } from '../use-handoff-focus';
import { useMenus } from '../menus-provider';
import { MenuIcon } from './menu-icon';
import { MenuMarks } from './menu-marks';
import { Caret, GroupLabel, moreTriggerProps, triggerProps } from './top-nav';

// The top navigation's drop-downs, loaded on the first approach to the navigation (top-nav.tsx).

interface Handoff {
  /** Pressed before this drop-down had loaded: open at once. */
  open: boolean;
  /** Its plain button had the focus when it was replaced: keep the focus on the trigger. */
  hadFocus: boolean;
  /** Called once the press and the focus have been handed over. */
  onHandedOff: () => void;
}

function MenuEntry({ menu }: { menu: MenuNode }) {
  return (
    <Menu.Item value={String(menu.menuId)} py="2.5" px="3" gap="2.5" rounded="md" cursor="pointer" _highlighted={{ bg: 'brand.50', color: 'brand.700' }}>
      <MenuIcon icon={menu.menuIcon} size={18} color="brand.600" />
      <Text as="span" flex="1" fontSize="sm" color={menu.isEnable ? undefined : 'gray.500'}>
        {menu.menuName}
      </Text>
      <MenuMarks menu={menu} />
    </Menu.Item>
  );
}

function useSelect() {
  const { openMenu, tree } = useMenus();
  return ({ value }: { value: string }) => openMenu(findMenu(tree, Number(value)));
}

/** A group's drop-down of its sub-menus: two columns from 4 children. */
export function GroupMenu({ group, active, wide, open, hadFocus, onHandedOff }: { group: MenuNode; active: boolean; wide: boolean } & Handoff) {
  const select = useSelect();
  const trigger = useHandoffFocus<HTMLButtonElement>(hadFocus, onHandedOff);
  const columns = dropDownColumns(group.children.length);
  return (
    <Menu.Root positioning={{ placement: 'bottom' }} onSelect={select} defaultOpen={open}>
      <Menu.Trigger asChild>
        <Button ref={trigger} {...triggerProps(active, wide)}>
          <GroupLabel group={group} active={active} />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            p="2"
            minW="240px"
            display="grid"
            gridTemplateColumns={columns === 2 ? 'repeat(2, minmax(170px, 1fr))' : '1fr'}
            gap="0.5"
            borderTopWidth="3px"
            borderTopColor="brand.600"
          >
            {group.children.map((menu) => (
              <MenuEntry key={menu.menuId} menu={menu} />
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** 更多菜单: the groups that do not fit, each under its name. */
export function OverflowMenu({ groups, open, hadFocus, onHandedOff }: { groups: MenuNode[] } & Handoff) {
  const select = useSelect();
  const trigger = useHandoffFocus<HTMLButtonElement>(hadFocus, onHandedOff);
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={select} defaultOpen={open}>
      <Menu.Trigger asChild>
        <Button ref={trigger} {...moreTriggerProps}>
          更多菜单
          <Caret />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content p="2" minW="240px" maxH="70vh" overflowY="auto">
            {groups.map((group) => (
              <Menu.ItemGroup key={group.menuId}>
                <Menu.ItemGroupLabel fontSize="xs" color="gray.600">
                  {group.menuName}
                </Menu.ItemGroupLabel>
                {(group.children.length > 0 ? group.children : [group]).map((menu) => (
                  <MenuEntry key={menu.menuId} menu={menu} />
                ))}
              </Menu.ItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
