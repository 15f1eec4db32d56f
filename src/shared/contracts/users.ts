import { Type, type Static } from 'typebox';
import { DEFAULT_PAGE_NUM, DEFAULT_PAGE_SIZE } from '../constants';
import { Nullable, PageOf } from './common';

/**
 * Accounts: who is signed in (GET /api/sysLogin) and the accounts of /api/sysNpcUser — their
 * list and the password change.
 */

/** A sign-in link someone issued for the user, not yet acknowledged (docs/decisions.md, link login). */
export const LoginLinkNoticeSchema = Type.Object({
  issuedAt: Type.String(),
  /** The issuer's name and role, or null when the issuing account is gone. */
  issuedBy: Nullable(Type.String()),
  issuerRole: Nullable(Type.String()),
  expiresAt: Type.String(),
  usedAt: Nullable(Type.String()),
});
export type LoginLinkNotice = Static<typeof LoginLinkNoticeSchema>;

/** Who an account is, as every answer about an account names it. */
const AccountFields = {
  userId: Type.Integer(),
  realName: Type.String(),
  /** A mobile number; the screens show it as the contact phone. */
  username: Type.String(),
  post: Type.String(),
  /** The base role: one of the platform's 13 codes. */
  loginRoleCode: Type.String(),
  /** The account's role (a built-in code or a custom role) and its name. */
  roleCode: Type.String(),
  roleName: Type.String(),
};

export const UserInfoSchema = Type.Object({
  ...AccountFields,
  loginNpcId: Nullable(Type.Integer()),
  loginNpcName: Type.String(),
  delegateGrade: Nullable(Type.Integer()),
  belongDelegationId: Nullable(Type.Integer()),
  belongNpcProvince: Type.String(),
  belongNpcCity: Type.String(),
  belongNpcCountry: Type.String(),
  npcDelegateInfo: Nullable(
    Type.Object({
      delegateId: Type.Integer(),
      delegateName: Type.String(),
      fkDelegationId: Type.Integer(),
      delegationName: Type.String(),
      delegateGrade: Type.Integer(),
      fkStationId: Nullable(Type.Integer()),
    }),
  ),
  delegationName: Nullable(Type.String()),
  unitId: Nullable(Type.Integer()),
  unitName: Nullable(Type.String()),
  stationId: Nullable(Type.Integer()),
  stationName: Nullable(Type.String()),
  /** Sign-in links issued for the user and not yet acknowledged (PUT /api/bind/loginLinkNotice). */
  loginLinkNotices: Type.Array(LoginLinkNoticeSchema),
  /** The password was set by someone else: the web asks for a new one before anything else. */
  mustChangePassword: Type.Boolean(),
});

/** The public fields of an account: never the password hash. */
export const PublicUserSchema = Type.Object({
  ...AccountFields,
  isValid: Type.Boolean(),
  fkDelegateId: Nullable(Type.Integer()),
  fkDelegationId: Nullable(Type.Integer()),
  fkUnitId: Nullable(Type.Integer()),
  fkStationId: Nullable(Type.Integer()),
  passwordChangedAt: Nullable(Type.String()),
  createTime: Type.String(),
});

export const UserListSchema = PageOf(PublicUserSchema);

export const UserListQuery = Type.Object({
  userId: Type.Optional(Type.Integer({ minimum: 1 })),
  username: Type.Optional(Type.String({ maxLength: 64 })),
  pageNum: Type.Optional(Type.Integer({ minimum: 1, default: DEFAULT_PAGE_NUM })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: DEFAULT_PAGE_SIZE })),
});

// A generous bound on what is hashed; the 6–12 rule is checked with its own message.
const PasswordText = Type.String({ maxLength: 128 });

export const PasswordChangeBody = Type.Object(
  { userId: Type.Integer({ minimum: 1 }), oldPassword: Type.Optional(PasswordText), password: PasswordText },
  { additionalProperties: false },
);

export const PasswordCheckBody = Type.Object({ userId: Type.Integer({ minimum: 1 }), oldPassword: PasswordText }, { additionalProperties: false });
