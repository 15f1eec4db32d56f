import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sysSession, sysUser } from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/seed/accounts';
import { MSG } from '@shared/messages';
import { bearer, useTestApp, userIdOf } from '../helpers/test-app';

const t = useTestApp();

async function sessionCount(userId: number): Promise<number> {
  return (await t.database.db.select().from(sysSession).where(eq(sysSession.fkUserId, userId))).length;
}

function put(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'PUT', url: '/api/sysNpcUser', headers: bearer(token), payload });
}

function check(token: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/sysNpcUser/checkPassword', headers: bearer(token), payload });
}

describe('GET /api/sysNpcUser', () => {
  it('answers the caller’s own public fields, never the hash', async () => {
    const token = await t.tokenFor('13900000001');
    const userId = await userIdOf(t, '13900000001');
    const response = await t.app.inject({ method: 'GET', url: `/api/sysNpcUser?userId=${userId}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ total: 1, pageNum: 1, pageSize: 10 });
    expect(body.list[0]).toMatchObject({ userId, username: '13900000001', realName: '张明华', loginRoleCode: 'NPC_REPRESENT', isValid: true });
    expect(response.body).not.toMatch(/passwordHash|password_hash|scrypt/);
  });

  it('answers only the caller without a filter, and 403 for someone else', async () => {
    const token = await t.tokenFor('13800000002');
    const mine = await t.app.inject({ method: 'GET', url: '/api/sysNpcUser', headers: bearer(token) });
    expect(mine.json().list.map((u: { username: string }) => u.username)).toEqual(['13800000002']);
    const other = await t.app.inject({ method: 'GET', url: `/api/sysNpcUser?userId=${await userIdOf(t, '13800000003')}`, headers: bearer(token) });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ msg: MSG.forbidden });
    const byName = await t.app.inject({ method: 'GET', url: '/api/sysNpcUser?username=13800000003', headers: bearer(token) });
    expect(byName.statusCode).toBe(403);
  });

  it('lets an administrator read any account, by id or username, and page through all', async () => {
    for (const admin of ['13800000000', '13800000001']) {
      const token = await t.tokenFor(admin);
      const byId = await t.app.inject({ method: 'GET', url: `/api/sysNpcUser?userId=${await userIdOf(t, '13800000007')}`, headers: bearer(token) });
      expect(byId.json().list[0]).toMatchObject({ realName: '李晓燕', post: '巴州区东城街道代表联络站工作人员' });
      const byName = await t.app.inject({ method: 'GET', url: '/api/sysNpcUser?username=13900000002', headers: bearer(token) });
      expect(byName.json().total).toBe(1);
    }
    const all = await t.app.inject({ method: 'GET', url: '/api/sysNpcUser?pageSize=5&pageNum=2', headers: bearer(await t.tokenFor('13800000000')) });
    expect(all.json()).toMatchObject({ total: 69, pageNum: 2, pageSize: 5 });
    expect(all.json().list).toHaveLength(5);
  });

  it('answers 401 without a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/sysNpcUser' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /api/sysNpcUser/checkPassword', () => {
  it('accepts the right old password and refuses a wrong one with 原密码不正确', async () => {
    const token = await t.tokenFor('13800000004');
    const userId = await userIdOf(t, '13800000004');
    const right = await check(token, { userId, oldPassword: DEMO_PASSWORD });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ msg: MSG.operationSucceeded });
    const wrong = await check(token, { userId, oldPassword: 'Wrong#123' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ msg: MSG.oldPasswordWrong });
    const blank = await check(token, { userId, oldPassword: '' });
    expect(blank.json()).toEqual({ msg: MSG.oldPasswordRequired });
  });

  it('checks only the caller’s own password', async () => {
    const token = await t.tokenFor('13800000000');
    const response = await check(token, { userId: await userIdOf(t, '13800000004'), oldPassword: DEMO_PASSWORD });
    expect(response.statusCode).toBe(403);
  });
});

describe('PUT /api/sysNpcUser', () => {
  it('refuses a wrong old password with 原密码不正确 and changes nothing', async () => {
    const token = await t.login('13900000010');
    const userId = await userIdOf(t, '13900000010');
    const response = await put(token, { userId, oldPassword: 'Wrong#123', password: 'Newpass#1' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ msg: MSG.oldPasswordWrong });
    await t.login('13900000010', DEMO_PASSWORD);
  });

  it('asks for the old password and for a new one of 6 to 12 characters', async () => {
    const token = await t.login('13900000011');
    const userId = await userIdOf(t, '13900000011');
    expect((await put(token, { userId, password: 'Newpass#1' })).json()).toEqual({ msg: MSG.oldPasswordRequired });
    expect((await put(token, { userId, oldPassword: DEMO_PASSWORD, password: '' })).json()).toEqual({ msg: MSG.newPasswordRequired });
    for (const password of ['12345', '1234567890123']) {
      const response = await put(token, { userId, oldPassword: DEMO_PASSWORD, password });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ msg: MSG.passwordLength });
    }
    const missing = await t.app.inject({ method: 'PUT', url: '/api/sysNpcUser', headers: bearer(token), payload: { userId } });
    expect(missing.statusCode).toBe(400);
  });

  it('changes the password, ends every session of the user and lets the new password sign in', async () => {
    const first = await t.login('13900000012');
    const second = await t.login('13900000012');
    const userId = await userIdOf(t, '13900000012');
    expect(await sessionCount(userId)).toBe(2);

    const response = await put(first, { userId, oldPassword: DEMO_PASSWORD, password: '123456' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ msg: MSG.operationSucceeded });

    expect(await sessionCount(userId)).toBe(0);
    for (const token of [first, second]) {
      const after = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) });
      expect(after.statusCode).toBe(401);
    }
    await expect(t.login('13900000012', DEMO_PASSWORD)).rejects.toThrow(/401/);
    const fresh = await t.login('13900000012', '123456');
    const [row] = await t.database.db.select().from(sysUser).where(eq(sysUser.userId, userId));
    expect(row.passwordChangedAt).toBeInstanceOf(Date);
    expect(row.passwordHash).toMatch(/^scrypt\$/);
    expect(row.passwordHash).not.toContain('123456');

    // 12 characters is the longest allowed.
    const back = await put(fresh, { userId, oldPassword: '123456', password: 'Rdlz@2026abc' });
    expect(back.statusCode).toBe(200);
    await t.login('13900000012', 'Rdlz@2026abc');
  });

  it('lets a user change only their own password', async () => {
    const token = await t.login('13900000013');
    const response = await put(token, { userId: await userIdOf(t, '13900000014'), oldPassword: DEMO_PASSWORD, password: 'Newpass#1' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ msg: MSG.forbidden });
    await t.login('13900000014');
  });

  it('lets NPC_ADMIN reset another user’s password without the old one, ending that user’s sessions only', async () => {
    const admin = await t.login('13800000000');
    const victim = await t.login('13900000015');
    const userId = await userIdOf(t, '13900000015');
    const response = await put(admin, { userId, password: 'Reset#2026' });
    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(victim) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(admin) })).statusCode).toBe(200);
    await t.login('13900000015', 'Reset#2026');

    const unknown = await put(admin, { userId: 999_999, password: 'Reset#2026' });
    expect(unknown.statusCode).toBe(404);
  });

  it('does not let 人大管理员 reset someone else’s password', async () => {
    const token = await t.login('13800000001');
    const response = await put(token, { userId: await userIdOf(t, '13900000016'), password: 'Reset#2026' });
    expect(response.statusCode).toBe(403);
  });

  it('drops fields it does not know and refuses a call without a session', async () => {
    const token = await t.login('13900000017');
    const userId = await userIdOf(t, '13900000017');
    const extra = await put(token, { userId, oldPassword: DEMO_PASSWORD, password: 'Newpass#1', loginRoleCode: 'NPC_ADMIN' });
    expect(extra.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sysUser).where(eq(sysUser.userId, userId));
    expect(row.loginRoleCode).toBe('NPC_REPRESENT');
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/sysNpcUser', payload: { userId, password: 'Newpass#1' } });
    expect(anonymous.statusCode).toBe(401);
  });
});
