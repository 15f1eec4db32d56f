import {
  AxiosError,
  CanceledError,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_INFO_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@shared/constants';
import { MSG } from '@shared/messages';
import type { ApiError } from '@web/lib/http-error';
import { createHttpClient, onRequestActivity, onUnauthorized, type RequestActivity } from '@web/lib/http';
import { acknowledgeLoginExpiredNotice, isLoginExpiredNoticeOpen, subscribeLoginExpiredNotice } from '@web/lib/login-expired';
import { MemoryStorage } from '../helpers/memory-storage';

/** The http client's error handling, one test (or group) per rule. */

interface Answer {
  status: number;
  data?: unknown;
  /** Milliseconds before the answer arrives. */
  after?: number;
}

type Script = (config: InternalAxiosRequestConfig) => Answer | 'network-error' | 'timeout';

/** A custom adapter that answers like the real ones: non-2xx rejects, an abort cancels. */
function scriptedAdapter(script: Script): { adapter: AxiosAdapter; sent: InternalAxiosRequestConfig[] } {
  const sent: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = (config) =>
    new Promise((resolve, reject) => {
      sent.push(config);
      const answer = script(config);
      if (answer === 'network-error') return reject(new AxiosError('Network Error', AxiosError.ERR_NETWORK, config, {}));
      if (answer === 'timeout') return reject(new AxiosError('timeout of 30000ms exceeded', AxiosError.ECONNABORTED, config, {}));
      const signal = config.signal as AbortSignal | undefined;
      const timer = setTimeout(() => {
        const response: AxiosResponse = { status: answer.status, statusText: '', data: answer.data ?? null, headers: {}, config };
        if (config.validateStatus?.(answer.status) ?? (answer.status >= 200 && answer.status < 300)) resolve(response);
        else {
          const code = answer.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
          reject(new AxiosError(`Request failed with status code ${answer.status}`, code, config, {}, response));
        }
      }, answer.after ?? 0);
      signal?.addEventListener?.('abort', () => {
        clearTimeout(timer);
        reject(new CanceledError(undefined, config));
      });
    });
  return { adapter, sent };
}

function clientWith(script: Script) {
  const { adapter, sent } = scriptedAdapter(script);
  return { http: createHttpClient({ adapter }), sent };
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call succeeded');
}

let session: MemoryStorage;
let local: MemoryStorage;
let unauthorized: ReturnType<typeof vi.fn<(error: ApiError) => void>>;
let stopUnauthorized: () => void;

beforeEach(() => {
  session = new MemoryStorage();
  local = new MemoryStorage();
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('localStorage', local);
  unauthorized = vi.fn<(error: ApiError) => void>();
  stopUnauthorized = onUnauthorized(unauthorized);
  acknowledgeLoginExpiredNotice();
});

afterEach(() => {
  stopUnauthorized();
  acknowledgeLoginExpiredNotice();
  vi.unstubAllGlobals();
});

function signIn(token = 'token-A') {
  session.setItem(TOKEN_STORAGE_KEY, token);
  local.setItem(LOGIN_INFO_STORAGE_KEY, 'encrypted-login-info');
}

describe('row "network failure or no response": result -1 with 连接超时', () => {
  it('answers -1 连接超时 when the network fails', async () => {
    const { http } = clientWith(() => 'network-error');
    expect(await failureOf(http.get('/sysNpcState/current'))).toEqual({ result: -1, msg: MSG.networkTimeout });
  });

  it('answers -1 连接超时 when no answer arrives in time', async () => {
    const { http } = clientWith(() => 'timeout');
    expect(await failureOf(http.post('/notice', { noticeTitle: '通知' }))).toEqual({ result: -1, msg: MSG.networkTimeout });
  });

  it('does not retry (retry count 0)', async () => {
    const { http, sent } = clientWith(() => 'network-error');
    await failureOf(http.get('/sysLogin'));
    expect(sent).toHaveLength(1);
  });
});

describe('row "401": clears the token and login info, 登录提示 once unless unauthorized, then /', () => {
  it('clears the session, shows the dialog and hands over to the app’s handler', async () => {
    signIn();
    const { http } = clientWith(() => ({ status: 401, data: { msg: MSG.unauthorized } }));
    const error = await failureOf(http.get('/sysLogin'));
    expect(error).toMatchObject({ result: 401, status: 401, msg: MSG.unauthorized });
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(local.getItem(LOGIN_INFO_STORAGE_KEY)).toBeNull();
    expect(isLoginExpiredNoticeOpen()).toBe(true);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows the dialog once when several calls fail together', async () => {
    signIn();
    let openings = 0;
    const stop = subscribeLoginExpiredNotice(() => {
      if (isLoginExpiredNoticeOpen()) openings += 1;
    });
    const { http } = clientWith((config) => ({ status: 401, data: { msg: MSG.unauthorized }, after: config.url === '/sysLogin' ? 5 : 1 }));
    const failures = await Promise.all([http.get('/sysLogin'), http.get('/sysNpcState/current'), http.get('/overallNotice/schedule')].map(failureOf));
    stop();
    expect(failures.map((f) => f.result)).toEqual([401, 401, 401]);
    expect(openings).toBe(1);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('shows it again for a later session once the first was acknowledged', async () => {
    signIn('token-A');
    const { http } = clientWith(() => ({ status: 401, data: { msg: MSG.unauthorized } }));
    await failureOf(http.get('/sysLogin'));
    acknowledgeLoginExpiredNotice();
    signIn('token-B');
    await failureOf(http.get('/sysLogin'));
    expect(isLoginExpiredNoticeOpen()).toBe(true);
    expect(unauthorized).toHaveBeenCalledTimes(2);
  });

  it('leaves a newer session alone when a late 401 answers an older token', async () => {
    signIn('token-old');
    const { http, sent } = clientWith(() => ({ status: 401, data: { msg: MSG.unauthorized }, after: 100 }));
    const late = failureOf(http.get('/sysLogin'));
    await vi.waitFor(() => expect(sent).toHaveLength(1), { interval: 1 });
    signIn('token-new');
    expect((await late).result).toBe(401);
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBe('token-new');
    expect(isLoginExpiredNoticeOpen()).toBe(false);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('clears and leaves without the dialog when the answer is the bare unauthorized', async () => {
    signIn();
    const { http } = clientWith(() => ({ status: 401, data: { error: 'unauthorized', error_description: 'Full authentication is required' } }));
    const error = await failureOf(http.get('/sysLogin'));
    expect(error.result).toBe(401);
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(local.getItem(LOGIN_INFO_STORAGE_KEY)).toBeNull();
    expect(isLoginExpiredNoticeOpen()).toBe(false);
    expect(unauthorized).toHaveBeenCalledTimes(1);

    signIn();
    await failureOf(clientWith(() => ({ status: 401, data: { msg: 'unauthorized' } })).http.get('/sysLogin'));
    expect(isLoginExpiredNoticeOpen()).toBe(false);
  });

  it('shows no dialog to a visitor who had no session', async () => {
    const { http } = clientWith(() => ({ status: 401, data: { msg: MSG.unauthorized } }));
    await failureOf(http.get('/sysLogin'));
    expect(isLoginExpiredNoticeOpen()).toBe(false);
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a 401 of the sign-in and link-login calls as a refusal for the caller only', async () => {
    signIn();
    const { http } = clientWith(() => ({ status: 401, data: { msg: MSG.loginFailed } }));
    expect((await failureOf(http.post('/sysLogin', { username: 'a', password: 'b' }))).msg).toBe(MSG.loginFailed);
    expect((await failureOf(http.get('/srdLogin', { params: { code: 'x' } }))).result).toBe(401);
    expect((await failureOf(http.get('/bind/user', { params: { terminal: 'PC' } }))).result).toBe(401);
    expect(session.getItem(TOKEN_STORAGE_KEY)).toBe('token-A');
    expect(isLoginExpiredNoticeOpen()).toBe(false);
    expect(unauthorized).not.toHaveBeenCalled();
  });
});

describe('row "duplicate request": cancelled with 请求取消', () => {
  it('cancels an identical non-GET call while the first is in flight, and lets it through after', async () => {
    const { http, sent } = clientWith(() => ({ status: 201, data: { noticeId: 1 }, after: 10 }));
    const body = { noticeTitle: '会议通知', receivers: [1, 2] };
    const first = http.post('/notice', body);
    const second = failureOf(http.post('/notice', { receivers: [1, 2], noticeTitle: '会议通知' }));
    expect(await second).toEqual({ result: -1, msg: MSG.requestCancelled, cancelled: true });
    expect((await first).status).toBe(201);
    expect(sent).toHaveLength(1);
    expect((await http.post('/notice', body)).status).toBe(201);
    expect(sent).toHaveLength(2);
  });

  it('lets different payloads, paths and methods run side by side', async () => {
    const { http } = clientWith(() => ({ status: 200, data: {}, after: 5 }));
    const answers = await Promise.all([
      http.post('/notice', { noticeTitle: 'A' }),
      http.post('/notice', { noticeTitle: 'B' }),
      http.put('/notice', { noticeTitle: 'A' }),
      http.post('/noticeReceive/fastBatch', { noticeTitle: 'A' }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  });

  it('never cancels GET, login, token-URL calls or a proposal fetch', async () => {
    const { http, sent } = clientWith(() => ({ status: 200, data: {}, after: 5 }));
    const twice = <T,>(call: () => Promise<T>) => [call(), call()];
    await Promise.all([
      ...twice(() => http.get('/sysNpcState/current')),
      ...twice(() => http.post('/sysLogin', { username: '13800000000', password: 'x' })),
      ...twice(() => http.delete('/sysLogin', { params: { accessToken: 'abc' } })),
      ...twice(() => http.delete('/sysLogin?accessToken=abc')),
      ...twice(() => http.post('/proposal/query', { keyword: '道路' })),
    ]);
    expect(sent).toHaveLength(10);
  });

  it('still guards creating a proposal and sending its events', async () => {
    const { http } = clientWith(() => ({ status: 201, data: {}, after: 5 }));
    const create = [http.post('/proposal', { title: '议案' }), failureOf(http.post('/proposal', { title: '议案' }))];
    const event = [http.post('/proposal/7/events', { type: 'SUBMIT', version: 0 }), failureOf(http.post('/proposal/7/events', { type: 'SUBMIT', version: 0 }))];
    const [, createDuplicate, , eventDuplicate] = await Promise.all([...create, ...event]);
    expect((createDuplicate as ApiError).msg).toBe(MSG.requestCancelled);
    expect((eventDuplicate as ApiError).msg).toBe(MSG.requestCancelled);
  });

  it('frees the key when the first call fails', async () => {
    let calls = 0;
    const { http } = clientWith(() => (++calls === 1 ? { status: 500, data: { msg: '数据库错误' } } : { status: 200, data: {} }));
    expect((await failureOf(http.put('/sysNpcMenu', { menuId: 1 }))).result).toBe(500);
    expect((await http.put('/sysNpcMenu', { menuId: 1 })).status).toBe(200);
  });
});

describe('row "aborted request": 取消了请求', () => {
  it('names a call its caller aborted', async () => {
    const { http } = clientWith(() => ({ status: 200, data: {}, after: 50 }));
    const controller = new AbortController();
    const call = failureOf(http.get('/npcOrganization', { signal: controller.signal }));
    controller.abort();
    expect(await call).toEqual({ result: -1, msg: MSG.requestAborted, cancelled: true });
  });

  it('names a call aborted before it left', async () => {
    const { http, sent } = clientWith(() => ({ status: 200, data: {} }));
    const controller = new AbortController();
    controller.abort();
    expect((await failureOf(http.post('/notice', { a: 1 }, { signal: controller.signal }))).msg).toBe(MSG.requestAborted);
    expect(sent).toHaveLength(0);
    // The aborted call released its key.
    expect((await http.post('/notice', { a: 1 })).status).toBe(200);
  });
});

describe('row "any other status": passed to the caller as status and body', () => {
  it.each([
    [400, { msg: '请求参数有误：userId' }],
    [403, { msg: MSG.forbidden, detail: 'role' }],
    [404, { msg: MSG.notFound }],
    [409, { msg: '该记录已被他人处理，请刷新后重试', version: 3 }],
    [500, { msg: MSG.serverError }],
    [503, { status: 'unavailable', database: 'unreachable' }],
  ])('passes %i through with its body', async (status, data) => {
    const { http } = clientWith(() => ({ status, data }));
    const error = await failureOf(http.get('/sysNpcUser'));
    expect(error.result).toBe(status);
    expect(error.status).toBe(status);
    expect(error.data).toEqual(data);
    expect(unauthorized).not.toHaveBeenCalled();
  });

  it('passes a success through untouched, 204 included', async () => {
    const { http } = clientWith((config) => (config.method === 'delete' ? { status: 204 } : { status: 200, data: { list: [1] } }));
    expect((await http.get('/commDictData')).data).toEqual({ list: [1] });
    expect((await http.delete('/sysNpcMenu', { params: { ids: '1,2' } })).status).toBe(204);
  });
});

describe('"the server’s msg or message field is preferred where present"', () => {
  it('prefers msg, then message, then a Chinese fallback by status', async () => {
    const answers: Answer[] = [
      { status: 400, data: { msg: '原密码不正确', message: 'Bad Request' } },
      { status: 500, data: { message: '服务暂不可用' } },
      { status: 404, data: '<html>' },
      { status: 502, data: null },
      { status: 418, data: {} },
    ];
    const { http } = clientWith((config) => answers[Number(config.params.i)]);
    const messages = await Promise.all(answers.map((_, i) => failureOf(http.get('/x', { params: { i } })).then((e) => e.msg)));
    expect(messages).toEqual(['原密码不正确', '服务暂不可用', MSG.notFound, MSG.serverError, MSG.genericError]);
  });
});

describe('headers', () => {
  it('sends the bearer token on every call except the login calls and direct uploads', async () => {
    signIn('token-A');
    const { http, sent } = clientWith(() => ({ status: 200, data: {} }));
    await http.get('/sysLogin');
    await http.post('/sysLogin', { username: 'u', password: 'p' });
    await http.post('/sysLogin/usernameInfo', {});
    await http.put('https://storage.example.cn/bucket/a.pdf?X-Amz-Signature=1', 'file');
    await http.put('/minio/bucket/a.pdf', 'file', { directUpload: true });
    expect(sent.map((config) => config.headers.get('Authorization') ?? null)).toEqual(['Bearer token-A', null, null, null, null]);
  });

  it('adds ExamToken when the exam area holds one', async () => {
    const { http, sent } = clientWith(() => ({ status: 200, data: {} }));
    await http.get('/exam');
    local.setItem('examToken', 'exam-1');
    await http.get('/exam');
    expect(sent.map((config) => config.headers.get('ExamToken') ?? null)).toEqual([null, 'exam-1']);
  });

  it('carries the /sso query as single-sign-on headers on that route only', async () => {
    const { http, sent } = clientWith(() => ({ status: 200, data: {} }));
    vi.stubGlobal('location', { pathname: '/rdlz/sso', search: '?token=link-token&code=c0de' });
    await http.get('/bind/user', { params: { terminal: 'PC' } });
    vi.stubGlobal('location', { pathname: '/rdlz/pageHome/', search: '?token=link-token' });
    await http.get('/sysLogin');
    expect([sent[0].headers.get('user-token'), sent[0].headers.get('code')]).toEqual(['link-token', 'c0de']);
    expect(sent[1].headers.has('user-token')).toBe(false);
  });
});

describe('requests in flight (for the loading bar)', () => {
  it('reports each call’s start and its settling once, cancellations as done', async () => {
    const { adapter } = scriptedAdapter((config) =>
      config.url === '/fail' ? { status: 500, data: {} } : { status: 200, data: {}, after: 5 },
    );
    const http = createHttpClient({ adapter });
    const seen: RequestActivity[] = [];
    const stop = onRequestActivity((activity) => seen.push(activity), http);
    await Promise.all([http.post('/ok', { a: 1 }), failureOf(http.post('/ok', { a: 1 })), failureOf(http.get('/fail'))]);
    stop();
    expect(seen.filter((a) => a === 'start')).toHaveLength(3);
    expect(seen.filter((a) => a === 'done')).toHaveLength(2);
    expect(seen.filter((a) => a === 'error')).toHaveLength(1);
  });
});
