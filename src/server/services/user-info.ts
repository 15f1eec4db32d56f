import { eq } from 'drizzle-orm';
import { DEFAULT_CITY, DEFAULT_PROVINCE } from '@shared/constants';
import { ROLE_LABEL, type RoleCode } from '@shared/roles';
import type { Database } from '../db/database';
import { commArea, contactStation, npcDelegate, npcDelegation, sysNpcState, sysNpcUnit } from '../db/schema';
import { unseenLinkNotices } from './login-link-notices';
import type { SessionUserRow } from './sessions';

/** Who an account is, as every answer about an account names it. */
export function accountOf(user: SessionUserRow) {
  return {
    userId: user.userId,
    realName: user.realName,
    username: user.username,
    post: user.post ?? '',
    /** The base role (one of the platform's 13): layouts and role checks read it. */
    loginRoleCode: user.loginRoleCode,
    /** The role stored on the account, by which menus and operations are granted. */
    roleCode: user.roleCode ?? user.loginRoleCode,
    roleName: user.roleName ?? ROLE_LABEL[user.loginRoleCode as RoleCode] ?? user.loginRoleCode,
  };
}

/**
 * GET /api/sysLogin: who is signed in. Deputies carry npcDelegateInfo, unit accounts their
 * unitId, station managers their stationId (lifecycles.md, last section), and everyone the
 * sign-in links issued for them that they have not acknowledged (services/login-link-notices.ts).
 */
export async function loadUserInfo(db: Database, user: SessionUserRow, sessionToken: string | null = null) {
  const [current] = await db.select().from(sysNpcState).where(eq(sysNpcState.isCurrentTermTimes, true)).limit(1);

  const [deputy] = user.fkDelegateId
    ? await db
        .select({ delegate: npcDelegate, delegationName: npcDelegation.delegationName, countyName: commArea.areaName })
        .from(npcDelegate)
        .innerJoin(npcDelegation, eq(npcDelegation.delegationId, npcDelegate.fkDelegationId))
        .leftJoin(commArea, eq(commArea.areaId, npcDelegation.fkAreaId))
        .where(eq(npcDelegate.delegateId, user.fkDelegateId))
        .limit(1)
    : [];
  const [unit] = user.fkUnitId
    ? await db.select().from(sysNpcUnit).where(eq(sysNpcUnit.unitId, user.fkUnitId)).limit(1)
    : [];
  const stationId = user.fkStationId ?? deputy?.delegate.fkStationId ?? null;
  const [station] = stationId
    ? await db.select().from(contactStation).where(eq(contactStation.stationId, stationId)).limit(1)
    : [];
  const [delegation] = user.fkDelegationId
    ? await db.select().from(npcDelegation).where(eq(npcDelegation.delegationId, user.fkDelegationId)).limit(1)
    : [];

  const grade = deputy?.delegate.delegateGrade ?? null;
  return {
    ...accountOf(user),
    loginNpcId: current?.npcId ?? null,
    loginNpcName: `${DEFAULT_CITY}人民代表大会`,
    delegateGrade: grade,
    belongDelegationId: deputy?.delegate.fkDelegationId ?? delegation?.delegationId ?? null,
    belongNpcProvince: DEFAULT_PROVINCE,
    belongNpcCity: DEFAULT_CITY,
    // A county (4) or township (5) deputy belongs to the county of its delegation; a city
    // deputy to the city as a whole.
    belongNpcCountry: grade !== null && grade >= 4 ? (deputy?.countyName ?? '') : '',
    npcDelegateInfo: deputy
      ? {
          delegateId: deputy.delegate.delegateId,
          delegateName: deputy.delegate.delegateName,
          fkDelegationId: deputy.delegate.fkDelegationId,
          delegationName: deputy.delegationName,
          delegateGrade: deputy.delegate.delegateGrade,
          fkStationId: deputy.delegate.fkStationId,
        }
      : null,
    delegationName: deputy?.delegationName ?? delegation?.delegationName ?? null,
    unitId: unit?.unitId ?? null,
    unitName: unit?.unitName ?? null,
    stationId: station?.stationId ?? null,
    stationName: station?.stationName ?? null,
    loginLinkNotices: await unseenLinkNotices(db, user.userId, sessionToken),
    mustChangePassword: user.mustChangePassword,
  };
}
