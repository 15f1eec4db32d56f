import { and, eq, exists, inArray } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MSG } from '@shared/messages';
import { Role } from '@shared/roles';
import type { Database } from '../db/database';
import { sysCompetence, sysMenuCompetence, sysNpcMenu, sysRoleCompetence, sysRoleMenu } from '../db/schema';

/**
 * Button-level permissions, enforced on the server with the same operation codes the
 * screens gate their buttons with. A role holds an operation when the operation is enabled, the
 * role is granted it, and it is linked to an enabled menu the role sees: the same list the
 * screens build from each menu's sysBaseCompetences, so a button the gate shows is one the
 * server accepts, and unlinking an operation from a menu withdraws it on both sides.
 */
export async function heldOperations(db: Database, roleCode: string, codes?: readonly string[]): Promise<Set<string>> {
  const linkedToRoleMenu = db
    .select({ one: sysMenuCompetence.fkMenuId })
    .from(sysMenuCompetence)
    .innerJoin(sysNpcMenu, eq(sysNpcMenu.menuId, sysMenuCompetence.fkMenuId))
    .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.fkMenuId, sysNpcMenu.menuId), eq(sysRoleMenu.roleCode, roleCode)))
    .where(and(eq(sysMenuCompetence.fkCompetenceId, sysCompetence.competenceId), eq(sysNpcMenu.isEnable, true)));
  const rows = await db
    .select({ code: sysCompetence.code })
    .from(sysCompetence)
    .innerJoin(
      sysRoleCompetence,
      and(eq(sysRoleCompetence.fkCompetenceId, sysCompetence.competenceId), eq(sysRoleCompetence.roleCode, roleCode)),
    )
    .where(
      and(
        eq(sysCompetence.isEnable, true),
        codes && codes.length > 0 ? inArray(sysCompetence.code, [...codes]) : undefined,
        exists(linkedToRoleMenu),
      ),
    );
  return new Set(rows.map((r) => r.code));
}

/** The super administrator may do everything; everyone else needs one of the codes. */
export async function holdsOperation(db: Database, roleCode: string, ...codes: string[]): Promise<boolean> {
  if (roleCode === Role.superAdmin) return true;
  return (await heldOperations(db, roleCode, codes)).size > 0;
}

/**
 * preHandler factory: 401 without a session, 403 unless the signed-in role (its data role,
 * roleCode) holds one of the operation codes (or is the super administrator).
 */
export function requireOperation(...codes: string[]) {
  return async function checkOperation(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.user) await request.server.requireUser(request, reply);
    if (reply.sent) return;
    if (!(await holdsOperation(request.server.db, request.user!.roleCode, ...codes))) {
      await reply.code(403).send({ msg: MSG.forbidden });
    }
  };
}

/** The urls among `urls` of the enabled menus granted to the role. */
export async function grantedMenuUrls(db: Database, roleCode: string, urls: readonly string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const rows = await db
    .select({ url: sysNpcMenu.menuUrl })
    .from(sysNpcMenu)
    .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.fkMenuId, sysNpcMenu.menuId), eq(sysRoleMenu.roleCode, roleCode)))
    .where(and(eq(sysNpcMenu.isEnable, true), inArray(sysNpcMenu.menuUrl, [...urls])));
  return new Set(rows.map((r) => r.url!));
}

export async function holdsMenu(db: Database, roleCode: string, ...urls: string[]): Promise<boolean> {
  return (await grantedMenuUrls(db, roleCode, urls)).size > 0;
}

/**
 * preHandler factory: 401 without a session, 403 unless the signed-in role is granted an enabled
 * menu with one of the urls. The grant is the control, for every role the super administrator
 * included (roleManager and roleMenuManager can never be taken from it: services/roles).
 */
export function requireMenu(...urls: string[]) {
  return async function checkMenu(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (!request.user) await request.server.requireUser(request, reply);
    if (reply.sent) return;
    if (!(await holdsMenu(request.server.db, request.user!.roleCode, ...urls))) {
      await reply.code(403).send({ msg: MSG.forbidden });
    }
  };
}
