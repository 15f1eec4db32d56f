import { describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, smsOutbox, sysSession, sysUser } from '@server/db/schema';
import { DEMO_PASSWORD } from '@server/seed/accounts';
import { STAFF_MSG } from '@shared/staff-accounts';
import { bearer, useTestApp, userIdOf } from '../helpers/test-app';

const t = useTestApp();

const ADMIN = '13800000000';
const CONGRESS_ADMIN = '13800000001';
const WORK = '13800000002';
const STATION_ID_QUERY = '/api/workPeople/options';

const account = (overrides: Record<string, unknown> = {}) => ({
  username: '13612340001',
  realName: '测试人员',
  post: '科员',
  loginRoleCode: 'NPC_WORK',
  fkUnitId: null,
  fkStationId: null,
  fkDelegationId: null,
  ...overrides,
});

async function as(username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) {
  return t.app.inject({ method, url, headers: bearer(await t.tokenFor(username)), ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The temporary password of the newest text to `phone`. */
async function texted(phone: string): Promise<string> {
  const [row] = await t.database.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(desc(smsOutbox.outboxId)).limit(1);
  const password = /临时密码为([A-Za-z0-9]+)/.exec(row?.text ?? '')?.[1];
  if (!password) throw new Error(`no temporary password texted to ${phone}`);
  return password;
}

async function accountChanges(userId: number) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'account_change'), eq(auditLog.target, `user:${userId}`)))
    .orderBy(auditLog.auditId);
}

const signIn = (username: string, password: string) => t.app.inject({ method: 'POST', url: '/api/sysLogin', payload: { username, password } });

describe('staff accounts: list and export', () => {
  it('lists every account but the deputies’, filtered by role, and pages', async () => {
    const all = await as(ADMIN, 'GET', '/api/workPeople?pageSize=100');
    expect(all.statusCode).toBe(200);
    const roles = all.json().list.map((row: { loginRoleCode: string }) => row.loginRoleCode);
    expect(roles).toContain('NPC_ADMIN');
    expect(roles).not.toContain('NPC_REPRESENT');
    const stations = await as(ADMIN, 'GET', '/api/workPeople?loginRoleCode=NPC_STATION&keyword=李晓');
    expect(stations.json()).toMatchObject({ total: 1, list: [{ username: '13800000007', stationName: expect.any(String), manageable: true }] });
    expect(stations.body).not.toMatch(/passwordHash|scrypt/);
  });

  it('marks the accounts 人大管理员 may not manage, and offers it only the roles it reaches', async () => {
    const list = await as(CONGRESS_ADMIN, 'GET', '/api/workPeople?loginRoleCode=NPC_ADMIN');
    expect(list.json().list[0]).toMatchObject({ username: ADMIN, manageable: false });
    const options = await as(CONGRESS_ADMIN, 'GET', STATION_ID_QUERY);
    expect(options.json().roles.map((role: { code: string }) => role.code).sort()).toEqual(['NPC_DELEGATION', 'NPC_GROUP', 'NPC_LY', 'NPC_STATION'].sort());
  });

  it('exports the filtered list as a workbook', async () => {
    const response = await as(ADMIN, 'GET', '/api/workPeople/export?loginRoleCode=NPC_GOV');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses every other role (403) and strangers (401)', async () => {
    expect((await as(WORK, 'GET', '/api/workPeople')).statusCode).toBe(403);
    expect((await as(WORK, 'POST', '/api/workPeople', account({ username: '13612340099' }))).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/workPeople' })).statusCode).toBe(401);
    expect(await t.database.db.select().from(sysUser).where(eq(sysUser.username, '13612340099'))).toHaveLength(0);
  });
});

describe('staff accounts: create', () => {
  it('creates an account whose temporary password goes to the phone only, and must be changed at first sign-in', async () => {
    const response = await as(ADMIN, 'POST', '/api/workPeople', account());
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ msg: STAFF_MSG.created, account: { username: '13612340001', roleLabel: '工作委员会', mustChangePassword: true, isValid: true } });
    const password = await texted('13612340001');
    expect(response.body).not.toContain(password);
    const login = await signIn('13612340001', password);
    expect(login.statusCode).toBe(200);
    expect(login.json().mustChangePassword).toBe(true);
    const userId = response.json().account.userId;
    const me = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(login.json().access_token) });
    expect(me.json().mustChangePassword).toBe(true);
    // Setting one's own password ends the obligation.
    const change = await t.app.inject({ method: 'PUT', url: '/api/sysNpcUser', headers: bearer(login.json().access_token), payload: { userId, oldPassword: password, password: 'mine1234' } });
    expect(change.statusCode).toBe(200);
    expect((await signIn('13612340001', 'mine1234')).json().mustChangePassword).toBe(false);
    const [row] = await accountChanges(userId);
    expect(row).toMatchObject({ userName: '周文斌', detail: { op: 'create', targetName: '测试人员' } });
    expect(JSON.stringify(row.detail)).not.toContain(password);
  });

  it('needs the organisation of the role, and refuses bad input naming the field without writing anything', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ username: '12345' }, 'username', '手机号码格式不对！'],
      [{ realName: '  ' }, 'realName', STAFF_MSG.realNameRequired],
      [{ loginRoleCode: 'NPC_GOV' }, 'fkUnitId', STAFF_MSG.fkUnitId],
      [{ loginRoleCode: 'NPC_STATION' }, 'fkStationId', STAFF_MSG.fkStationId],
      [{ loginRoleCode: 'NPC_DELEGATION' }, 'fkDelegationId', STAFF_MSG.fkDelegationId],
      [{ loginRoleCode: 'NPC_SPECIAL_COMMITTEE' }, 'fkSpecialCommitteeId', STAFF_MSG.fkSpecialCommitteeId],
      [{ loginRoleCode: 'NPC_SPECIAL_COMMITTEE', fkSpecialCommitteeId: 999999 }, 'fkSpecialCommitteeId', STAFF_MSG.unknownOrganisation],
      [{ loginRoleCode: 'NPC_REPRESENT' }, 'loginRoleCode', STAFF_MSG.roleRequired],
      [{ loginRoleCode: 'NPC_GOV', fkUnitId: 999999 }, 'fkUnitId', STAFF_MSG.unknownOrganisation],
    ];
    for (const [overrides, field, msg] of cases) {
      const response = await as(ADMIN, 'POST', '/api/workPeople', account({ username: '13612340002', ...overrides }));
      expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(response.json()).toEqual({ msg, field });
    }
    expect(await t.database.db.select().from(sysUser).where(eq(sysUser.username, '13612340002'))).toHaveLength(0);
  });

  it('links a special-committee account to its committee, listed with its name', async () => {
    const options = (await as(ADMIN, 'GET', '/api/workPeople/options')).json<{ committees: { id: number; name: string }[] }>();
    const committee = options.committees.find((c) => c.name === '法制委员会')!;
    const response = await as(ADMIN, 'POST', '/api/workPeople', account({ username: '13612340009', loginRoleCode: 'NPC_SPECIAL_COMMITTEE', fkSpecialCommitteeId: committee.id }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().account).toMatchObject({ fkSpecialCommitteeId: committee.id, committeeName: '法制委员会' });
    const listed = await as(ADMIN, 'GET', `/api/workPeople?pageNum=1&pageSize=10&fkSpecialCommitteeId=${committee.id}`);
    expect(listed.json().list.map((a: { username: string }) => a.username)).toEqual(['13612340009']);
    // The demo's committee account is in its committee.
    const demo = await as(ADMIN, 'GET', '/api/workPeople?pageNum=1&pageSize=10&keyword=13800000003');
    expect(demo.json().list[0]).toMatchObject({ committeeName: '财政经济委员会' });
  });

  it('refuses a phone already used (409)', async () => {
    const response = await as(ADMIN, 'POST', '/api/workPeople', account({ username: WORK }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ msg: STAFF_MSG.usernameTaken, field: 'username' });
  });

  it('lets 人大管理员 create a station manager but no administrator', async () => {
    const options = (await as(ADMIN, 'GET', STATION_ID_QUERY)).json();
    const station = await as(CONGRESS_ADMIN, 'POST', '/api/workPeople', account({ username: '13612340003', loginRoleCode: 'NPC_STATION', fkStationId: options.stations[0].id, fkUnitId: 1 }));
    expect(station.statusCode).toBe(201);
    // Only the organisation the role needs is kept.
    expect(station.json().account).toMatchObject({ fkStationId: options.stations[0].id, fkUnitId: null });
    for (const loginRoleCode of ['NPC_ADMIN', '人大管理员', 'NPC_GOV']) {
      const refused = await as(CONGRESS_ADMIN, 'POST', '/api/workPeople', account({ username: '13612340004', loginRoleCode, fkUnitId: options.units[0].id }));
      expect(refused.statusCode, loginRoleCode).toBe(403);
    }
  });
});

describe('staff accounts of a role of the role table', () => {
  it('needs what its base role needs, acts as it at sign-in, and is out of reach where its base role is', async () => {
    const role = async (roleCode: string, baseRole: string) => {
      const created = await as(ADMIN, 'POST', '/api/sysRole', { roleCode, roleName: `${roleCode}经办`, baseRole, dataScope: 'all' });
      expect(created.statusCode, created.body).toBe(201);
    };
    await role('UNIT_DATA', 'NPC_GOV');
    await role('ADMIN_DEPUTY', 'NPC_ADMIN');
    const options = (await as(ADMIN, 'GET', STATION_ID_QUERY)).json();
    expect(options.roles).toContainEqual({ code: 'UNIT_DATA', label: 'UNIT_DATA经办', baseRole: 'NPC_GOV' });

    const withoutUnit = await as(ADMIN, 'POST', '/api/workPeople', account({ username: '13612340015', loginRoleCode: 'UNIT_DATA' }));
    expect(withoutUnit.statusCode).toBe(400);
    expect(withoutUnit.json()).toEqual({ msg: STAFF_MSG.fkUnitId, field: 'fkUnitId' });
    const created = await as(ADMIN, 'POST', '/api/workPeople', account({ username: '13612340015', loginRoleCode: 'UNIT_DATA', fkUnitId: options.units[0].id }));
    expect(created.statusCode).toBe(201);
    expect(created.json().account).toMatchObject({ loginRoleCode: 'UNIT_DATA', roleLabel: 'UNIT_DATA经办', fkUnitId: options.units[0].id });

    const signedIn = await signIn('13612340015', await texted('13612340015'));
    expect(signedIn.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(signedIn.json().access_token) });
    expect(me.json()).toMatchObject({ loginRoleCode: 'NPC_GOV', roleCode: 'UNIT_DATA' });

    // 人大管理员 reaches neither a role based on the super administrator nor a unit's.
    const congressOptions = (await as(CONGRESS_ADMIN, 'GET', STATION_ID_QUERY)).json();
    expect(congressOptions.roles.map((r: { code: string }) => r.code)).not.toContain('ADMIN_DEPUTY');
    const refused = await as(CONGRESS_ADMIN, 'POST', '/api/workPeople', account({ username: '13612340016', loginRoleCode: 'ADMIN_DEPUTY' }));
    expect(refused.statusCode).toBe(403);
    const userId = created.json().account.userId;
    expect((await as(CONGRESS_ADMIN, 'PUT', `/api/workPeople/${userId}/disable`)).statusCode).toBe(403);
  });
});

describe('staff accounts: edit, disable, enable, reset', () => {
  it('edits an account and audits what changed; 人大管理员 may not edit an administrator', async () => {
    const userId = await userIdOf(t, '13800000008');
    const response = await as(ADMIN, 'PUT', `/api/workPeople/${userId}`, account({ username: '13800000008', realName: '吴建平', post: '组联络员', loginRoleCode: 'NPC_GROUP' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().account.post).toBe('组联络员');
    const rows = await accountChanges(userId);
    expect(rows.at(-1)?.detail).toMatchObject({ op: 'update', changed: { post: { to: '组联络员' } } });
    const refused = await as(CONGRESS_ADMIN, 'PUT', `/api/workPeople/${await userIdOf(t, ADMIN)}`, account({ username: ADMIN, realName: '改名', loginRoleCode: 'NPC_ADMIN' }));
    expect(refused.statusCode).toBe(403);
    expect((await t.database.db.select().from(sysUser).where(eq(sysUser.username, ADMIN)))[0].realName).toBe('周文斌');
    expect((await as(ADMIN, 'PUT', `/api/workPeople/${await userIdOf(t, '13900000001')}`, account({ username: '13900000001' }))).statusCode).toBe(404);
  });

  it('disabling ends every session of the account at once; enabling lets it sign in again', async () => {
    const created = await as(ADMIN, 'POST', '/api/workPeople', account({ username: '13612340005' }));
    const userId = created.json().account.userId;
    const token = (await signIn('13612340005', await texted('13612340005'))).json().access_token;
    const password = await texted('13612340005');
    expect((await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) })).statusCode).toBe(200);

    const disabled = await as(ADMIN, 'PUT', `/api/workPeople/${userId}/disable`);
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().account.isValid).toBe(false);
    expect(await t.database.db.select().from(sysSession).where(eq(sysSession.fkUserId, userId))).toHaveLength(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) })).statusCode).toBe(401);
    expect((await signIn('13612340005', password)).statusCode).toBe(401);

    expect((await as(ADMIN, 'PUT', `/api/workPeople/${userId}/enable`)).json().account.isValid).toBe(true);
    expect((await signIn('13612340005', password)).statusCode).toBe(200);
    expect((await accountChanges(userId)).map((row) => row.detail?.op)).toEqual(['create', 'disable', 'enable']);
  });

  it('refuses disabling oneself and leaving no enabled super administrator (409)', async () => {
    const adminId = await userIdOf(t, ADMIN);
    const self = await as(ADMIN, 'PUT', `/api/workPeople/${adminId}/disable`);
    expect(self.statusCode).toBe(409);
    expect(self.json().msg).toBe(STAFF_MSG.disableSelf);
    const demote = await as(ADMIN, 'PUT', `/api/workPeople/${adminId}`, account({ username: ADMIN, realName: '周文斌', loginRoleCode: 'NPC_WORK' }));
    expect(demote.statusCode).toBe(409);
    expect(demote.json().msg).toBe(STAFF_MSG.lastAdmin);
    expect((await t.database.db.select().from(sysUser).where(eq(sysUser.userId, adminId)))[0]).toMatchObject({ loginRoleCode: 'NPC_ADMIN', isValid: true });
    // With a second enabled super administrator the first may step down.
    const second = await as(ADMIN, 'POST', '/api/workPeople', account({ username: '13612340006', loginRoleCode: 'NPC_ADMIN' }));
    const secondToken = (await signIn('13612340006', await texted('13612340006'))).json().access_token;
    const firstDisabled = await t.app.inject({ method: 'PUT', url: `/api/workPeople/${adminId}/disable`, headers: bearer(secondToken) });
    expect(firstDisabled.statusCode).toBe(200);
    const last = await t.app.inject({ method: 'PUT', url: `/api/workPeople/${second.json().account.userId}`, headers: bearer(secondToken), payload: account({ username: '13612340006', loginRoleCode: 'NPC_WORK' }) });
    expect(last.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'PUT', url: `/api/workPeople/${adminId}/enable`, headers: bearer(secondToken) })).statusCode).toBe(200);
  });

  it('resets a password by text: sessions end, the administrator never sees it, a new one is due at sign-in', async () => {
    const userId = await userIdOf(t, '13800000005');
    const token = await t.login('13800000005');
    // The super administrator's sessions ended when it was disabled above.
    const admin = await t.login(ADMIN);
    const response = await t.app.inject({ method: 'POST', url: `/api/workPeople/${userId}/resetPassword`, headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.json().msg).toBe(STAFF_MSG.passwordReset);
    const password = await texted('13800000005');
    expect(response.body).not.toContain(password);
    expect((await t.app.inject({ method: 'GET', url: '/api/sysLogin', headers: bearer(token) })).statusCode).toBe(401);
    expect((await signIn('13800000005', DEMO_PASSWORD)).statusCode).toBe(401);
    expect((await signIn('13800000005', password)).json().mustChangePassword).toBe(true);
    expect((await accountChanges(userId)).at(-1)?.detail).toMatchObject({ op: 'reset_password' });
    expect((await as(CONGRESS_ADMIN, 'POST', `/api/workPeople/${userId}/resetPassword`)).statusCode).toBe(403);
  });
});
