import { Box, type BoxProps } from '@chakra-ui/react';

const CARD: BoxProps = { w: 'full', bg: 'white', color: 'gray.900', rounded: 'xl', shadow: '0 24px 60px -12px rgba(40, 0, 0, 0.55)' };
const GOLD_TOP: BoxProps = { borderTopWidth: '4px', borderTopColor: 'gold.400' };
const ROOM: BoxProps = { px: { base: '6', md: '10' }, py: { base: '8', md: '10' } };

/** The white card on the red sign-in backdrop (login, link login), gold along its top. */
export function AuthCard(props: BoxProps) {
  return <Box {...CARD} {...GOLD_TOP} {...ROOM} {...props} />;
}
