import axios, { type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { API_PREFIX } from '@shared/constants';
import { toApiError, type ApiError } from './http-error';
import { clearSession, getToken } from './session';

/**
 * The one axios instance (section 7). Requests carry the bearer token except the sign-in
 * calls; failures reject with an ApiError; a 401 clears the session and hands over to the
 * unauthorized handler the app registers (it goes to `/`; the one-time 登录提示 dialog plugs in
 * there). Axios never retries, which is the specification's retry count of 0.
 */
export const http = axios.create({ baseURL: API_PREFIX, timeout: 30_000 });

/** Calls that must not carry the token (section 7: the login calls). */
export function isSignInCall(config: Pick<InternalAxiosRequestConfig, 'url' | 'method'>): boolean {
  const path = (config.url ?? '').split('?')[0].replace(/^\/api/, '').replace(/\/+$/, '');
  const method = (config.method ?? 'get').toLowerCase();
  if (path === '/sysLogin') return method === 'post';
  return path === '/sysLogin/usernameInfo';
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app decides where a 401 leads (router navigation, dialog); registered once at start. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

function attachToken(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  if (isSignInCall(config)) {
    config.headers.delete('Authorization');
    return config;
  }
  const token = getToken();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

// Request interceptors run in order: the token first; the duplicate-request guard (section 5)
// is added after it as its own interceptor.
http.interceptors.request.use(attachToken);

http.interceptors.response.use(
  (response: AxiosResponse) => response,
  (error: unknown) => {
    const apiError = toApiError(error);
    const config = axios.isAxiosError(error) ? error.config : undefined;
    // A 401 from the login call itself is a wrong password, not an expired session.
    if (apiError.result === 401 && !(config && isSignInCall(config))) {
      clearSession();
      unauthorizedHandler?.(apiError);
    }
    return Promise.reject(apiError);
  },
);
