import { eq } from 'drizzle-orm';
import { DATA_SCOPES, type DataScope } from '@shared/contracts/roles';
import { isRoleCode } from '@machines/roles';
import { ROLE_LABEL, type RoleCode } from '@shared/roles';
import type { Database } from '../../db/database';
import { sysRole } from '../../db/schema';

/** What the session adds to an account: its data role. */
export interface SessionRole {
  roleCode: string;
  roleName: string;
  dataScope: DataScope;
}

export interface ResolvedRole extends SessionRole {
  baseRole: RoleCode;
}

type RoleRow = typeof sysRole.$inferSelect;

export const isDataScope = (value: unknown): value is DataScope => (DATA_SCOPES as readonly unknown[]).includes(value);

/**
 * The role an account acts as: its sys_role row (null when the role is disabled or its base role is
 * not a platform role). A built-in code without a row (a database from before roles were data, until
 * the backfill runs) acts as itself with every record in scope.
 */
export function roleOfRow(storedCode: string, row: RoleRow | null | undefined): ResolvedRole | null {
  if (!row) {
    return isRoleCode(storedCode) ? { roleCode: storedCode, roleName: ROLE_LABEL[storedCode], baseRole: storedCode, dataScope: 'all' } : null;
  }
  if (!row.isValid || !isRoleCode(row.baseRole)) return null;
  return { roleCode: row.roleCode, roleName: row.roleName, baseRole: row.baseRole, dataScope: isDataScope(row.dataScope) ? row.dataScope : 'own' };
}

/** The role stored as `code`, resolved as the session resolves it. */
export async function resolveRole(db: Pick<Database, 'select'>, code: string): Promise<ResolvedRole | null> {
  const [row] = await db.select().from(sysRole).where(eq(sysRole.roleCode, code)).limit(1);
  return roleOfRow(code, row);
}
