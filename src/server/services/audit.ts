import { AsyncLocalStorage } from 'node:async_hooks';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/database';
import { auditLog } from '../db/schema';
import type { AuditAction } from '@shared/staff-accounts';

/**
 * The audit log: one row per sign-in and sign-out, issued sign-in link, administrative change and
 * lifecycle event (the kinds: AUDIT_ACTION_LABEL in src/shared/staff-accounts.ts). Rows are written
 * by the code that does the thing, on the same executor (a lifecycle event's row commits or rolls
 * back with its history row).
 */
export type { AuditAction };

export interface AuditEntry {
  action: AuditAction;
  userId?: number | null;
  userName?: string | null;
  role?: string | null;
  target?: string | null;
  detail?: Record<string, unknown> | null;
  /** Default: the address of the request being served, if any (none in the seed or scripts). */
  clientAddress?: string | null;
}

/** The database or a transaction on it. */
export type AuditExecutor = Pick<Database, 'insert'>;

/** What the audit needs of a request: its address (and, for menu changes, its user). */
type Requested = Pick<FastifyRequest, 'ip'>;

/** Who acts: a signed-in user row or a lifecycle actor. */
export interface AuditUser {
  userId: number;
  realName?: string;
  loginRoleCode?: string;
  /** The data role of a signed-in user (a custom role's code); recorded in preference to its base. */
  roleCode?: string;
  role?: string;
}

// The address of the request being served, for rows written deep in services (the workflow
// engine) that do not see the request. Set for every request by `auditRequestContext`.
const requestAddress = new AsyncLocalStorage<{ clientAddress: string }>();

/** onRequest hook: makes the request's address known to writeAudit for the rest of the request. */
export function auditRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    requestAddress.run({ clientAddress: request.ip }, done);
  });
}

export async function writeAudit(db: AuditExecutor, entry: AuditEntry, at: Date = new Date()): Promise<void> {
  await db.insert(auditLog).values({
    createTime: at,
    action: entry.action,
    userId: entry.userId ?? null,
    userName: entry.userName ?? null,
    role: entry.role ?? null,
    target: entry.target ?? null,
    detail: entry.detail ?? null,
    clientAddress: entry.clientAddress !== undefined ? entry.clientAddress : (requestAddress.getStore()?.clientAddress ?? null),
  });
}

const who = (user: AuditUser) => ({ userId: user.userId, userName: user.realName ?? null, role: user.roleCode ?? user.loginRoleCode ?? user.role ?? null });

/** A successful sign-in (password or one-time link). */
export function auditLogin(db: AuditExecutor, request: Requested, user: AuditUser & { username?: string }, detail: Record<string, unknown> = {}) {
  return writeAudit(db, { action: 'login', ...who(user), target: `user:${user.userId}`, detail: { username: user.username, ...detail }, clientAddress: request.ip });
}

/** A refused sign-in: the name tried (never the password) and why, for the log only (the client hears no reason). */
export function auditLoginFailed(db: AuditExecutor, request: Requested, username: string, reason: 'bad_credentials' | 'disabled' | 'throttled' | string) {
  return writeAudit(db, { action: 'login_failed', userName: null, target: `username:${username.slice(0, 64)}`, detail: { username: username.slice(0, 64), reason }, clientAddress: request.ip });
}

export function auditLogout(db: AuditExecutor, request: Requested, user: AuditUser) {
  return writeAudit(db, { action: 'logout', ...who(user), target: `user:${user.userId}`, clientAddress: request.ip });
}

/** A one-time sign-in link issued: who issued it (the row's user) for whom (target and detail). Never the token. */
export function auditLoginLinkIssued(
  db: AuditExecutor,
  request: Requested,
  issuer: AuditUser,
  target: { userId: number; realName: string; loginRoleCode: string },
  detail: { bindMsgId: number | null; expiresAt: Date },
) {
  return writeAudit(db, {
    action: 'login_link_issued',
    ...who(issuer),
    target: `user:${target.userId}`,
    detail: { targetName: target.realName, targetRole: target.loginRoleCode, bindMsgId: detail.bindMsgId, expiresAt: detail.expiresAt.toISOString() },
    clientAddress: request.ip,
  });
}

/** A user's role changed (no route changes roles yet; kept for the one that will). */
export function auditRoleChange(db: AuditExecutor, request: Requested, by: AuditUser, targetUserId: number, from: string, to: string) {
  return writeAudit(db, { action: 'role_change', ...who(by), target: `user:${targetUserId}`, detail: { from, to }, clientAddress: request.ip });
}

/** A menu or its operations changed: op is add, update, delete, link or unlink. */
export function auditMenuChange(db: AuditExecutor, request: Pick<FastifyRequest, 'ip' | 'user'>, op: 'add' | 'update' | 'delete' | 'link' | 'unlink', target: string, detail: Record<string, unknown> = {}) {
  return writeAudit(db, { action: 'menu_change', ...who(request.user!), target, detail: { op, ...detail }, clientAddress: request.ip });
}

/** A role defined, edited, enabled, disabled or deleted (roles as data): target `role:<code>`. */
export function auditRoleDefinition(
  db: AuditExecutor,
  request: Pick<FastifyRequest, 'ip' | 'user'>,
  op: 'add' | 'update' | 'enable' | 'disable' | 'delete',
  roleCode: string,
  detail: Record<string, unknown> = {},
) {
  return writeAudit(db, { action: 'role_change', ...who(request.user!), target: `role:${roleCode}`, detail: { op, ...detail }, clientAddress: request.ip });
}

/** A role's grants saved: the menus and operations added and removed (ids and names). */
export function auditRoleGrants(
  db: AuditExecutor,
  request: Pick<FastifyRequest, 'ip' | 'user'>,
  roleCode: string,
  change: { menusAdded: unknown[]; menusRemoved: unknown[]; operationsAdded: unknown[]; operationsRemoved: unknown[] },
) {
  return writeAudit(db, { action: 'role_change', ...who(request.user!), target: `role:${roleCode}`, detail: { op: 'grant', ...change }, clientAddress: request.ip });
}

/** An operation of the catalogue added, edited, enabled, disabled or deleted: target `competence:<id>`. */
export function auditOperationChange(
  db: AuditExecutor,
  request: Pick<FastifyRequest, 'ip' | 'user'>,
  op: 'add' | 'update' | 'enable' | 'disable' | 'delete',
  competenceId: number,
  detail: Record<string, unknown> = {},
) {
  return writeAudit(db, { action: 'operation_change', ...who(request.user!), target: `competence:${competenceId}`, detail: { op, ...detail }, clientAddress: request.ip });
}

/** One accepted lifecycle event (or a record's creation), written with its history row. */
export function auditLifecycleEvent(
  tx: AuditExecutor,
  table: PgTable,
  id: number | string,
  entry: { eventType: string; fromStatus: number | null; toStatus: number | null; result?: number | null; changes?: unknown },
  actor: AuditUser,
  at: Date,
) {
  return writeAudit(
    tx,
    {
      action: 'lifecycle_event',
      ...who(actor),
      target: `${getTableName(table)}:${id}`,
      detail: {
        eventType: entry.eventType,
        fromStatus: entry.fromStatus,
        toStatus: entry.toStatus,
        result: entry.result ?? null,
        // The before and after of each field the event changed (a deputy's record corrected or transferred).
        ...(entry.changes ? { changes: entry.changes } : {}),
      },
    },
    at,
  );
}

/** What changed in the portal's content (stations, columns, articles, a station's deputies and reception days). */
export type PortalChangeOp = 'add' | 'update' | 'delete' | 'publish' | 'unpublish' | 'join' | 'leave';

/** A change of the portal's content, written in the change's transaction: target e.g. `contact_station_resource:12`. */
export function auditPortalChange(tx: AuditExecutor, request: Pick<FastifyRequest, 'ip' | 'user'>, op: PortalChangeOp, target: string, detail: Record<string, unknown> = {}) {
  return writeAudit(tx, { action: 'portal_change', ...who(request.user!), target, detail: { op, ...detail }, clientAddress: request.ip });
}

/** A change of a reference table (services/managed-table.ts): what was done, to which row, with the values or changes. */
export type ReferenceChangeOp = 'add' | 'edit' | 'enable' | 'disable' | 'move' | 'delete';

/** The audit kinds a managed table writes under: the reference tables', or a table's own (选区管理). */
export type ReferenceAuditAction = Extract<AuditAction, 'reference_change' | 'electoral_unit_change'>;

export function auditReferenceChange(
  db: AuditExecutor,
  request: Pick<FastifyRequest, 'ip' | 'user'>,
  op: ReferenceChangeOp,
  target: string,
  detail: Record<string, unknown>,
  action: ReferenceAuditAction = 'reference_change',
) {
  return writeAudit(db, { action, ...who(request.user!), target, detail: { op, ...detail }, clientAddress: request.ip });
}

/** Deputies assigned to or removed from an electoral unit, or their votes corrected: target `npc_electoral_unit:<id>`, with who was elected there before and after. */
export function auditElectoralUnitDeputies(
  db: AuditExecutor,
  request: Pick<FastifyRequest, 'ip' | 'user'>,
  op: 'assign' | 'unassign' | 'votes',
  unitId: number,
  detail: { unitName: string; before: unknown[]; after: unknown[] },
) {
  return writeAudit(db, { action: 'electoral_unit_change', ...who(request.user!), target: `npc_electoral_unit:${unitId}`, detail: { op, ...detail }, clientAddress: request.ip });
}

/** What an administrator did to a staff account. */
export type AccountChangeOp = 'create' | 'update' | 'disable' | 'enable' | 'reset_password' | 'import';

/**
 * A staff account created, changed, disabled, enabled, its password reset, or created by an
 * import: who did it (the row's user) to whom (target and detail). Never a password.
 */
export function auditAccountChange(
  db: AuditExecutor,
  request: Pick<FastifyRequest, 'ip' | 'user'>,
  op: AccountChangeOp,
  account: { userId: number; realName: string; loginRoleCode: string },
  detail: Record<string, unknown> = {},
) {
  return writeAudit(db, {
    action: 'account_change',
    ...who(request.user!),
    target: `user:${account.userId}`,
    detail: { op, targetName: account.realName, targetRole: account.loginRoleCode, ...detail },
    clientAddress: request.ip,
  });
}

/** A user set a new password with a code texted to the phone (忘记密码); every session of the account ended. */
export function auditPasswordRecovered(db: AuditExecutor, request: Requested, user: AuditUser) {
  return writeAudit(db, { action: 'password_recovered', ...who(user), target: `user:${user.userId}`, clientAddress: request.ip });
}

// ─── Terms and sessions, submission settings, number rules ────────────────────────────────

/** A term's session added, changed, made current or deleted: op, and the session's values before and after. */
export function auditSessionChange(db: AuditExecutor, request: Pick<FastifyRequest, 'ip' | 'user'>, op: 'add' | 'update' | 'current' | 'delete', stateId: number, detail: Record<string, unknown> = {}) {
  return writeAudit(db, { action: 'session_change', ...who(request.user!), target: `sys_npc_state:${stateId}`, detail: { op, ...detail }, clientAddress: request.ip });
}

/** A session's submission settings changed (minimum co-signers, suggestions in recess). */
export function auditSubmitSettingsChange(db: AuditExecutor, request: Pick<FastifyRequest, 'ip' | 'user'>, stateId: number, detail: { before: Record<string, unknown>; after: Record<string, unknown> }) {
  return writeAudit(db, { action: 'submit_settings_change', ...who(request.user!), target: `sys_npc_state:${stateId}`, detail, clientAddress: request.ip });
}

/** A readable-number rule added, changed or deleted. */
export function auditCodeRuleChange(db: AuditExecutor, request: Pick<FastifyRequest, 'ip' | 'user'>, op: 'add' | 'update' | 'delete', ruleId: number, detail: Record<string, unknown> = {}) {
  return writeAudit(db, { action: 'code_rule_change', ...who(request.user!), target: `sys_code_rule:${ruleId}`, detail: { op, ...detail }, clientAddress: request.ip });
}

/** 任免人员 added, edited or deleted: target `npc_appointment_removal:<id>`, with the person and what changed. */
export function auditAppointmentChange(
  db: AuditExecutor,
  request: Pick<FastifyRequest, 'ip' | 'user'>,
  op: 'add' | 'edit' | 'delete',
  appointmentId: number,
  detail: Record<string, unknown>,
) {
  return writeAudit(db, { action: 'appointment_change', ...who(request.user!), target: `npc_appointment_removal:${appointmentId}`, detail: { op, ...detail }, clientAddress: request.ip });
}

/** A delegation's document, activity, meeting, deliberation opinion or working rule added, changed or deleted: target `npc_delegation_record:<id>`. */
export function auditDelegationChange(
  db: AuditExecutor,
  request: Pick<FastifyRequest, 'ip' | 'user'>,
  op: 'add' | 'update' | 'delete',
  kind: string,
  recordId: number,
  detail: Record<string, unknown> = {},
) {
  return writeAudit(db, { action: 'delegation_change', ...who(request.user!), target: `npc_delegation_record:${recordId}`, detail: { op, kind, ...detail }, clientAddress: request.ip });
}

/** What an administrator did to a deputy group: the group itself, its members or its administrators. */
export type GroupChangeOp = 'add' | 'edit' | 'enable' | 'disable' | 'delete' | 'add_members' | 'remove_member' | 'member_role' | 'add_admin' | 'remove_admin';

/** A change of a deputy group (代表小组), written in the change's transaction: target `npc_group:3`. */
export function auditGroupChange(db: AuditExecutor, request: Pick<FastifyRequest, 'ip' | 'user'>, op: GroupChangeOp, groupId: number, detail: Record<string, unknown> = {}) {
  return writeAudit(db, { action: 'group_change', ...who(request.user!), target: `npc_group:${groupId}`, detail: { op, ...detail }, clientAddress: request.ip });
}

/** A reviewer returned or archived a deputy's 述职报告. */
export function auditReportReview(db: AuditExecutor, request: Pick<FastifyRequest, 'ip' | 'user'>, op: 'return' | 'archive', reportId: number, detail: Record<string, unknown> = {}) {
  return writeAudit(db, { action: 'report_review', ...who(request.user!), target: `npc_report_on_work:${reportId}`, detail: { op, ...detail }, clientAddress: request.ip });
}

/**
 * Deputies' records left the platform (names, phones, photos): the roster with photos
 * (npcDelegate:nameList) or 代表信息's export (npcDelegate:list), its filters and how many deputies.
 */
export function auditRosterExport(
  db: AuditExecutor,
  request: Pick<FastifyRequest, 'ip' | 'user'>,
  detail: Record<string, unknown> & { deputies: number },
  target: 'npcDelegate:nameList' | 'npcDelegate:list' = 'npcDelegate:nameList',
) {
  return writeAudit(db, { action: 'roster_export', ...who(request.user!), target, detail, clientAddress: request.ip });
}

/** Deputies' records imported from an Excel file: how many, in which term and session (each record keeps its own CREATE row too). */
export function auditRosterImport(db: AuditExecutor, request: Pick<FastifyRequest, 'ip' | 'user'>, detail: { imported: number; term: number; times: number }) {
  return writeAudit(db, { action: 'roster_import', ...who(request.user!), target: 'npcDelegate:import', detail, clientAddress: request.ip });
}
