import { and, eq, inArray } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { isBlank } from '@shared/blank';
import { MSG } from '@shared/messages';
import { Role } from '@shared/roles';
import { sysNpcMenu, sysUser } from '../../../db/schema';
import { LOCKED_SUPER_ADMIN_MENUS } from '../../../services/roles/roles.service';
import { auditMenuChange } from '../../../services/audit';
import { holdsOperation, requireMenu, requireOperation } from '../../../services/permissions';
import { SYSTEM_PAGE } from '@shared/system-pages';
import { PageQuery } from '../workflow/query';
import {
  allMenus,
  deleteMenus,
  existingOperationIds,
  findMenu,
  insertMenu,
  linkOperations,
  listOperations,
  menuNode,
  menusOfRole,
  nextSortNum,
  subtreeIds,
  unlinkOperations,
  updateMenu,
  type MenuValues,
} from './menu.repository';
import {
  MENU_MSG,
  normaliseMenuIcon,
  normaliseMenuUrl,
  optionalText,
  parseIdList,
  parseMenuId,
  parseParentId,
} from './menu.input';
import { Refusal } from '../../../services/refusal';

/** The menu administration keys: each guards one action of 菜单管理. */
export const MENU_ADMIN_KEYS = ['addParentMenu', 'addSubMenu', 'deleteMenu', 'addSymbol', 'saveChanges'] as const;

const Flag = Type.Union([Type.Boolean(), Type.Integer({ minimum: 0, maximum: 1 })]);
const IdLike = Type.Union([Type.Integer(), Type.String({ maxLength: 20 }), Type.Null()]);

/** The add / change body of /api/sysNpcMenu. */
const MenuBody = Type.Object({
  menuId: Type.Optional(IdLike),
  menuName: Type.Optional(Type.Union([Type.String({ maxLength: 200 }), Type.Null()])),
  menuUrl: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
  menuIcon: Type.Optional(Type.Union([Type.String({ maxLength: 20_000 }), Type.Null()])),
  parentMenuId: Type.Optional(IdLike),
  sortNum: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: 100_000 }), Type.Null()])),
  menuCode: Type.Optional(Type.Union([Type.String({ maxLength: 100 }), Type.Null()])),
  menuType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  openType: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3), Type.Literal(4)])),
  isShow: Type.Optional(Flag),
  isEnable: Type.Optional(Flag),
  isRoot: Type.Optional(Flag),
});
type MenuBody = Static<typeof MenuBody>;

/** competenceIds (a comma list) and menuId, as a form or as JSON; DELETE may send them as a query. */
const LinkBody = Type.Object({
  competenceIds: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Array(Type.Integer()), Type.Integer()])),
  menuId: Type.Optional(IdLike),
});

const MAX_MENU_NAME = 50;

function flag(value: boolean | number | undefined): boolean | undefined {
  return value === undefined ? undefined : Boolean(value);
}

/** The menu form's rules, checked again on the server. */
function menuValues(body: MenuBody): Omit<MenuValues, 'parentMenuId' | 'sortNum' | 'isRoot'> {
  if (isBlank(body.menuName)) throw new Refusal(400, MSG.menuNameRequired);
  const menuName = body.menuName!.trim();
  if (menuName.length > MAX_MENU_NAME) throw new Refusal(400, `${MSG.badRequest}：menuName`);
  return {
    menuName,
    menuUrl: normaliseMenuUrl(body.menuUrl),
    menuIcon: normaliseMenuIcon(body.menuIcon),
    menuCode: optionalText(body.menuCode, 100),
    menuType: body.menuType ?? 1,
    openType: body.openType ?? 1,
    isShow: flag(body.isShow) ?? true,
    isEnable: flag(body.isEnable) ?? true,
  };
}

function formParser(_request: unknown, body: string | Buffer, done: (error: Error | null, value?: unknown) => void) {
  try {
    done(null, Object.fromEntries(new URLSearchParams(body.toString())));
  } catch (error) {
    done(error as Error);
  }
}

/**
 * Menus and operations: the signed-in user's menus, the menu management API
 * and linking operations to menus. Changes require the menu administration keys, so the server
 * refuses what the screens' permission gate hides.
 */
const sysMenu: FastifyPluginAsyncTypebox = async (app) => {
  // The link calls arrive as a form; this area alone needs it (no @fastify/formbody).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 64 * 1024 }, formParser);

  app.get(
    '/api/sysLogin/sysMenu',
    {
      preHandler: app.requireUser,
      schema: {
        querystring: Type.Object({
          userId: Type.Optional(Type.Union([Type.Integer({ minimum: 1 }), Type.Literal('')])),
          isShow: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('')])),
        }),
      },
    },
    async (request, reply) => {
      const me = request.user!;
      const { userId } = request.query;
      // Menus are granted to the data role; reading another account's needs the super administrator's base role.
      let roleCode = me.roleCode;
      if (typeof userId === 'number' && userId !== me.userId) {
        if (me.loginRoleCode !== Role.superAdmin) return reply.code(403).send({ msg: MSG.forbidden });
        const [other] = await app.db.select({ roleCode: sysUser.loginRoleCode }).from(sysUser).where(eq(sysUser.userId, userId)).limit(1);
        if (!other) return reply.code(404).send({ msg: MSG.notFound });
        roleCode = other.roleCode;
      }
      return menusOfRole(app.db, roleCode);
    },
  );

  // Every menu administration route needs the 菜单管理 menu granted, then its button's operation.
  const menuList = requireMenu(SYSTEM_PAGE.menuList);
  app.get('/api/sysNpcMenu', { preHandler: [menuList, requireOperation(...MENU_ADMIN_KEYS)] }, async (request) =>
    allMenus(app.db, request.user!.roleCode),
  );

  app.post('/api/sysNpcMenu', { preHandler: [menuList, requireOperation('addParentMenu', 'addSubMenu')], schema: { body: MenuBody } }, async (request, reply) => {
    const body = request.body;
    const parentMenuId = parseParentId(body.parentMenuId);
    const role = request.user!.roleCode;
    if (!(await holdsOperation(app.db, role, parentMenuId === null ? 'addParentMenu' : 'addSubMenu'))) {
      return reply.code(403).send({ msg: MSG.forbidden });
    }
    const values = menuValues(body);
    if (parentMenuId !== null && !(await findMenu(app.db, parentMenuId))) throw new Refusal(400, MSG.parentMenuRequired);
    const sortNum = body.sortNum ?? (await nextSortNum(app.db, parentMenuId));
    const menuId = await insertMenu(app.db, { ...values, parentMenuId, sortNum, isRoot: parentMenuId === null }, role);
    await auditMenuChange(app.db, request, 'add', `menu:${menuId}`, { menuName: values.menuName, menuUrl: values.menuUrl, parentMenuId, openType: values.openType });
    return menuNode(app.db, menuId, role);
  });

  app.put('/api/sysNpcMenu', { preHandler: [menuList, requireOperation('saveChanges')], schema: { body: MenuBody } }, async (request) => {
    const body = request.body;
    const menuId = parseMenuId(body.menuId);
    if (menuId === null) throw new Refusal(400, MSG.menuToOperateRequired);
    const current = await findMenu(app.db, menuId);
    if (!current) throw new Refusal(404, MENU_MSG.menuNotFound);
    const values = menuValues({ ...body, menuName: body.menuName === undefined ? current.menuName : body.menuName });
    let parentMenuId = current.parentMenuId;
    if (body.parentMenuId !== undefined) {
      parentMenuId = parseParentId(body.parentMenuId);
      if (parentMenuId !== null) {
        if (!(await findMenu(app.db, parentMenuId))) throw new Refusal(400, MSG.parentMenuRequired);
        if ((await subtreeIds(app.db, [menuId])).includes(parentMenuId)) throw new Refusal(400, MENU_MSG.parentCycle);
      }
    }
    // Fields the body leaves out keep their values; the screen sends them all.
    const changes = {
      ...values,
      menuUrl: body.menuUrl === undefined ? current.menuUrl : values.menuUrl,
      menuIcon: body.menuIcon === undefined ? current.menuIcon : values.menuIcon,
      menuCode: body.menuCode === undefined ? current.menuCode : values.menuCode,
      menuType: body.menuType ?? current.menuType,
      openType: body.openType ?? current.openType,
      isShow: flag(body.isShow) ?? current.isShow,
      isEnable: flag(body.isEnable) ?? current.isEnable,
      parentMenuId,
      isRoot: parentMenuId === null,
      sortNum: body.sortNum ?? current.sortNum,
    };
    // The pages that grant menus stay reachable: neither disabled nor moved to another address.
    if (LOCKED_SUPER_ADMIN_MENUS.includes(current.menuUrl ?? '') && (!changes.isEnable || changes.menuUrl !== current.menuUrl)) throw new Refusal(409, MENU_MSG.lockedMenu);
    await updateMenu(app.db, menuId, changes);
    const changed = Object.fromEntries(
      Object.entries(changes)
        .filter(([key, value]) => key !== 'menuIcon' && (current as Record<string, unknown>)[key] !== value)
        .map(([key, value]) => [key, { from: (current as Record<string, unknown>)[key], to: value }]),
    );
    await auditMenuChange(app.db, request, 'update', `menu:${menuId}`, { changed });
    return menuNode(app.db, menuId, request.user!.roleCode);
  });

  app.delete(
    '/api/sysNpcMenu',
    { preHandler: [menuList, requireOperation('deleteMenu')], schema: { querystring: Type.Object({ ids: Type.Optional(Type.String({ maxLength: 2000 })) }) } },
    async (request, reply) => {
      const ids = parseIdList(request.query.ids);
      if (ids === null) throw new Refusal(400, `${MSG.badRequest}：ids`);
      if (ids.length === 0) throw new Refusal(400, MSG.menusToDeleteRequired);
      const doomed = await subtreeIds(app.db, ids);
      const locked = await app.db
        .select({ menuId: sysNpcMenu.menuId })
        .from(sysNpcMenu)
        .where(and(inArray(sysNpcMenu.menuId, doomed.length ? doomed : [0]), inArray(sysNpcMenu.menuUrl, [...LOCKED_SUPER_ADMIN_MENUS])));
      if (locked.length > 0) throw new Refusal(409, MENU_MSG.lockedMenu);
      const deleted = await deleteMenus(app.db, ids);
      if (deleted === 0) throw new Refusal(404, MENU_MSG.menuNotFound);
      request.log.info({ userId: request.user!.userId, ids, deleted }, 'menus deleted');
      await auditMenuChange(app.db, request, 'delete', `menu:${ids.join(',')}`, { ids, deleted });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/sysCompetence',
    {
      // The catalogue is read by 菜单管理 (to link operations) and by 操作管理.
      preHandler: requireMenu(SYSTEM_PAGE.menuList, SYSTEM_PAGE.operationManager),
      schema: {
        querystring: Type.Object({
          ...PageQuery,
          operator: Type.Optional(Type.String({ maxLength: 50 })),
          menuId: Type.Optional(Type.Integer({ minimum: 1 })),
        }),
      },
    },
    async (request) => listOperations(app.db, request.query, request.user!.roleCode),
  );

  const links = (action: 'link' | 'unlink') => async (request: Pick<FastifyRequest, 'body' | 'query' | 'ip' | 'user'>) => {
    const input = { ...(request.query as object), ...((request.body as object | null) ?? {}) } as { competenceIds?: unknown; menuId?: unknown };
    if (input.menuId === undefined || input.menuId === null || input.menuId === '') throw new Refusal(400, MSG.menuToOperateRequired);
    const menuId = parseMenuId(input.menuId);
    if (menuId === null || !(await findMenu(app.db, menuId))) throw new Refusal(400, MSG.menuDataWrong);
    const ids = parseIdList(input.competenceIds);
    if (ids === null) throw new Refusal(400, `${MSG.badRequest}：competenceIds`);
    if (ids.length === 0) throw new Refusal(400, MENU_MSG.operationsRequired);
    const known = await existingOperationIds(app.db, ids);
    if (known.length !== ids.length) throw new Refusal(400, `${MSG.badRequest}：competenceIds`);
    if (action === 'link') await linkOperations(app.db, menuId, ids);
    else await unlinkOperations(app.db, menuId, ids);
    await auditMenuChange(app.db, request, action, `menu:${menuId}`, { competenceIds: ids });
    const node = await menuNode(app.db, menuId, request.user!.roleCode);
    return { menuId, sysBaseCompetences: node?.sysBaseCompetences ?? [] };
  };

  const linkSchema = { body: LinkBody, querystring: LinkBody };
  app.post('/api/sysCompetence/menus', { preHandler: [menuList, requireOperation('addSymbol')], schema: linkSchema }, links('link'));
  // DELETE may carry its ids in the query alone: a body schema would refuse a request without a
  // body, so only the query is declared and the handler parses whatever body comes with it.
  app.delete('/api/sysCompetence/menus', { preHandler: [menuList, requireOperation('addSymbol')], schema: { querystring: LinkBody } }, links('unlink'));
};

export default sysMenu;
