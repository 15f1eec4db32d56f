import { Type } from 'typebox';
import { Nullable } from '@shared/contracts/common';

/** Every refusal carries a user-facing Chinese message. */
export const ErrorSchema = Type.Object({ msg: Type.String() });

/** A calendar date, `2026-11-20`, within the platform's range (the `date` format of plugins/input.ts). */
export const DateParam = Type.String({ format: 'date' });

export { DateTimeParam, TermNumberParam } from '@shared/contracts/common';


export const UserInfoSchema = Type.Object({
  userId: Type.Integer(),
  realName: Type.String(),
  username: Type.String(),
  post: Type.String(),
  loginRoleCode: Type.String(),
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
  loginLinkNotices: Type.Array(
    Type.Object({
      issuedAt: Type.String(),
      issuedBy: Nullable(Type.String()),
      issuerRole: Nullable(Type.String()),
      expiresAt: Type.String(),
      usedAt: Nullable(Type.String()),
    }),
  ),
});
