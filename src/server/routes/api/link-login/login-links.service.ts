import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { BASE_PATH } from '@shared/constants';
import type { Database } from '../../../db/database';
import { bindMsg, loginLink, sysUser } from '../../../db/schema';
import { createSession, hashToken } from '../../../services/sessions';
import { mayIssueLoginLink } from './login-link-policy';
import { resolveRole } from '../../../services/roles/role-of-user';

/** A link is good for ten minutes and one sign-in. */
export const LOGIN_LINK_TTL_MS = 10 * 60_000;

/** The address a link opens: the `/sso` screen with the token, and the bind message id when there is one. */
export function loginLinkUrl(token: string, bindMsgId: number | null): string {
  const query = new URLSearchParams({ token });
  if (bindMsgId !== null) query.set('id', String(bindMsgId));
  return `${BASE_PATH}sso?${query.toString()}`;
}

export interface IssuedLink {
  token: string;
  url: string;
  expiresAt: Date;
}

/** Stores the hash of a fresh 256-bit token for the user and returns the token itself, once. */
export async function issueLoginLink(
  db: Database,
  link: { userId: number; issuedBy: number; bindMsgId: number | null },
  now = new Date(),
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + LOGIN_LINK_TTL_MS);
  await db.insert(loginLink).values({
    tokenHash: hashToken(token),
    fkUserId: link.userId,
    fkIssuedBy: link.issuedBy,
    fkBindMsgId: link.bindMsgId,
    createdAt: now,
    expiresAt,
  });
  return { token, url: loginLinkUrl(token, link.bindMsgId), expiresAt };
}

/**
 * Spends a link and opens a session for its user, in one transaction. The single conditional
 * UPDATE is what makes the link single-use: of two exchanges racing for one token, only one
 * finds `used_at` still empty. Null when the token is unknown, spent or expired, its user or
 * its issuer disabled, or the issuer may no longer issue a link for that user (the rule of
 * login-link-policy.ts, checked again with both accounts' roles as they are now, so a link
 * never opens a session its issuer could not have asked for).
 */
export async function exchangeLoginLink(db: Database, token: string, now = new Date()): Promise<{ userId: number; accessToken: string } | null> {
  if (!token) return null;
  return db.transaction(async (tx) => {
    const issuer = alias(sysUser, 'issuer');
    const [link] = await tx
      .select({ targetRole: sysUser.loginRoleCode, issuerRole: issuer.loginRoleCode })
      .from(loginLink)
      .innerJoin(sysUser, and(eq(sysUser.userId, loginLink.fkUserId), eq(sysUser.isValid, true)))
      .innerJoin(issuer, and(eq(issuer.userId, loginLink.fkIssuedBy), eq(issuer.isValid, true)))
      .where(eq(loginLink.tokenHash, hashToken(token)))
      .limit(1);
    if (!link) return null;
    // Stored codes may name custom roles: the policy speaks of their base roles.
    const [issuerRole, targetRole] = [await resolveRole(tx, link.issuerRole), await resolveRole(tx, link.targetRole)];
    if (!issuerRole || !targetRole || !mayIssueLoginLink(issuerRole.baseRole, targetRole.baseRole)) return null;

    const validUsers = tx.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.isValid, true));
    const [spent] = await tx
      .update(loginLink)
      .set({ usedAt: now })
      .where(
        and(
          eq(loginLink.tokenHash, hashToken(token)),
          isNull(loginLink.usedAt),
          gt(loginLink.expiresAt, now),
          inArray(loginLink.fkUserId, validUsers),
        ),
      )
      .returning({ userId: loginLink.fkUserId });
    if (!spent) return null;
    const accessToken = await createSession(tx as unknown as Database, spent.userId, now);
    // Its use is news to the account's owner even if the notice of its issue was seen already.
    await tx
      .update(loginLink)
      .set({ sessionTokenHash: hashToken(accessToken), noticeSeenAt: null })
      .where(eq(loginLink.tokenHash, hashToken(token)));
    return { userId: spent.userId, accessToken };
  });
}

/**
 * Links are kept a day past their expiry, for the record, and after that until their user has
 * acknowledged the notice of them (the audit log keeps every issue for good); called on each issue.
 */
export async function purgeLoginLinks(db: Database, now = new Date()): Promise<void> {
  await db.delete(loginLink).where(and(lt(loginLink.expiresAt, new Date(now.getTime() - 24 * 3_600_000)), isNotNull(loginLink.noticeSeenAt)));
}

export async function createBindMessage(db: Database, message: { userId: number; msgType: number; localId: number }): Promise<number> {
  const [row] = await db
    .insert(bindMsg)
    .values({ fkUserId: message.userId, msgType: message.msgType, localId: message.localId })
    .returning({ id: bindMsg.id });
  return row.id;
}

/** The user's own bind message, or null (someone else's is as unknown as a missing one). */
export async function findBindMessage(db: Database, id: number, userId: number) {
  const [row] = await db
    .select({ id: bindMsg.id, msgType: bindMsg.msgType, localId: bindMsg.localId })
    .from(bindMsg)
    .where(and(eq(bindMsg.id, id), eq(bindMsg.fkUserId, userId)))
    .limit(1);
  return row ?? null;
}
