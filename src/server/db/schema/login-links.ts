import { index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { identity, instant, stampedNow, ownedBy } from './columns';
import { sysUser } from './users';

/**
 * A message sent to a user through the bound channel (a "bind message"): the
 * link in it leads, after link login, to the record the message is about.
 */
export const bindMsg = pgTable(
  'bind_msg',
  {
    id: identity('id'),
    fkUserId: ownedBy('fk_user_id', () => sysUser.userId),
    /** 0 opinion solicitation; any other value is another kind of message. */
    msgType: smallint('msg_type').notNull(),
    /** The id of the record the message is about (for msgType 0, the opinion solicitation). */
    localId: integer('local_id').notNull(),
    createTime: stampedNow('create_time'),
  },
  (t) => [index('bind_msg_user_idx').on(t.fkUserId)],
);

/**
 * One-time login links an administrator issues for a user. Only the SHA-256 of the 256-bit
 * token is stored; a link is spent by setting usedAt, once, before it expires. The row also
 * carries the notice its user gets at a later sign-in.
 */
export const loginLink = pgTable(
  'login_link',
  {
    tokenHash: text('token_hash').primaryKey(),
    fkUserId: ownedBy('fk_user_id', () => sysUser.userId),
    /** The administrator who issued it. */
    fkIssuedBy: integer('fk_issued_by').references(() => sysUser.userId, { onDelete: 'set null' }),
    fkBindMsgId: integer('fk_bind_msg_id').references(() => bindMsg.id, { onDelete: 'set null' }),
    createdAt: stampedNow('created_at'),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    /** The hash of the session the link opened: that session is told only of links issued before this one. */
    sessionTokenHash: text('session_token_hash'),
    /** When the user acknowledged the notice of this link; until then it is kept and shown. */
    noticeSeenAt: instant('notice_seen_at'),
  },
  (t) => [index('login_link_user_idx').on(t.fkUserId), index('login_link_expires_idx').on(t.expiresAt)],
);
