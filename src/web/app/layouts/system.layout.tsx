import { Box, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { LEFT_MENU_WIDTH, SYSTEM_TOP_HEIGHT } from '@shared/constants';
import { HeaderBrand, HeaderUser, headerBackground } from './header-parts';

/**
 * The manager/system layout (section 2): a 140 px header and a 200 px left column that the
 * menu feature fills (collapsible tree, content tabs); until then the column stays empty.
 */
export function SystemLayout() {
  return (
    <Flex direction="column" minH="100dvh" bg="page">
      <SkipNavLink>跳到主要内容</SkipNavLink>
      <Box
        as="header"
        h={`${SYSTEM_TOP_HEIGHT}px`}
        flexShrink={0}
        px={{ base: '4', md: '8' }}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="6"
        {...headerBackground}
        borderBottomWidth="3px"
        borderBottomColor="gold.400"
      >
        <HeaderBrand emblemSize={64} titleSize="2xl" />
        <HeaderUser />
      </Box>
      <Flex flex="1" minH="0">
        <Box
          data-region="side-menu"
          w={`${LEFT_MENU_WIDTH}px`}
          flexShrink={0}
          display={{ base: 'none', md: 'block' }}
          bg="white"
          borderRightWidth="1px"
          borderColor="border"
        />
        <SkipNavContent />
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Flex>
    </Flex>
  );
}

export const Component = SystemLayout;
