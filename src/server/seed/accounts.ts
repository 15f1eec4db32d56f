import { sysUser } from '../db/schema';
import type { Database } from '../db/database';
import { homePathFor, type RoleCode } from '@shared/roles';
import type { County } from './areas';
import { DEPUTIES, deputyUsername } from './deputies';
import type { StationKey } from './stations';
import { HOUSING_BUREAU, TRANSPORT_BUREAU } from './units';

/** Every demo account signs in with this password (design/demo-data.md). */
export const DEMO_PASSWORD = 'Rdlz@2026';

export interface DemoAccount {
  username: string;
  roleCode: RoleCode;
  realName: string;
  /** Where the account lands after signing in. */
  landsOn: string;
  /** Who it is, as design/demo-data.md puts it. */
  description: string;
}

/** The part a staff account plays in the demo. */
type StaffPart = 'admin' | 'congressAdmin' | 'work' | 'specialCommittee' | 'delegation' | 'transport' | 'housing' | 'station' | 'undertaker';

interface StaffSeed {
  part: StaffPart;
  username: string;
  roleCode: RoleCode;
  realName: string;
  post: string;
  description: string;
  delegation?: County;
  unit?: string;
  station?: StationKey;
}

export const STAFF: readonly StaffSeed[] = [
  { part: 'admin', username: '13800000000', roleCode: 'NPC_ADMIN', realName: '周文斌', post: '市人大常委会办公室信息科科长', description: '超级管理员' },
  { part: 'congressAdmin', username: '13800000001', roleCode: '人大管理员', realName: '陈静', post: '市人大常委会代表工作委员会副主任', description: '人大管理员，代行主席团审查' },
  { part: 'work', username: '13800000002', roleCode: 'NPC_WORK', realName: '刘洪涛', post: '市人大常委会代表工作委员会建议办理科科长', description: '工作委员会：议案审查小组、建议组、交办' },
  { part: 'specialCommittee', username: '13800000003', roleCode: 'NPC_SPECIAL_COMMITTEE', realName: '杨光华', post: '市人大财政经济委员会办公室主任', description: '专门委员会：议案审查机构' },
  { part: 'delegation', username: '13800000004', roleCode: 'NPC_DELEGATION', realName: '何丽', post: '巴州区代表团联络员', description: '巴州区代表团', delegation: '巴州区' },
  { part: 'transport', username: '13800000005', roleCode: 'NPC_GOV', realName: '赵志勇', post: '巴中市交通运输局办公室主任', description: '承办单位巴中市交通运输局（政府部门）', unit: TRANSPORT_BUREAU },
  { part: 'housing', username: '13800000006', roleCode: 'NPC_UNIT', realName: '孙晓梅', post: '巴中市住房和城乡建设局建议办理专干', description: '承办单位巴中市住房和城乡建设局（责任单位）', unit: HOUSING_BUREAU },
  { part: 'station', username: '13800000007', roleCode: 'NPC_STATION', realName: '李晓燕', post: '巴州区东城街道代表联络站工作人员', description: '巴州区东城街道代表联络站管理员', station: 'dongcheng' },
  { part: 'undertaker', username: '13800000008', roleCode: 'NPC_GROUP', realName: '吴建平', post: '巴州区东城街道人大工委组联络员', description: '组联络员（承办人），有通知铃铛' },
];

/** The staff usernames by the part they play. */
export const STAFF_USER = Object.fromEntries(STAFF.map((s) => [s.part, s.username])) as Readonly<Record<StaffPart, string>>;

export const STAFF_ACCOUNTS: readonly DemoAccount[] = STAFF.map((s) => ({
  username: s.username,
  roleCode: s.roleCode,
  realName: s.realName,
  landsOn: homePathFor(s.roleCode),
  description: s.description,
}));

export const DEPUTY_ACCOUNTS: readonly DemoAccount[] = DEPUTIES.map((d, i) => ({
  username: deputyUsername(i),
  roleCode: 'NPC_REPRESENT',
  realName: d.name,
  landsOn: homePathFor('NPC_REPRESENT'),
  description: `${d.county}代表团${d.grade === 3 ? '市级' : d.grade === 4 ? '县级' : '乡镇'}代表，${d.job}`,
}));

/** The nine staff accounts, then the sixty deputies. */
export const DEMO_ACCOUNTS: readonly DemoAccount[] = [...STAFF_ACCOUNTS, ...DEPUTY_ACCOUNTS];

export interface AccountRefs {
  passwordHash: string;
  delegation: Record<County, number>;
  unit: Map<string, number>;
  station: Record<StationKey, { id: number }>;
  delegateByUsername: Map<string, number>;
}

/** Inserts every demo account; answers user ids by username. */
export async function seedAccounts(tx: Database, refs: AccountRefs): Promise<Map<string, number>> {
  const staff = STAFF.map((s) => ({
    username: s.username,
    realName: s.realName,
    post: s.post,
    passwordHash: refs.passwordHash,
    loginRoleCode: s.roleCode,
    fkDelegationId: s.delegation ? refs.delegation[s.delegation] : null,
    fkUnitId: s.unit ? refs.unit.get(s.unit)! : null,
    fkStationId: s.station ? refs.station[s.station].id : null,
  }));
  const deputies = DEPUTIES.map((d, i) => {
    const username = deputyUsername(i);
    return {
      username,
      realName: d.name,
      post: d.job,
      passwordHash: refs.passwordHash,
      loginRoleCode: 'NPC_REPRESENT',
      // The delegation of a deputy is read from the deputy record, not from the account.
      fkDelegateId: refs.delegateByUsername.get(username)!,
    };
  });
  const rows = await tx
    .insert(sysUser)
    .values([...staff, ...deputies])
    .returning({ userId: sysUser.userId, username: sysUser.username });
  return new Map(rows.map((r) => [r.username, r.userId]));
}
