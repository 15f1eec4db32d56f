import { lazy, Suspense } from 'react';

// The error views use Chakra, which the portal's first load does without: they load when an
// error happens (app/route-error.view.tsx).
const views = () => import('./route-error.view');
const RootErrorPage = lazy(() => views().then((m) => ({ default: m.RootErrorPage })));
const InlineErrorPage = lazy(() => views().then((m) => ({ default: m.InlineErrorPage })));

/** The root route's error element: a full page of its own. */
export function RouteError() {
  return (
    <Suspense fallback={null}>
      <RootErrorPage />
    </Suspense>
  );
}

/** A page's error element: shown inside its layout, which keeps its header. */
export function PageError() {
  return (
    <Suspense fallback={null}>
      <InlineErrorPage />
    </Suspense>
  );
}
