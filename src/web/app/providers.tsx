import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { Toaster } from '@web/components/toaster';
import { store } from '@web/lib/store';
import { ChakraScope } from './chakra-scope';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraScope>
        {children}
        <Toaster />
      </ChakraScope>
    </ReduxProvider>
  );
}
