import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTER_BASENAME, TOKEN_STORAGE_KEY } from '@shared/constants';
import { matchRoutes } from 'react-router-dom';
import { cachePrefetched } from '@web/app/prefetched-cache';
import { isSignedInArea, requireSession, routes } from '@web/app/router';
import { authApi } from '@web/features/auth';
import { menusApi } from '@web/features/menus';
import { api } from '@web/lib/api';
import { http } from '@web/lib/http';
import { prefetchSignedIn, takePrefetched } from '@web/lib/signed-in-prefetch';
import { store } from '@web/lib/store';
import { MemoryStorage } from '../helpers/memory-storage';

/** The signed-in user and menus asked for as the app boots (lib/signed-in-prefetch.ts), and who takes the answers. */

const EARLY_USER = { userId: 10, realName: '张明华', loginRoleCode: 'NPC_REPRESENT' };
const EARLY_MENUS = [{ menuId: 1, menuName: '我的履职活动', isShow: true, isEnable: true, children: [] }];
const CLIENT_ANSWER = { answeredBy: 'the http client' };
const USER_URL = '/api/sysLogin';
const MENUS_URL = '/api/sysLogin/sysMenu?userId=10&isShow=true';

let fetched: { url: string; authorization: string | null }[];

/** fetch answering the user with `userStatus` and the menus with `menusStatus`, remembering what was asked. */
function stubFetch(userStatus: number, menusStatus = 200) {
  fetched = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    fetched.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    const [status, body] = url === USER_URL ? [userStatus, EARLY_USER] : [menusStatus, EARLY_MENUS];
    return new Response(JSON.stringify(status === 200 ? body : { code: status, msg: 'refused' }), { status });
  });
}

/** The app's http client answering every call with CLIENT_ANSWER, remembering what was sent. */
function stubHttpClient(): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { status: 200, statusText: 'OK', data: CLIENT_ANSWER, headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return sent;
}

/** What the layouts get when they ask, as they do, for the user and then the user's menus. */
async function layoutQueries() {
  const user = (await store.dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false }))).data;
  const menus = (await store.dispatch(menusApi.endpoints.userMenus.initiate({ userId: 10 }, { subscribe: false }))).data;
  return { user, menus };
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
});

afterEach(async () => {
  await takePrefetched();
  store.dispatch(api.util.resetApiState());
  vi.unstubAllGlobals();
});

const isSignedInPage = (path: string) => isSignedInArea(matchRoutes(routes, path, ROUTER_BASENAME) ?? []);

describe('which first pages ask for the user and menus at boot', () => {
  it('every signed-in area does', () => {
    for (const path of ['/rdlz/pageHome', '/rdlz/client/pageHome/delegatePageHome', '/rdlz/mobile/pageHome/delegatePageHome', '/rdlz/manager/cloud', '/rdlz/client/anything/else']) {
      expect(isSignedInPage(path), path).toBe(true);
    }
  });

  it('the login pages, the portal and unknown addresses do not', () => {
    for (const path of ['/rdlz/', '/rdlz', '/rdlz/sso', '/rdlz/homeStation/centralStationIndex', '/rdlz/nowhere', '/elsewhere/pageHome']) {
      expect(isSignedInPage(path), path).toBe(false);
    }
  });
});

describe('the prefetched answers', () => {
  it('are asked for with the session token, the menus with the user’s id, and handed over once', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
    stubFetch(200);
    prefetchSignedIn();
    prefetchSignedIn();
    expect(await takePrefetched()).toEqual({ user: EARLY_USER, menus: EARLY_MENUS });
    expect(fetched).toEqual([
      { url: USER_URL, authorization: 'Bearer token-a' },
      { url: MENUS_URL, authorization: 'Bearer token-a' },
    ]);
    expect(await takePrefetched()).toBeNull();
  });

  it('are not asked for without a session', async () => {
    stubFetch(200);
    prefetchSignedIn();
    expect(fetched).toEqual([]);
    expect(await takePrefetched()).toBeNull();
  });

  it('are dropped when the session changed before they were taken', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
    stubFetch(200);
    prefetchSignedIn();
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-b');
    expect(await takePrefetched()).toBeNull();
  });

  it('are not handed over, and the menus not asked for, when the user is refused', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
    stubFetch(401);
    prefetchSignedIn();
    expect(await takePrefetched()).toBeNull();
    expect(fetched.map(({ url }) => url)).toEqual([USER_URL]);
  });

  it('hand over the user alone when the menus are refused', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
    stubFetch(200, 500);
    prefetchSignedIn();
    expect(await takePrefetched()).toEqual({ user: EARLY_USER, menus: null });
  });
});

/** A signed-in page booting: the prefetch answered, then the workspace shell filling the cache. Answers what the http client sends. */
async function bootWithPrefetchAnswered(userStatus: number, menusStatus = 200) {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
  stubFetch(userStatus, menusStatus);
  const sent = stubHttpClient();
  prefetchSignedIn();
  await cachePrefetched(store.dispatch);
  return sent;
}

describe('the first render', () => {
  it('finds the prefetched user and menus in the cache and asks for them no more', async () => {
    const sent = await bootWithPrefetchAnswered(200);
    expect(await layoutQueries()).toEqual({ user: EARLY_USER, menus: EARLY_MENUS });
    expect(sent).toHaveLength(0);
  });

  it('asks through the http client for the menus when their prefetch failed', async () => {
    const sent = await bootWithPrefetchAnswered(200, 500);
    expect(await layoutQueries()).toEqual({ user: EARLY_USER, menus: CLIENT_ANSWER });
    expect(sent.map((config) => config.url)).toEqual(['/sysLogin/sysMenu']);
  });

  it('finds nothing when the prefetch was refused: the screens ask through the http client', async () => {
    const sent = await bootWithPrefetchAnswered(401);
    expect(authApi.endpoints.currentUser.select()(store.getState()).data).toBeUndefined();
    expect(await layoutQueries()).toEqual({ user: CLIENT_ANSWER, menus: CLIENT_ANSWER });
    expect(sent.map((config) => config.headers.get('Authorization'))).toEqual(['Bearer token-a', 'Bearer token-a']);
  });

  it.each([
    ['before the workspace shell takes them', false],
    ['after the workspace shell has taken them', true],
  ])('waits, in the area’s loader, for the prefetched user and then the menus to arrive, %s', async (_when, takenFirst) => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
    const answers: ((response: Response) => void)[] = [];
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => answers.push(resolve)));
    prefetchSignedIn();
    if (takenFirst) void takePrefetched();
    let loaded = false;
    const loading = requireSession().then(() => (loaded = true));
    const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
    await settle();
    answers[0](new Response(JSON.stringify(EARLY_USER)));
    await settle();
    expect(answers).toHaveLength(2);
    expect(loaded).toBe(false);
    answers[1](new Response(JSON.stringify(EARLY_MENUS)));
    await loading;
    expect(loaded).toBe(true);
  });
});
