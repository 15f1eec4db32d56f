import { API_PREFIX, REQUEST_TIMEOUT_MS } from '@shared/constants';
import { getToken } from './session';

/** GET /api/sysLogin/sysMenu?userId=&isShow=true, as the menus API and the prefetch send it. */
export const userMenusRequest = (userId: number | string) => ({ url: '/sysLogin/sysMenu', params: { userId, isShow: true } });

/**
 * The signed-in user (GET /api/sysLogin) and then their menus, asked for as the app boots on a
 * signed-in page instead of once the workspace's code has loaded and its layout has rendered:
 * every signed-in layout waits for both, so the answers now arrive while the code still downloads
 * (docs/performance.md). The area's loader waits for them and the workspace shell puts them in
 * the cache, so the first render has the user and the menus: no spinner, and no second render of
 * the whole layout when each arrives.
 *
 * Plain fetch, because the http client loads with the workspace's code. Only 200s for the token
 * still in use are handed over, once; otherwise the cache stays empty and the screens ask through
 * the http client, which owns the errors (401 and 登录提示).
 */
let early: { token: string; user: Promise<unknown>; menus: Promise<unknown> } | null = null;
/** Kept after the answers are taken: the workspace shell may take them before the area's loader runs. */
let settled: Promise<unknown> = Promise.resolve();

function getJson(url: string, token: string): Promise<unknown> {
  return fetch(`${API_PREFIX}${url}`, { headers: { Authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })
    .then((response) => (response.ok ? response.json() : null))
    .catch(() => null);
}

const userIdOf = (user: unknown) => (user as { userId?: unknown } | null)?.userId;

function menusOf(user: unknown, token: string): Promise<unknown> {
  const userId = userIdOf(user);
  if (typeof userId !== 'number' && typeof userId !== 'string') return Promise.resolve(null);
  const { url, params } = userMenusRequest(userId);
  // Every parameter of the request, as the http client would send them.
  return getJson(`${url}?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`, token);
}

export function prefetchSignedIn(): void {
  const token = getToken();
  if (!token || early) return;
  const user = getJson('/sysLogin', token);
  early = { token, user, menus: user.then((answer) => menusOf(answer, token)) };
  settled = early.menus;
}

/** Settles when the prefetched user and menus have arrived or failed (at once if none were asked for). */
export async function prefetchSettled(): Promise<void> {
  await settled;
}

export interface Prefetched {
  user: unknown;
  /** Null when they failed or the user did not arrive. */
  menus: unknown;
}

/** The prefetched answers, or null: none were asked for, the user failed, the session changed, or they were taken. */
export async function takePrefetched(): Promise<Prefetched | null> {
  const taken = early;
  early = null;
  if (!taken || taken.token !== getToken()) return null;
  const [user, menus] = await Promise.all([taken.user, taken.menus]);
  return user ? { user, menus } : null;
}
