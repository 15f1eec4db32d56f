import { Box, Button, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router-dom';
import { Emblem } from '@web/components/emblem';
import { PLATFORM_TITLE } from '@web/components/page-title';
import { useCurrentUserQuery, useLogout } from '@web/features/auth';
import { CollapsibleSidebar, sideNavItem } from '@web/features/menus';
import { clearExamToken } from '@web/lib/exam-token';
import { headerBackground } from './header-parts';

/** Local-storage key of the examinee's own info. */
export const EXAM_USER_INFO_KEY = 'examUserInfo';

interface ExamUserInfo {
  username: string;
  realName?: string;
}

function readExamUser(): ExamUserInfo | null {
  try {
    const raw = localStorage.getItem(EXAM_USER_INFO_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return parsed && typeof parsed === 'object' && typeof (parsed as ExamUserInfo).username === 'string' ? (parsed as ExamUserInfo) : null;
  } catch {
    return null;
  }
}

function clearExamSession() {
  try {
    localStorage.removeItem(EXAM_USER_INFO_KEY);
  } catch {
    // Nothing stored.
  }
  clearExamToken();
}

/** The exam navigation options (index, label, icon, children). */
const EXAM_NAV = [{ index: '/manager/examinationManager/examOnline', label: '在线考试' }] as const;

/**
 * The exam layout: a header with the welcome greeting, the username and 退出, and a
 * collapsible left menu. The exam area keeps its own user info (and token) in local storage,
 * cleared on exit.
 */
export function ExamLayout() {
  const { data: user } = useCurrentUserQuery();
  const { logout, isLoggingOut } = useLogout();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const [examUser, setExamUser] = useState<ExamUserInfo | null>(() => readExamUser());
  const shown = examUser ?? (user ? { username: user.username, realName: user.realName } : null);

  useEffect(() => {
    if (!user || readExamUser()) return;
    const info = { username: user.username, realName: user.realName };
    try {
      localStorage.setItem(EXAM_USER_INFO_KEY, JSON.stringify(info));
    } catch {
      // Storage disabled: the header reads the signed-in user instead.
    }
  }, [user]);

  const exit = () => {
    clearExamSession();
    setExamUser(null);
    void logout();
  };

  return (
    <Flex direction="column" minH="100dvh" bg="page">
      <Box as="header" h="16" px={{ base: '4', md: '8' }} display="flex" alignItems="center" justifyContent="space-between" gap="4" color="white" {...headerBackground}>
        <HStack gap="3" minW="0">
          <Emblem size={40} />
          <Text fontFamily="title" fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }} color="gold.100" letterSpacing="0.05em" truncate>
            {PLATFORM_TITLE} · 在线考试
          </Text>
        </HStack>
        <HStack gap="4" flexShrink={0}>
          {shown && (
            <Text fontSize="sm">
              欢迎您，{shown.realName ?? shown.username}
              <Text as="span" color="whiteAlpha.800">
                （{shown.username}）
              </Text>
            </Text>
          )}
          <Button size="sm" variant="outline" color="white" borderColor="whiteAlpha.600" _hover={{ bg: 'whiteAlpha.200' }} loading={isLoggingOut} onClick={exit}>
            退出
          </Button>
        </HStack>
      </Box>
      <Flex flex="1" minH="0">
        <CollapsibleSidebar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)}>
          <chakra.nav aria-label="考试菜单" py="3">
            <chakra.ul listStyleType="none" m="0" p="0">
              {EXAM_NAV.map((item) => {
                const active = pathname.replace(/\/+$/, '') === item.index;
                return (
                  <li key={item.index}>
                    <chakra.a asChild {...sideNavItem(active)} h="10" px="4">
                      <RouterLink to={`${item.index}/`} aria-current={active ? 'page' : undefined}>
                        {item.label}
                      </RouterLink>
                    </chakra.a>
                  </li>
                );
              })}
            </chakra.ul>
          </chakra.nav>
        </CollapsibleSidebar>
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '8' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}

export const Component = ExamLayout;
