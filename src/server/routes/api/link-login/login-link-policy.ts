import { Role, type RoleCode } from '@shared/roles';

/**
 * Who may issue a one-time login link for whom: the issuer's role → the roles of the accounts
 * it may issue for. A link makes its holder the target, so it may go only to an account whose
 * powers the issuer already holds or administers (docs/decisions.md, "Who may issue a login
 * link for whom"):
 *
 * - the super administrator, for every account: it can already set any account's password,
 *   so a link gives it nothing new; and it is the only issuer for a super administrator;
 * - the congress administrator, for the deputies and the deputies' organisation it
 *   administers (delegations, stations, group liaisons, the liaison office); never for an
 *   administrator, nor for the review bodies (one person would decide two review stages), the
 *   appointment committee or the handling units (their decisions and replies are their own).
 *
 * A role missing here issues no links. The rule is checked when a link is issued and again
 * when it is exchanged, against the roles the two accounts have then.
 */
export const LOGIN_LINK_TARGETS: Readonly<Partial<Record<RoleCode, readonly RoleCode[]>>> = {
  [Role.superAdmin]: Object.values(Role),
  [Role.congressAdmin]: [Role.represent, Role.delegation, Role.station, Role.group, Role.ly],
};

/** The roles that issue links at all: the route's role check. */
export const LOGIN_LINK_ISSUERS = Object.keys(LOGIN_LINK_TARGETS) as RoleCode[];

export function mayIssueLoginLink(issuerRole: string, targetRole: string): boolean {
  return (LOGIN_LINK_TARGETS[issuerRole as RoleCode] ?? []).includes(targetRole as RoleCode);
}

/** 'you may not issue a sign-in link for this account' */
export const LINK_TARGET_FORBIDDEN = '无权为该账号签发登录链接';
