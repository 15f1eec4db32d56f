import axios, {
  CanceledError,
  type AxiosInstance,
  type AxiosResponse,
  type CreateAxiosDefaults,
  type InternalAxiosRequestConfig,
} from 'axios';
import { API_PREFIX, REQUEST_TIMEOUT_MS, ROUTER_BASENAME } from '@shared/constants';
import { MSG } from '@shared/messages';
import { apiPath, DuplicateRequestRegistry, isProposalFetch, isTokenUrlCall, requestKey } from './duplicate-requests';
import { EXAM_TOKEN_HEADER, getExamToken } from './exam-token';
import { toApiError, type ApiError } from './http-error';
import { showLoginExpiredNotice } from './login-expired';
import { clearSession, getToken } from './session';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** A direct upload to a storage address: sent without the bearer token. */
    directUpload?: boolean;
    /** May be sent while an identical call is in flight (an exception, for a caller that needs one). */
    allowDuplicate?: boolean;
  }
}

/** Single-sign-on headers the `/sso` route carries from its query. */
export const SSO_HEADERS = { token: 'user-token', code: 'code' } as const;

/** Calls that must not carry the token (the login calls). */
export function isSignInCall(config: Pick<InternalAxiosRequestConfig, 'url' | 'method'>): boolean {
  const path = apiPath(config.url);
  const method = (config.method ?? 'get').toLowerCase();
  if (path === '/sysLogin') return method === 'post';
  return path === '/sysLogin/usernameInfo';
}

/**
 * Calls that trade a credential for a session: sign-in and the link-login exchanges. Their
 * 401 means "refused", not "your session expired", so it goes to the caller only.
 */
export function isCredentialExchange(config: Pick<InternalAxiosRequestConfig, 'url' | 'method'>): boolean {
  return isSignInCall(config) || ['/bind/user', '/srdLogin'].includes(apiPath(config.url));
}

function isAbsoluteUrl(url: string | undefined): boolean {
  return /^([a-z][a-z\d+.-]*:)?\/\//i.test(url ?? '');
}

/** No bearer token on sign-in calls and on direct uploads to another address. */
function sendsToken(config: InternalAxiosRequestConfig): boolean {
  return !isSignInCall(config) && !config.directUpload && !isAbsoluteUrl(config.url);
}

/** Identical non-GET calls are refused while one is in flight, except these. */
export function isDuplicateGuarded(config: InternalAxiosRequestConfig): boolean {
  const method = (config.method ?? 'get').toLowerCase();
  if (method === 'get' || method === 'head' || method === 'options') return false;
  if (config.allowDuplicate || config.directUpload) return false;
  return !isSignInCall(config) && !isTokenUrlCall(config) && !isProposalFetch(config);
}

/** On the `/sso` screen its query's token and code travel as headers. */
function ssoHeaders(): Record<string, string> {
  const location = globalThis.location as Location | undefined;
  if (!location) return {};
  const path = location.pathname.replace(new RegExp(`^${ROUTER_BASENAME}(?=/|$)`), '').replace(/\/+$/, '');
  if (path !== '/sso') return {};
  const query = new URLSearchParams(location.search);
  const headers: Record<string, string> = {};
  const token = query.get('token');
  const code = query.get('code');
  if (token) headers[SSO_HEADERS.token] = token;
  if (code) headers[SSO_HEADERS.code] = code;
  return headers;
}

function bearerOf(config: InternalAxiosRequestConfig | undefined): string | null {
  const header = config?.headers?.get?.('Authorization');
  return typeof header === 'string' && header.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/** Whether a 401 body is the bare 'unauthorized' that shows no dialog. */
export function isBareUnauthorized(error: ApiError): boolean {
  const body = error.data as { error?: unknown; msg?: unknown; message?: unknown } | null | undefined;
  if (!body || typeof body !== 'object') return false;
  return [body.error, body.msg, body.message].some((value) => typeof value === 'string' && value.trim().toLowerCase() === 'unauthorized');
}

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The app decides where a 401 leads (router navigation); registered once at start. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = null;
  };
}

/**
 * A 401: forget the token and the login info, show 登录提示 once, go to `/`. Only
 * an answer about the session in use counts: a late 401 for a token already dropped (several
 * calls failing together), for an older session (the user has signed in again) or for a call
 * that carried no token (a direct upload) leaves the session alone. A call made without any
 * session, or answered with the bare 'unauthorized', leaves for `/` without the dialog.
 */
function handleUnauthorized(config: InternalAxiosRequestConfig | undefined, error: ApiError): void {
  const sent = bearerOf(config);
  if (sent !== getToken()) return;
  clearSession();
  if (sent !== null && !isBareUnauthorized(error)) showLoginExpiredNotice();
  unauthorizedHandler?.(error);
}

export type RequestActivity = 'start' | 'done' | 'error';
type ActivityListener = (activity: RequestActivity) => void;

interface Tracked {
  duplicateKey?: string;
  settled?: boolean;
}

const activityListeners = new WeakMap<AxiosInstance, Set<ActivityListener>>();

/** Hears every call start and settle (the loading bar counts requests in flight with it). */
export function onRequestActivity(listener: ActivityListener, instance: AxiosInstance = http): () => void {
  let listeners = activityListeners.get(instance);
  if (!listeners) activityListeners.set(instance, (listeners = new Set()));
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * An axios instance: bearer token (not on sign-in
 * calls or direct uploads), ExamToken, the `/sso` headers, duplicate non-GET calls cancelled
 * with 请求取消, every failure rejected as an ApiError, and the 401 handling. Axios never
 * retries, which is the specification's retry count of 0. Tests pass an `adapter` to answer
 * calls without a network.
 */
export function createHttpClient(options: CreateAxiosDefaults = {}): AxiosInstance {
  const instance = axios.create({ baseURL: API_PREFIX, timeout: REQUEST_TIMEOUT_MS, ...options });
  const duplicates = new DuplicateRequestRegistry();
  const tracked = new WeakMap<InternalAxiosRequestConfig, Tracked>();

  const notify = (activity: RequestActivity) => {
    for (const listener of activityListeners.get(instance) ?? []) listener(activity);
  };

  const settle = (config: InternalAxiosRequestConfig | undefined, activity: 'done' | 'error') => {
    const entry = config && tracked.get(config);
    if (!entry || entry.settled) return;
    entry.settled = true;
    if (entry.duplicateKey) duplicates.release(entry.duplicateKey);
    notify(activity);
  };

  instance.interceptors.request.use((config) => {
    tracked.set(config, {});
    notify('start');

    if (sendsToken(config)) {
      const token = getToken();
      if (token) config.headers.set('Authorization', `Bearer ${token}`);
    } else {
      config.headers.delete('Authorization');
    }
    const examToken = getExamToken();
    if (examToken) config.headers.set(EXAM_TOKEN_HEADER, examToken);
    for (const [name, value] of Object.entries(ssoHeaders())) {
      if (!config.headers.has(name)) config.headers.set(name, value);
    }

    if (isDuplicateGuarded(config)) {
      const key = requestKey(config);
      if (!duplicates.claim(key)) throw new CanceledError(MSG.requestCancelled, config);
      tracked.get(config)!.duplicateKey = key;
    }
    return config;
  });

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      settle(response.config, 'done');
      return response;
    },
    (error: unknown) => {
      const config = axios.isAxiosError(error) ? error.config : undefined;
      const apiError = toApiError(error);
      // A cancelled call did not fail: the bar completes rather than turning red.
      settle(config, apiError.cancelled ? 'done' : 'error');
      if (apiError.result === 401 && !(config && isCredentialExchange(config))) handleUnauthorized(config, apiError);
      return Promise.reject(apiError);
    },
  );
  return instance;
}

/** The one axios instance of the app; RTK Query's base query sends every call through it. */
export const http = createHttpClient();
