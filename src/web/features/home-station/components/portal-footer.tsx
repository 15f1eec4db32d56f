import { Box, Stack, Text } from '@chakra-ui/react';

/** Who runs the portal (section 1): the city's standing committee hosts it, a company supports it. */
export const PORTAL_HOST = '巴中市人民代表大会常务委员会';
export const PORTAL_SUPPORT = '巴中市人大代表履职服务平台技术支持单位';

export function PortalFooter() {
  return (
    <Box as="footer" bg="brand.900" color="whiteAlpha.900" py="6" px="4" mt="10" borderTopWidth="3px" borderColor="gold.400">
      <Stack gap="1.5" align="center" textAlign="center" fontSize="sm">
        <Text>主办单位：{PORTAL_HOST}</Text>
        <Text>技术支持：{PORTAL_SUPPORT}</Text>
      </Stack>
    </Box>
  );
}
