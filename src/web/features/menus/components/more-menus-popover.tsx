import { chakra, Popover, Portal, SimpleGrid } from '@chakra-ui/react';
import type { MenuNode } from '../menu.types';
import { useHandoffFocus } from '../use-handoff-focus';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';
import { moreButtonStyle, MoreButtonContent, tileStyle, WrappedMenuName } from './header-menu';

// The 更多菜单 popover of the system header, loaded when the pointer or the focus first reaches
// its button (header-menu.tsx).

interface MoreMenusProps {
  overflow: MenuNode[];
  activeId: number | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Its plain button had the focus when it was replaced: keep the focus on the trigger. */
  hadFocus: boolean;
  /** Called once the focus has been handed over. */
  onHandedOff: () => void;
}

export default function MoreMenusPopover({ overflow, activeId, open, onOpenChange, hadFocus, onHandedOff }: MoreMenusProps) {
  const overflowActive = overflow.some((m) => m.menuId === activeId);
  const trigger = useHandoffFocus<HTMLButtonElement>(hadFocus, onHandedOff);
  return (
    <Popover.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <chakra.button
          type="button"
          {...moreButtonStyle(overflowActive, open)}
          ref={trigger}
        >
          <MoreButtonContent />
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
                        onClickCapture={() => onOpenChange(false)}
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
  );
}
