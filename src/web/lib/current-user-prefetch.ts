import { API_PREFIX } from '@shared/constants';
import { getToken } from './session';

/**
 * GET /api/sysLogin asked for as the app boots on a signed-in page, instead of once the
 * workspace's code has loaded and its layout has rendered: every signed-in layout and home waits
 * for the user, so the answer now arrives while the code still downloads (docs/performance.md).
 *
 * Plain fetch, because the http client loads with the workspace's code. It hands over only a 200
 * for the token still in use, once; for anything else (401, a network failure) the endpoint asks
 * again through the http client, which owns the errors (登录提示 and the rest of section 8).
 */
let early: { token: string; user: Promise<unknown> } | null = null;

export function prefetchCurrentUser(): void {
  const token = getToken();
  if (!token || early) return;
  const user = fetch(`${API_PREFIX}/sysLogin`, { headers: { Authorization: `Bearer ${token}` } })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
  early = { token, user };
}

/** The prefetched user, or null: none was asked for, it failed, the session changed, or it was taken. */
export async function takePrefetchedUser(): Promise<unknown> {
  const taken = early;
  early = null;
  if (!taken || taken.token !== getToken()) return null;
  return taken.user;
}
