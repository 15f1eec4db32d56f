import { ROLE_CODES, ROLE_LABEL } from '@shared/roles';
import type { Database } from '../db/database';
import { sysRole } from '../db/schema';

/** The 13 built-in roles, each its own base role, every record in scope (the migration that adds sys_role backfills the same rows on an existing installation). */
export async function seedRoles(tx: Database): Promise<void> {
  await tx
    .insert(sysRole)
    .values(ROLE_CODES.map((code, i) => ({ roleCode: code, roleName: ROLE_LABEL[code], baseRole: code, dataScope: 'all', sortNo: i + 1, isBuiltIn: true })))
    .onConflictDoNothing();
}
