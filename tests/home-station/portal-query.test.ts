import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '@shared/messages';
import { getPortalJson, portalUrl } from '@web/features/home-station/portal-query';
import { NETWORK_FAILURE } from '@web/lib/api-error';

// The portal reads with fetch instead of the workspace's axios client; its failures must carry
// the same section-8 shape and messages.

afterEach(() => vi.unstubAllGlobals());

const answering = (status: number, body: unknown) =>
  vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

describe('portal reads', () => {
  it('puts only the given parameters in the address', () => {
    expect(portalUrl({ path: '/api/contactStation/gateway', params: { areaId: null, pageNum: 2, pageSize: 6, name: '' } })).toBe(
      '/api/contactStation/gateway?pageNum=2&pageSize=6',
    );
    expect(portalUrl({ path: '/api/commArea', params: { areaName: '四川省' } })).toBe('/api/commArea?areaName=%E5%9B%9B%E5%B7%9D%E7%9C%81');
    expect(portalUrl({ path: '/api/x' })).toBe('/api/x');
  });

  it("answers the body of a 2xx and rejects any other status with the server's message", async () => {
    vi.stubGlobal('fetch', answering(200, { list: [1] }));
    await expect(getPortalJson('/api/x')).resolves.toEqual({ list: [1] });

    vi.stubGlobal('fetch', answering(500, { msg: '服务器内部错误，请稍后再试' }));
    await expect(getPortalJson('/api/x')).rejects.toMatchObject({ result: 500, status: 500, msg: '服务器内部错误，请稍后再试' });

    vi.stubGlobal('fetch', answering(404, undefined));
    await expect(getPortalJson('/api/x')).rejects.toMatchObject({ result: 404, msg: MSG.notFound });
  });

  it('reports a request that got no answer as a network failure', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(getPortalJson('/api/x')).rejects.toEqual({ result: NETWORK_FAILURE, msg: MSG.networkTimeout });
  });
});
