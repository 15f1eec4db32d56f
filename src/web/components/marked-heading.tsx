import { Box, Heading, type HeadingProps } from '@chakra-ui/react';

/** A section's or page's heading behind the brand's short vertical bar. */
export function MarkedHeading({ children, markHeight = '4', ...rest }: HeadingProps & { markHeight?: string }) {
  return (
    <Heading fontSize="md" fontWeight="semibold" color="gray.800" display="flex" alignItems="center" gap="2.5" {...rest}>
      <Box as="span" w="1" h={markHeight} bg="brand.600" rounded="full" aria-hidden="true" />
      {children}
    </Heading>
  );
}
