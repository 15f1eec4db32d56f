import { Box, Button, chakra, type ButtonProps } from '@chakra-ui/react';
import { forwardRef, lazy, Suspense, useRef, useState, useTransition } from 'react';
import { WIDE_LAYOUT_MAX_TOP_MENUS } from '@shared/constants';
import type { MenuNode } from '../menu.types';
import { useMenus } from '../menus-provider';
import { useFitCount } from '../use-fit-count';
import { MenuIcon } from './menu-icon';

// The drop-downs (Chakra's menu, its positioning and dismissal: about 20 KiB gzipped) load when
// the pointer or the focus first reaches the navigation, not with every page; until then each
// group is a plain button that looks the same (docs/performance.md, "First load").
const GroupMenu = lazy(() => import('./top-nav-menus').then((m) => ({ default: m.GroupMenu })));
const OverflowMenu = lazy(() => import('./top-nav-menus').then((m) => ({ default: m.OverflowMenu })));

export function Caret() {
  return (
    <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true" focusable="false">
      <path d="M2 3.5 5 6.5 8 3.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const COMPACT_ITEM_WIDTH = 148;
const MORE_WIDTH = 120;

/** How a drop-down's trigger looks, before and after the drop-downs load. */
export function triggerProps(active: boolean, wide: boolean): ButtonProps {
  return {
    variant: 'plain',
    h: 'full',
    w: 'full',
    gap: '2',
    color: active ? 'gold.100' : 'white',
    fontSize: wide ? 'lg' : 'md',
    fontWeight: active ? 'bold' : 'semibold',
    letterSpacing: '0.12em',
    rounded: '0',
    position: 'relative',
    bg: active ? 'blackAlpha.200' : undefined,
    _hover: { bg: 'whiteAlpha.200' },
    _expanded: { bg: 'whiteAlpha.200' },
    _focusVisible: { outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '-3px' },
    'aria-current': active ? 'true' : undefined,
  };
}

export const moreTriggerProps: ButtonProps = {
  variant: 'plain',
  h: 'full',
  w: 'full',
  color: 'white',
  gap: '2',
  rounded: '0',
  _hover: { bg: 'whiteAlpha.200' },
  _expanded: { bg: 'whiteAlpha.200' },
};

/** A group's trigger content: its icon, name, caret and the current group's underline. */
export function GroupLabel({ group, active }: { group: MenuNode; active: boolean }) {
  return (
    <>
      <MenuIcon icon={group.menuIcon} size={20} />
      {group.menuName}
      <Caret />
      {active && <Box position="absolute" insetX="25%" bottom="0" h="3px" bg="gold.300" roundedTop="sm" />}
    </>
  );
}

/** A trigger before its drop-down has loaded: a press asks for it to open once loaded. */
const WaitingTrigger = forwardRef<HTMLButtonElement, ButtonProps & { onWant: () => void }>(function WaitingTrigger({ onWant, ...props }, ref) {
  return (
    <Button
      ref={ref}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
      onPointerDown={(event) => {
        if (event.button === 0) onWant();
      }}
      onClick={onWant}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          onWant();
        }
      }}
    />
  );
});

const MORE = -1;

/**
 * The client layout's top navigation: the deputy's top-level groups, each opening a
 * drop-down of its sub-menus (two columns from 4 children). Up to 3 groups share the width.
 */
export function TopNav({ groups }: { groups: MenuNode[] }) {
  const { openMenu, trail } = useMenus();
  const ref = useRef<HTMLUListElement>(null);
  const wide = groups.length <= WIDE_LAYOUT_MAX_TOP_MENUS;
  const fitting = useFitCount(ref, COMPACT_ITEM_WIDTH, groups.length, MORE_WIDTH);
  const shown = wide ? groups : groups.slice(0, fitting);
  const overflow = wide ? [] : groups.slice(fitting);
  const activeId = trail[0]?.menuId;
  // In a transition the plain buttons stay until the drop-downs have loaded, so nothing flickers.
  const [, startTransition] = useTransition();
  const [loaded, setLoaded] = useState(false);
  // The group pressed before its drop-down was there opens when it arrives; the one focused keeps the focus.
  const [wanted, setWanted] = useState<number | null>(null);
  const [focused, setFocused] = useState<number | null>(null);
  const load = () => startTransition(() => setLoaded(true));
  const want = (id: number) => {
    setWanted(id);
    load();
  };
  const onFocusCapture = (event: React.FocusEvent) => {
    const group = (event.target as HTMLElement).dataset.group;
    setFocused(group === undefined ? null : Number(group));
    load();
  };
  const handedOff = () => {
    setWanted(null);
    setFocused(null);
  };
  const handoff = (id: number) => ({ open: wanted === id, hadFocus: focused === id, onHandedOff: handedOff });

  const waitingMore = (
    <WaitingTrigger {...moreTriggerProps} data-group={MORE} onWant={() => want(MORE)}>
      更多菜单
      <Caret />
    </WaitingTrigger>
  );

  return (
    <chakra.nav aria-label="主导航" h="full" onPointerEnter={load} onFocusCapture={onFocusCapture}>
      <chakra.ul ref={ref} display="flex" h="full" listStyleType="none" m="0" p="0" gap={wide ? '2' : '0'}>
        {shown.map((group) => {
          const active = group.menuId === activeId;
          const waiting = (
            <WaitingTrigger {...triggerProps(active, wide)} data-group={group.menuId} onWant={() => want(group.menuId)}>
              <GroupLabel group={group} active={active} />
            </WaitingTrigger>
          );
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
                <Suspense fallback={waiting}>{loaded ? <GroupMenu group={group} active={active} wide={wide} {...handoff(group.menuId)} /> : waiting}</Suspense>
              )}
            </chakra.li>
          );
        })}
        {overflow.length > 0 && (
          <chakra.li w={`${MORE_WIDTH}px`}>
            <Suspense fallback={waitingMore}>{loaded ? <OverflowMenu groups={overflow} {...handoff(MORE)} /> : waitingMore}</Suspense>
          </chakra.li>
        )}
      </chakra.ul>
    </chakra.nav>
  );
}
