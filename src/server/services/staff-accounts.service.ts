import { randomInt } from 'node:crypto';
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { PASSWORD_MAX_LENGTH } from '@shared/constants';
import type { StaffAccount, StaffAccountBody, StaffAccountOptions, StaffAccountQuery } from '@shared/contracts/staff-accounts';
import { Role, ROLE_LABEL, type RoleCode } from '@shared/roles';
import { normalisedStaffAccount, STAFF_MSG, staffAccountProblems, type StaffAccountForm, type StaffField, type StaffOrgField } from '@shared/staff-accounts';
import type { Database } from '../db/database';
import { containsPattern } from '../db/like';
import { offsetOf } from '../db/paging';
import { contactStation, npcDelegation, npcSpecialCommittee, sysNpcUnit, sysRole, sysSession, sysUser } from '../db/schema';
import { reaches } from './account-reach';
import { auditAccountChange } from './audit';
import { hashPassword } from './password';
import { Refusal } from './refusal';
import type { SmsSender } from './sms';
import type { Executor } from './workflow/engine';
import { chinaTime } from './workflow/export.service';

/** A refusal of bad input that names its field, so the form shows it beside the field. */
const fieldRefusal = (field: StaffField, msg: string, status = 400) => new Refusal(status, msg, field);

export type Requested = Pick<FastifyRequest, 'ip' | 'user'> & { log?: FastifyRequest['log'] };
type UserRow = typeof sysUser.$inferSelect;

/**
 * The roles an account may be given (the enabled rows of sys_role), with their names and base
 * roles: what an account needs and who may manage it follow the base role. Deputies' accounts are
 * made with their record, never here.
 */
export async function staffRoleChoices(db: Executor): Promise<{ code: string; label: string; baseRole: string }[]> {
  return db
    .select({ code: sysRole.roleCode, label: sysRole.roleName, baseRole: sysRole.baseRole })
    .from(sysRole)
    .where(and(eq(sysRole.isValid, true), ne(sysRole.baseRole, Role.represent)))
    .orderBy(asc(sysRole.sortNo), asc(sysRole.roleCode));
}

/** Not a deputy: the accounts this page manages. */
const isStaff = ne(sysUser.loginRoleCode, Role.represent);

const accountColumns = {
  user: sysUser,
  unitName: sysNpcUnit.unitName,
  stationName: contactStation.stationName,
  delegationName: npcDelegation.delegationName,
  committeeName: npcSpecialCommittee.committeeName,
  roleName: sysRole.roleName,
  baseRole: sysRole.baseRole,
};

function joined(db: Executor) {
  return db
    .select(accountColumns)
    .from(sysUser)
    .leftJoin(sysNpcUnit, eq(sysNpcUnit.unitId, sysUser.fkUnitId))
    .leftJoin(contactStation, eq(contactStation.stationId, sysUser.fkStationId))
    .leftJoin(npcDelegation, eq(npcDelegation.delegationId, sysUser.fkDelegationId))
    .leftJoin(npcSpecialCommittee, eq(npcSpecialCommittee.specialCommitteeId, sysUser.fkSpecialCommitteeId))
    .leftJoin(sysRole, eq(sysRole.roleCode, sysUser.loginRoleCode));
}

type JoinedRow = { user: UserRow; unitName: string | null; stationName: string | null; delegationName: string | null; committeeName: string | null; roleName: string | null; baseRole: string | null };

function toAccount(row: JoinedRow, actorRole: string): StaffAccount {
  const { user } = row;
  return {
    userId: user.userId,
    username: user.username,
    realName: user.realName,
    post: user.post ?? '',
    loginRoleCode: user.loginRoleCode,
    roleLabel: row.roleName ?? ROLE_LABEL[user.loginRoleCode as RoleCode] ?? user.loginRoleCode,
    fkUnitId: user.fkUnitId,
    unitName: row.unitName,
    fkStationId: user.fkStationId,
    stationName: row.stationName,
    fkDelegationId: user.fkDelegationId,
    delegationName: row.delegationName,
    fkSpecialCommitteeId: user.fkSpecialCommitteeId,
    committeeName: row.committeeName,
    isValid: user.isValid,
    mustChangePassword: user.mustChangePassword,
    createTime: user.createTime.toISOString(),
    manageable: reaches(actorRole, row.baseRole ?? user.loginRoleCode),
  };
}

function listFilter(query: Omit<StaffAccountQuery, 'pageNum' | 'pageSize'>): SQL {
  const filters: SQL[] = [isStaff];
  const keyword = query.keyword?.trim();
  if (keyword) filters.push(or(ilike(sysUser.realName, containsPattern(keyword)), ilike(sysUser.username, containsPattern(keyword)))!);
  if (query.loginRoleCode) filters.push(eq(sysUser.loginRoleCode, query.loginRoleCode));
  if (query.fkUnitId !== undefined) filters.push(eq(sysUser.fkUnitId, query.fkUnitId));
  if (query.fkStationId !== undefined) filters.push(eq(sysUser.fkStationId, query.fkStationId));
  if (query.fkDelegationId !== undefined) filters.push(eq(sysUser.fkDelegationId, query.fkDelegationId));
  if (query.fkSpecialCommitteeId !== undefined) filters.push(eq(sysUser.fkSpecialCommitteeId, query.fkSpecialCommitteeId));
  if (query.isValid !== undefined) filters.push(eq(sysUser.isValid, query.isValid));
  return and(...filters)!;
}

/** Staff accounts, filtered, newest first; each says whether the caller may manage it. */
export async function listStaffAccounts(db: Database, actorRole: string, query: StaffAccountQuery) {
  const where = listFilter(query);
  const [rows, [{ total }]] = await Promise.all([
    joined(db).where(where).orderBy(desc(sysUser.createTime), desc(sysUser.userId)).limit(query.pageSize).offset(offsetOf(query)),
    db.select({ total: count() }).from(sysUser).where(where),
  ]);
  return { list: rows.map((row) => toAccount(row, actorRole)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** The most rows one export holds; the sheet's last row says when the filters found more. */
export const STAFF_EXPORT_LIMIT = 5000;

/** The filtered list as an .xlsx (write-excel-file), the columns the page shows. */
export async function exportStaffAccounts(db: Database, actorRole: string, query: Omit<StaffAccountQuery, 'pageNum' | 'pageSize'>, now = new Date()) {
  const { list, total } = await listStaffAccounts(db, actorRole, { ...query, pageNum: 1, pageSize: STAFF_EXPORT_LIMIT });
  const header = ['姓名', '手机号码', '职务', '角色', '所属单位/联络站/代表团/专门委员会', '状态', '创建时间'].map((value) => ({ value, fontWeight: 'bold' as const }));
  const data: SheetData = [
    header,
    ...list.map((row) => [
      row.realName,
      row.username,
      row.post,
      row.roleLabel,
      row.unitName ?? row.stationName ?? row.delegationName ?? row.committeeName ?? '',
      row.isValid ? '启用' : '停用',
      chinaTime(row.createTime),
    ]),
  ];
  if (total > list.length) data.push([`共 ${total} 条，仅导出最新的 ${list.length} 条；请缩小筛选范围后分批导出。`]);
  const buffer = await writeXlsxFile(data, {
    sheet: '工作人员',
    columns: [{ width: 12 }, { width: 14 }, { width: 24 }, { width: 16 }, { width: 30 }, { width: 8 }, { width: 20 }],
    stickyRowsCount: 1,
  }).toBuffer();
  const stamp = chinaTime(now.toISOString()).replace(/[-: ]/g, '').slice(0, 12);
  return { fileName: `工作人员_${stamp}.xlsx`, buffer };
}

/** The roles the caller may give, and the organisations an account can belong to. */
export async function staffAccountOptions(db: Database, actorRole: string): Promise<StaffAccountOptions> {
  const [roles, units, stations, delegations, committees] = await Promise.all([
    staffRoleChoices(db),
    db.select({ id: sysNpcUnit.unitId, name: sysNpcUnit.unitName }).from(sysNpcUnit).orderBy(asc(sysNpcUnit.unitName)),
    db.select({ id: contactStation.stationId, name: contactStation.stationName }).from(contactStation).orderBy(asc(contactStation.stationName)),
    db.select({ id: npcDelegation.delegationId, name: npcDelegation.delegationName }).from(npcDelegation).orderBy(asc(npcDelegation.sortNo), asc(npcDelegation.delegationName)),
    db.select({ id: npcSpecialCommittee.specialCommitteeId, name: npcSpecialCommittee.committeeName }).from(npcSpecialCommittee).orderBy(asc(npcSpecialCommittee.sortNo)),
  ]);
  return { roles: roles.filter((role) => reaches(actorRole, role.baseRole)), units, stations, delegations, committees };
}

/** A password of 10 letters and digits without look-alikes (0/O, 1/l/I), read once from the text. */
export function temporaryPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';
  const length = Math.min(10, PASSWORD_MAX_LENGTH);
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

export const temporaryPasswordText = (username: string, password: string) =>
  `【巴中人大】您的履职服务平台账号为${username}，临时密码为${password}。请登录后立即修改密码，请勿告诉他人。`;

function organisationOf(account: StaffAccountForm) {
  if (account.fkUnitId !== null) return { field: 'fkUnitId' as const, id: account.fkUnitId };
  if (account.fkStationId !== null) return { field: 'fkStationId' as const, id: account.fkStationId };
  if (account.fkDelegationId !== null) return { field: 'fkDelegationId' as const, id: account.fkDelegationId };
  if (account.fkSpecialCommitteeId !== null) return { field: 'fkSpecialCommitteeId' as const, id: account.fkSpecialCommitteeId };
  return null;
}

async function organisationExists(tx: Executor, field: StaffOrgField, id: number): Promise<boolean> {
  const lookups: Record<StaffOrgField, () => Promise<unknown[]>> = {
    fkUnitId: () => tx.select({ id: sysNpcUnit.unitId }).from(sysNpcUnit).where(eq(sysNpcUnit.unitId, id)),
    fkStationId: () => tx.select({ id: contactStation.stationId }).from(contactStation).where(eq(contactStation.stationId, id)),
    fkDelegationId: () => tx.select({ id: npcDelegation.delegationId }).from(npcDelegation).where(eq(npcDelegation.delegationId, id)),
    fkSpecialCommitteeId: () => tx.select({ id: npcSpecialCommittee.specialCommitteeId }).from(npcSpecialCommittee).where(eq(npcSpecialCommittee.specialCommitteeId, id)),
  };
  return (await lookups[field]()).length > 0;
}

/** Checks the body (400 naming the field), the role's reach (403) and the organisation's existence (400). */
export async function checkedBody(tx: Executor, actorRole: string, body: StaffAccountBody) {
  const form: StaffAccountForm = { ...body, post: body.post ?? '', fkSpecialCommitteeId: body.fkSpecialCommitteeId ?? null };
  const role = (await staffRoleChoices(tx)).find((choice) => choice.code === form.loginRoleCode);
  const problems = staffAccountProblems(form, role?.baseRole);
  const first = Object.entries(problems)[0] as [StaffField, string] | undefined;
  if (first) throw fieldRefusal(first[0], first[1]);
  if (!role) throw fieldRefusal('loginRoleCode', STAFF_MSG.roleRequired);
  const account = normalisedStaffAccount(form, role.baseRole);
  if (!reaches(actorRole, role.baseRole)) throw new Refusal(403, STAFF_MSG.roleOutOfReach);
  const needed = organisationOf(account);
  if (needed && !(await organisationExists(tx, needed.field, needed.id))) throw fieldRefusal(needed.field, STAFF_MSG.unknownOrganisation);
  return account;
}

export async function usernameTaken(tx: Executor, username: string, exceptUserId?: number) {
  const rows = await tx
    .select({ userId: sysUser.userId })
    .from(sysUser)
    .where(exceptUserId === undefined ? eq(sysUser.username, username) : and(eq(sysUser.username, username), ne(sysUser.userId, exceptUserId)))
    .limit(1);
  return rows.length > 0;
}

export const isUniqueViolation = (error: unknown) => {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 5; cause = (cause as { cause?: unknown }).cause, depth += 1) {
    if ((cause as { code?: unknown }).code === '23505') return true;
  }
  return false;
};

/** The staff account `userId`, locked for the transaction; 404 for a deputy's or a missing one, 403 out of the caller's reach. */
async function reachableAccount(tx: Executor, actorRole: string, userId: number): Promise<UserRow> {
  const [user] = await tx.select().from(sysUser).where(and(eq(sysUser.userId, userId), isStaff)).limit(1).for('update');
  if (!user) throw new Refusal(404, '账号不存在');
  const [role] = await tx.select({ baseRole: sysRole.baseRole }).from(sysRole).where(eq(sysRole.roleCode, user.loginRoleCode)).limit(1);
  if (!reaches(actorRole, role?.baseRole ?? user.loginRoleCode)) throw new Refusal(403, STAFF_MSG.accountOutOfReach);
  return user;
}

/**
 * Refuses a change that would leave no enabled super administrator. Changes to administrators
 * queue on one lock, so two of them cannot each remove "the other" last one.
 */
async function keepOneAdmin(tx: Executor, target: UserRow) {
  if (target.loginRoleCode !== Role.superAdmin || !target.isValid) return;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff-accounts:super-administrators'))`);
  const [{ others }] = await tx
    .select({ others: count() })
    .from(sysUser)
    .where(and(eq(sysUser.loginRoleCode, Role.superAdmin), eq(sysUser.isValid, true), ne(sysUser.userId, target.userId)));
  if (others === 0) throw new Refusal(409, STAFF_MSG.lastAdmin);
}

async function accountById(db: Executor, userId: number, actorRole: string): Promise<StaffAccount> {
  const [row] = await joined(db).where(eq(sysUser.userId, userId)).limit(1);
  return toAccount(row, actorRole);
}

export async function textPassword(sms: SmsSender, request: Requested, username: string, password: string): Promise<boolean> {
  try {
    await sms.send({ phone: username, text: temporaryPasswordText(username, password) });
    return true;
  } catch (error) {
    request.log?.error({ err: error }, 'temporary password not sent');
    return false;
  }
}

/**
 * A new staff account. Its password is a temporary one texted to the phone, never shown to the
 * administrator; the account must set its own at the first sign-in.
 */
export async function createStaffAccount(db: Database, request: Requested, body: StaffAccountBody, sms: SmsSender) {
  const actorRole = request.user!.loginRoleCode;
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password, request.ip);
  let userId: number;
  try {
    userId = await db.transaction(async (tx) => {
      const account = await checkedBody(tx, actorRole, body);
      if (await usernameTaken(tx, account.username)) throw fieldRefusal('username', STAFF_MSG.usernameTaken, 409);
      const [row] = await tx
        .insert(sysUser)
        .values({ ...account, post: account.post || null, passwordHash, mustChangePassword: true })
        .returning();
      await auditAccountChange(tx, request, 'create', row, { username: row.username });
      return row.userId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefusal('username', STAFF_MSG.usernameTaken, 409);
    throw error;
  }
  const account = await accountById(db, userId, actorRole);
  const sent = await textPassword(sms, request, account.username, password);
  return { msg: sent ? STAFF_MSG.created : `账号已创建，但${STAFF_MSG.smsFailed}`, account };
}

/** Changes an account's phone, name, post, role and organisation; a new role must be in reach too. */
export async function updateStaffAccount(db: Database, request: Requested, userId: number, body: StaffAccountBody) {
  const actorRole = request.user!.loginRoleCode;
  try {
    await db.transaction(async (tx) => {
      const before = await reachableAccount(tx, actorRole, userId);
      const account = await checkedBody(tx, actorRole, body);
      if (account.loginRoleCode !== before.loginRoleCode) await keepOneAdmin(tx, before);
      if (await usernameTaken(tx, account.username, userId)) throw fieldRefusal('username', STAFF_MSG.usernameTaken, 409);
      await tx
        .update(sysUser)
        .set({ ...account, post: account.post || null })
        .where(eq(sysUser.userId, userId));
      const changed = Object.fromEntries(
        (Object.keys(account) as (keyof typeof account)[])
          .filter((key) => (before[key] ?? '') !== (key === 'post' ? account.post : (account[key] ?? '')))
          .map((key) => [key, { from: before[key] ?? null, to: account[key] || null }]),
      );
      await auditAccountChange(tx, request, 'update', { ...before, ...account }, { changed });
      // A phone is the sign-in name: a new one ends the sessions signed in with the old.
      if (account.username !== before.username || account.loginRoleCode !== before.loginRoleCode) {
        await tx.delete(sysSession).where(eq(sysSession.fkUserId, userId));
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldRefusal('username', STAFF_MSG.usernameTaken, 409);
    throw error;
  }
  return { msg: '保存成功', account: await accountById(db, userId, actorRole) };
}

/** Disables an account (every session of it ends in the same transaction) or enables it again. */
export async function setStaffAccountEnabled(db: Database, request: Requested, userId: number, enabled: boolean) {
  const actorRole = request.user!.loginRoleCode;
  await db.transaction(async (tx) => {
    const before = await reachableAccount(tx, actorRole, userId);
    if (!enabled) {
      if (before.userId === request.user!.userId) throw new Refusal(409, STAFF_MSG.disableSelf);
      await keepOneAdmin(tx, before);
    }
    if (before.isValid === enabled) return;
    await tx.update(sysUser).set({ isValid: enabled }).where(eq(sysUser.userId, userId));
    if (!enabled) await tx.delete(sysSession).where(eq(sysSession.fkUserId, userId));
    await auditAccountChange(tx, request, enabled ? 'enable' : 'disable', before);
  });
  return { msg: enabled ? '账号已启用' : '账号已停用，其登录已全部退出', account: await accountById(db, userId, actorRole) };
}

/**
 * Sets a temporary password texted to the account's phone (the administrator never sees it),
 * ends every session of the account, and has it set its own at the next sign-in.
 */
export async function resetStaffPassword(db: Database, request: Requested, userId: number, sms: SmsSender) {
  const actorRole = request.user!.loginRoleCode;
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password, request.ip);
  const user = await db.transaction(async (tx) => {
    const before = await reachableAccount(tx, actorRole, userId);
    await tx.update(sysUser).set({ passwordHash, mustChangePassword: true, passwordChangedAt: new Date() }).where(eq(sysUser.userId, userId));
    await tx.delete(sysSession).where(eq(sysSession.fkUserId, userId));
    await auditAccountChange(tx, request, 'reset_password', before);
    return before;
  });
  if (!(await textPassword(sms, request, user.username, password))) throw new Refusal(503, STAFF_MSG.smsFailed);
  return { msg: STAFF_MSG.passwordReset, account: await accountById(db, userId, actorRole) };
}
