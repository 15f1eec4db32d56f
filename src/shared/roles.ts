import { HANDLING_UNIT_ROLES, Role, ROLE_CODES, type RoleCode } from '@machines/roles';

export { Role, ROLE_CODES, type RoleCode };

/** The administrators: every citizen's message, every in-box and notice, every double-contact record. */
export const ADMIN_ROLES: readonly RoleCode[] = [Role.superAdmin, Role.congressAdmin];
/** Who may create notices and distribute their own. */
export const NOTICE_SENDER_ROLES: readonly RoleCode[] = [...ADMIN_ROLES, Role.work];
/** The overseers of every lifecycle: the visualizer shows all records, so only they may read it. */
export const VISUALIZER_ROLES: readonly RoleCode[] = [...ADMIN_ROLES, Role.work];
/** Who examines, assigns or oversees every submitted proposal and suggestion. */
export const RECORD_OVERSEER_ROLES: readonly RoleCode[] = [...ADMIN_ROLES, Role.work, Role.specialCommittee];

/** The name of each role as the screens show it. */
export const ROLE_LABEL: Readonly<Record<RoleCode, string>> = {
  NPC_DELEGATION: '代表团',
  NPC_REPRESENT: '人大代表',
  NPC_STATION: '联络站管理员',
  人大管理员: '人大管理员',
  NPC_ADMIN: '超级管理员',
  选任代工委: '选任代工委',
  NPC_WORK: '工作委员会',
  NPC_GOV: '政府部门',
  NPC_PARTY: '党群部门',
  NPC_UNIT: '承办单位',
  NPC_GROUP: '组联络员（承办人）',
  NPC_SPECIAL_COMMITTEE: '专门委员会',
  NPC_LY: '代表联络处',
};

/** The permission gate keeps an element for these role names regardless of stored operations. */
export const ALWAYS_PERMITTED_ROLE_NAMES = ['superAdmin', 'admin', 'specialCommittee'] as const;

/** Deputies get the client layout; every other role (or none) gets the system layout. */
export const DELEGATE_ROLE: RoleCode = Role.represent;
/** The undertaker: the notice bell's first reader. */
export const UNDERTAKER_ROLE: RoleCode = Role.group;
/**
 * Who sees the notice bell: the undertaker, and every role whose records' moves are told to it
 * (deputies, handling units; station managers, whose messages are theirs).
 */
export const NOTICE_BELL_ROLES: readonly RoleCode[] = [UNDERTAKER_ROLE, Role.represent, ...HANDLING_UNIT_ROLES, Role.station];

export const DELEGATE_HOME = '/client/pageHome/delegatePageHome/';
export const SYSTEM_HOME = '/pageHome/';
/** A deputy's home on a phone (the device rule: MOBILE_USER_AGENT). */
export const MOBILE_DELEGATE_HOME = '/mobile/pageHome/delegatePageHome/';

export function isDelegate(role: string | null | undefined): boolean {
  return role === DELEGATE_ROLE;
}

/** Where a user lands after signing in: deputies on their own home, everyone else on the system's. */
export function homePathFor(role: string | null | undefined): string {
  return isDelegate(role) ? DELEGATE_HOME : SYSTEM_HOME;
}
