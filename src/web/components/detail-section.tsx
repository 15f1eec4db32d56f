import { Box, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A titled card of a record's detail page (proposals, suggestions, citizens' messages). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" rounded="lg" borderWidth="1px" borderColor="border" shadow="xs" minW="0">
      <Heading as="h3" fontSize="md" fontWeight="semibold" color="gray.800" display="flex" alignItems="center" gap="2.5" px={{ base: '3', md: '5' }} py="3" borderBottomWidth="1px" borderColor="border.muted">
        <Box as="span" w="1" h="4" bg="brand.600" rounded="full" aria-hidden="true" />
        {title}
      </Heading>
      <Box p={{ base: '3', md: '5' }}>{children}</Box>
    </Box>
  );
}

/** One label and value of a detail list (inside a `dl`); an empty value shows —. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" fontSize="sm" color="gray.900" wordBreak="break-word">
        {children === '' || children === null || children === undefined ? '—' : children}
      </Box>
    </Box>
  );
}
