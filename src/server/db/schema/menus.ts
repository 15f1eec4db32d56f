import { boolean, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { identity, stampedNow, ownedBy } from './columns';

export const sysNpcMenu = pgTable('sys_npc_menu', {
  menuId: identity('menu_id'),
  menuName: text('menu_name').notNull(),
  menuUrl: text('menu_url'),
  /** JSON text: { menuIconType: 'class' | 'img', url, objName, objPath }. */
  menuIcon: text('menu_icon'),
  parentMenuId: integer('parent_menu_id'),
  sortNum: integer('sort_num').notNull().default(1),
  menuCode: text('menu_code'),
  /** 1 ordinary, 2 program. */
  menuType: smallint('menu_type').notNull().default(1),
  /** 1 embedded page, 2 new page, 3 external link, 4 third-party embedded link. */
  openType: smallint('open_type').notNull().default(1),
  isShow: boolean('is_show').notNull().default(true),
  isEnable: boolean('is_enable').notNull().default(true),
  isRoot: boolean('is_root').notNull().default(false),
});

/** Operations (button-level permission codes). */
export const sysCompetence = pgTable('sys_competence', {
  competenceId: identity('competence_id'),
  code: text('code').notNull().unique(),
  operator: text('operator').notNull(),
  remark: text('remark'),
  isEnable: boolean('is_enable').notNull().default(true),
  fkCreateId: integer('fk_create_id'),
  createName: text('create_name'),
  createTime: stampedNow('create_time'),
  fkUpdateId: integer('fk_update_id'),
  updateName: text('update_name'),
  updateTime: stampedNow('update_time'),
});

/** Operations linked to a menu (sysBaseCompetences). */
export const sysMenuCompetence = pgTable(
  'sys_menu_competence',
  {
    fkMenuId: ownedBy('fk_menu_id', () => sysNpcMenu.menuId),
    fkCompetenceId: ownedBy('fk_competence_id', () => sysCompetence.competenceId),
  },
  (t) => [primaryKey({ columns: [t.fkMenuId, t.fkCompetenceId] })],
);

/** Which menus a role sees. */
export const sysRoleMenu = pgTable(
  'sys_role_menu',
  {
    roleCode: text('role_code').notNull(),
    fkMenuId: ownedBy('fk_menu_id', () => sysNpcMenu.menuId),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.fkMenuId] })],
);

/** Which operations a role holds (hasJurisdiction). */
export const sysRoleCompetence = pgTable(
  'sys_role_competence',
  {
    roleCode: text('role_code').notNull(),
    fkCompetenceId: ownedBy('fk_competence_id', () => sysCompetence.competenceId),
  },
  (t) => [primaryKey({ columns: [t.roleCode, t.fkCompetenceId] })],
);
