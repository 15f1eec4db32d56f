import { Box, Flex, Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SectionTitleProps {
  title: string;
  /** The subheading slot: a line in small print, or controls such as the area switcher. */
  subheading?: ReactNode;
  /** On the right: 更多>> and the like. */
  action?: ReactNode;
  id?: string;
  as?: 'h1' | 'h2' | 'h3';
}

/** A page section's title bar: a red mark, the title, its subheading and an action. */
export function SectionTitle({ title, subheading, action, id, as = 'h2' }: SectionTitleProps) {
  return (
    <Box borderBottomWidth="2px" borderColor="brand.600" pb="2" mb="4">
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <HStack gap="2.5" minW="0">
          <Box w="1.5" h="5" bg="brand.600" rounded="sm" flexShrink={0} aria-hidden="true" />
          <Heading as={as} id={id} fontSize={{ base: 'lg', md: 'xl' }} color="brand.fg" letterSpacing="0.04em">
            {title}
          </Heading>
        </HStack>
        {action}
      </Flex>
      {subheading && (typeof subheading === 'string' ? <Text mt="1" fontSize="sm" color="fg.muted">{subheading}</Text> : <Box mt="3">{subheading}</Box>)}
    </Box>
  );
}
