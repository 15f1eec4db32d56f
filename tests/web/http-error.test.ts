import { AxiosError, AxiosHeaders, CanceledError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { errorMessage, serverMessage, toApiError } from '@web/lib/http-error';
import { isSignInCall } from '@web/lib/http';

const config = { headers: new AxiosHeaders(), url: '/sysLogin', method: 'get' } as InternalAxiosRequestConfig;

function answered(status: number, data: unknown): AxiosError {
  const response = { status, statusText: '', data, headers: {}, config } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, response);
}

describe('error extraction', () => {
  it('prefers the server msg, then message', () => {
    expect(serverMessage({ msg: '账号或密码错误', message: 'x' })).toBe('账号或密码错误');
    expect(serverMessage({ message: 'only message' })).toBe('only message');
    expect(serverMessage({ msg: '  ' })).toBeNull();
    expect(serverMessage('text body')).toBeNull();
  });

  it('passes the status and body through with the server message', () => {
    const error = toApiError(answered(401, { msg: '账号或密码错误' }));
    expect(error).toEqual({ result: 401, status: 401, msg: '账号或密码错误', data: { msg: '账号或密码错误' } });
  });

  it('falls back to a Chinese message by status', () => {
    expect(toApiError(answered(403, null)).msg).toBe(MSG.forbidden);
    expect(toApiError(answered(502, '<html>')).msg).toBe(MSG.serverError);
    expect(toApiError(answered(418, {})).msg).toBe(MSG.genericError);
  });

  it('turns a missing answer into result -1 连接超时', () => {
    const error = new AxiosError('Network Error', 'ERR_NETWORK', config, {});
    expect(toApiError(error)).toEqual({ result: -1, msg: '连接超时' });
    expect(toApiError(new AxiosError('timeout', 'ECONNABORTED', config, {})).msg).toBe('连接超时');
  });

  it('names cancellations', () => {
    expect(toApiError(new CanceledError()).msg).toBe(MSG.requestAborted);
    expect(toApiError(new CanceledError(MSG.requestCancelled)).msg).toBe(MSG.requestCancelled);
  });

  it('leaves an ApiError as it is and reads any failure', () => {
    const apiError = { result: 500, msg: '数据库错误' };
    expect(toApiError(apiError)).toBe(apiError);
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(undefined, '默认')).toBe('默认');
  });
});

describe('which calls carry the token', () => {
  it('leaves it off the login calls only', () => {
    expect(isSignInCall({ url: '/sysLogin', method: 'post' })).toBe(true);
    expect(isSignInCall({ url: '/sysLogin/usernameInfo', method: 'post' })).toBe(true);
    expect(isSignInCall({ url: '/sysLogin', method: 'get' })).toBe(false);
    expect(isSignInCall({ url: '/sysLogin', method: 'delete' })).toBe(false);
    expect(isSignInCall({ url: '/sysLogin/sysMenu', method: 'get' })).toBe(false);
  });
});
