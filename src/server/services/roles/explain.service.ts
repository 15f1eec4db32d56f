import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '@machines/actor';
import { proposalWorkflow } from '@machines/proposal';
import { stationMessageEventLabels, stationMessageStatusLabel, stationMessageWorkflow } from '@machines/station-message';
import { suggestionWorkflow } from '@machines/suggestion';
import { RELATION_LABEL, type Who } from '@machines/workflow/guards';
import { DATA_SCOPE_LABEL, EXPLAIN_RECORD_KINDS, ROLE_MSG, type ExplainAnswer, type ExplainQuery } from '@shared/contracts/roles';
import { Role, ROLE_LABEL, type RoleCode } from '@shared/roles';
import type { Database } from '../../db/database';
import { sysCompetence, sysMenuCompetence, sysNpcMenu, sysRole, sysRoleCompetence, sysRoleMenu, sysUser } from '../../db/schema';
import { Refusal } from '../refusal';
import { actorOf } from '../workflow/actor';
import { eventsOfRecord, loadRow, recordOf, type AnyRecordKind } from '../workflow/engine';
import { proposalKind, suggestKind } from '../workflow/kinds';
import { stationMessageKind } from '../workflow/station-message.kind';
import { roleOfRow } from './role-of-user';

type Workflow = { whoActsAt(status: never, eventType?: string): Who[] };

/** Each record kind 权限说明 explains: its kind (visibility, events), workflow (who acts) and labels. */
const RECORDS: Record<keyof typeof EXPLAIN_RECORD_KINDS, { kind: AnyRecordKind; workflow: Workflow; statusLabel(s: number): string; eventLabels: Readonly<Record<string, string>> }> = {
  proposal: { kind: proposalKind, workflow: proposalWorkflow as unknown as Workflow, statusLabel: proposalKind.statusLabel, eventLabels: proposalKind.eventLabels },
  suggest: { kind: suggestKind, workflow: suggestionWorkflow as unknown as Workflow, statusLabel: suggestKind.statusLabel, eventLabels: suggestKind.eventLabels },
  message: {
    kind: stationMessageKind,
    workflow: stationMessageWorkflow as unknown as Workflow,
    statusLabel: (s) => stationMessageStatusLabel(s as never),
    eventLabels: stationMessageEventLabels,
  },
};

const roleName = (code: string) => ROLE_LABEL[code as RoleCode] ?? code;

/** A machine's "who acts" in the screens' words: 主办单位, 审查小组（工作委员会）, 超级管理员. */
function whoText(who: Who): string {
  const roles = (who.roles ?? []).map(roleName).join('或');
  const name = who.relation ? RELATION_LABEL[who.relation] : who.body;
  return name && roles ? `${name}（${roles}）` : (name ?? roles);
}

/**
 * GET /api/sysRole/explain: whether a user may open a menu, use an operation or act on a record,
 * and why, in the words of the grants, the data scope and the lifecycle's own rules.
 */
export async function explain(db: Database, query: ExplainQuery, now = new Date()): Promise<ExplainAnswer> {
  const targets = [query.menuId !== undefined, query.operation !== undefined, query.recordKind !== undefined || query.recordId !== undefined].filter(Boolean).length;
  if (targets !== 1) throw new Refusal(400, `${ROLE_MSG.explainTargetRequired}：menuId`);
  const [row] = await db.select({ user: sysUser, role: sysRole }).from(sysUser).leftJoin(sysRole, eq(sysRole.roleCode, sysUser.loginRoleCode)).where(eq(sysUser.userId, query.userId)).limit(1);
  if (!row) throw new Refusal(404, ROLE_MSG.userNotFound);
  const { user } = row;
  const reasons: string[] = [`用户：${user.realName}（${user.username}）`];
  let allowed = true;
  if (!user.isValid) {
    allowed = false;
    reasons.push('该账号已停用，不能登录');
  }
  const role = roleOfRow(user.loginRoleCode, row.role);
  if (!role) {
    reasons.push(row.role ? `角色：${row.role.roleName}（${row.role.roleCode}）已停用，该账号不能登录` : `角色编码 ${user.loginRoleCode} 不存在，该账号不能登录`);
    return { allowed: false, reasons };
  }
  const custom = role.roleCode !== role.baseRole;
  reasons.push(`角色：${role.roleName}（${role.roleCode}）${custom ? `，基础角色：${roleName(role.baseRole)}（${role.baseRole}），在流程中按基础角色行事` : ''}`);
  reasons.push(`数据范围：${DATA_SCOPE_LABEL[role.dataScope]}`);

  if (query.menuId !== undefined) {
    const [menu] = await db.select().from(sysNpcMenu).where(eq(sysNpcMenu.menuId, query.menuId)).limit(1);
    if (!menu) throw new Refusal(404, '菜单不存在或已被删除');
    const [grant] = await db.select().from(sysRoleMenu).where(and(eq(sysRoleMenu.roleCode, role.roleCode), eq(sysRoleMenu.fkMenuId, menu.menuId))).limit(1);
    reasons.push(grant ? `已授予菜单「${menu.menuName}」` : `未授予菜单「${menu.menuName}」（角色菜单中未勾选）`);
    if (!menu.isEnable) reasons.push(`菜单「${menu.menuName}」已停用：打开时提示模块暂未开放，其操作不生效`);
    if (!menu.isShow) reasons.push(`菜单「${menu.menuName}」不在导航中显示，可由页面内链接进入`);
    return { allowed: allowed && Boolean(grant) && menu.isEnable, reasons };
  }

  if (query.operation !== undefined) {
    const [operation] = await db.select().from(sysCompetence).where(eq(sysCompetence.code, query.operation.trim())).limit(1);
    if (!operation) throw new Refusal(404, ROLE_MSG.operationNotFound);
    const label = `操作「${operation.operator}」（${operation.code}）`;
    if (role.roleCode === Role.superAdmin) {
      reasons.push(`超级管理员拥有全部操作，包括${label}`);
      return { allowed, reasons };
    }
    if (!operation.isEnable) reasons.push(`${label}已停用`);
    const [grant] = await db.select().from(sysRoleCompetence).where(and(eq(sysRoleCompetence.roleCode, role.roleCode), eq(sysRoleCompetence.fkCompetenceId, operation.competenceId))).limit(1);
    reasons.push(grant ? `已授予${label}` : `未授予${label}`);
    const links = await db
      .select({ menuId: sysNpcMenu.menuId, menuName: sysNpcMenu.menuName, isEnable: sysNpcMenu.isEnable })
      .from(sysMenuCompetence)
      .innerJoin(sysNpcMenu, eq(sysNpcMenu.menuId, sysMenuCompetence.fkMenuId))
      .where(eq(sysMenuCompetence.fkCompetenceId, operation.competenceId));
    const granted = new Set(
      links.length
        ? (await db.select({ id: sysRoleMenu.fkMenuId }).from(sysRoleMenu).where(and(eq(sysRoleMenu.roleCode, role.roleCode), inArray(sysRoleMenu.fkMenuId, links.map((l) => l.menuId))))).map((g) => g.id)
        : [],
    );
    const effective = links.filter((l) => l.isEnable && granted.has(l.menuId));
    if (links.length === 0) reasons.push(`${label}未关联任何菜单，不生效`);
    else if (effective.length) reasons.push(`关联的已授予且启用的菜单：${effective.map((l) => `「${l.menuName}」`).join('、')}`);
    else reasons.push(`关联的菜单（${links.map((l) => `「${l.menuName}」${l.isEnable ? (granted.has(l.menuId) ? '' : '未授予') : '已停用'}`).join('、')}）都未授予或已停用`);
    return { allowed: allowed && operation.isEnable && Boolean(grant) && effective.length > 0, reasons };
  }

  const kindName = query.recordKind as keyof typeof EXPLAIN_RECORD_KINDS | undefined;
  if (!kindName || !(kindName in RECORDS)) throw new Refusal(400, `${ROLE_MSG.explainRecordKindInvalid}：recordKind`);
  if (!query.recordId?.trim()) throw new Refusal(400, `${ROLE_MSG.explainTargetRequired}：recordId`);
  const spec = RECORDS[kindName];
  const id = kindName === 'message' ? query.recordId.trim() : Number(query.recordId);
  if (typeof id === 'number' && !(Number.isInteger(id) && id > 0 && id <= 2_147_483_647)) throw new Refusal(400, `${ROLE_MSG.explainTargetRequired}：recordId`);
  const stored = await loadRow(db, spec.kind, id);
  if (!stored) throw new Refusal(404, spec.kind.notFoundMsg);
  const actor: Actor = await actorOf(db, { ...user, loginRoleCode: role.baseRole, roleCode: role.roleCode, roleName: role.roleName, dataScope: role.dataScope });
  const status = stored[spec.kind.statusField] as number;
  reasons.push(`${EXPLAIN_RECORD_KINDS[kindName]}当前状态：${spec.statusLabel(status)}（${status}）`);
  const seen = await loadRow(db, spec.kind, id, { seenBy: actor });
  if (!seen) {
    reasons.push(`按基础角色${roleName(role.baseRole)}的查看范围${role.dataScope === 'all' ? '' : `与数据范围（${DATA_SCOPE_LABEL[role.dataScope]}）`}，该用户看不到这条${EXPLAIN_RECORD_KINDS[kindName]}`);
    return { allowed: false, reasons };
  }
  reasons.push(`该用户可以查看这条${EXPLAIN_RECORD_KINDS[kindName]}`);
  const { allowedEvents } = eventsOfRecord(spec.kind, recordOf(spec.kind, stored), actor, now);
  const acting = spec.workflow.whoActsAt(status as never).map(whoText).filter(Boolean);
  if (acting.length) reasons.push(`此状态下由${[...new Set(acting)].join('、')}处理`);
  if (allowedEvents.length) reasons.push(`可执行：${allowedEvents.map((e) => spec.eventLabels[e] ?? e).join('、')}`);
  else reasons.push('此状态下该用户没有可执行的操作（流程规则）');
  return { allowed: allowed && allowedEvents.length > 0, reasons };
}
