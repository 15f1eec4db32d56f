import { describe, expect, it } from 'vitest';
import { bearer, useTestApp } from '../helpers/test-app';

const t = useTestApp();

const get = async (username: string, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(await t.tokenFor(username)) });

describe('the audit log viewer', () => {
  it('lists, filters, details and exports for NPC_ADMIN only', async () => {
    await get('13800000002', '/api/sysLogin');
    const logins = await get('13800000000', '/api/auditLog?action=login&userName=刘洪涛');
    expect(logins.statusCode).toBe(200);
    expect(logins.json().total).toBeGreaterThanOrEqual(1);
    expect(logins.json().list.every((row: { action: string; userName: string }) => row.action === 'login' && row.userName === '刘洪涛')).toBe(true);
    const one = logins.json().list[0];
    expect((await get('13800000000', `/api/auditLog/${one.auditId}`)).json()).toMatchObject({ auditId: one.auditId, action: 'login' });
    expect((await get('13800000000', '/api/auditLog/999999999')).statusCode).toBe(404);
    expect((await get('13800000000', '/api/auditLog/export?action=login')).headers['content-type']).toContain('spreadsheetml');
    expect((await get('13800000001', '/api/auditLog')).statusCode).toBe(403);
  });

  it('refuses a range that ends before it starts, naming the field', async () => {
    const response = await get('13800000000', '/api/auditLog?dateFrom=2026-11-20&dateTo=2026-11-01');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: '开始日期不能晚于结束日期', field: 'dateFrom' });
  });
});
