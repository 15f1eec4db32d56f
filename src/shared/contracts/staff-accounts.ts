import { Type, type Static } from 'typebox';
import { DateParam, FieldErrorSchema, IdParam, Nullable, PageOf, PageQuery } from './common';

/** Staff accounts (/api/workPeople) and the audit log viewer (/api/auditLog). */

export { FieldErrorSchema };

const OptionalId = Type.Optional(IdParam);

export const StaffAccountQuery = Type.Object(
  {
    /** Part of the name or of the phone. */
    keyword: Type.Optional(Type.String({ maxLength: 30 })),
    loginRoleCode: Type.Optional(Type.String({ maxLength: 40 })),
    fkUnitId: OptionalId,
    fkStationId: OptionalId,
    fkDelegationId: OptionalId,
    fkSpecialCommitteeId: OptionalId,
    isValid: Type.Optional(Type.Boolean()),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type StaffAccountQuery = Static<typeof StaffAccountQuery>;

export const StaffAccountSchema = Type.Object({
  userId: Type.Integer(),
  username: Type.String(),
  realName: Type.String(),
  post: Type.String(),
  loginRoleCode: Type.String(),
  roleLabel: Type.String(),
  fkUnitId: Nullable(Type.Integer()),
  unitName: Nullable(Type.String()),
  fkStationId: Nullable(Type.Integer()),
  stationName: Nullable(Type.String()),
  fkDelegationId: Nullable(Type.Integer()),
  delegationName: Nullable(Type.String()),
  fkSpecialCommitteeId: Nullable(Type.Integer()),
  committeeName: Nullable(Type.String()),
  isValid: Type.Boolean(),
  mustChangePassword: Type.Boolean(),
  createTime: Type.String(),
  /** Whether the caller may change, disable or reset this account (the reach rule). */
  manageable: Type.Boolean(),
});
export type StaffAccount = Static<typeof StaffAccountSchema>;

export const StaffAccountPage = PageOf(StaffAccountSchema);
export type StaffAccountPage = Static<typeof StaffAccountPage>;

export const StaffAccountBody = Type.Object(
  {
    username: Type.String({ maxLength: 20 }),
    realName: Type.String({ maxLength: 60 }),
    post: Type.String({ maxLength: 100 }),
    loginRoleCode: Type.String({ maxLength: 40 }),
    fkUnitId: Nullable(IdParam),
    fkStationId: Nullable(IdParam),
    fkDelegationId: Nullable(IdParam),
    /** A special-committee account's committee; absent counts as none. */
    fkSpecialCommitteeId: Type.Optional(Nullable(IdParam)),
  },
  { additionalProperties: false },
);
export type StaffAccountBody = Static<typeof StaffAccountBody>;

const Choice = Type.Object({ id: Type.Integer(), name: Type.String() });

/** What the filters and the form choose from: the roles the caller may assign, and the organisations. */
export const StaffAccountOptions = Type.Object({
  /** baseRole: the platform role the role acts as; what an account needs follows it. */
  roles: Type.Array(Type.Object({ code: Type.String(), label: Type.String(), baseRole: Type.String() })),
  units: Type.Array(Choice),
  stations: Type.Array(Choice),
  delegations: Type.Array(Choice),
  committees: Type.Array(Choice),
});
export type StaffAccountOptions = Static<typeof StaffAccountOptions>;

export const StaffAccountAnswer = Type.Object({ msg: Type.String(), account: StaffAccountSchema });
export type StaffAccountAnswer = Static<typeof StaffAccountAnswer>;

export const AuditLogQuery = Type.Object(
  {
    /** Part of the person's name. */
    userName: Type.Optional(Type.String({ maxLength: 30 })),
    action: Type.Optional(Type.String({ maxLength: 40 })),
    /** Part of the record, e.g. `user:7` or `proposal`. */
    target: Type.Optional(Type.String({ maxLength: 60 })),
    dateFrom: Type.Optional(DateParam),
    dateTo: Type.Optional(DateParam),
    ...PageQuery,
  },
  { additionalProperties: false },
);
export type AuditLogQuery = Static<typeof AuditLogQuery>;

export const AuditLogEntrySchema = Type.Object({
  auditId: Type.Integer(),
  createTime: Type.String(),
  userId: Nullable(Type.Integer()),
  userName: Nullable(Type.String()),
  role: Nullable(Type.String()),
  action: Type.String(),
  target: Nullable(Type.String()),
  detail: Nullable(Type.Record(Type.String(), Type.Unknown())),
  clientAddress: Nullable(Type.String()),
});
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;

export const AuditLogPage = PageOf(AuditLogEntrySchema);
export type AuditLogPage = Static<typeof AuditLogPage>;
