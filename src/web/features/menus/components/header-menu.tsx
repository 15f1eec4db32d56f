import { Box, chakra, Popover, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { wrapMenuName } from '../menu.model';
import type { MenuNode } from '../menu.types';
import { useMenus } from '../menus-provider';
import { useFitCount } from '../use-fit-count';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';

const TILE_WIDTH = 84;
const MORE_WIDTH = 84;

/** A header menu name, broken every 3 characters from 6 (section 9). */
export function WrappedMenuName({ name }: { name: string }) {
  const lines = wrapMenuName(name);
  return (
    <Text as="span" display="block" fontSize="sm" lineHeight="1.25" letterSpacing="0.04em" textAlign="center">
      {lines.map((line, i) => (
        <Box as="span" key={i} display="block">
          {line}
        </Box>
      ))}
    </Text>
  );
}

const tileStyle = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '1.5',
  h: 'full',
  px: '1',
  rounded: 'md',
  transition: 'background 120ms',
  _focusVisible: { outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '-2px' },
} as const;

function MoreIcon() {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" aria-hidden="true" focusable="false">
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.5" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.5" />
      <circle cx="16.75" cy="16.75" r="3.4" />
    </svg>
  );
}

/**
 * The system header's menu (section 2): one tile per top-level menu; what does not fit folds
 * into the 更多菜单 popover.
 */
export function HeaderMenu({ menus }: { menus: MenuNode[] }) {
  const { trail } = useMenus();
  const ref = useRef<HTMLUListElement>(null);
  const fitting = useFitCount(ref, TILE_WIDTH, menus.length, MORE_WIDTH);
  const [moreOpen, setMoreOpen] = useState(false);
  const shown = menus.slice(0, fitting);
  const overflow = menus.slice(fitting);
  const activeId = trail[0]?.menuId;
  const overflowActive = overflow.some((m) => m.menuId === activeId);

  return (
    <chakra.nav aria-label="主导航" flex="1" minW="0" h="96px">
      <chakra.ul ref={ref} display="flex" h="full" listStyleType="none" m="0" p="0" justifyContent="flex-start">
        {shown.map((menu) => {
          const active = menu.menuId === activeId;
          return (
            <chakra.li key={menu.menuId} w={`${TILE_WIDTH}px`} flexShrink={0} position="relative">
              <MenuLink
                menu={menu}
                aria-label={menu.menuName}
                aria-current={active ? 'true' : undefined}
                {...tileStyle}
                color={active ? 'gold.100' : 'white'}
                bg={active ? 'whiteAlpha.200' : undefined}
                fontWeight={active ? 'bold' : 'medium'}
                _hover={{ bg: 'whiteAlpha.200' }}
              >
                <MenuIcon icon={menu.menuIcon} size={26} />
                <WrappedMenuName name={menu.menuName} />
              </MenuLink>
              {active && <Box position="absolute" insetX="22px" bottom="0" h="3px" bg="gold.300" roundedTop="sm" />}
            </chakra.li>
          );
        })}
        {overflow.length > 0 && (
          <chakra.li w={`${MORE_WIDTH}px`} flexShrink={0}>
            <Popover.Root open={moreOpen} onOpenChange={(e) => setMoreOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
              <Popover.Trigger asChild>
                <chakra.button
                  type="button"
                  aria-label="更多菜单"
                  {...tileStyle}
                  w="full"
                  color={overflowActive ? 'gold.100' : 'white'}
                  bg={overflowActive || moreOpen ? 'whiteAlpha.200' : undefined}
                  fontWeight="medium"
                  cursor="pointer"
                  _hover={{ bg: 'whiteAlpha.200' }}
                >
                  <MoreIcon />
                  <WrappedMenuName name="更多菜单" />
                </chakra.button>
              </Popover.Trigger>
              <Portal>
                <Popover.Positioner>
                  <Popover.Content w="auto" maxW="min(90vw, 520px)" borderTopWidth="3px" borderTopColor="brand.600">
                    <Popover.Body p="3">
                      <Popover.Title fontSize="sm" fontWeight="semibold" color="gray.700" px="1" pb="2">
                        更多菜单
                      </Popover.Title>
                      <SimpleGrid as="ul" listStyleType="none" m="0" p="0" columns={Math.min(4, overflow.length)} gap="1">
                        {overflow.map((menu) => {
                          const active = menu.menuId === activeId;
                          return (
                            <li key={menu.menuId}>
                              <MenuLink
                                menu={menu}
                                aria-label={menu.menuName}
                                aria-current={active ? 'true' : undefined}
                                {...tileStyle}
                                w="104px"
                                h="84px"
                                color={active ? 'brand.700' : 'gray.700'}
                                bg={active ? 'brand.50' : undefined}
                                _hover={{ bg: 'brand.50', color: 'brand.700' }}
                                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-2px' }}
                                onClickCapture={() => setMoreOpen(false)}
                              >
                                <MenuIcon icon={menu.menuIcon} size={24} color="brand.600" />
                                <WrappedMenuName name={menu.menuName} />
                              </MenuLink>
                            </li>
                          );
                        })}
                      </SimpleGrid>
                    </Popover.Body>
                  </Popover.Content>
                </Popover.Positioner>
              </Portal>
            </Popover.Root>
          </chakra.li>
        )}
      </chakra.ul>
    </chakra.nav>
  );
}
