import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { PLATFORM_TITLE } from '@web/components/page-title';
import { useLogout } from '@web/features/auth';

/** The mobile layout (section 2): grey page inside the mini-program browser, a narrow header. */
export function MobileLayout() {
  const { logout, isLoggingOut } = useLogout();
  return (
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
  );
}

export const Component = MobileLayout;
