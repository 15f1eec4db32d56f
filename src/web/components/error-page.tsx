import { Box, Button, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Emblem } from './emblem';
import { PageTitle, PLATFORM_TITLE } from './page-title';

export interface ErrorPageProps {
  status: number;
  message: string;
  /** Offer a reload (for server and runtime errors, not for a missing page). */
  onReload?: () => void;
  /** `page` stands alone with its own header; `inline` renders inside a layout's main area. */
  variant?: 'page' | 'inline';
}

function ErrorBody({ status, message, onReload, headingLevel }: ErrorPageProps & { headingLevel: 'h1' | 'h2' }) {
  return (
    <Box textAlign="center" maxW="lg" mx="auto">
      <Text aria-hidden="true" fontSize={{ base: '6xl', md: '8xl' }} fontWeight="bold" lineHeight="1" color="brand.600" letterSpacing="0.05em">
        {status}
      </Text>
      <Heading as={headingLevel} mt="6" fontSize="xl" fontWeight="semibold" color="gray.800">
        {message}
      </Heading>
      <Text mt="2" fontSize="sm" color="fg.muted">
        错误代码 {status}
      </Text>
      <HStack mt="8" gap="3" justify="center">
        <Button asChild colorPalette="brand">
          <RouterLink to="/">首页</RouterLink>
        </Button>
        {onReload && (
          <Button variant="outline" colorPalette="brand" onClick={onReload}>
            刷新页面
          </Button>
        )}
      </HStack>
    </Box>
  );
}

/** The generic error page: the status, the message, and a way back home. */
export function ErrorPage({ variant = 'page', ...props }: ErrorPageProps) {
  if (variant === 'inline') {
    return (
      <Box py="16" px="6">
        <PageTitle title={String(props.status)} />
        <ErrorBody {...props} headingLevel="h1" />
      </Box>
    );
  }
  return (
    <Flex direction="column" minH="100dvh" bg="page">
      <PageTitle title={String(props.status)} />
      <Box as="header" bgGradient="to-r" gradientFrom="brand.800" gradientTo="brand.600" color="white" px="6" py="3">
        <HStack gap="3">
          <Emblem size={36} />
          <Text fontFamily="title" fontWeight="bold" fontSize="lg" color="gold.100" letterSpacing="0.05em">
            {PLATFORM_TITLE}
          </Text>
        </HStack>
      </Box>
      <Flex as="main" flex="1" align="center" justify="center" px="6" py="16">
        <ErrorBody {...props} headingLevel="h1" />
      </Flex>
    </Flex>
  );
}
