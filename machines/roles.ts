/** The `loginRoleCode` values; the codes are contract values. */
export const Role = {
  /** 代表团 delegation */
  delegation: 'NPC_DELEGATION',
  /** 人大代表 representative (deputy) */
  represent: 'NPC_REPRESENT',
  /** 联络站管理员 home-station manager */
  station: 'NPC_STATION',
  /** 人大管理员 congress administrator */
  congressAdmin: '人大管理员',
  /** 超级管理员 super administrator: may perform every workflow event */
  superAdmin: 'NPC_ADMIN',
  /** 选任代工委 appointment working committee */
  appointmentCommittee: '选任代工委',
  /** 工作委员会 working committee */
  work: 'NPC_WORK',
  /** 政府部门 government */
  gov: 'NPC_GOV',
  /** 党群部门 party and mass groups */
  party: 'NPC_PARTY',
  /** 承办单位 undertaking unit */
  unit: 'NPC_UNIT',
  /** 组联络员（承办人） group liaison / undertaker */
  group: 'NPC_GROUP',
  /** 专门委员会 special committee */
  specialCommittee: 'NPC_SPECIAL_COMMITTEE',
  /** 代表联络处 representative liaison office */
  ly: 'NPC_LY',
} as const;

export type RoleCode = (typeof Role)[keyof typeof Role];

export const ROLE_CODES: readonly RoleCode[] = Object.values(Role);

export function isRoleCode(value: unknown): value is RoleCode {
  return typeof value === 'string' && (ROLE_CODES as readonly string[]).includes(value);
}

/** Accounts of the units that handle proposals and suggestions (design/lifecycles.md: handling unit). */
export const HANDLING_UNIT_ROLES: readonly RoleCode[] = [Role.gov, Role.unit, Role.party];
