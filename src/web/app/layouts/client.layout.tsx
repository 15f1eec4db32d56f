import { Box, Container, Flex, SkipNavContent, SkipNavLink } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { CLIENT_TOP_HEIGHT } from '@shared/constants';
import { HeaderBrand, HeaderUser, headerBackground } from './header-parts';

/**
 * The deputies' layout (section 2): a 160 px header with the title, the welcome line, 返回首页
 * and 退出登录. The top navigation groups and the to-do panel arrive with the menu feature.
 */
export function ClientLayout() {
  return (
    <Flex direction="column" minH="100dvh" bg="page">
      <SkipNavLink>跳到主要内容</SkipNavLink>
      <Box as="header" h={`${CLIENT_TOP_HEIGHT}px`} flexShrink={0} {...headerBackground} borderBottomWidth="3px" borderBottomColor="gold.400">
        <Container maxW="7xl" h="full" display="flex" alignItems="center" justifyContent="space-between" gap="6">
          <HeaderBrand emblemSize={72} titleSize="3xl" />
          <HeaderUser />
        </Container>
      </Box>
      <SkipNavContent />
      <Box as="main" flex="1" py="6">
        <Container maxW="7xl">
          <Outlet />
        </Container>
      </Box>
      <Box as="footer" py="5" textAlign="center" fontSize="xs" color="fg.muted" borderTopWidth="1px" borderColor="border">
        巴中市人民代表大会常务委员会
      </Box>
    </Flex>
  );
}

export const Component = ClientLayout;
