import { useRouteError } from 'react-router-dom';
import { ErrorPage } from '@web/components/error-page';
import { LoadingState } from '@web/components/loading-state';
import { reloadOnceForChunkError } from '@web/lib/chunk-reload';
import { describeRouteError, type RouteErrorView } from '@web/lib/route-error-view';

function useRouteErrorView(): RouteErrorView | null {
  const error = useRouteError();
  // A stale chunk reloads the page; the spinner covers the moment before it goes away.
  if (reloadOnceForChunkError(error)) return null;
  return describeRouteError(error);
}

const reload = () => window.location.reload();

/** The root route's error element: a full page of its own. */
export function RouteError() {
  const view = useRouteErrorView();
  if (!view) return <LoadingState minH="100dvh" justify="center" />;
  return <ErrorPage status={view.status} message={view.message} onReload={view.status === 404 ? undefined : reload} />;
}

/** A page's error element: shown inside its layout, which keeps its header. */
export function PageError() {
  const view = useRouteErrorView();
  if (!view) return <LoadingState />;
  return (
    <ErrorPage variant="inline" status={view.status} message={view.message} onReload={view.status === 404 ? undefined : reload} />
  );
}
