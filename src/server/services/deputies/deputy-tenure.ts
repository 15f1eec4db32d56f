import { and, eq, isNull } from 'drizzle-orm';
import { npcDelegateTenure, sysSession, sysUser } from '../../db/schema';
import type { Executor } from '../workflow/engine';

type Row = Record<string, unknown>;

/** The deputy starts serving in the record's delegation (approval of a new or by-elected deputy). */
export async function startTenure(tx: Executor, row: Row, at: Date): Promise<void> {
  await tx.insert(npcDelegateTenure).values({
    fkDelegateId: row.delegateId as number,
    fkDelegationId: row.fkDelegationId as number,
    delegateGrade: row.delegateGrade as number,
    validFrom: at.toISOString(),
  });
}

/** The open stretch of service ends (a vacancy, or the old delegation of a transfer). */
export async function endTenure(tx: Executor, delegateId: number, at: Date): Promise<void> {
  await tx
    .update(npcDelegateTenure)
    .set({ validTo: at.toISOString() })
    .where(and(eq(npcDelegateTenure.fkDelegateId, delegateId), isNull(npcDelegateTenure.validTo)));
}

/** A vacated deputy can no longer sign in: the account is disabled and its sessions end. */
export async function disableDeputyAccount(tx: Executor, delegateId: number): Promise<void> {
  const accounts = await tx.update(sysUser).set({ isValid: false }).where(eq(sysUser.fkDelegateId, delegateId)).returning({ userId: sysUser.userId });
  for (const { userId } of accounts) await tx.delete(sysSession).where(eq(sysSession.fkUserId, userId));
}

/** A corrected phone is the account's new sign-in name; sessions signed in under the old one end. */
export async function renameDeputyAccount(tx: Executor, delegateId: number, phone: string): Promise<void> {
  const accounts = await tx.update(sysUser).set({ username: phone }).where(eq(sysUser.fkDelegateId, delegateId)).returning({ userId: sysUser.userId });
  for (const { userId } of accounts) await tx.delete(sysSession).where(eq(sysSession.fkUserId, userId));
}
