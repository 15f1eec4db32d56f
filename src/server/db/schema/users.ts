import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, instant, stampedNow, ownedBy } from './columns';

/** Everyone who signs in: deputies, units, committees, station managers, administrators. */
export const sysUser = pgTable('sys_user', {
  userId: identity('user_id'),
  /** A mobile number; the screens show it as the contact phone. */
  username: text('username').notNull().unique(),
  realName: text('real_name').notNull(),
  post: text('post'),
  passwordHash: text('password_hash').notNull(),
  loginRoleCode: text('login_role_code').notNull(),
  /** Set for deputies (NPC_REPRESENT). */
  fkDelegateId: integer('fk_delegate_id'),
  /** Set for delegation accounts (NPC_DELEGATION). */
  fkDelegationId: integer('fk_delegation_id'),
  /** Set for handling-unit accounts (NPC_GOV, NPC_UNIT, NPC_PARTY). */
  fkUnitId: integer('fk_unit_id'),
  /** Set for station managers (NPC_STATION). */
  fkStationId: integer('fk_station_id'),
  /** Set for special-committee accounts (NPC_SPECIAL_COMMITTEE): npc_special_committee. */
  fkSpecialCommitteeId: integer('fk_special_committee_id'),
  isValid: boolean('is_valid').notNull().default(true),
  passwordChangedAt: instant('password_changed_at'),
  /**
   * The password was set by someone else (a new account's or an administrator's reset, texted
   * to the phone): the sign-in answer says so and the web asks for a new one before anything else.
   */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  createTime: stampedNow('create_time'),
});

/** Opaque bearer sessions; only the SHA-256 of the token is stored. */
export const sysSession = pgTable(
  'sys_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    fkUserId: ownedBy('fk_user_id', () => sysUser.userId),
    createdAt: stampedNow('created_at'),
    lastSeenAt: stampedNow('last_seen_at'),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [index('sys_session_user_idx').on(t.fkUserId)],
);
