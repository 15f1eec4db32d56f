import { RouterProvider } from 'react-router-dom';
import { createAppRouter } from './router';

/** The one router; the workspace shell (app/workspace-shell.tsx) navigates with it too. */
export const router = createAppRouter();

/**
 * The app's entry holds only React and the router: the workspace's providers (Chakra, Redux,
 * the HTTP client, the loading bar) load with the workspace shell, so the public portal's
 * first load does without them (docs/performance.md).
 */
export function App() {
  return <RouterProvider router={router} />;
}
