import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme';

/**
 * Chakra for a part of the app loaded outside the workspace shell: the error pages and the
 * portal's dialogs. The public portal's pages themselves do not use Chakra (first-load budget).
 */
export function ChakraScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
