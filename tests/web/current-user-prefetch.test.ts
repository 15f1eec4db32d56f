import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTER_BASENAME, TOKEN_STORAGE_KEY } from '@shared/constants';
import { matchRoutes } from 'react-router-dom';
import { isSignedInArea, requireSession, routes } from '@web/app/router';
import { authApi, cachePrefetchedUser } from '@web/features/auth/auth.api';
import { api } from '@web/lib/api';
import { prefetchCurrentUser, takePrefetchedUser } from '@web/lib/current-user-prefetch';
import { http } from '@web/lib/http';
import { store } from '@web/lib/store';
import { MemoryStorage } from '../helpers/memory-storage';

/** The signed-in user asked for as the app boots (lib/current-user-prefetch.ts), and who takes the answer. */

const EARLY_USER = { userId: 10, realName: '张明华', loginRoleCode: 'NPC_REPRESENT' };
const CLIENT_USER = { userId: 10, realName: '张明华（http client）', loginRoleCode: 'NPC_REPRESENT' };

let fetched: { url: string; authorization: string | null }[];

/** fetch answering GET /api/sysLogin with `status`, remembering what was asked. */
function stubFetch(status: number) {
  fetched = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    fetched.push({ url, authorization: new Headers(init?.headers).get('Authorization') });
    return new Response(JSON.stringify(status === 200 ? EARLY_USER : { code: status, msg: 'unauthorized' }), { status });
  });
}

/** The app's http client answering every call with CLIENT_USER, remembering what was sent. */
function stubHttpClient(): InternalAxiosRequestConfig[] {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { status: 200, statusText: 'OK', data: CLIENT_USER, headers: {}, config };
  };
  http.defaults.adapter = adapter;
  return sent;
}

async function currentUserFromStore() {
  const request = store.dispatch(authApi.endpoints.currentUser.initiate(undefined, { subscribe: false }));
  return (await request).data;
}

beforeEach(() => {
  vi.stubGlobal('sessionStorage', new MemoryStorage());
  vi.stubGlobal('localStorage', new MemoryStorage());
});

afterEach(async () => {
  await takePrefetchedUser();
  store.dispatch(api.util.resetApiState());
  vi.unstubAllGlobals();
});

const isSignedInPage = (path: string) => isSignedInArea(matchRoutes(routes, path, ROUTER_BASENAME) ?? []);

describe('which first pages ask for the user at boot', () => {
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

describe('the prefetched user', () => {
  it('is asked for with the session token and handed over once', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
    stubFetch(200);
    prefetchCurrentUser();
    prefetchCurrentUser();
    expect(fetched).toEqual([{ url: '/api/sysLogin', authorization: 'Bearer token-a' }]);
    expect(await takePrefetchedUser()).toEqual(EARLY_USER);
    expect(await takePrefetchedUser()).toBeNull();
  });

  it('is not asked for without a session', async () => {
    stubFetch(200);
    prefetchCurrentUser();
    expect(fetched).toEqual([]);
    expect(await takePrefetchedUser()).toBeNull();
  });

  it('is dropped when the session changed before it was taken', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
    stubFetch(200);
    prefetchCurrentUser();
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-b');
    expect(await takePrefetchedUser()).toBeNull();
  });

  it('is not handed over when refused', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
    stubFetch(401);
    prefetchCurrentUser();
    expect(await takePrefetchedUser()).toBeNull();
  });
});

/** A signed-in page booting: the prefetch answered with `status`, then the workspace shell filling the cache. Answers what the http client sends. */
async function bootWithPrefetchAnswered(status: number) {
  sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
  stubFetch(status);
  const sent = stubHttpClient();
  prefetchCurrentUser();
  await cachePrefetchedUser(store.dispatch);
  return sent;
}

describe('the first render', () => {
  it('finds the prefetched user in the cache and asks for it no more', async () => {
    const sent = await bootWithPrefetchAnswered(200);
    expect(authApi.endpoints.currentUser.select()(store.getState()).data).toEqual(EARLY_USER);
    expect(await currentUserFromStore()).toEqual(EARLY_USER);
    expect(sent).toHaveLength(0);
  });

  it('finds nothing when the prefetch was refused: the screens ask through the http client', async () => {
    const sent = await bootWithPrefetchAnswered(401);
    expect(authApi.endpoints.currentUser.select()(store.getState()).data).toBeUndefined();
    expect(await currentUserFromStore()).toEqual(CLIENT_USER);
    expect(sent.map((config) => config.headers.get('Authorization'))).toEqual(['Bearer token-a']);
  });

  it('waits, in the area’s loader, for the prefetched user to arrive', async () => {
    sessionStorage.setItem(TOKEN_STORAGE_KEY, 'token-a');
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', () => new Promise<Response>((resolve) => (answer = resolve)));
    prefetchCurrentUser();
    let loaded = false;
    const loading = requireSession().then(() => (loaded = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loaded).toBe(false);
    answer(new Response(JSON.stringify(EARLY_USER)));
    await loading;
    expect(loaded).toBe(true);
  });
});
