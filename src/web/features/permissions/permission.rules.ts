import { ALWAYS_PERMITTED_ROLE_NAMES } from '@shared/roles';

/** The part of a stored permission the decision reads. */
export interface PermissionEntry {
  code: string;
  hasJurisdiction: boolean;
}

/**
 * The role names the gate knows a role code by. The specification's always-permitted names are
 * superAdmin, admin and specialCommittee; of this platform's codes only the super administrator
 * is superAdmin. The congress administrator and the special committee are not aliased: the
 * server checks their operations like anyone else's, so the gate must not show them a button
 * the server would refuse (decision in docs/decisions.md).
 */
const ROLE_NAME_ALIASES: Readonly<Record<string, string>> = { NPC_ADMIN: 'superAdmin' };

export function roleNamesOf(loginRoleCode: string | null | undefined): string[] {
  if (!loginRoleCode) return [];
  const alias = ROLE_NAME_ALIASES[loginRoleCode];
  return alias ? [loginRoleCode, alias] : [loginRoleCode];
}

export function isAlwaysPermitted(roleNames: readonly string[]): boolean {
  return roleNames.some((name) => (ALWAYS_PERMITTED_ROLE_NAMES as readonly string[]).includes(name));
}

/** A code (or any of several) found in the list with hasJurisdiction true. */
export function holds(code: string | readonly string[], list: readonly PermissionEntry[]): boolean {
  const codes = typeof code === 'string' ? [code] : code;
  return list.some((entry) => entry.hasJurisdiction === true && codes.includes(entry.code));
}

export type GateDecision = 'show' | 'remove';

/**
 * A control is shown when its code is found with hasJurisdiction true; the three
 * always-permitted roles keep it regardless; otherwise it is removed.
 */
export function gateDecision(code: string | readonly string[], list: readonly PermissionEntry[], roleNames: readonly string[]): GateDecision {
  return isAlwaysPermitted(roleNames) || holds(code, list) ? 'show' : 'remove';
}

/** The placeholder a table cell shows when the gate removed every control in it. */
export const EMPTY_CELL = '--';

/**
 * In a table cell, each control is disabled and removed unless permitted; the codes
 * that stay, and whether the cell is left empty (then it shows "--").
 */
export function cellDecision(
  codes: readonly (string | readonly string[])[],
  list: readonly PermissionEntry[],
  roleNames: readonly string[],
): { kept: boolean[]; empty: boolean } {
  const kept = codes.map((code) => gateDecision(code, list, roleNames) === 'show');
  return { kept, empty: !kept.some(Boolean) };
}
