import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { CLIENT_TOP_HEIGHT } from '@shared/constants';
import { LoginLinkNotices } from '@web/features/account';
import { CollapsibleSidebar, MenusProvider, SideMenu, TopNav, useMenus } from '@web/features/menus';
import { useCurrentUserQuery } from '@web/features/auth';
import { NoticeBell, TodoPanel, shouldShowNoticeBell } from '@web/features/notices';
import { HeaderBrand, HeaderUser, headerBackground } from './header-parts';

const NAV_BAR_HEIGHT = 56;

export interface ClientLayoutProps {
  /** The pop-up to-do panel 待 办 事 项. */
  todoPanel?: ReactNode;
}

function ClientShell({ todoPanel }: ClientLayoutProps) {
  const { navigation, trail, current, status } = useMenus();
  const { data: user } = useCurrentUserQuery();
  const [collapsed, setCollapsed] = useState(false);
  const top = trail.length > 0 ? navigation.find((m) => m.menuId === trail[0].menuId) : undefined;
  // The left menu lists the current group; outside any group (the home page), every group.
  const group = top && top.children.length > 0 ? top : undefined;
  const sideItems = group ? group.children : navigation;
  const trailIds = useMemo(() => new Set(trail.map((m) => m.menuId)), [trail]);

  return (
    <Flex direction="column" minH="100dvh" bg="page">
      <SkipNavLink>跳到主要内容</SkipNavLink>
      <Box as="header" h={`${CLIENT_TOP_HEIGHT}px`} flexShrink={0} display="flex" flexDirection="column" {...headerBackground} borderBottomWidth="3px" borderBottomColor="gold.400">
        {/* On a phone the title sits over the welcome line and buttons; side by side they would crush it. */}
        <Flex
          flex="1"
          minH="0"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
          justify={{ base: 'center', md: 'space-between' }}
          gap={{ base: '2', md: '6' }}
          px={{ base: '4', md: '8' }}
        >
          <HeaderBrand emblemSize={60} titleSize="2xl" />
          <HeaderUser
            direction={{ base: 'row', md: 'column' }}
            align={{ base: 'center', md: 'flex-end' }}
            justify="space-between"
            gap={{ base: '2', md: '3' }}
            minW="0"
            before={shouldShowNoticeBell(user?.loginRoleCode) && <NoticeBell />}
          />
        </Flex>
        {/* Groups wider than a phone scroll inside the bar instead of spilling past the header. */}
        <Box h={`${NAV_BAR_HEIGHT}px`} flexShrink={0} bg="blackAlpha.200" borderTopWidth="1px" borderTopColor="whiteAlpha.200" px={{ base: '2', md: '8' }} overflowX="auto" overflowY="hidden">
          <TopNav groups={navigation} />
        </Box>
      </Box>
      <Flex flex="1" minH="0" align="stretch">
        {/* Its place is kept while the menus load, so the main area does not jump sideways when they arrive. */}
        {(status === 'loading' || sideItems.length > 0) && (
          <CollapsibleSidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)}>
            {sideItems.length > 0 && <SideMenu label="侧边菜单" title={group?.menuName ?? '全部功能'} items={sideItems} trailIds={trailIds} currentId={current?.menuId ?? null} />}
          </CollapsibleSidebar>
        )}
        <SkipNavContent />
        <Box as="main" flex="1" minW="0" px={{ base: '4', md: '8' }} py="6">
          <Box maxW="7xl" mx="auto">
            <Outlet />
          </Box>
        </Box>
      </Flex>
      <Box as="footer" py="5" textAlign="center" fontSize="xs" color="fg.muted" borderTopWidth="1px" borderColor="border">
        巴中市人民代表大会常务委员会
      </Box>
      {todoPanel}
      <LoginLinkNotices />
    </Flex>
  );
}

/**
 * The deputies' layout: a 160 px header (title, welcome line, 返回首页, 退出登录 and
 * the three top navigation groups with their drop-downs), the collapsible left menu tree of the
 * current group, the main area and the to-do panel.
 */
export function ClientLayout({ todoPanel }: ClientLayoutProps) {
  return (
    <MenusProvider>
      <ClientShell todoPanel={todoPanel} />
    </MenusProvider>
  );
}

export function Component() {
  return <ClientLayout todoPanel={<TodoPanel />} />;
}
