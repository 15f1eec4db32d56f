import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, stampedNow } from './columns';

/**
 * What was done, by whom, from where: logins (and failed ones), logouts, role and menu changes
 * and every lifecycle event. Rows are only ever inserted. The user is copied, not
 * referenced, so a row outlives the account it names; a failed login keeps the name tried.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    auditId: identity('audit_id'),
    createTime: stampedNow('create_time'),
    userId: integer('user_id'),
    userName: text('user_name'),
    role: text('role'),
    /** login, login_failed, logout, login_link_issued, role_change, menu_change, operation_change, lifecycle_event. */
    action: text('action').notNull(),
    /** What the action was on, e.g. `menu:12`, `proposal:3`, `user:7`. */
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    /** The client's address as the server sees it (request.ip: trustProxy decides). */
    clientAddress: text('client_address'),
  },
  (t) => [index('audit_log_create_time_idx').on(t.createTime), index('audit_log_user_idx').on(t.userId, t.createTime), index('audit_log_action_idx').on(t.action, t.createTime)],
);
