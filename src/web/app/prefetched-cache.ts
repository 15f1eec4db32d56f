import { authApi, type CurrentUser } from '@web/features/auth';
import { menusApi, type MenuNode } from '@web/features/menus';
import { takePrefetched } from '@web/lib/signed-in-prefetch';
import type { AppDispatch } from '@web/lib/store';

/**
 * Puts the user and the menus the router asked for as the app booted (lib/signed-in-prefetch.ts)
 * in RTK Query's cache, under the arguments the layouts ask with, so their first render has both.
 */
export async function cachePrefetched(dispatch: AppDispatch): Promise<void> {
  const early = await takePrefetched();
  if (!early) return;
  const user = early.user as CurrentUser;
  dispatch(authApi.util.upsertQueryEntries([{ endpointName: 'currentUser', arg: undefined, value: user }]));
  if (early.menus) dispatch(menusApi.util.upsertQueryEntries([{ endpointName: 'userMenus', arg: { userId: user.userId }, value: early.menus as MenuNode[] }]));
}
