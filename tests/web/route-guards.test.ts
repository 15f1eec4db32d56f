import { describe, expect, it } from 'vitest';
import { DELEGATE_HOME, SYSTEM_HOME } from '@shared/roles';
import { isChunkLoadError, shouldReload } from '@web/lib/chunk-reload';
import { describeRouteError } from '@web/lib/route-error-view';
import { homeRedirect, sessionRedirect } from '@web/lib/route-guards';
import { MSG } from '@shared/messages';

describe('route guards', () => {
  it('sends a visitor without a token to the login page', () => {
    expect(sessionRedirect(null)).toBe('/');
    expect(sessionRedirect('')).toBe('/');
    expect(sessionRedirect('abc')).toBeNull();
  });

  it('keeps every role on its own home', () => {
    expect(homeRedirect('system', 'NPC_REPRESENT')).toBe(DELEGATE_HOME);
    expect(homeRedirect('system', 'NPC_ADMIN')).toBeNull();
    expect(homeRedirect('system', null)).toBeNull();
    expect(homeRedirect('delegate', 'NPC_REPRESENT')).toBeNull();
    expect(homeRedirect('delegate', 'NPC_WORK')).toBe(SYSTEM_HOME);
    expect(homeRedirect('delegate', undefined)).toBe(SYSTEM_HOME);
  });
});

describe('chunk-load failures reload once', () => {
  it('recognises the browsers’ messages', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /rdlz/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /rdlz/assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('does not reload again within the window', () => {
    expect(shouldReload(null, 1_000)).toBe(true);
    expect(shouldReload(1_000, 5_000, 10_000)).toBe(false);
    expect(shouldReload(1_000, 12_000, 10_000)).toBe(true);
  });
});

describe('route error view', () => {
  it('defaults to 500 and 系统错误', () => {
    expect(describeRouteError(undefined)).toEqual({ status: 500, message: MSG.genericError });
    expect(describeRouteError(new Error('渲染失败'))).toEqual({ status: 500, message: '渲染失败' });
  });

  it('keeps an error status and the server message', () => {
    expect(describeRouteError({ result: 403, status: 403, msg: '没有权限' })).toEqual({ status: 403, message: '没有权限' });
    expect(describeRouteError({ status: 404 })).toEqual({ status: 404, message: MSG.pageNotFound });
  });
});
