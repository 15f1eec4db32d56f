import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { PageTitle, PLATFORM_TITLE } from '@web/components/page-title';
import { LoginLinkNotices } from '@web/features/account';
import { useLogout } from '@web/features/auth';
import { MenusProvider } from '@web/features/menus';

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

/**
 * The mobile layout: grey page inside the mini-program browser, a narrow header.
 * Its two checks run before each page: the sign-in check (the route's loader sends a visitor
 * without a token to `/`) and the page-title check above.
 */
export function MobileLayout() {
  const { logout, isLoggingOut } = useLogout();
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
          px="3"
          display="flex"
          alignItems="center"
          bgGradient="to-r"
          gradientFrom="brand.700"
          gradientTo="brand.600"
          color="white"
          shadow="sm"
        >
          <Box w="14" />
          <Text flex="1" textAlign="center" fontWeight="semibold" fontSize="md" truncate>
            {PLATFORM_TITLE}
          </Text>
          <Button
            w="14"
            size="xs"
            variant="ghost"
            color="white"
            _hover={{ bg: 'whiteAlpha.200' }}
            loading={isLoggingOut}
            onClick={() => void logout()}
          >
            退出
          </Button>
        </Box>
        <Box as="main" flex="1" w="full" maxW="640px" mx="auto" px="3" py="3">
          <Outlet />
        </Box>
      </Flex>
      <LoginLinkNotices />
    </MenusProvider>
  );
}

export const Component = MobileLayout;
