import { MSG } from '@shared/messages';
import { ChakraScope } from '@web/app/chakra-scope';
import { ErrorPage } from '@web/components/error-page';

export function NotFoundScreen() {
  // Also the portal's 404, which has no Chakra of its own.
  return (
    <ChakraScope>
      <ErrorPage status={404} message={MSG.pageNotFound} />
    </ChakraScope>
  );
}

export const Component = NotFoundScreen;
