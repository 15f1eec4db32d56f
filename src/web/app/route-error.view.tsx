import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '@web/components/error-page';
import { LoadingState } from '@web/components/loading-state';
import { reloadOnceForChunkError } from '@web/lib/chunk-reload';
import { describeRouteError, type RouteErrorView } from '@web/lib/route-error-view';
import { ChakraScope } from './chakra-scope';

function useRouteErrorView(): RouteErrorView | null {
  const error = useRouteError();
  // A stale chunk reloads the page; the spinner covers the moment before it goes away.
  if (reloadOnceForChunkError(error)) return null;
  return describeRouteError(error);
}

const reload = () => window.location.reload();

export function RootErrorPage() {
  const view = useRouteErrorView();
  return (
    <ChakraScope>
      {view ? (
        <ErrorPage status={view.status} message={view.message} onReload={view.status === 404 ? undefined : reload} />
      ) : (
        <LoadingState minH="100dvh" justify="center" />
      )}
    </ChakraScope>
  );
}

export function InlineErrorPage() {
  const view = useRouteErrorView();
  return (
    <ChakraScope>
      {view ? (
        <ErrorPage variant="inline" status={view.status} message={view.message} onReload={view.status === 404 ? undefined : reload} />
      ) : (
        <LoadingState />
      )}
    </ChakraScope>
  );
}
