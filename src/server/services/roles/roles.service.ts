import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isRoleCode } from '@machines/roles';
import { isBlank } from '@shared/blank';
import {
  ROLE_CODE_MAX,
  ROLE_CODE_PATTERN,
  ROLE_MSG,
  ROLE_NAME_MAX,
  ROLE_REMARK_MAX,
  type RoleBody,
  type RoleGrants,
  type RoleGrantsBody,
  type RoleListQuery,
  type RolePage,
  type RoleRow,
} from '@shared/contracts/roles';
import { Role, ROLE_LABEL, type RoleCode } from '@shared/roles';
import { SYSTEM_PAGE } from '@shared/system-pages';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like';
import { sysCompetence, sysMenuCompetence, sysNpcMenu, sysRole, sysRoleCompetence, sysRoleMenu, sysUser } from '../../db/schema';
import { auditRoleDefinition, auditRoleGrants } from '../audit';
import { heldOperations } from '../permissions';
import { Refusal } from '../refusal';
import { isDataScope } from './role-of-user';

type Requested = Pick<FastifyRequest, 'ip' | 'user'>;
type RoleRecord = typeof sysRole.$inferSelect;

/** The menus the super administrator's role always keeps: without them nobody could give grants back. */
export const LOCKED_SUPER_ADMIN_MENUS: readonly string[] = [SYSTEM_PAGE.roleManager, SYSTEM_PAGE.roleMenuManager];

const usersOf = (roleCode: unknown) =>
  sql<number>`(select count(*)::int from ${sysUser} where ${sysUser.loginRoleCode} = ${roleCode} and ${sysUser.isValid})`;

async function validUsers(db: Pick<Database, 'select'>, roleCode: string): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(sysUser).where(and(eq(sysUser.loginRoleCode, roleCode), eq(sysUser.isValid, true)));
  return n;
}

function rowOf(role: RoleRecord, userCount: number): RoleRow {
  return {
    roleCode: role.roleCode,
    roleName: role.roleName,
    baseRole: role.baseRole,
    baseRoleName: ROLE_LABEL[role.baseRole as RoleCode] ?? role.baseRole,
    dataScope: role.dataScope,
    remark: role.remark,
    sortNo: role.sortNo,
    isValid: role.isValid,
    isBuiltIn: role.isBuiltIn,
    userCount,
    updateTime: role.updateTime.toISOString(),
  };
}

/** GET /api/sysRole: the roles, by code or name, in sort order. */
export async function listRoles(db: Database, query: RoleListQuery): Promise<RolePage> {
  const keyword = query.keyword?.trim();
  const where = keyword ? or(ilike(sysRole.roleCode, containsPattern(keyword)), ilike(sysRole.roleName, containsPattern(keyword))) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(sysRole).where(where);
  const rows = await db
    .select({ role: sysRole, users: usersOf(sysRole.roleCode) })
    .from(sysRole)
    .where(where)
    .orderBy(asc(sysRole.sortNo), asc(sysRole.roleCode))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  return { list: rows.map((r) => rowOf(r.role, r.users)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function findRole(db: Pick<Database, 'select'>, roleCode: string): Promise<RoleRecord> {
  const [role] = await db.select().from(sysRole).where(eq(sysRole.roleCode, roleCode)).limit(1);
  if (!role) throw new Refusal(404, ROLE_MSG.roleNotFound);
  return role;
}

/** The role form's rules, checked on the server; each refusal names its field. */
function roleValues(body: RoleBody, current?: RoleRecord) {
  const roleName = body.roleName === undefined && current ? current.roleName : body.roleName?.trim();
  if (isBlank(roleName)) throw new Refusal(400, `${ROLE_MSG.roleNameRequired}：roleName`);
  if (roleName!.length > ROLE_NAME_MAX) throw new Refusal(400, `${ROLE_MSG.roleNameTooLong}：roleName`);
  const baseRole = body.baseRole === undefined && current ? current.baseRole : body.baseRole?.trim();
  if (isBlank(baseRole)) throw new Refusal(400, `${ROLE_MSG.baseRoleRequired}：baseRole`);
  if (!isRoleCode(baseRole)) throw new Refusal(400, `${ROLE_MSG.baseRoleInvalid}：baseRole`);
  const dataScope = body.dataScope === undefined ? (current?.dataScope ?? 'all') : body.dataScope;
  if (!isDataScope(dataScope)) throw new Refusal(400, `${ROLE_MSG.dataScopeRequired}：dataScope`);
  const remark = body.remark === undefined ? (current?.remark ?? null) : isBlank(body.remark) ? null : body.remark!.trim();
  if (remark && remark.length > ROLE_REMARK_MAX) throw new Refusal(400, `${ROLE_MSG.remarkTooLong}：remark`);
  return { roleName: roleName!, baseRole, dataScope, remark, sortNo: body.sortNo ?? current?.sortNo ?? 1 };
}

/**
 * Valid accounts that would still be super administrators (a valid account of an enabled role whose
 * base role is NPC_ADMIN) if `roleCode` stopped being such a role.
 */
async function otherSuperAdmins(db: Pick<Database, 'select'>, roleCode: string): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sysUser)
    .innerJoin(sysRole, eq(sysRole.roleCode, sysUser.loginRoleCode))
    .where(and(eq(sysUser.isValid, true), eq(sysRole.isValid, true), eq(sysRole.baseRole, Role.superAdmin), ne(sysRole.roleCode, roleCode)));
  return n;
}

async function refuseLosingLastSuperAdmin(db: Pick<Database, 'select'>, role: RoleRecord): Promise<void> {
  if (role.baseRole !== Role.superAdmin || !role.isValid) return;
  if ((await validUsers(db, role.roleCode)) > 0 && (await otherSuperAdmins(db, role.roleCode)) === 0) throw new Refusal(409, ROLE_MSG.lastSuperAdmin);
}

export async function createRole(db: Database, request: Requested, body: RoleBody): Promise<RoleRow> {
  const roleCode = body.roleCode?.trim() ?? '';
  if (roleCode === '') throw new Refusal(400, `${ROLE_MSG.roleCodeRequired}：roleCode`);
  if (roleCode.length > ROLE_CODE_MAX || !new RegExp(ROLE_CODE_PATTERN).test(roleCode)) throw new Refusal(400, `${ROLE_MSG.roleCodeInvalid}：roleCode`);
  const values = roleValues(body);
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(sysRole)
      .values({ roleCode, ...values, isBuiltIn: false })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new Refusal(409, `${ROLE_MSG.roleCodeTaken}：roleCode`);
    await auditRoleDefinition(tx, request, 'add', roleCode, values);
    return rowOf(created, 0);
  });
}

export async function updateRole(db: Database, request: Requested, roleCode: string, body: RoleBody): Promise<RoleRow> {
  return db.transaction(async (tx) => {
    const current = await findRole(tx, roleCode);
    const values = roleValues(body, current);
    if (current.isBuiltIn && values.baseRole !== current.baseRole) throw new Refusal(400, `${ROLE_MSG.builtInBaseFixed}：baseRole`);
    if (values.baseRole !== current.baseRole) await refuseLosingLastSuperAdmin(tx, current);
    const [updated] = await tx.update(sysRole).set({ ...values, updateTime: new Date() }).where(eq(sysRole.roleCode, roleCode)).returning();
    const changed = Object.fromEntries(
      Object.entries(values)
        .filter(([key, value]) => (current as Record<string, unknown>)[key] !== value)
        .map(([key, value]) => [key, { from: (current as Record<string, unknown>)[key], to: value }]),
    );
    await auditRoleDefinition(tx, request, 'update', roleCode, { changed });
    return rowOf(updated, await validUsers(tx, roleCode));
  });
}

/** Enables or disables a role: a disabled role's users cannot sign in, and their sessions end. */
export async function setRoleValid(db: Database, request: Requested, roleCode: string, isValid: boolean): Promise<RoleRow> {
  return db.transaction(async (tx) => {
    const current = await findRole(tx, roleCode);
    if (!isValid) await refuseLosingLastSuperAdmin(tx, current);
    const [updated] = await tx.update(sysRole).set({ isValid, updateTime: new Date() }).where(eq(sysRole.roleCode, roleCode)).returning();
    if (current.isValid !== isValid) await auditRoleDefinition(tx, request, isValid ? 'enable' : 'disable', roleCode);
    return rowOf(updated, await validUsers(tx, roleCode));
  });
}

/** Deletes a custom role nobody holds, with its grants. */
export async function deleteRole(db: Database, request: Requested, roleCode: string): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findRole(tx, roleCode);
    if (current.isBuiltIn) throw new Refusal(409, ROLE_MSG.builtInNoDelete);
    // Disabled accounts hold the role too: deleting it would leave them naming no role.
    const [{ n }] = await tx.select({ n: count() }).from(sysUser).where(eq(sysUser.loginRoleCode, roleCode));
    if (n > 0) throw new Refusal(409, ROLE_MSG.roleInUse(n));
    await tx.delete(sysRoleMenu).where(eq(sysRoleMenu.roleCode, roleCode));
    await tx.delete(sysRoleCompetence).where(eq(sysRoleCompetence.roleCode, roleCode));
    await tx.delete(sysRole).where(eq(sysRole.roleCode, roleCode));
    await auditRoleDefinition(tx, request, 'delete', roleCode, { roleName: current.roleName, baseRole: current.baseRole });
  });
}

/** GET /api/sysRole/:roleCode/grants: the menu and operation ids granted to the role. */
export async function roleGrants(db: Pick<Database, 'select'>, roleCode: string): Promise<RoleGrants> {
  await findRole(db, roleCode);
  const menus = await db.select({ id: sysRoleMenu.fkMenuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleCode, roleCode));
  const operations = await db.select({ id: sysRoleCompetence.fkCompetenceId }).from(sysRoleCompetence).where(eq(sysRoleCompetence.roleCode, roleCode));
  return { roleCode, menuIds: menus.map((m) => m.id).sort((a, b) => a - b), competenceIds: operations.map((o) => o.id).sort((a, b) => a - b) };
}

const minus = (a: readonly number[], b: ReadonlySet<number>) => a.filter((x) => !b.has(x));

/**
 * PUT /api/sysRole/:roleCode/grants: replaces the role's menus and operations in one transaction.
 * Refused: unknown ids (400), an operation linked to none of the granted menus (400), taking
 * 角色管理 or 角色菜单 from the super administrator (409), and, for an editor who is not the super
 * administrator, touching the grants of a super administrator's role or granting or withdrawing
 * a menu or operation the editor's own role does not hold (403).
 */
export async function saveRoleGrants(db: Database, request: Requested, roleCode: string, body: RoleGrantsBody): Promise<RoleGrants> {
  const editor = request.user!;
  const menuIds = [...new Set(body.menuIds)];
  const competenceIds = [...new Set(body.competenceIds)];
  return db.transaction(async (tx) => {
    const role = await findRole(tx, roleCode);
    const menus = menuIds.length ? await tx.select().from(sysNpcMenu).where(inArray(sysNpcMenu.menuId, menuIds)) : [];
    if (menus.length !== menuIds.length) throw new Refusal(400, `${ROLE_MSG.menuUnknown}：menuIds`);
    if (role.roleCode === Role.superAdmin) {
      const kept = new Set(menus.map((m) => m.menuUrl));
      const locked = await tx.select({ url: sysNpcMenu.menuUrl }).from(sysNpcMenu).where(inArray(sysNpcMenu.menuUrl, [...LOCKED_SUPER_ADMIN_MENUS]));
      if (locked.some((m) => !kept.has(m.url))) throw new Refusal(409, ROLE_MSG.lockedGrant);
    }
    const operations = competenceIds.length ? await tx.select().from(sysCompetence).where(inArray(sysCompetence.competenceId, competenceIds)) : [];
    if (operations.length !== competenceIds.length) throw new Refusal(400, `${ROLE_MSG.operationUnknown}：competenceIds`);
    if (competenceIds.length) {
      const links = await tx
        .select({ competenceId: sysMenuCompetence.fkCompetenceId })
        .from(sysMenuCompetence)
        .where(and(inArray(sysMenuCompetence.fkCompetenceId, competenceIds), menuIds.length ? inArray(sysMenuCompetence.fkMenuId, menuIds) : sql`false`));
      const linked = new Set(links.map((l) => l.competenceId));
      const loose = operations.find((o) => !linked.has(o.competenceId));
      if (loose) throw new Refusal(400, `${ROLE_MSG.operationNotOnMenu(loose.operator)}：competenceIds`);
    }

    const before = await roleGrants(tx, roleCode);
    const menuSet = new Set(menuIds);
    const operationSet = new Set(competenceIds);
    const menusAdded = minus(menuIds, new Set(before.menuIds));
    const menusRemoved = minus(before.menuIds, menuSet);
    const operationsAdded = minus(competenceIds, new Set(before.competenceIds));
    const operationsRemoved = minus(before.competenceIds, operationSet);

    if (editor.roleCode !== Role.superAdmin) {
      if (role.baseRole === Role.superAdmin) throw new Refusal(403, ROLE_MSG.superRoleGrants);
      const ownMenus = new Set((await tx.select({ id: sysRoleMenu.fkMenuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleCode, editor.roleCode))).map((m) => m.id));
      const ownCodes = await heldOperations(tx, editor.roleCode);
      const names = new Map<number, string>();
      const touchedMenus = [...menusAdded, ...menusRemoved].filter((id) => !ownMenus.has(id));
      const touchedOps = [...operationsAdded, ...operationsRemoved];
      const codeOf = new Map((await tx.select().from(sysCompetence).where(touchedOps.length ? inArray(sysCompetence.competenceId, touchedOps) : sql`false`)).map((o) => [o.competenceId, o]));
      const foreignOps = touchedOps.filter((id) => !ownCodes.has(codeOf.get(id)?.code ?? ''));
      if (touchedMenus.length || foreignOps.length) {
        const menuNames = touchedMenus.length ? await tx.select({ id: sysNpcMenu.menuId, name: sysNpcMenu.menuName }).from(sysNpcMenu).where(inArray(sysNpcMenu.menuId, touchedMenus)) : [];
        for (const m of menuNames) names.set(m.id, m.name);
        const listed = [...touchedMenus.map((id) => `菜单「${names.get(id) ?? id}」`), ...foreignOps.map((id) => `操作「${codeOf.get(id)?.operator ?? id}」`)];
        throw new Refusal(403, ROLE_MSG.overGrant(listed.slice(0, 5).join('、') + (listed.length > 5 ? ' 等' : '')));
      }
    }

    if (menusRemoved.length) await tx.delete(sysRoleMenu).where(and(eq(sysRoleMenu.roleCode, roleCode), inArray(sysRoleMenu.fkMenuId, menusRemoved)));
    if (menusAdded.length) await tx.insert(sysRoleMenu).values(menusAdded.map((fkMenuId) => ({ roleCode, fkMenuId }))).onConflictDoNothing();
    if (operationsRemoved.length) await tx.delete(sysRoleCompetence).where(and(eq(sysRoleCompetence.roleCode, roleCode), inArray(sysRoleCompetence.fkCompetenceId, operationsRemoved)));
    if (operationsAdded.length) await tx.insert(sysRoleCompetence).values(operationsAdded.map((fkCompetenceId) => ({ roleCode, fkCompetenceId }))).onConflictDoNothing();

    if (menusAdded.length + menusRemoved.length + operationsAdded.length + operationsRemoved.length > 0) {
      const allMenuIds = [...menusAdded, ...menusRemoved];
      const allOpIds = [...operationsAdded, ...operationsRemoved];
      const menuName = new Map((allMenuIds.length ? await tx.select({ id: sysNpcMenu.menuId, name: sysNpcMenu.menuName }).from(sysNpcMenu).where(inArray(sysNpcMenu.menuId, allMenuIds)) : []).map((m) => [m.id, m.name]));
      const opCode = new Map((allOpIds.length ? await tx.select({ id: sysCompetence.competenceId, code: sysCompetence.code }).from(sysCompetence).where(inArray(sysCompetence.competenceId, allOpIds)) : []).map((o) => [o.id, o.code]));
      await auditRoleGrants(tx, request, roleCode, {
        menusAdded: menusAdded.map((id) => ({ menuId: id, menuName: menuName.get(id) })),
        menusRemoved: menusRemoved.map((id) => ({ menuId: id, menuName: menuName.get(id) })),
        operationsAdded: operationsAdded.map((id) => ({ competenceId: id, code: opCode.get(id) })),
        operationsRemoved: operationsRemoved.map((id) => ({ competenceId: id, code: opCode.get(id) })),
      });
    }
    return { roleCode, menuIds: [...menuSet].sort((a, b) => a - b), competenceIds: [...operationSet].sort((a, b) => a - b) };
  });
}

