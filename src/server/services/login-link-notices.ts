import { and, asc, eq, isNull, lt, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LoginLinkNotice } from '@shared/contracts/users';
import type { Database } from '../db/database';
import { loginLink, sysUser } from '../db/schema';
import { hashToken } from './sessions';

/** At most this many notices go out at once, oldest first; the rest follow once these are acknowledged. */
export const LINK_NOTICES_AT_ONCE = 20;

/**
 * The links issued for a user that the user has not acknowledged yet: the user is told who
 * issued a sign-in link for them, when, and whether it was used.
 *
 * A session a link opened is told of, and may acknowledge, only the links issued before that
 * one. So whoever holds links cannot hide them from the account's owner: the newest link's
 * notice can be cleared only by a password sign-in or by a session of a link issued after it,
 * whose own notice then stays, and using a link makes its notice new again.
 */
async function unseenBy(db: Database, userId: number, sessionToken: string | null) {
  const [opener] = sessionToken
    ? await db.select({ createdAt: loginLink.createdAt }).from(loginLink).where(eq(loginLink.sessionTokenHash, hashToken(sessionToken))).limit(1)
    : [];
  return and(eq(loginLink.fkUserId, userId), isNull(loginLink.noticeSeenAt), opener ? lt(loginLink.createdAt, opener.createdAt) : undefined);
}

export async function unseenLinkNotices(db: Database, userId: number, sessionToken: string | null): Promise<LoginLinkNotice[]> {
  const issuer = alias(sysUser, 'issuer');
  const rows = await db
    .select({
      createdAt: loginLink.createdAt,
      expiresAt: loginLink.expiresAt,
      usedAt: loginLink.usedAt,
      issuedBy: issuer.realName,
      issuerRole: issuer.loginRoleCode,
    })
    .from(loginLink)
    .leftJoin(issuer, eq(issuer.userId, loginLink.fkIssuedBy))
    .where(await unseenBy(db, userId, sessionToken))
    .orderBy(asc(loginLink.createdAt))
    .limit(LINK_NOTICES_AT_ONCE);
  return rows.map((row) => ({
    issuedAt: row.createdAt.toISOString(),
    issuedBy: row.issuedBy,
    issuerRole: row.issuerRole,
    expiresAt: row.expiresAt.toISOString(),
    usedAt: row.usedAt?.toISOString() ?? null,
  }));
}

/**
 * Marks the notices of links issued up to `through` (the newest one shown) as seen, so a link
 * issued after the notice was shown is still told. Answers how many were marked.
 */
export async function acknowledgeLinkNotices(db: Database, userId: number, sessionToken: string | null, through: Date, now = new Date()): Promise<number> {
  const marked = await db
    .update(loginLink)
    .set({ noticeSeenAt: now })
    .where(and(await unseenBy(db, userId, sessionToken), lte(loginLink.createdAt, through)))
    .returning({ createdAt: loginLink.createdAt });
  return marked.length;
}
