import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysSession } from '@server/db/schema';
import { DEMO_ACCOUNTS } from '@server/seed/accounts';
import { hashToken } from '@server/services/sessions';
import { MSG } from '@shared/messages';
import { bearer, createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('POST /api/sysLogin', () => {
  it('signs every staff account and some deputies in and returns an opaque access_token', async () => {
    const tokens = new Set<string>();
    const sample = DEMO_ACCOUNTS.filter((a) => !a.username.startsWith('139') || ['13900000001', '13900000060'].includes(a.username));
    expect(sample).toHaveLength(11);
    for (const account of sample) {
      const token = await t.login(account.username);
      expect(token).toMatch(/^[\w-]{43}$/);
      tokens.add(token);
    }
    expect(tokens.size).toBe(sample.length);
  });

  it('stores only the hash of the token', async () => {
    const token = await t.login('13800000000');
    const rows = await t.database.db.select().from(sysSession).where(eq(sysSession.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.select().from(sysSession).where(eq(sysSession.tokenHash, token));
    expect(raw).toHaveLength(0);
  });

  it('answers 401 with one message for a wrong password and for an unknown account', async () => {
    const wrongPassword = await t.app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username: '13800000000', password: 'nope-nope' } });
    const unknownUser = await t.app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username: '13811112222', password: 'Rdlz@2026' } });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ msg: MSG.loginFailed });
    expect(unknownUser.json()).toEqual({ msg: MSG.loginFailed });
  });

  it('answers 400 with a Chinese message for blank fields', async () => {
    const blankUser = await t.app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username: '  ', password: 'x' } });
    const blankPassword = await t.app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username: '13800000000', password: '' } });
    const missing = await t.app.inject({ method: 'POST', url: '/api/sysLogin', payload: {} });
    expect(blankUser.json()).toEqual({ msg: MSG.usernameRequired });
    expect(blankPassword.json()).toEqual({ msg: MSG.passwordRequired });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().msg).toContain(MSG.badRequest);
  });
});

describe('GET /api/sysLogin', () => {
  it('describes a deputy with npcDelegateInfo', async () => {
    const token = await t.login('13900000001');
    const response = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const info = response.json();
    expect(info).toMatchObject({
      realName: '张明华',
      username: '13900000001',
      loginRoleCode: 'NPC_REPRESENT',
      delegateGrade: 3,
      belongNpcProvince: '四川省',
      belongNpcCity: '巴中市',
      npcDelegateInfo: { delegateName: '张明华', delegationName: '巴州区代表团', delegateGrade: 3 },
    });
    expect(info.belongDelegationId).toBe(info.npcDelegateInfo.fkDelegationId);
    expect(info.stationName).toBe('巴州区东城街道代表联络站');
    expect(info.npcDelegateInfo.fkStationId).toBe(info.stationId);
  });

  it('describes unit and station accounts by their unit and station', async () => {
    const unit = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(await t.tokenFor('13800000005')) });
    expect(unit.json()).toMatchObject({ loginRoleCode: 'NPC_GOV', unitName: '巴中市交通运输局', npcDelegateInfo: null });
    expect(unit.json().unitId).toBeGreaterThan(0);
    const station = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(await t.tokenFor('13800000007')) });
    expect(station.json()).toMatchObject({ loginRoleCode: 'NPC_STATION', stationName: '巴州区东城街道代表联络站' });
  });

  it('answers 401 without a token or with an unknown one', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/sysLogin' });
    const forged = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer('forged-token') });
    expect(none.statusCode).toBe(401);
    expect(forged.statusCode).toBe(401);
    expect(none.json()).toEqual({ msg: MSG.unauthorized });
  });
});

describe('DELETE /api/sysLogin', () => {
  it('answers 204 and the token stops working', async () => {
    const token = await t.login('13800000002');
    const logout = await t.app.inject({ method: 'DELETE', url: '/api/sysLogin', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });

  it('accepts the accessToken query variant', async () => {
    const token = await t.login('13800000003');
    const logout = await t.app.inject({ method: 'DELETE', url: `/api/sysLogin?accessToken=${token}` });
    expect(logout.statusCode).toBe(204);
    const after = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });
});

describe('GET /api/sysNpcState/current', () => {
  it('answers the current term and session, in recess', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sysNpcState/current', headers: bearer(await t.tokenFor('13800000001')) });
    expect(response.json()).toMatchObject({ currentTerm: 5, currentTimes: 3, termShow: '第五届', timesShow: '第三次会议', currentMeetStatus: 2 });
  });
});

describe('GET /api/health', () => {
  it('reports the database reachable', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('reports 503 when the database is gone', async () => {
    const { buildApp } = await import('@server/app');
    const broken = await buildApp({ database: { ...t.database, ping: async () => false } });
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    await broken.close();
  });
});
