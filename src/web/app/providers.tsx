import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Toaster } from '@web/components/toaster';
import { store } from '@web/lib/store';
import { system } from './theme';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={system}>
        {children}
        <Toaster />
      </ChakraProvider>
    </ReduxProvider>
  );
}
