import { and, count, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '@shared/messages';
import { Role, type RoleCode } from '@shared/roles';
import { auditLog, loginLink, sysSession, sysUser } from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/seed/accounts';
import { hashPassword } from '@server/services/password';
import { hashToken } from '@server/services/sessions';
import { LINK_NOTICES_AT_ONCE } from '@server/services/login-link-notices';
import { LINK_TARGET_FORBIDDEN, LOGIN_LINK_TARGETS } from '@server/routes/api/link-login/login-link-policy';
import { issueLoginLink } from '@server/routes/api/link-login/login-links.service';
import { bearer, createTestApp, type TestApp, userIdOf } from '../helpers/test-app';

/**
 * Login links make their holder someone else, so who may issue one for whom is a rule
 * (login-link-policy.ts): never for the super administrator unless by a super administrator,
 * never across role families without a grant. It holds when a link is issued and again when it
 * is exchanged; every issue is audited; the account's owner is told at a later sign-in.
 */

const SUPER_ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const DEPUTY = '13900000001';

let t: TestApp;
let passwordHash: string;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword(DEMO_PASSWORD);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

/** A new account of the role, for a test of its own (the demo has one account per role). */
async function newAccount(role: RoleCode, realName = '测试账号'): Promise<{ userId: number; username: string }> {
  serial += 1;
  const username = `1370000${String(serial).padStart(4, '0')}`;
  const [row] = await t.database.db.insert(sysUser).values({ username, realName, passwordHash, loginRoleCode: role }).returning({ userId: sysUser.userId });
  return { userId: row.userId, username };
}

const issue = async (as: string, userId: number) =>
  t.app.inject({ method: 'POST', url: '/api/bind/loginLink', headers: bearer(await t.tokenFor(as)), payload: { userId } });

const exchangeToken = (token: string) => t.app.inject({ method: 'GET', url: '/api/bind/user?terminal=PC', headers: { 'user-token': token } });
const exchangeCode = (code: string) => t.app.inject({ method: 'GET', url: '/api/srdLogin', headers: { code } });

async function linksFor(userId: number) {
  const [row] = await t.database.db.select({ n: count() }).from(loginLink).where(eq(loginLink.fkUserId, userId));
  return row.n;
}

async function sessionsOf(userId: number) {
  const [row] = await t.database.db.select({ n: count() }).from(sysSession).where(eq(sysSession.fkUserId, userId));
  return row.n;
}

async function issuedAuditRows(targetUserId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'login_link_issued'), eq(auditLog.target, `user:${targetUserId}`)))
    .orderBy(desc(auditLog.auditId));
}

interface Notice {
  issuedAt: string;
  issuedBy: string | null;
  issuerRole: string | null;
  expiresAt: string;
  usedAt: string | null;
}

async function noticesOf(accessToken: string): Promise<Notice[]> {
  const me = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(accessToken) });
  expect(me.statusCode).toBe(200);
  return me.json<{ loginLinkNotices: Notice[] }>().loginLinkNotices;
}

const acknowledge = (accessToken: string, through: string) =>
  t.app.inject({ method: 'PUT', url: '/api/bind/loginLinkNotice', headers: bearer(accessToken), payload: { through } });

describe('who may issue a login link for whom', () => {
  it('a congress administrator cannot issue a login link for the super administrator', async () => {
    // The reproduction: 13800000001 asks for userId 1, the super administrator of the demo.
    const [target] = await t.database.db.select().from(sysUser).where(eq(sysUser.userId, 1));
    expect(target).toMatchObject({ username: SUPER_ADMIN, loginRoleCode: Role.superAdmin });
    const linksBefore = await linksFor(1);
    const auditBefore = (await issuedAuditRows(1)).length;

    const refused = await issue(CONGRESS_ADMIN, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ msg: LINK_TARGET_FORBIDDEN });
    expect(await linksFor(1)).toBe(linksBefore);
    expect((await issuedAuditRows(1)).length).toBe(auditBefore);
  });

  it('a congress administrator cannot issue a link for another administrator, a review body, the appointment committee or a unit', async () => {
    const targets: RoleCode[] = [Role.congressAdmin, Role.superAdmin, Role.work, Role.specialCommittee, Role.appointmentCommittee, Role.gov, Role.unit, Role.party];
    for (const role of targets) {
      const { userId } = await newAccount(role);
      const refused = await issue(CONGRESS_ADMIN, userId);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.json(), role).toEqual({ msg: LINK_TARGET_FORBIDDEN });
      expect(await linksFor(userId), role).toBe(0);
    }
    // Not even for itself: its own account is an administrator's.
    expect((await issue(CONGRESS_ADMIN, await userIdOf(t, CONGRESS_ADMIN))).statusCode).toBe(403);
  });

  it('a congress administrator issues links for deputies and the deputies’ organisation it administers', async () => {
    const deputy = await issue(CONGRESS_ADMIN, await userIdOf(t, DEPUTY));
    expect(deputy.statusCode, deputy.body).toBe(201);
    for (const role of [Role.delegation, Role.station, Role.group, Role.ly] as RoleCode[]) {
      const { userId } = await newAccount(role);
      const answer = await issue(CONGRESS_ADMIN, userId);
      expect(answer.statusCode, `${role}: ${answer.body}`).toBe(201);
    }
  });

  it('the super administrator issues links for every role, a super administrator included', async () => {
    for (const role of Object.values(Role)) {
      const { userId } = await newAccount(role);
      const answer = await issue(SUPER_ADMIN, userId);
      expect(answer.statusCode, `${role}: ${answer.body}`).toBe(201);
    }
  });

  it('only the super administrator appears as an issuer for the super administrator in the rule', () => {
    const issuersOfSuper = Object.entries(LOGIN_LINK_TARGETS)
      .filter(([, targets]) => targets!.includes(Role.superAdmin))
      .map(([issuer]) => issuer);
    expect(issuersOfSuper).toEqual([Role.superAdmin]);
  });

  it('any other role is refused at the door, whatever the target', async () => {
    const refused = await issue('13800000002', await userIdOf(t, DEPUTY));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ msg: MSG.forbidden });
  });
});

describe('exchanging a link', () => {
  it('a link for the super administrator that a congress administrator holds cannot be exchanged for its session', async () => {
    // A link stored for userId 1 by 13800000001 (as the unguarded route used to): neither
    // exchange route opens a session of the super administrator with it.
    const issuedBy = await userIdOf(t, CONGRESS_ADMIN);
    const byToken = await issueLoginLink(t.database.db, { userId: 1, issuedBy, bindMsgId: null });
    const byCode = await issueLoginLink(t.database.db, { userId: 1, issuedBy, bindMsgId: null });
    const sessionsBefore = await sessionsOf(1);

    const viaToken = await exchangeToken(byToken.token);
    expect(viaToken.statusCode).toBe(401);
    expect(viaToken.json()).toEqual({ msg: MSG.authFailed });
    const viaQuery = await t.app.inject({ method: 'GET', url: `/api/srdLogin?code=${byCode.token}` });
    expect(viaQuery.statusCode).toBe(401);
    expect((await exchangeCode(byCode.token)).statusCode).toBe(401);
    expect(await sessionsOf(1)).toBe(sessionsBefore);
  });

  it('a link whose account was raised above the issuer’s reach after it was issued opens no session', async () => {
    const target = await newAccount(Role.represent);
    const answer = await issue(CONGRESS_ADMIN, target.userId);
    expect(answer.statusCode).toBe(201);
    await t.database.db.update(sysUser).set({ loginRoleCode: Role.superAdmin }).where(eq(sysUser.userId, target.userId));

    expect((await exchangeToken(answer.json<{ token: string }>().token)).statusCode).toBe(401);
    expect(await sessionsOf(target.userId)).toBe(0);
  });

  it('a link whose issuer has been disabled opens no session', async () => {
    const issuer = await newAccount(Role.congressAdmin, '停用的管理员');
    const target = await newAccount(Role.represent);
    const link = await issueLoginLink(t.database.db, { userId: target.userId, issuedBy: issuer.userId, bindMsgId: null });
    await t.database.db.update(sysUser).set({ isValid: false }).where(eq(sysUser.userId, issuer.userId));

    expect((await exchangeToken(link.token)).statusCode).toBe(401);
    expect(await sessionsOf(target.userId)).toBe(0);
  });

  it('a link within the rule still signs its user in', async () => {
    const target = await newAccount(Role.station);
    const answer = await issue(CONGRESS_ADMIN, target.userId);
    const exchanged = await exchangeToken(answer.json<{ token: string }>().token);
    expect(exchanged.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(exchanged.json<{ access_token: string }>().access_token) });
    expect(me.json()).toMatchObject({ userId: target.userId, loginRoleCode: Role.station });
  });
});

describe('the audit log', () => {
  it('records every issued link with its issuer and its target, never the token', async () => {
    const target = await newAccount(Role.group, '审计对象');
    const answer = await issue(CONGRESS_ADMIN, target.userId);
    expect(answer.statusCode).toBe(201);
    const { token, expiresAt } = answer.json<{ token: string; expiresAt: string }>();

    const rows = await issuedAuditRows(target.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'login_link_issued',
      userId: await userIdOf(t, CONGRESS_ADMIN),
      userName: '陈静',
      role: Role.congressAdmin,
      target: `user:${target.userId}`,
      detail: { targetName: '审计对象', targetRole: Role.group, bindMsgId: null, expiresAt },
    });
    expect(rows[0].clientAddress).toBeTruthy();
    expect(JSON.stringify(rows[0])).not.toContain(token);
    expect(JSON.stringify(rows[0])).not.toContain(hashToken(token));
  });
});

describe('the notice to the account’s owner', () => {
  it('tells the owner at the next sign-in who issued a link, when, and whether it was used', async () => {
    const owner = await newAccount(Role.represent, '被通知的代表');
    const issued = (await issue(CONGRESS_ADMIN, owner.userId)).json<{ token: string; expiresAt: string }>();

    const own = await t.login(owner.username);
    const [notice, ...more] = await noticesOf(own);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ issuedBy: '陈静', issuerRole: Role.congressAdmin, expiresAt: issued.expiresAt, usedAt: null });

    // Someone uses the link: the session it opened is not told, and cannot dismiss the notice.
    const held = (await exchangeToken(issued.token)).json<{ access_token: string }>().access_token;
    expect(await noticesOf(held)).toEqual([]);
    expect((await acknowledge(held, new Date(Date.now() + 60_000).toISOString())).statusCode).toBe(204);

    // The owner still sees it, now with the time it was used.
    const [afterUse] = await noticesOf(own);
    expect(afterUse.issuedAt).toBe(notice.issuedAt);
    expect(afterUse.usedAt).toEqual(expect.any(String));

    // Acknowledged once, it is not shown again, to any session.
    expect((await acknowledge(own, afterUse.issuedAt)).statusCode).toBe(204);
    expect(await noticesOf(own)).toEqual([]);
    expect(await noticesOf(await t.login(owner.username))).toEqual([]);
  });

  it('two links used by someone else cannot hide each other from the owner', async () => {
    const owner = await newAccount(Role.represent, '两条链接的代表');
    const issuedBy = await userIdOf(t, CONGRESS_ADMIN);
    const older = await issueLoginLink(t.database.db, { userId: owner.userId, issuedBy, bindMsgId: null }, new Date(Date.now() - 60_000));
    const newer = await issueLoginLink(t.database.db, { userId: owner.userId, issuedBy, bindMsgId: null });
    const byOlder = (await exchangeToken(older.token)).json<{ access_token: string }>().access_token;
    const byNewer = (await exchangeToken(newer.token)).json<{ access_token: string }>().access_token;

    // Each session is told only of links issued before its own, and acknowledges only those.
    expect(await noticesOf(byOlder)).toEqual([]);
    expect((await noticesOf(byNewer)).map((n) => n.issuedAt)).toEqual([new Date(older.expiresAt.getTime() - 10 * 60_000).toISOString()]);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect((await acknowledge(byNewer, later)).statusCode).toBe(204);
    expect((await acknowledge(byOlder, later)).statusCode).toBe(204);

    const told = await noticesOf(await t.login(owner.username));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ issuedBy: '陈静', expiresAt: newer.expiresAt.toISOString(), usedAt: expect.any(String) });
  });

  it('acknowledging the notices shown does not hide a link issued after them', async () => {
    const owner = await newAccount(Role.represent);
    await issue(SUPER_ADMIN, owner.userId);
    const own = await t.login(owner.username);
    const [shown] = await noticesOf(own);
    await issue(CONGRESS_ADMIN, owner.userId);

    expect((await acknowledge(own, shown.issuedAt)).statusCode).toBe(204);
    const left = await noticesOf(own);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({ issuedBy: '陈静', issuerRole: Role.congressAdmin });
  });

  it(`sends at most ${LINK_NOTICES_AT_ONCE} notices at once, oldest first, and the rest after those are acknowledged`, async () => {
    const owner = await newAccount(Role.represent);
    const issuedBy = await userIdOf(t, SUPER_ADMIN);
    const start = Date.now() - 3_600_000;
    for (let i = 0; i <= LINK_NOTICES_AT_ONCE; i += 1) {
      await issueLoginLink(t.database.db, { userId: owner.userId, issuedBy, bindMsgId: null }, new Date(start + i * 1000));
    }
    const own = await t.login(owner.username);
    const first = await noticesOf(own);
    expect(first).toHaveLength(LINK_NOTICES_AT_ONCE);
    expect(first[0].issuedAt).toBe(new Date(start).toISOString());
    await acknowledge(own, first.at(-1)!.issuedAt);
    const rest = await noticesOf(own);
    expect(rest.map((n) => n.issuedAt)).toEqual([new Date(start + LINK_NOTICES_AT_ONCE * 1000).toISOString()]);
  });

  it('keeps a link past the clean-up until its owner has seen the notice', async () => {
    const owner = await newAccount(Role.represent);
    const issuedBy = await userIdOf(t, SUPER_ADMIN);
    const old = await issueLoginLink(t.database.db, { userId: owner.userId, issuedBy, bindMsgId: null }, new Date(Date.now() - 3 * 24 * 3_600_000));
    const stored = eq(loginLink.tokenHash, hashToken(old.token));

    await issue(SUPER_ADMIN, await userIdOf(t, DEPUTY)); // each issue cleans up old links
    expect(await t.database.db.select().from(loginLink).where(stored)).toHaveLength(1);

    const own = await t.login(owner.username);
    await acknowledge(own, (await noticesOf(own)).at(-1)!.issuedAt);
    await issue(SUPER_ADMIN, await userIdOf(t, DEPUTY));
    expect(await t.database.db.select().from(loginLink).where(stored)).toHaveLength(0);
  });

  it('refuses an acknowledgement without a session or without a time', async () => {
    const anonymous = await t.app.inject({ method: 'PUT', url: '/api/bind/loginLinkNotice', payload: { through: new Date().toISOString() } });
    expect(anonymous.statusCode).toBe(401);
    const own = await t.tokenFor(DEPUTY);
    for (const payload of [{}, { through: 'yesterday' }]) {
      const refused = await t.app.inject({ method: 'PUT', url: '/api/bind/loginLinkNotice', headers: bearer(own), payload });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ msg: string }>().msg).toMatch(/^请求参数有误/);
    }
  });
});
