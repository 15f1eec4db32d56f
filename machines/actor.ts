import type { RoleCode } from './roles';

/**
 * The signed-in user as the server passes it into every event (never taken from the client).
 * The optional ids say whom the user acts for: a deputy, a delegation, a unit or a home station.
 */
export interface Actor {
  userId: number;
  role: RoleCode;
  realName: string;
  delegateId?: number;
  delegationId?: number;
  unitId?: number;
  stationId?: number;
  /** A group liaison (`NPC_GROUP`): the deputies of the groups it administers, whose reports it reviews. */
  groupMemberIds?: readonly number[];
  /**
   * How far the actor's role reaches among the records it oversees (a role's data scope:
   * all, org, delegation, unit or own); the server's visibility applies it, the machines do not.
   */
  dataScope?: 'all' | 'org' | 'delegation' | 'unit' | 'own';
}
