import { Outlet } from 'react-router-dom';
import { LoadingBar } from '@web/components/loading-bar';
import { LoginExpiredDialog } from '@web/components/login-expired-dialog';
import { api } from '@web/lib/api';
import { onUnauthorized } from '@web/lib/http';
import { LOGIN_PATH } from '@web/lib/route-guards';
import { store } from '@web/lib/store';
import { router } from './app';
import { cachePrefetched } from './prefetched-cache';
import { AppProviders } from './providers';

// A 401 (session expired or logged out elsewhere): the http client has cleared the session and
// opened the one-time 登录提示 dialog; leave the signed-in screens at once (the dialog stays on
// top of the login page until 我知道了), then drop their cached data so nothing refetches.
onUnauthorized(() => {
  void Promise.resolve(router.navigate(LOGIN_PATH, { replace: true })).then(() => {
    store.dispatch(api.util.resetApiState());
  });
});

// The user and menus the router asked for as the app booted are in the cache before the first render.
void cachePrefetched(store.dispatch);

/** Around the login pages and every signed-in area: providers, the loading bar, 登录提示. */
export function Component() {
  return (
    <AppProviders>
      <LoadingBar router={router} />
      <Outlet />
      <LoginExpiredDialog onAcknowledge={() => void router.navigate(LOGIN_PATH, { replace: true })} />
    </AppProviders>
  );
}
