import { eq } from 'drizzle-orm';
import { Role } from '@machines/roles';
import type { Actor } from '@machines/actor';
import type { RoleCode } from '@shared/roles';
import { npcDelegate, npcGroupAdmin, npcGroupMember } from '../../db/schema';
import type { SessionUserRow } from '../sessions';
import type { Executor } from './engine';

/** The signed-in user as the machines see it: role and whom the user acts for. */
export async function actorOf(db: Executor, user: SessionUserRow): Promise<Actor> {
  // loginRoleCode is the base role: a custom role acts in the lifecycles as its base role.
  const actor: Actor = { userId: user.userId, role: user.loginRoleCode as RoleCode, realName: user.realName };
  if (user.dataScope && user.dataScope !== 'all') actor.dataScope = user.dataScope;
  if (user.fkDelegateId !== null) {
    actor.delegateId = user.fkDelegateId;
    const [deputy] = await db
      .select({ delegationId: npcDelegate.fkDelegationId, stationId: npcDelegate.fkStationId })
      .from(npcDelegate)
      .where(eq(npcDelegate.delegateId, user.fkDelegateId))
      .limit(1);
    if (deputy) actor.delegationId = deputy.delegationId;
  }
  if (user.fkDelegationId !== null) actor.delegationId = user.fkDelegationId;
  if (user.fkUnitId !== null) actor.unitId = user.fkUnitId;
  if (user.fkStationId !== null) actor.stationId = user.fkStationId;
  // A group liaison acts for the members of the groups it administers (their 述职报告).
  if (actor.role === Role.group) {
    const members = await db
      .select({ delegateId: npcGroupMember.fkDelegateId })
      .from(npcGroupMember)
      .innerJoin(npcGroupAdmin, eq(npcGroupAdmin.fkGroupId, npcGroupMember.fkGroupId))
      .where(eq(npcGroupAdmin.fkUserId, user.userId));
    actor.groupMemberIds = [...new Set(members.map((member) => member.delegateId))];
  }
  return actor;
}
