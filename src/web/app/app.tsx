import { RouterProvider } from 'react-router-dom';
import { api } from '@web/lib/api';
import { onUnauthorized } from '@web/lib/http';
import { LOGIN_PATH } from '@web/lib/route-guards';
import { store } from '@web/lib/store';
import { AppProviders } from './providers';
import { createAppRouter } from './router';

const router = createAppRouter();

// A 401 (session expired or logged out elsewhere): the http client has cleared the session;
// leave the signed-in screens, then drop their cached data so nothing refetches. The one-time
// 登录提示 dialog of section 8 hooks in here.
onUnauthorized(() => {
  void Promise.resolve(router.navigate(LOGIN_PATH, { replace: true })).then(() => {
    store.dispatch(api.util.resetApiState());
  });
});

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
