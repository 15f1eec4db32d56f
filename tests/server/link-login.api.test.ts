import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { bindMsg, loginLink, sysUser } from '@server/db/schema';
import { hashToken } from '@server/services/sessions';
import { MSG } from '@shared/messages';
import { bearer, useTestApp, userIdOf } from '../helpers/test-app';

const SUPER_ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORKING_COMMITTEE = '13800000002';
const DEPUTY = '13900000001';
const OTHER_DEPUTY = '13900000002';

const t = useTestApp();

interface Issued {
  token: string;
  url: string;
  expiresAt: string;
  bindMsgId: number | null;
}

async function issue(payload: object, as = SUPER_ADMIN) {
  return t.app.inject({ method: 'POST', url: '/api/bind/loginLink', headers: bearer(await t.tokenFor(as)), payload });
}

async function issueFor(username: string, extra: object = {}): Promise<Issued> {
  const response = await issue({ userId: await userIdOf(t, username), ...extra });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Issued>();
}

const exchangeToken = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/bind/user?terminal=PC', headers: { 'user-token': token } });
const exchangeCode = (code: string) => t.app.inject({ method: 'GET', url: `/api/srdLogin?code=${encodeURIComponent(code)}` });

async function whoAmI(accessToken: string) {
  const response = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(accessToken) });
  return { status: response.statusCode, user: response.json<{ username: string; loginRoleCode: string }>() };
}

describe('POST /api/bind/loginLink', () => {
  it('issues a one-time link of 256 random bits for ten minutes, and stores only its hash', async () => {
    const before = Date.now();
    const link = await issueFor(DEPUTY);
    expect(link.token).toMatch(/^[\w-]{43}$/);
    expect(link.url).toBe(`/rdlz/sso?token=${link.token}`);
    expect(link.bindMsgId).toBeNull();
    const ttl = new Date(link.expiresAt).getTime() - before;
    expect(ttl).toBeGreaterThan(10 * 60_000 - 5_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 5_000);

    const stored = await t.database.db.select().from(loginLink).where(eq(loginLink.tokenHash, hashToken(link.token)));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ fkUserId: await userIdOf(t, DEPUTY), fkIssuedBy: await userIdOf(t, SUPER_ADMIN), usedAt: null });
    expect(await t.database.db.select().from(loginLink).where(eq(loginLink.tokenHash, link.token))).toHaveLength(0);
  });

  it('is for NPC_ADMIN and 人大管理员 only', async () => {
    const userId = await userIdOf(t, DEPUTY);
    expect((await issue({ userId }, CONGRESS_ADMIN)).statusCode).toBe(201);
    for (const username of [WORKING_COMMITTEE, DEPUTY, '13800000008']) {
      const refused = await issue({ userId }, username);
      expect(refused.statusCode, username).toBe(403);
      expect(refused.json()).toEqual({ msg: MSG.forbidden });
    }
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/bind/loginLink', payload: { userId } });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses an unknown user and a malformed body', async () => {
    expect((await issue({ userId: 999_999 })).statusCode).toBe(404);
    expect((await issue({})).statusCode).toBe(400);
    expect((await issue({ userId: 'x' })).statusCode).toBe(400);
  });

  it('links a new or an existing bind message of that user, never someone else’s', async () => {
    const created = await issueFor(DEPUTY, { bindMsg: { msgType: 0, localId: 42 } });
    expect(created.bindMsgId).toEqual(expect.any(Number));
    expect(created.url).toBe(`/rdlz/sso?token=${created.token}&id=${created.bindMsgId}`);
    const [row] = await t.database.db.select().from(bindMsg).where(eq(bindMsg.id, created.bindMsgId!));
    expect(row).toMatchObject({ fkUserId: await userIdOf(t, DEPUTY), msgType: 0, localId: 42 });

    const reused = await issueFor(DEPUTY, { bindMsgId: created.bindMsgId });
    expect(reused.bindMsgId).toBe(created.bindMsgId);

    const foreign = await issue({ userId: await userIdOf(t, OTHER_DEPUTY), bindMsgId: created.bindMsgId });
    expect(foreign.statusCode).toBe(404);
    const both = await issue({ userId: await userIdOf(t, DEPUTY), bindMsgId: created.bindMsgId, bindMsg: { msgType: 1, localId: 1 } });
    expect(both.statusCode).toBe(400);
  });
});

describe('GET /api/bind/user (token) and GET /api/srdLogin (code)', () => {
  it('exchanges a link once for a session of its user', async () => {
    const link = await issueFor(DEPUTY);
    const first = await exchangeToken(link.token);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const { access_token } = first.json<{ access_token: string }>();
    expect(access_token).toMatch(/^[\w-]{43}$/);
    expect(access_token).not.toBe(link.token);
    expect(await whoAmI(access_token)).toMatchObject({ status: 200, user: { username: DEPUTY, loginRoleCode: 'NPC_REPRESENT' } });

    const [stored] = await t.database.db.select().from(loginLink).where(eq(loginLink.tokenHash, hashToken(link.token)));
    expect(stored.usedAt).toBeInstanceOf(Date);
  });

  it('answers a second exchange of the same link with 401 认证失败！, by token or by code', async () => {
    const link = await issueFor(DEPUTY);
    expect((await exchangeToken(link.token)).statusCode).toBe(200);
    const again = await exchangeToken(link.token);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ msg: MSG.authFailed });
    expect((await exchangeCode(link.token)).statusCode).toBe(401);
  });

  it('takes the link token as a code, from the query or the `code` header', async () => {
    const byQuery = await issueFor('13800000008');
    const answer = await exchangeCode(byQuery.token);
    expect(answer.statusCode).toBe(200);
    expect((await whoAmI(answer.json<{ access_token: string }>().access_token)).user.username).toBe('13800000008');

    const byHeader = await issueFor(DEPUTY);
    const viaHeader = await t.app.inject({ method: 'GET', url: '/api/srdLogin', headers: { code: byHeader.token } });
    expect(viaHeader.statusCode).toBe(200);
  });

  it('lets only one of two simultaneous exchanges of one link win', async () => {
    const link = await issueFor(DEPUTY);
    const answers = await Promise.all([exchangeToken(link.token), exchangeCode(link.token), exchangeToken(link.token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401, 401]);
  });

  it('refuses an expired link with 401', async () => {
    const link = await issueFor(DEPUTY);
    await t.database.db
      .update(loginLink)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(loginLink.tokenHash, hashToken(link.token)));
    const expired = await exchangeToken(link.token);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ msg: MSG.authFailed });
  });

  it('refuses unknown, missing and the user’s disabled links with 401', async () => {
    expect((await exchangeToken('not-a-link')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/bind/user?terminal=PC' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/srdLogin' })).statusCode).toBe(401);

    const link = await issueFor(OTHER_DEPUTY);
    const userId = await userIdOf(t, OTHER_DEPUTY);
    await t.database.db.update(sysUser).set({ isValid: false }).where(eq(sysUser.userId, userId));
    try {
      expect((await exchangeToken(link.token)).statusCode).toBe(401);
    } finally {
      await t.database.db.update(sysUser).set({ isValid: true }).where(eq(sysUser.userId, userId));
    }
  });
});

describe('GET /api/bind/bindMsg/:id', () => {
  it('returns msgType and localId of the signed-in user’s own message, 404 for anyone else', async () => {
    const link = await issueFor(DEPUTY, { bindMsg: { msgType: 0, localId: 7 } });
    const session = (await exchangeToken(link.token)).json<{ access_token: string }>().access_token;
    const own = await t.app.inject({ method: 'GET', url: `/api/bind/bindMsg/${link.bindMsgId}`, headers: bearer(session) });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({ id: link.bindMsgId, msgType: 0, localId: 7 });

    const other = await t.app.inject({ method: 'GET', url: `/api/bind/bindMsg/${link.bindMsgId}`, headers: bearer(await t.tokenFor(OTHER_DEPUTY)) });
    expect(other.statusCode).toBe(404);
    const missing = await t.app.inject({ method: 'GET', url: '/api/bind/bindMsg/999999', headers: bearer(session) });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/bind/bindMsg/${link.bindMsgId}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
