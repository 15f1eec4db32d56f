import { ACCOUNT_ADMINISTRATORS, ACCOUNT_REACH, reaches } from '../../../services/account-reach';

/**
 * Who may issue a one-time login link for whom: a link makes its holder the target, so it may go
 * only to an account the issuer reaches (services/account-reach.ts, the rule staff accounts use
 * too). The rule is checked when a link is issued and again when it is exchanged, against the
 * roles the two accounts have then.
 */
export const LOGIN_LINK_TARGETS = ACCOUNT_REACH;

/** The roles that issue links at all: the route's role check. */
export const LOGIN_LINK_ISSUERS = ACCOUNT_ADMINISTRATORS;

export const mayIssueLoginLink = reaches;

/** 'you may not issue a sign-in link for this account' */
export const LINK_TARGET_FORBIDDEN = '无权为该账号签发登录链接';
