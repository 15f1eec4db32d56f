import { asc, eq, ilike, or } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorSchema, IdParam } from '@shared/contracts/common';
import {
  ExplainAnswerSchema,
  ExplainQuerySchema,
  OperationBodySchema,
  OperationEnableBodySchema,
  OperationRowSchema,
  RoleBodySchema,
  RoleEnableBodySchema,
  RoleGrantsBodySchema,
  RoleGrantsSchema,
  RoleListQuery,
  RolePageSchema,
  RoleRowSchema,
} from '@shared/contracts/roles';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { containsPattern } from '../../../db/like';
import { sysRole, sysUser } from '../../../db/schema';
import { requireMenu, requireOperation } from '../../../services/permissions';
import { explain } from '../../../services/roles/explain.service';
import { createOperation, deleteOperation, setOperationEnabled, updateOperation } from '../../../services/roles/operations.service';
import { createRole, deleteRole, listRoles, roleGrants, saveRoleGrants, setRoleValid, updateRole } from '../../../services/roles/roles.service';
import { allMenus } from '../sys-menu/menu.repository';

const refusals = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema };
const RoleParams = Type.Object({ roleCode: Type.String({ minLength: 1, maxLength: 100 }) });
const OperationParams = Type.Object({ competenceId: IdParam });

/**
 * Roles as data (角色管理), their grants (角色菜单), 权限说明 and the operation catalogue (操作管理).
 * Each route needs its page's menu granted and, where it is one button, that button's operation
 * (docs/decisions.md "Which route is controlled by which grant").
 */
const sysRoleRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const roleManager = requireMenu(SYSTEM_PAGE.roleManager);
  const roleMenuManager = requireMenu(SYSTEM_PAGE.roleMenuManager);
  const operationManager = requireMenu(SYSTEM_PAGE.operationManager);
  const permissionExplain = requireMenu(SYSTEM_PAGE.permissionExplain);

  app.get(
    '/api/sysRole',
    // 角色菜单 picks a role from the same list.
    { preHandler: requireMenu(SYSTEM_PAGE.roleManager, SYSTEM_PAGE.roleMenuManager), schema: { querystring: RoleListQuery, response: { 200: RolePageSchema, ...refusals } } },
    async (request) => listRoles(app.db, request.query),
  );

  app.post(
    '/api/sysRole',
    { preHandler: [roleManager, requireOperation('roleAdd')], schema: { body: RoleBodySchema, response: { 201: RoleRowSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await createRole(app.db, request, request.body)),
  );

  app.put(
    '/api/sysRole/:roleCode',
    { preHandler: [roleManager, requireOperation('roleEdit')], schema: { params: RoleParams, body: RoleBodySchema, response: { 200: RoleRowSchema, ...refusals } } },
    async (request) => updateRole(app.db, request, request.params.roleCode, request.body),
  );

  app.put(
    '/api/sysRole/:roleCode/enable',
    { preHandler: [roleManager, requireOperation('roleEdit')], schema: { params: RoleParams, body: RoleEnableBodySchema, response: { 200: RoleRowSchema, ...refusals } } },
    async (request) => setRoleValid(app.db, request, request.params.roleCode, request.body.isValid),
  );

  app.delete(
    '/api/sysRole/:roleCode',
    { preHandler: [roleManager, requireOperation('roleDelete')], schema: { params: RoleParams, response: { 204: Type.Null(), ...refusals } } },
    async (request, reply) => {
      await deleteRole(app.db, request, request.params.roleCode);
      return reply.code(204).send(null);
    },
  );

  // The whole menu tree, each menu and operation marked with whether the caller's own role holds
  // it (hasJurisdiction): 角色菜单 offers only those, 权限说明 picks a menu or operation from it.
  app.get('/api/sysRole/menuTree', { preHandler: requireMenu(SYSTEM_PAGE.roleMenuManager, SYSTEM_PAGE.permissionExplain) }, async (request) =>
    allMenus(app.db, request.user!.roleCode),
  );

  app.get(
    '/api/sysRole/:roleCode/grants',
    { preHandler: roleMenuManager, schema: { params: RoleParams, response: { 200: RoleGrantsSchema, ...refusals } } },
    async (request) => roleGrants(app.db, request.params.roleCode),
  );

  app.put(
    '/api/sysRole/:roleCode/grants',
    {
      preHandler: [roleMenuManager, requireOperation('roleMenuSave')],
      schema: { params: RoleParams, body: RoleGrantsBodySchema, response: { 200: RoleGrantsSchema, ...refusals } },
    },
    async (request) => saveRoleGrants(app.db, request, request.params.roleCode, request.body),
  );

  app.get(
    '/api/sysRole/explain',
    { preHandler: permissionExplain, schema: { querystring: ExplainQuerySchema, response: { 200: ExplainAnswerSchema, ...refusals } } },
    async (request) => explain(app.db, request.query),
  );

  // 权限说明's account picker: accounts by name or phone, with their role.
  app.get(
    '/api/sysRole/explain/users',
    {
      preHandler: permissionExplain,
      schema: {
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })) }),
        response: {
          200: Type.Object({
            list: Type.Array(Type.Object({ userId: Type.Integer(), realName: Type.String(), username: Type.String(), roleCode: Type.String(), roleName: Type.String(), isValid: Type.Boolean() })),
          }),
          ...refusals,
        },
      },
    },
    async (request) => {
      const keyword = request.query.keyword?.trim();
      const rows = await app.db
        .select({ userId: sysUser.userId, realName: sysUser.realName, username: sysUser.username, roleCode: sysUser.loginRoleCode, roleName: sysRole.roleName, isValid: sysUser.isValid })
        .from(sysUser)
        .leftJoin(sysRole, eq(sysRole.roleCode, sysUser.loginRoleCode))
        .where(keyword ? or(ilike(sysUser.realName, containsPattern(keyword)), ilike(sysUser.username, containsPattern(keyword))) : undefined)
        .orderBy(asc(sysUser.userId))
        .limit(20);
      return { list: rows.map((r) => ({ ...r, roleName: r.roleName ?? r.roleCode })) };
    },
  );

  app.post(
    '/api/sysCompetence',
    { preHandler: [operationManager, requireOperation('operationAdd')], schema: { body: OperationBodySchema, response: { 201: OperationRowSchema, ...refusals } } },
    async (request, reply) => reply.code(201).send(await createOperation(app.db, request, request.body)),
  );

  app.put(
    '/api/sysCompetence/:competenceId',
    { preHandler: [operationManager, requireOperation('operationEdit')], schema: { params: OperationParams, body: OperationBodySchema, response: { 200: OperationRowSchema, ...refusals } } },
    async (request) => updateOperation(app.db, request, request.params.competenceId, request.body),
  );

  app.put(
    '/api/sysCompetence/:competenceId/enable',
    {
      preHandler: [operationManager, requireOperation('operationEdit')],
      schema: { params: OperationParams, body: OperationEnableBodySchema, response: { 200: OperationRowSchema, ...refusals } },
    },
    async (request) => setOperationEnabled(app.db, request, request.params.competenceId, request.body.isEnable),
  );

  app.delete(
    '/api/sysCompetence/:competenceId',
    { preHandler: [operationManager, requireOperation('operationDelete')], schema: { params: OperationParams, response: { 204: Type.Null(), ...refusals } } },
    async (request, reply) => {
      await deleteOperation(app.db, request, request.params.competenceId);
      return reply.code(204).send(null);
    },
  );
};

export default sysRoleRoutes;
