import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Everyone who signs in: deputies, units, committees, station managers, administrators. */
export const sysUser = pgTable('sys_user', {
  userId: integer('user_id').primaryKey().generatedAlwaysAsIdentity(),
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
  isValid: boolean('is_valid').notNull().default(true),
  passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/** Opaque bearer sessions; only the SHA-256 of the token is stored. */
export const sysSession = pgTable(
  'sys_session',
  {
    tokenHash: text('token_hash').primaryKey(),
    fkUserId: integer('fk_user_id')
      .notNull()
      .references(() => sysUser.userId, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sys_session_user_idx').on(t.fkUserId)],
);
