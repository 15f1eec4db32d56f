import { eq } from 'drizzle-orm';
import { Role } from '@shared/roles';
import type { Database } from '../../db/database';
import { npcDelegate, sysUser } from '../../db/schema';
import { auditAccountChange } from '../audit';
import { hashPassword } from '../password';
import type { SmsSender } from '../sms';
import { temporaryPassword, textPassword, type Requested } from '../staff-accounts.service';

export type DeputyAccountOutcome = 'created' | 'enabled' | 'kept' | 'noPhone' | 'phoneTaken';

/**
 * An approved deputy signs in with their phone: the account linked to the record is enabled (or
 * created, its temporary password texted and to be changed at the first sign-in). An account of
 * another person under the same phone is never taken over.
 */
export async function ensureDeputyAccount(db: Database, request: Requested, delegateId: number, sms: SmsSender): Promise<DeputyAccountOutcome> {
  const [deputy] = await db.select({ phone: npcDelegate.phone, name: npcDelegate.delegateName }).from(npcDelegate).where(eq(npcDelegate.delegateId, delegateId));
  if (!deputy?.phone) return 'noPhone';
  const [linked] = await db.select().from(sysUser).where(eq(sysUser.fkDelegateId, delegateId)).limit(1);
  if (linked) {
    if (linked.isValid) return 'kept';
    await db.transaction(async (tx) => {
      await tx.update(sysUser).set({ isValid: true }).where(eq(sysUser.userId, linked.userId));
      await auditAccountChange(tx, request, 'enable', linked, { reason: 'deputy approved' });
    });
    return 'enabled';
  }
  const [other] = await db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.username, deputy.phone)).limit(1);
  if (other) return 'phoneTaken';
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password, request.ip);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sysUser)
      .values({ username: deputy.phone!, realName: deputy.name, passwordHash, loginRoleCode: Role.represent, fkDelegateId: delegateId, mustChangePassword: true })
      .returning();
    await auditAccountChange(tx, request, 'create', row, { username: row.username, delegateId });
  });
  await textPassword(sms, request, deputy.phone, password);
  return 'created';
}
