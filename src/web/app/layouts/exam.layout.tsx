import { Box, Button, Flex, HStack, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { Emblem } from '@web/components/emblem';
import { PLATFORM_TITLE } from '@web/components/page-title';
import { useCurrentUserQuery, useLogout } from '@web/features/auth';
import { headerBackground } from './header-parts';

/**
 * The exam layout (section 2): a header with the welcome greeting, the username and 退出.
 * The collapsible left menu and the exam's own token arrive with the exam feature.
 */
export function ExamLayout() {
  const { data: user } = useCurrentUserQuery();
  const { logout, isLoggingOut } = useLogout();
  return (
    <Flex direction="column" minH="100dvh" bg="page">
      <Box
        as="header"
        h="16"
        px={{ base: '4', md: '8' }}
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="4"
        color="white"
        {...headerBackground}
      >
        <HStack gap="3" minW="0">
          <Emblem size={40} />
          <Text fontFamily="title" fontWeight="bold" fontSize={{ base: 'md', md: 'xl' }} color="gold.100" letterSpacing="0.05em" truncate>
            {PLATFORM_TITLE} · 在线考试
          </Text>
        </HStack>
        <HStack gap="4" flexShrink={0}>
          {user && (
            <Text fontSize="sm">
              欢迎您，{user.realName}
              <Text as="span" color="whiteAlpha.800">
                （{user.username}）
              </Text>
            </Text>
          )}
          <Button
            size="sm"
            variant="outline"
            color="white"
            borderColor="whiteAlpha.600"
            _hover={{ bg: 'whiteAlpha.200' }}
            loading={isLoggingOut}
            onClick={() => void logout()}
          >
            退出
          </Button>
        </HStack>
      </Box>
      <Box as="main" flex="1" p={{ base: '4', md: '8' }}>
        <Outlet />
      </Box>
    </Flex>
  );
}

export const Component = ExamLayout;
