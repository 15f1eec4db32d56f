import { Box, Flex, HStack, IconButton, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SYSTEM_TOP_HEIGHT } from '@shared/constants';
import { LoginLinkNotices } from '@web/features/account';
import { useCurrentUserQuery } from '@web/features/auth';
import { CollapsibleSidebar, ContentTabs, HeaderMenu, MenusProvider, SideMenu, useMenus } from '@web/features/menus';
import { NoticeBell, SchedulePopup, shouldShowNoticeBell } from '@web/features/notices';
import { CloudToggle, HeaderBrand, HeaderUser, headerBackground, isCloudPath } from './header-parts';

// Chakra's drawer loads with the first press of 菜单 on a phone, not with every page.
const MenuDrawer = lazy(() => import('./menu-drawer'));

function MenuIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden="true" focusable="false">
      <path d="M4 6.5h16M4 12h16M4 17.5h16" />
    </svg>
  );
}

function SystemShell() {
  const { navigation, trail, current } = useMenus();
  const { data: user } = useCurrentUserQuery();
  const { pathname, key: locationKey } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  // The drawer is open on the history entry it was opened on: a menu chosen in it leads to
  // another page, and the drawer closes behind it (and stays closed on coming back).
  const [drawerOn, setDrawerOn] = useState<string | null>(null);
  const [drawerLoaded, setDrawerLoaded] = useState(false);
  const drawerOpen = drawerOn === locationKey;
  const top = trail.length > 0 ? navigation.find((m) => m.menuId === trail[0].menuId) : undefined;
  // The left menu lists the current group; outside any group (the home page), every group.
  const group = top && top.children.length > 0 ? top : undefined;
  const sideItems = group ? group.children : navigation;
  const trailIds = useMemo(() => new Set(trail.map((m) => m.menuId)), [trail]);
  // The cloud page has no left menu.
  const showSide = !isCloudPath(pathname) && sideItems.length > 0;

  return (
    <Flex direction="column" minH="100dvh" bg="page">
      <SkipNavLink>跳到主要内容</SkipNavLink>
      {/* On a phone the header wraps: the title with 应用中心, the bell and 菜单 (a drawer of the
          whole menu tree, standing in for the tiles and the left menu), the user's line below. */}
      <Box
        as="header"
        h={{ base: 'auto', md: `${SYSTEM_TOP_HEIGHT}px` }}
        flexShrink={0}
        px={{ base: '4', md: '6' }}
        py={{ base: '3', md: '0' }}
        display="flex"
        flexWrap={{ base: 'wrap', md: 'nowrap' }}
        alignItems="center"
        columnGap={{ base: '3', xl: '6' }}
        rowGap="2"
        {...headerBackground}
        borderBottomWidth="3px"
        borderBottomColor="gold.400"
      >
        <Box flexShrink={{ base: 1, md: 0 }} flex={{ base: '1', md: 'none' }} minW="0">
          <HeaderBrand emblemSize={56} titleSize="xl" />
        </Box>
        <Box display={{ base: 'none', md: 'flex' }} flex="1" minW="0" alignSelf="stretch" alignItems="center">
          <HeaderMenu menus={navigation} />
        </Box>
        <HStack gap="1" flexShrink={0}>
          <CloudToggle />
          {shouldShowNoticeBell(user?.loginRoleCode) && <NoticeBell />}
          <IconButton
            display={{ base: 'inline-flex', md: 'none' }}
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            _expanded={{ bg: 'whiteAlpha.300' }}
            _focusVisible={{ outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '2px' }}
            aria-label="菜单"
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerLoaded(true);
              setDrawerOn(locationKey);
            }}
          >
            <MenuIcon />
          </IconButton>
        </HStack>
        <HeaderUser w={{ base: 'full', md: 'auto' }} />
      </Box>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onOpenChange={(open) => setDrawerOn(open ? locationKey : null)} items={navigation} trailIds={trailIds} currentId={current?.menuId ?? null} />
        </Suspense>
      )}
      <Flex flex="1" minH="0" align="stretch">
        {showSide && (
          <CollapsibleSidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)}>
            <SideMenu label="侧边菜单" title={group?.menuName ?? '全部功能'} items={sideItems} trailIds={trailIds} currentId={current?.menuId ?? null} />
          </CollapsibleSidebar>
        )}
        <Flex direction="column" flex="1" minW="0">
          <ContentTabs />
          <SkipNavContent />
          <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }}>
            <Outlet />
          </Box>
        </Flex>
      </Flex>
      <SchedulePopup />
      <LoginLinkNotices />
    </Flex>
  );
}

/**
 * The manager/system layout: a 140 px header (title, the top-level menus with names
 * wrapped every 3 characters and a 更多菜单 overflow, the cloud icon, the undertaker's notice
 * bell, the welcome line), the collapsible 200 px left menu of the current menu group, content
 * tabs and the schedule pop-up.
 */
export function SystemLayout() {
  return (
    <MenusProvider>
      <SystemShell />
    </MenusProvider>
  );
}

export const Component = SystemLayout;
