import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { LinkedOperation, MenuNode as SharedMenuNode } from '@shared/contracts/menus';
import { Role } from '@shared/roles';
import type { Database } from '../../../db/database';
import { sysCompetence, sysMenuCompetence, sysNpcMenu, sysRoleCompetence, sysRoleMenu } from '../../../db/schema';
import { heldOperations } from '../../../services/permissions';
import { operationUse } from '../../../services/roles/operations.service';
import { requireStoredFiles } from '../../../services/storage/stored-files';
import { iconFiles } from './menu.input';
import { containsPattern } from '../../../db/like';

type MenuRow = typeof sysNpcMenu.$inferSelect;
type CompetenceRow = typeof sysCompetence.$inferSelect;

/** A menu row as the tree answers it (src/shared/contracts/menus.ts), with every column of the row. */
export interface MenuNode extends MenuRow, Omit<SharedMenuNode, keyof MenuRow | 'children'> {
  children: MenuNode[];
}

export interface Operation extends Omit<CompetenceRow, 'createTime' | 'updateTime'> {
  createTime: string;
  updateTime: string;
  hasJurisdiction: boolean;
  menuCount: number;
  roleCount: number;
  /** Present when the list is asked for one menu: whether the operation is linked to it. */
  isChoose?: boolean;
}

const bySortNum = (a: MenuNode, b: MenuNode) => a.sortNum - b.sortNum || a.menuId - b.menuId;

/**
 * Nests rows under their parents, each level in sortNum order. A row whose parent is not among
 * the rows (a role that sees a child but not its group) is shown at the top level.
 */
function buildTree(rows: MenuRow[], links: Map<number, LinkedOperation[]>, visible: (menuId: number) => boolean): MenuNode[] {
  const nodes = new Map<number, MenuNode>(
    rows.map((row) => [
      row.menuId,
      { ...row, hasChildren: false, hasJurisdiction: visible(row.menuId), sysBaseCompetences: links.get(row.menuId) ?? [], children: [] },
    ]),
  );
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentMenuId === null ? undefined : nodes.get(node.parentMenuId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  const sort = (level: MenuNode[]) => {
    level.sort(bySortNum);
    for (const node of level) {
      node.hasChildren = node.children.length > 0;
      sort(node.children);
    }
  };
  sort(roots);
  return roots;
}

async function linkedOperations(db: Database, menuIds: number[], roleCode: string): Promise<Map<number, LinkedOperation[]>> {
  const byMenu = new Map<number, LinkedOperation[]>();
  if (menuIds.length === 0) return byMenu;
  const rows = await db
    .select({
      menuId: sysMenuCompetence.fkMenuId,
      competenceId: sysCompetence.competenceId,
      code: sysCompetence.code,
      operator: sysCompetence.operator,
      remark: sysCompetence.remark,
      isEnable: sysCompetence.isEnable,
    })
    .from(sysMenuCompetence)
    .innerJoin(sysCompetence, eq(sysCompetence.competenceId, sysMenuCompetence.fkCompetenceId))
    .where(inArray(sysMenuCompetence.fkMenuId, menuIds))
    .orderBy(asc(sysCompetence.competenceId));
  const held = roleCode === Role.superAdmin ? null : await heldOperations(db, roleCode);
  for (const { menuId, ...operation } of rows) {
    const list = byMenu.get(menuId) ?? [];
    list.push({ ...operation, hasJurisdiction: operation.isEnable && (held === null || held.has(operation.code)) });
    byMenu.set(menuId, list);
  }
  return byMenu;
}

/**
 * GET /api/sysLogin/sysMenu: the menus a role sees, as a tree, each with its linked operations
 * and whether the role holds them. Hidden and disabled menus are answered with their flags: the
 * screens keep hidden menus out of the navigation and read operations from enabled menus only.
 */
export async function menusOfRole(db: Database, roleCode: string): Promise<MenuNode[]> {
  const rows = await db
    .select({ menu: sysNpcMenu })
    .from(sysNpcMenu)
    .innerJoin(sysRoleMenu, and(eq(sysRoleMenu.fkMenuId, sysNpcMenu.menuId), eq(sysRoleMenu.roleCode, roleCode)));
  const menus = rows.map((r) => r.menu);
  const links = await linkedOperations(db, menus.map((m) => m.menuId), roleCode);
  return buildTree(menus, links, () => true);
}

/** GET /api/sysNpcMenu: every menu, for the menu management screen. */
export async function allMenus(db: Database, roleCode: string): Promise<MenuNode[]> {
  const menus = await db.select().from(sysNpcMenu);
  const seen = await db.select({ menuId: sysRoleMenu.fkMenuId }).from(sysRoleMenu).where(eq(sysRoleMenu.roleCode, roleCode));
  const visible = new Set(seen.map((s) => s.menuId));
  const links = await linkedOperations(db, menus.map((m) => m.menuId), roleCode);
  return buildTree(menus, links, (menuId) => roleCode === Role.superAdmin || visible.has(menuId));
}

export async function findMenu(db: Database, menuId: number): Promise<MenuRow | undefined> {
  const [menu] = await db.select().from(sysNpcMenu).where(eq(sysNpcMenu.menuId, menuId)).limit(1);
  return menu;
}

export async function menuNode(db: Database, menuId: number, roleCode: string): Promise<MenuNode | undefined> {
  const menu = await findMenu(db, menuId);
  if (!menu) return undefined;
  const links = await linkedOperations(db, [menuId], roleCode);
  const [{ n }] = await db.select({ n: count() }).from(sysNpcMenu).where(eq(sysNpcMenu.parentMenuId, menuId));
  return { ...menu, hasChildren: n > 0, hasJurisdiction: true, sysBaseCompetences: links.get(menuId) ?? [], children: [] };
}

/** The menu ids of a subtree, the root first. */
export async function subtreeIds(db: Database, rootIds: number[]): Promise<number[]> {
  if (rootIds.length === 0) return [];
  const all = await db.select({ menuId: sysNpcMenu.menuId, parentMenuId: sysNpcMenu.parentMenuId }).from(sysNpcMenu);
  const childrenOf = new Map<number, number[]>();
  for (const m of all) {
    if (m.parentMenuId === null) continue;
    childrenOf.set(m.parentMenuId, [...(childrenOf.get(m.parentMenuId) ?? []), m.menuId]);
  }
  const existing = new Set(all.map((m) => m.menuId));
  const result: number[] = [];
  const seen = new Set<number>();
  const stack = rootIds.filter((id) => existing.has(id)).reverse();
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    result.push(id);
    stack.push(...(childrenOf.get(id) ?? []).reverse());
  }
  return result;
}

/** A new menu's default sortNum is the number of its siblings plus one. */
export async function nextSortNum(db: Database, parentMenuId: number | null): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(sysNpcMenu)
    .where(parentMenuId === null ? isNull(sysNpcMenu.parentMenuId) : eq(sysNpcMenu.parentMenuId, parentMenuId));
  return n + 1;
}

export type MenuValues = Omit<typeof sysNpcMenu.$inferInsert, 'menuId'>;

/**
 * Adds a menu. Who sees it (decision, docs/decisions.md): a child is seen by every role that
 * sees its parent; a new top-level menu by the super administrator and the creator's role,
 * until the role-menu screen assigns it further.
 */
export async function insertMenu(db: Database, values: MenuValues, creatorRole: string): Promise<number> {
  return db.transaction(async (tx) => {
    await requireStoredFiles(tx, iconFiles(values.menuIcon));
    const [{ menuId }] = await tx.insert(sysNpcMenu).values(values).returning({ menuId: sysNpcMenu.menuId });
    let roles: string[];
    if (values.parentMenuId === null || values.parentMenuId === undefined) {
      roles = [...new Set([Role.superAdmin, creatorRole])];
    } else {
      const parentRoles = await tx.select({ roleCode: sysRoleMenu.roleCode }).from(sysRoleMenu).where(eq(sysRoleMenu.fkMenuId, values.parentMenuId));
      roles = parentRoles.map((r) => r.roleCode);
    }
    if (roles.length > 0) await tx.insert(sysRoleMenu).values(roles.map((roleCode) => ({ roleCode, fkMenuId: menuId }))).onConflictDoNothing();
    return menuId;
  });
}

export async function updateMenu(db: Database, menuId: number, values: Partial<MenuValues>): Promise<void> {
  await db.transaction(async (tx) => {
    await requireStoredFiles(tx, iconFiles(values.menuIcon));
    await tx.update(sysNpcMenu).set(values).where(eq(sysNpcMenu.menuId, menuId));
  });
}

/** Deletes the menus and everything under them; answers how many were deleted. */
export async function deleteMenus(db: Database, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const all = await subtreeIds(tx, ids);
    if (all.length === 0) return 0;
    await tx.delete(sysNpcMenu).where(inArray(sysNpcMenu.menuId, all));
    return all.length;
  });
}

export interface OperationPage {
  list: Operation[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/** GET /api/sysCompetence: operations by name (or code), a page at a time. */
export async function listOperations(
  db: Database,
  query: { pageNum: number; pageSize: number; operator?: string; menuId?: number },
  roleCode: string,
): Promise<OperationPage> {
  const keyword = query.operator?.trim();
  const pattern = keyword ? containsPattern(keyword) : undefined;
  const where: SQL | undefined = pattern ? or(ilike(sysCompetence.operator, pattern), ilike(sysCompetence.code, pattern)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(sysCompetence).where(where);
  const rows = await db
    .select({
      competence: sysCompetence,
      granted: sql<boolean>`exists (select 1 from ${sysRoleCompetence} where ${sysRoleCompetence.fkCompetenceId} = ${sysCompetence.competenceId} and ${sysRoleCompetence.roleCode} = ${roleCode})`,
    })
    .from(sysCompetence)
    .where(where)
    .orderBy(asc(sysCompetence.competenceId))
    .limit(query.pageSize)
    .offset((query.pageNum - 1) * query.pageSize);
  let linked: Set<number> | undefined;
  if (query.menuId !== undefined) {
    const links = await db.select({ id: sysMenuCompetence.fkCompetenceId }).from(sysMenuCompetence).where(eq(sysMenuCompetence.fkMenuId, query.menuId));
    linked = new Set(links.map((l) => l.id));
  }
  // How many menus link each operation and roles hold it: 操作管理 shows them and refuses deleting one in use.
  const use = await operationUse(db, rows.map((r) => r.competence.competenceId));
  const list = rows.map(({ competence, granted }) => ({
    ...competence,
    ...(use.get(competence.competenceId) ?? { menuCount: 0, roleCount: 0 }),
    createTime: competence.createTime.toISOString(),
    updateTime: competence.updateTime.toISOString(),
    hasJurisdiction: competence.isEnable && (roleCode === Role.superAdmin || Boolean(granted)),
    ...(linked ? { isChoose: linked.has(competence.competenceId) } : {}),
  }));
  return { list, total, pageNum: query.pageNum, pageSize: query.pageSize };
}

export async function existingOperationIds(db: Database, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: sysCompetence.competenceId }).from(sysCompetence).where(inArray(sysCompetence.competenceId, ids));
  return rows.map((r) => r.id);
}

export async function linkOperations(db: Database, menuId: number, competenceIds: number[]): Promise<void> {
  if (competenceIds.length === 0) return;
  await db
    .insert(sysMenuCompetence)
    .values(competenceIds.map((fkCompetenceId) => ({ fkMenuId: menuId, fkCompetenceId })))
    .onConflictDoNothing();
}

export async function unlinkOperations(db: Database, menuId: number, competenceIds: number[]): Promise<void> {
  if (competenceIds.length === 0) return;
  await db
    .delete(sysMenuCompetence)
    .where(and(eq(sysMenuCompetence.fkMenuId, menuId), inArray(sysMenuCompetence.fkCompetenceId, competenceIds)));
}
