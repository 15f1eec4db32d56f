import { Box, chakra, Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, Outlet, useLocation, useMatches } from 'react-router-dom';
import { MOBILE_DELEGATE_HOME } from '@shared/roles';
import { BackControl, LayoutBackProvider } from '@web/components/back-button';
import { PageTitle, PLATFORM_TITLE } from '@web/components/page-title';
import { LoginLinkNotices } from '@web/features/account';
import { MOBILE_MY_PATH, MOBILE_PENDING_PATH } from '@web/features/home/routes';
import { MenusProvider } from '@web/features/menus';
import { NoticeBell } from '@web/features/notices';

/** A route's own title, for routes that declare one (`handle: { title }`). */
export interface TitledHandle {
  title?: string;
}

/** iOS WeChat's web view keeps the first title unless a frame loads after the change. */
function isIosWeChat(userAgent: string): boolean {
  return /MicroMessenger/i.test(userAgent) && /iPhone|iPad|iPod/i.test(userAgent);
}

/**
 * The page-title check of the mobile area: the document title follows the route's
 * title, and the mini-program browser is made to notice the change.
 */
function MobileTitle() {
  const matches = useMatches();
  const location = useLocation();
  const title = [...matches].reverse().map((m) => (m.handle as TitledHandle | undefined)?.title).find(Boolean);

  useEffect(() => {
    if (!isIosWeChat(navigator.userAgent)) return;
    const frame = document.createElement('iframe');
    frame.style.display = 'none';
    frame.src = 'about:blank';
    frame.onload = () => setTimeout(() => frame.remove(), 0);
    document.body.appendChild(frame);
    return () => frame.remove();
  }, [location.key]);

  return title ? <PageTitle title={title} /> : null;
}

const trimSlash = (path: string) => path.replace(/\/+$/, '');

/** The bottom tab bar's three tabs; each is current on its own page. */
const TABS = [
  { label: '首页', to: MOBILE_DELEGATE_HOME, glyph: 'M3 11.5 12 4l9 7.5M5.5 10v9.5h13V10M10 19.5v-5h4v5' },
  { label: '待办', to: MOBILE_PENDING_PATH, glyph: 'M5 4h14v16H5zM8.5 9l1.5 1.5 3-3M8.5 15l1.5 1.5 3-3M15 9.5h1M15 15.5h1' },
  { label: '我的', to: MOBILE_MY_PATH, glyph: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4.5 20.5c.8-4 3.8-6.5 7.5-6.5s6.7 2.5 7.5 6.5' },
] as const;

const TAB_BAR_HEIGHT = '56px';

function TabBar({ pathname }: { pathname: string }) {
  return (
    <Box
      as="nav"
      aria-label="底部导航"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex as="ul" maxW="640px" mx="auto" my="0" h={TAB_BAR_HEIGHT} p="0" listStyleType="none">
        {TABS.map((tab) => {
          const current = trimSlash(pathname) === trimSlash(tab.to);
          return (
            <Box as="li" key={tab.label} flex="1">
              <chakra.a
                asChild
                h="full"
                display="flex"
                flexDirection="column"
                alignItems="center"
                justifyContent="center"
                gap="0.5"
                fontSize="xs"
                color={current ? 'brand.700' : 'gray.600'}
                fontWeight={current ? 'semibold' : 'normal'}
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '-3px' }}
              >
                <RouterLink to={tab.to} aria-current={current ? 'page' : undefined}>
                  <svg width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
                    <path d={tab.glyph} />
                  </svg>
                  {tab.label}
                </RouterLink>
              </chakra.a>
            </Box>
          );
        })}
      </Flex>
    </Box>
  );
}

/**
 * The mobile layout: grey page inside the mini-program browser, a narrow header with the back
 * control on every page but the home and the notice bell (every deputy is told of their records), and the bottom tab bar 首页 / 待办 / 我的 (退出 is on 我的).
 * Its two checks run before each page: the sign-in check (the route's loader sends a visitor
 * without a token to `/`) and the page-title check above.
 */
export function MobileLayout() {
  const { pathname } = useLocation();
  const onHome = trimSlash(pathname) === trimSlash(MOBILE_DELEGATE_HOME);
  return (
    <MenusProvider>
      <MobileTitle />
      <Flex direction="column" minH="100dvh" bg="gray.100">
        <Box
          as="header"
          position="sticky"
          top="0"
          zIndex="sticky"
          h="12"
          px="2"
          display="flex"
          alignItems="center"
          bgGradient="to-r"
          gradientFrom="brand.700"
          gradientTo="brand.600"
          color="white"
          shadow="sm"
        >
          <Box w="16" flexShrink={0}>
            {!onHome && (
              <BackControl
                fallback={MOBILE_DELEGATE_HOME}
                size="xs"
                variant="ghost"
                color="white"
                px="1.5"
                _hover={{ bg: 'whiteAlpha.200' }}
                _focusVisible={{ outline: '2px solid', outlineColor: 'gold.200', outlineOffset: '1px' }}
              />
            )}
          </Box>
          <Text flex="1" textAlign="center" fontWeight="semibold" fontSize="md" truncate>
            {PLATFORM_TITLE}
          </Text>
          <Box w="16" flexShrink={0} display="flex" justifyContent="flex-end">
            <NoticeBell />
          </Box>
        </Box>
        <Box as="main" flex="1" w="full" maxW="640px" mx="auto" px="3" pt="3" pb={`calc(${TAB_BAR_HEIGHT} + 12px + env(safe-area-inset-bottom))`}>
          <LayoutBackProvider value>
            <Outlet />
          </LayoutBackProvider>
        </Box>
        <TabBar pathname={pathname} />
      </Flex>
      <LoginLinkNotices />
    </MenusProvider>
  );
}

export const Component = MobileLayout;
