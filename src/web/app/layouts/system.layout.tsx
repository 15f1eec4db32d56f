import { Box, Flex, HStack, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { SYSTEM_TOP_HEIGHT } from '@shared/constants';
import { LoginLinkNotices } from '@web/features/account';
import { useCurrentUserQuery } from '@web/features/auth';
import { CollapsibleSidebar, ContentTabs, HeaderMenu, MenusProvider, SideMenu, useMenus } from '@web/features/menus';
import { NoticeBell, SchedulePopup, shouldShowNoticeBell } from '@web/features/notices';
import { CloudToggle, HeaderBrand, HeaderUser, headerBackground, isCloudPath } from './header-parts';

function SystemShell() {
  const { navigation, trail, current } = useMenus();
  const { data: user } = useCurrentUserQuery();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
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
      <Box
        as="header"
        h={`${SYSTEM_TOP_HEIGHT}px`}
        flexShrink={0}
        px={{ base: '4', md: '6' }}
        display="flex"
        alignItems="center"
        gap={{ base: '3', xl: '6' }}
        {...headerBackground}
        borderBottomWidth="3px"
        borderBottomColor="gold.400"
      >
        <Box flexShrink={0}>
          <HeaderBrand emblemSize={56} titleSize="xl" />
        </Box>
        <HeaderMenu menus={navigation} />
        <HStack gap="1" flexShrink={0}>
          <CloudToggle />
          {shouldShowNoticeBell(user?.loginRoleCode) && <NoticeBell />}
        </HStack>
        <HeaderUser />
      </Box>
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
