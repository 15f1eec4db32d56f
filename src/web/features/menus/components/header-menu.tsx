import { Box, chakra, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useRef, useState, useTransition } from 'react';
import { wrapMenuName } from '../menu.model';
import type { MenuNode } from '../menu.types';
import { useMenus } from '../menus-provider';
import { useFitCount } from '../use-fit-count';
import { MenuIcon } from './menu-icon';
import { MenuLink } from './menu-link';

// Chakra's popover, its positioning and dismissal load with the first approach to 更多菜单.
const MoreMenusPopover = lazy(() => import('./more-menus-popover'));

const TILE_WIDTH = 84;
const MORE_WIDTH = 84;
// A name's characters at the tiles' 14 px with their letter spacing, and the tile's padding.
const CHAR_WIDTH = 15;
const TILE_PADDING = 20;

/**
 * A header tile holds its name on one line (议案建议办理 is not split at desktop widths): a long
 * name widens its tile, and what no longer fits folds into 更多菜单.
 */
export function headerTileWidth(name: string): number {
  return Math.max(TILE_WIDTH, Array.from(name).length * CHAR_WIDTH + TILE_PADDING);
}

/** A menu name, broken every 3 characters from 6 (the narrow tiles of 更多菜单), or on one line. */
export function WrappedMenuName({ name, oneLine = false }: { name: string; oneLine?: boolean }) {
  const lines = oneLine ? [name] : wrapMenuName(name);
  return (
    <Text as="span" display="block" fontSize="sm" lineHeight="1.25" letterSpacing="0.04em" textAlign="center">
      {lines.map((line, i) => (
        <Box as="span" key={i} display="block" whiteSpace="nowrap">
          {line}
        </Box>
      ))}
    </Text>
  );
}

export const tileStyle = {
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

/** How the 更多菜单 button looks, before and after its popover loads. */
export function moreButtonStyle(overflowActive: boolean, open: boolean) {
  return {
    'aria-label': '更多菜单',
    ...tileStyle,
    w: 'full',
    color: overflowActive ? 'gold.100' : 'white',
    bg: overflowActive || open ? 'whiteAlpha.200' : undefined,
    fontWeight: 'medium',
    cursor: 'pointer',
    _hover: { bg: 'whiteAlpha.200' },
  } as const;
}

export function MoreButtonContent() {
  return (
    <>
      <MoreIcon />
      <WrappedMenuName name="更多菜单" />
    </>
  );
}

/**
 * The system header's menu: one tile per top-level menu; what does not fit folds
 * into the 更多菜单 popover.
 */
export function HeaderMenu({ menus }: { menus: MenuNode[] }) {
  const { trail } = useMenus();
  const ref = useRef<HTMLUListElement>(null);
  const widths = useMemo(() => menus.map((menu) => headerTileWidth(menu.menuName)), [menus]);
  const fitting = useFitCount(ref, widths, menus.length, MORE_WIDTH);
  const [moreOpen, setMoreOpen] = useState(false);
  const shown = menus.slice(0, fitting);
  const overflow = menus.slice(fitting);
  const activeId = trail[0]?.menuId;
  const overflowActive = overflow.some((m) => m.menuId === activeId);
  // In a transition the plain button stays until the popover has loaded; a press opens it then.
  const [, startTransition] = useTransition();
  const [loaded, setLoaded] = useState(false);
  const [hadFocus, setHadFocus] = useState(false);
  const load = () => startTransition(() => setLoaded(true));
  const waitingMore = (
    <chakra.button
      type="button"
      aria-haspopup="dialog"
      aria-expanded={false}
      {...moreButtonStyle(overflowActive, false)}
      onPointerEnter={load}
      onFocus={() => {
        setHadFocus(true);
        load();
      }}
      onClick={() => {
        setMoreOpen(true);
        load();
      }}
    >
      <MoreButtonContent />
    </chakra.button>
  );

  return (
    <chakra.nav aria-label="主导航" flex="1" minW="0" h="96px">
      <chakra.ul ref={ref} display="flex" h="full" listStyleType="none" m="0" p="0" justifyContent="flex-start">
        {shown.map((menu, index) => {
          const active = menu.menuId === activeId;
          return (
            <chakra.li key={menu.menuId} w={`${widths[index]}px`} flexShrink={0} position="relative">
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
                <WrappedMenuName name={menu.menuName} oneLine />
              </MenuLink>
              {active && <Box position="absolute" insetX="22px" bottom="0" h="3px" bg="gold.300" roundedTop="sm" />}
            </chakra.li>
          );
        })}
        {overflow.length > 0 && (
          <chakra.li w={`${MORE_WIDTH}px`} flexShrink={0}>
            <Suspense fallback={waitingMore}>
              {loaded ? <MoreMenusPopover overflow={overflow} activeId={activeId} open={moreOpen} onOpenChange={setMoreOpen} hadFocus={hadFocus} onHandedOff={() => setHadFocus(false)} /> : waitingMore}
            </Suspense>
          </chakra.li>
        )}
      </chakra.ul>
    </chakra.nav>
  );
}
