import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, smsOutbox, sysSession } from '@server/db/schema';
import { FORGET_PASSWORD_API, FORGET_PASSWORD_MSG } from '@shared/forget-password';
import { bearer, useTestApp, userIdOf } from '../helpers/test-app';

const t = useTestApp();
const PHONE = '13800000002';

async function textsTo(phone: string) {
  return t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.outboxId));
}

/** The code goes out after the answer: wait for its text. */
async function codeTextedTo(phone: string): Promise<string> {
  for (let i = 0; i < 50; i += 1) {
    const code = /验证码为(\d{6})/.exec((await textsTo(phone))[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no code texted');
}

const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('忘记密码', () => {
  it('answers an unknown phone exactly as a known one, and texts only the known one', async () => {
    const known = await post(FORGET_PASSWORD_API.sendCode, { username: PHONE });
    const unknown = await post(FORGET_PASSWORD_API.sendCode, { username: '13655550000' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({ msg: FORGET_PASSWORD_MSG.codeSent });
    await codeTextedTo(PHONE);
    expect(await textsTo('13655550000')).toHaveLength(0);
  });

  it('refuses a bad phone and a wrong code naming the field, then sets the password with the right one and ends every session', async () => {
    expect((await post(FORGET_PASSWORD_API.sendCode, { username: '123' })).json()).toMatchObject({ field: 'username' });
    const token = await t.login(PHONE);
    const code = await codeTextedTo(PHONE);
    const wrong = await post(FORGET_PASSWORD_API.reset, { username: PHONE, code: code === '000000' ? '111111' : '000000', password: 'newpass1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ msg: FORGET_PASSWORD_MSG.codeWrong, field: 'code' });
    expect((await post(FORGET_PASSWORD_API.reset, { username: PHONE, code, password: '123' })).json()).toMatchObject({ field: 'password' });

    const right = await post(FORGET_PASSWORD_API.reset, { username: PHONE, code, password: 'newpass1' });
    expect(right.statusCode).toBe(200);
    const userId = await userIdOf(t, PHONE);
    expect(await t.database.db.select().from(sysSession).where(eq(sysSession.fkUserId, userId))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username: PHONE, password: 'newpass1' } })).statusCode).toBe(200);
    expect(await t.database.db.select().from(auditLog).where(and(eq(auditLog.action, 'password_recovered'), eq(auditLog.target, `user:${userId}`)))).toHaveLength(1);
    // A code proves one reset.
    expect((await post(FORGET_PASSWORD_API.reset, { username: PHONE, code, password: 'again123' })).statusCode).toBe(400);
  });
});

describe('POST /api/sysLogin/usernameInfo', () => {
  it('answers the same shape for a known and an unknown name, masked, without a token', async () => {
    const known = await post('/api/sysLogin/usernameInfo', { username: '13800000000' });
    const unknown = await post('/api/sysLogin/usernameInfo', { username: '13699990000' });
    expect(known.json()).toEqual({ username: '138****0000', retryAfterSeconds: 0, forgetPasswordPath: '/forgetPassword' });
    expect(unknown.json()).toEqual({ username: '136****0000', retryAfterSeconds: 0, forgetPasswordPath: '/forgetPassword' });
    expect((await post('/api/sysLogin/usernameInfo', { username: ' ' })).statusCode).toBe(400);
  });
});
