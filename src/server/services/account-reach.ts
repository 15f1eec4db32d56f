import { Role, type RoleCode } from '@shared/roles';

/**
 * Whose accounts a role may act for: the issuer's role → the roles of the accounts whose powers
 * are a subset of the issuer's (docs/decisions.md, "Who may issue a login link for whom", and
 * "Staff accounts"). One rule for both things that hand someone an account's powers: issuing a
 * one-time login link, and creating, changing, disabling or resetting a staff account.
 *
 * - the super administrator reaches every account: it can already set any account's password;
 * - the congress administrator reaches the deputies and the deputies' organisation it
 *   administers (delegations, stations, group liaisons, the liaison office); never an
 *   administrator, nor the review bodies, the appointment committee or the handling units
 *   (their decisions and replies are their own).
 *
 * A role missing here reaches no account.
 */
export const ACCOUNT_REACH: Readonly<Partial<Record<RoleCode, readonly RoleCode[]>>> = {
  [Role.superAdmin]: Object.values(Role),
  [Role.congressAdmin]: [Role.represent, Role.delegation, Role.station, Role.group, Role.ly],
};

/** The roles that reach any account at all. */
export const ACCOUNT_ADMINISTRATORS = Object.keys(ACCOUNT_REACH) as RoleCode[];

/** Whether an account of `actorRole` may act for an account of `targetRole`. */
export function reaches(actorRole: string, targetRole: string): boolean {
  return (ACCOUNT_REACH[actorRole as RoleCode] ?? []).includes(targetRole as RoleCode);
}
