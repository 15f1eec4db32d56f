import { Badge, Box, Button, chakra, Menu, Portal, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { WIDE_LAYOUT_MAX_TOP_MENUS } from '@shared/constants';
import { dropDownColumns, findMenu } from '../menu.model';
import type { MenuNode } from '../menu.types';
import { useMenus } from '../menus-provider';
import { useFitCount } from '../use-fit-count';
import { MenuIcon } from './menu-icon';

function Caret() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M2 3.5 5 6.5 8 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const COMPACT_ITEM_WIDTH = 148;
const MORE_WIDTH = 120;

function MenuEntry({ menu }: { menu: MenuNode }) {
  return (
    <Menu.Item value={String(menu.menuId)} py="2.5" px="3" gap="2.5" rounded="md" cursor="pointer" _highlighted={{ bg: 'brand.50', color: 'brand.700' }}>
      <MenuIcon icon={menu.menuIcon} size={18} color="brand.600" />
      <Text as="span" flex="1" fontSize="sm" color={menu.isEnable ? undefined : 'gray.500'}>
        {menu.menuName}
      </Text>
      {!menu.isEnable && (
        <Badge size="xs" colorPalette="gray" variant="subtle">
          未开放
        </Badge>
      )}
      {Number(menu.openType) === 3 && (
        <Text as="span" fontSize="xs" color="gray.500">
          ↗
        </Text>
      )}
    </Menu.Item>
  );
}

/**
 * The client layout's top navigation (section 2): the deputy's top-level groups, each opening a
 * drop-down of its sub-menus (two columns from 4 children). Up to 3 groups share the width.
 */
export function TopNav({ groups }: { groups: MenuNode[] }) {
  const { openMenu, trail, tree } = useMenus();
  const ref = useRef<HTMLUListElement>(null);
  const wide = groups.length <= WIDE_LAYOUT_MAX_TOP_MENUS;
  const fitting = useFitCount(ref, COMPACT_ITEM_WIDTH, groups.length, MORE_WIDTH);
  const shown = wide ? groups : groups.slice(0, fitting);
  const overflow = wide ? [] : groups.slice(fitting);
  const activeId = trail[0]?.menuId;
  const select = ({ value }: { value: string }) => openMenu(findMenu(tree, Number(value)));

  return (
    <chakra.nav aria-label="主导航" h="full">
      <chakra.ul ref={ref} display="flex" h="full" listStyleType="none" m="0" p="0" gap={wide ? '2' : '0'}>
        {shown.map((group) => {
          const active = group.menuId === activeId;
          const columns = dropDownColumns(group.children.length);
          return (
            <chakra.li key={group.menuId} flex={wide ? '1' : undefined} maxW={wide ? '280px' : undefined} w={wide ? undefined : `${COMPACT_ITEM_WIDTH}px`}>
              {group.children.length === 0 ? (
                <Button
                  variant="plain"
                  h="full"
                  w="full"
                  color="white"
                  fontSize={wide ? 'lg' : 'md'}
                  letterSpacing="0.12em"
                  rounded="0"
                  onClick={() => openMenu(group)}
                  _hover={{ bg: 'whiteAlpha.200' }}
                >
                  {group.menuName}
                </Button>
              ) : (
                <Menu.Root positioning={{ placement: 'bottom' }} onSelect={select}>
                  <Menu.Trigger asChild>
                    <Button
                      variant="plain"
                      h="full"
                      w="full"
                      gap="2"
                      color={active ? 'gold.100' : 'white'}
                      fontSize={wide ? 'lg' : 'md'}
                      fontWeight={active ? 'bold' : 'semibold'}
                      letterSpacing="0.12em"
                      rounded="0"
                      position="relative"
                      bg={active ? 'blackAlpha.200' : undefined}
                      _hover={{ bg: 'whiteAlpha.200' }}
                      _expanded={{ bg: 'whiteAlpha.200' }}
                      _focusVisible={{ outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '-3px' }}
                      aria-current={active ? 'true' : undefined}
                    >
                      <MenuIcon icon={group.menuIcon} size={20} />
                      {group.menuName}
                      <Caret />
                      {active && <Box position="absolute" insetX="25%" bottom="0" h="3px" bg="gold.300" roundedTop="sm" />}
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
              )}
            </chakra.li>
          );
        })}
        {overflow.length > 0 && (
          <chakra.li w={`${MORE_WIDTH}px`}>
            <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={select}>
              <Menu.Trigger asChild>
                <Button variant="plain" h="full" w="full" color="white" gap="2" rounded="0" _hover={{ bg: 'whiteAlpha.200' }} _expanded={{ bg: 'whiteAlpha.200' }}>
                  更多菜单
                  <Caret />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content p="2" minW="240px" maxH="70vh" overflowY="auto">
                    {overflow.map((group) => (
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
          </chakra.li>
        )}
      </chakra.ul>
    </chakra.nav>
  );
}
