import { API_PREFIX, REQUEST_TIMEOUT_MS } from '@shared/constants';
import { getToken } from './session';

/**
 * GET /api/sysLogin asked for as the app boots on a signed-in page, instead of once the
 * workspace's code has loaded and its layout has rendered: every signed-in layout and home waits
 * for the user, so the answer now arrives while the code still downloads (docs/performance.md).
 * The area's loader waits for it and the workspace shell puts it in the cache, so the first
 * render has the user: no spinner, and no second render of the whole layout when it arrives.
 *
 * Plain fetch, because the http client loads with the workspace's code. Only a 200 for the token
 * still in use is handed over, once; otherwise the cache stays empty and the screens ask through
 * the http client, which owns the errors (401 and 登录提示, section 8).
 */
let early: { token: string; user: Promise<unknown> } | null = null;

export function prefetchCurrentUser(): void {
  const token = getToken();
  if (!token || early) return;
  const user = fetch(`${API_PREFIX}/sysLogin`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  early = { token, user };
}

/** Settles when the prefetched user has arrived or failed (at once if none was asked for). */
export async function prefetchSettled(): Promise<void> {
  await early?.user;
}

/** The prefetched user, or null: none was asked for, it failed, the session changed, or it was taken. */
export async function takePrefetchedUser(): Promise<unknown> {
  const taken = early;
  early = null;
  if (!taken || taken.token !== getToken()) return null;
  return taken.user;
}
