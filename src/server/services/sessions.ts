import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, or } from 'drizzle-orm';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '@shared/constants';
import type { Database } from '../db/database';
import { sysRole, sysSession, sysUser } from '../db/schema';
import { prepared, value } from '../db/statements';
import { roleOfRow, type SessionRole } from './roles/role-of-user';

type UserRow = typeof sysUser.$inferSelect;
/** An account row; a signed-in one also carries its data role (roleCode, roleName, dataScope). */
export type SessionUserRow = UserRow & Partial<SessionRole>;
/**
 * The signed-in user: `loginRoleCode` is the base role (one of the platform's 13 codes, which the
 * machines, layouts and role checks know) and `roleCode` the role stored on the account, by which
 * menus and operations are granted.
 */
export type SignedInUser = UserRow & SessionRole;

/** Only a hash of the token is stored, so a database leak does not leak live sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Issues a 256-bit opaque token; expires after 30 minutes idle and 12 hours at most. */
export async function createSession(db: Database, userId: number, now = new Date()): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sysSession).values({
    tokenHash: hashToken(token),
    fkUserId: userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_MS),
  });
  return token;
}

// Touching lastSeenAt on every request would turn each read into a write; once a minute is
// precise enough for a 30-minute idle limit.
const TOUCH_AFTER_MS = 60_000;

/** The session lookup of every signed-in request, built once (db/statements.ts). */
const sessionLookup = (db: Database) =>
  prepared(db, 'session', () =>
    db
      .select({ user: sysUser, role: sysRole, lastSeenAt: sysSession.lastSeenAt })
      .from(sysSession)
      .innerJoin(sysUser, eq(sysUser.userId, sysSession.fkUserId))
      .leftJoin(sysRole, eq(sysRole.roleCode, sysUser.loginRoleCode))
      .where(and(eq(sysSession.tokenHash, value('tokenHash')), gt(sysSession.expiresAt, value('now')), gt(sysSession.lastSeenAt, value('idleSince'))))
      .limit(1),
  );

/**
 * The user behind a token, or null when the token is unknown, idle too long or expired, or the
 * account or its role is disabled.
 */
export async function resolveSession(db: Database, token: string, now = new Date()): Promise<SignedInUser | null> {
  const tokenHash = hashToken(token);
  const [row] = await sessionLookup(db).execute({
    tokenHash,
    now: now.toISOString(),
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
  });
  if (!row || !row.user.isValid) return null;
  const role = roleOfRow(row.user.loginRoleCode, row.role);
  if (!role) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_AFTER_MS) {
    await db.update(sysSession).set({ lastSeenAt: now }).where(eq(sysSession.tokenHash, tokenHash));
  }
  return { ...row.user, loginRoleCode: role.baseRole, roleCode: role.roleCode, roleName: role.roleName, dataScope: role.dataScope };
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.delete(sysSession).where(eq(sysSession.tokenHash, hashToken(token)));
}

/** Removes sessions that can no longer be used; called at start. */
export async function purgeExpiredSessions(db: Database, now = new Date()): Promise<void> {
  await db
    .delete(sysSession)
    .where(or(lt(sysSession.expiresAt, now), lt(sysSession.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
}
