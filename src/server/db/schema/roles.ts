import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { stampedNow } from './columns';

/**
 * Roles as data. The machines, layouts and relations know only the platform's 13 role codes, so
 * each role names one of them as its base role and acts in the lifecycles as that role; menus and
 * operations are granted to the role itself (sys_role_menu, sys_role_competence by role_code).
 */
export const sysRole = pgTable(
  'sys_role',
  {
    roleCode: text('role_code').primaryKey(),
    roleName: text('role_name').notNull(),
    /** One of the 13 platform role codes (src/shared/roles.ts). */
    baseRole: text('base_role').notNull(),
    /** all, org, delegation, unit, own (src/shared/contracts/roles.ts DATA_SCOPES). */
    dataScope: text('data_scope').notNull().default('all'),
    remark: text('remark'),
    sortNo: integer('sort_no').notNull().default(1),
    isValid: boolean('is_valid').notNull().default(true),
    /** The 13 roles the platform ships: they cannot be deleted nor change their base role. */
    isBuiltIn: boolean('is_built_in').notNull().default(false),
    createTime: stampedNow('create_time'),
    updateTime: stampedNow('update_time'),
  },
  (t) => [index('sys_role_base_idx').on(t.baseRole)],
);
