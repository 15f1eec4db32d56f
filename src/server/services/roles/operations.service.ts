import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { isBlank } from '@shared/blank';
import {
  OPERATION_CODE_MAX,
  OPERATION_CODE_PATTERN,
  OPERATION_NAME_MAX,
  OPERATION_REMARK_MAX,
  ROLE_MSG,
  type OperationBody,
  type OperationRow,
} from '@shared/contracts/roles';
import { Role } from '@shared/roles';
import type { Database } from '../../db/database';
import { sysCompetence, sysMenuCompetence, sysRoleCompetence } from '../../db/schema';
import { auditOperationChange } from '../audit';
import { Refusal } from '../refusal';

type Requested = Pick<FastifyRequest, 'ip' | 'user'>;
type CompetenceRecord = typeof sysCompetence.$inferSelect;

const menuCount = sql<number>`(select count(*)::int from ${sysMenuCompetence} where ${sysMenuCompetence.fkCompetenceId} = ${sysCompetence.competenceId})`;
const roleCount = sql<number>`(select count(*)::int from ${sysRoleCompetence} where ${sysRoleCompetence.fkCompetenceId} = ${sysCompetence.competenceId})`;

function rowOf(c: CompetenceRecord, menus: number, roles: number, granted: boolean): OperationRow {
  return {
    competenceId: c.competenceId,
    code: c.code,
    operator: c.operator,
    remark: c.remark,
    isEnable: c.isEnable,
    hasJurisdiction: granted,
    createName: c.createName,
    createTime: c.createTime.toISOString(),
    updateName: c.updateName,
    updateTime: c.updateTime.toISOString(),
    menuCount: menus,
    roleCount: roles,
  };
}

async function answerOf(db: Pick<Database, 'select'>, competenceId: number, roleCode: string): Promise<OperationRow> {
  const [row] = await db
    .select({
      c: sysCompetence,
      menus: menuCount,
      roles: roleCount,
      granted: sql<boolean>`exists (select 1 from ${sysRoleCompetence} where ${sysRoleCompetence.fkCompetenceId} = ${sysCompetence.competenceId} and ${sysRoleCompetence.roleCode} = ${roleCode})`,
    })
    .from(sysCompetence)
    .where(eq(sysCompetence.competenceId, competenceId))
    .limit(1);
  if (!row) throw new Refusal(404, ROLE_MSG.operationNotFound);
  return rowOf(row.c, row.menus, row.roles, row.c.isEnable && (roleCode === Role.superAdmin || Boolean(row.granted)));
}

/** The catalogue's counts beside a page of GET /api/sysCompetence (links and grants of each). */
export async function operationUse(db: Pick<Database, 'select'>, ids: number[]): Promise<Map<number, { menuCount: number; roleCount: number }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: sysCompetence.competenceId, menus: menuCount, roles: roleCount })
    .from(sysCompetence)
    .where(sql`${sysCompetence.competenceId} = any(${sql.param(ids)}::int[])`);
  return new Map(rows.map((r) => [r.id, { menuCount: r.menus, roleCount: r.roles }]));
}

function operationValues(body: OperationBody, current?: CompetenceRecord) {
  const code = body.code === undefined && current ? current.code : (body.code?.trim() ?? '');
  if (code === '') throw new Refusal(400, `${ROLE_MSG.operationCodeRequired}：code`);
  if (code.length > OPERATION_CODE_MAX || !new RegExp(OPERATION_CODE_PATTERN).test(code)) throw new Refusal(400, `${ROLE_MSG.operationCodeInvalid}：code`);
  const operator = body.operator === undefined && current ? current.operator : body.operator?.trim();
  if (isBlank(operator)) throw new Refusal(400, `${ROLE_MSG.operatorRequired}：operator`);
  if (operator!.length > OPERATION_NAME_MAX) throw new Refusal(400, `${ROLE_MSG.operatorTooLong}：operator`);
  const remark = body.remark === undefined ? (current?.remark ?? null) : isBlank(body.remark) ? null : body.remark!.trim();
  if (remark && remark.length > OPERATION_REMARK_MAX) throw new Refusal(400, `${ROLE_MSG.operationRemarkTooLong}：remark`);
  return { code, operator: operator!, remark };
}

async function codeTaken(db: Pick<Database, 'select'>, code: string, except?: number): Promise<boolean> {
  const [row] = await db.select({ id: sysCompetence.competenceId }).from(sysCompetence).where(eq(sysCompetence.code, code)).limit(1);
  return Boolean(row && row.id !== except);
}

export async function createOperation(db: Database, request: Requested, body: OperationBody): Promise<OperationRow> {
  const values = operationValues(body);
  const me = request.user!;
  return db.transaction(async (tx) => {
    if (await codeTaken(tx, values.code)) throw new Refusal(409, `${ROLE_MSG.operationCodeTaken}：code`);
    const [created] = await tx
      .insert(sysCompetence)
      .values({ ...values, fkCreateId: me.userId, createName: me.realName, fkUpdateId: me.userId, updateName: me.realName })
      .returning();
    await auditOperationChange(tx, request, 'add', created.competenceId, values);
    return answerOf(tx, created.competenceId, me.roleCode);
  });
}

async function findOperation(db: Pick<Database, 'select'>, competenceId: number): Promise<CompetenceRecord> {
  const [row] = await db.select().from(sysCompetence).where(eq(sysCompetence.competenceId, competenceId)).limit(1);
  if (!row) throw new Refusal(404, ROLE_MSG.operationNotFound);
  return row;
}

/**
 * Edits an operation. Its code is what routes and buttons check, so a code in use (linked to a
 * menu or granted) keeps its code: renaming it would silently withdraw the permission everywhere.
 */
export async function updateOperation(db: Database, request: Requested, competenceId: number, body: OperationBody): Promise<OperationRow> {
  const me = request.user!;
  return db.transaction(async (tx) => {
    const current = await findOperation(tx, competenceId);
    const values = operationValues(body, current);
    if (values.code !== current.code) {
      if (await codeTaken(tx, values.code, competenceId)) throw new Refusal(409, `${ROLE_MSG.operationCodeTaken}：code`);
      const use = (await operationUse(tx, [competenceId])).get(competenceId)!;
      if (use.menuCount + use.roleCount > 0) throw new Refusal(409, `${ROLE_MSG.operationCodeInUse}：code`);
    }
    await tx.update(sysCompetence).set({ ...values, fkUpdateId: me.userId, updateName: me.realName, updateTime: new Date() }).where(eq(sysCompetence.competenceId, competenceId));
    const changed = Object.fromEntries(
      Object.entries(values)
        .filter(([key, value]) => (current as Record<string, unknown>)[key] !== value)
        .map(([key, value]) => [key, { from: (current as Record<string, unknown>)[key], to: value }]),
    );
    await auditOperationChange(tx, request, 'update', competenceId, { changed });
    return answerOf(tx, competenceId, me.roleCode);
  });
}

/** Enables or disables an operation: a disabled one is held by nobody (permissions.ts). */
export async function setOperationEnabled(db: Database, request: Requested, competenceId: number, isEnable: boolean): Promise<OperationRow> {
  const me = request.user!;
  return db.transaction(async (tx) => {
    const current = await findOperation(tx, competenceId);
    if (current.isEnable !== isEnable) {
      await tx.update(sysCompetence).set({ isEnable, fkUpdateId: me.userId, updateName: me.realName, updateTime: new Date() }).where(eq(sysCompetence.competenceId, competenceId));
      await auditOperationChange(tx, request, isEnable ? 'enable' : 'disable', competenceId, { code: current.code });
    }
    return answerOf(tx, competenceId, me.roleCode);
  });
}

/** Deletes an operation linked to no menu and granted to no role. */
export async function deleteOperation(db: Database, request: Requested, competenceId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const current = await findOperation(tx, competenceId);
    const use = (await operationUse(tx, [competenceId])).get(competenceId)!;
    if (use.menuCount + use.roleCount > 0) throw new Refusal(409, ROLE_MSG.operationInUse(use.menuCount, use.roleCount));
    await tx.delete(sysCompetence).where(eq(sysCompetence.competenceId, competenceId));
    await auditOperationChange(tx, request, 'delete', competenceId, { code: current.code, operator: current.operator });
  });
}
