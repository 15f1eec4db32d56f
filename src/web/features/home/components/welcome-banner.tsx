import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { chinaDayjs } from '@web/lib/dates';
import type { ReactNode } from 'react';

/** The page's heading: a greeting, who the user is, and today's date. */
export function WelcomeBanner({ greeting, detail, compact = false }: { greeting: string; detail?: ReactNode; compact?: boolean }) {
  return (
    <Flex
      position="relative"
      overflow="hidden"
      direction={{ base: 'column', md: compact ? 'column' : 'row' }}
      justify="space-between"
      align={{ base: 'flex-start', md: compact ? 'flex-start' : 'center' }}
      gap="2"
      layerStyle="panel"
      borderLeftWidth="4px"
      borderLeftColor="brand.600"
      px={compact ? '4' : '6'}
      py={compact ? '4' : '5'}
      shadow="xs"
    >
      <Box>
        <Heading as="h1" fontSize={compact ? 'lg' : '2xl'} fontWeight="bold" color="gray.900">
          {greeting}
        </Heading>
        {detail && (
          <Text mt="1.5" fontSize="sm" color="fg.muted">
            {detail}
          </Text>
        )}
      </Box>
      <Text fontSize="sm" color="gold.700" fontWeight="medium">
        {chinaDayjs().format('YYYY年M月D日 dddd')}
      </Text>
    </Flex>
  );
}
