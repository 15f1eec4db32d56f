import { Box, IconButton } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LEFT_MENU_WIDTH, MENU_ANIMATION_INTERVAL_MS, MENU_ANIMATION_STEP_PX } from '@shared/constants';

/** The menu moves 10 px every 10 ms, so folding the 200 px menu takes 200 ms. */
export const SIDEBAR_ANIMATION_MS = (LEFT_MENU_WIDTH / MENU_ANIMATION_STEP_PX) * MENU_ANIMATION_INTERVAL_MS;

function FoldIcon({ collapsed }: { collapsed: boolean }) {
  return (
    <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d={collapsed ? 'M6 3.5 10.5 8 6 12.5' : 'M10 3.5 5.5 8l4.5 4.5'} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export interface CollapsibleSidebarProps {
  collapsed: boolean;
  onToggle: () => void;
  children: ReactNode;
  /** Offset of the sticky menu from the top of the window. */
  stickyTop?: string;
}

/** The collapsible 200 px left menu column. */
export function CollapsibleSidebar({ collapsed, onToggle, children, stickyTop = '0' }: CollapsibleSidebarProps) {
  return (
    <Box
      as="aside"
      data-region="side-menu"
      position="relative"
      flexShrink={0}
      w={collapsed ? '0' : `${LEFT_MENU_WIDTH}px`}
      transition={`width ${SIDEBAR_ANIMATION_MS}ms linear`}
      bg="white"
      borderRightWidth={collapsed ? '0' : '1px'}
      borderColor="border"
      zIndex="1"
      display={{ base: 'none', md: 'block' }}
    >
      <Box position="sticky" top={stickyTop} maxH={`calc(100dvh - ${stickyTop})`} overflow="hidden">
        <Box w={`${LEFT_MENU_WIDTH}px`} maxH={`calc(100dvh - ${stickyTop})`} overflowY="auto" inert={collapsed} opacity={collapsed ? 0 : 1} transition={`opacity ${SIDEBAR_ANIMATION_MS}ms linear`}>
          {children}
        </Box>
      </Box>
      <IconButton
        aria-label={collapsed ? '展开菜单' : '收起菜单'}
        aria-expanded={!collapsed}
        title={collapsed ? '展开菜单' : '收起菜单'}
        onClick={onToggle}
        size="2xs"
        variant="outline"
        bg="white"
        color="gray.600"
        rounded="full"
        position="absolute"
        top="4"
        right={collapsed ? '-28px' : '-12px'}
        shadow="sm"
        _hover={{ color: 'brand.700', borderColor: 'brand.300' }}
      >
        <FoldIcon collapsed={collapsed} />
      </IconButton>
    </Box>
  );
}
