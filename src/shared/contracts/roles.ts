import { Type, type Static } from 'typebox';
import { IdParam, Nullable, PageFields, PageQuery } from './common';

/**
 * Roles as data (sys_role), their grants (role-menu and role-operation), the 权限说明 answer and
 * the operation catalogue (sys_competence).
 */

/** How far a role's lists of people and records reach (applied where docs/decisions.md says). */
export const DATA_SCOPES = ['all', 'org', 'delegation', 'unit', 'own'] as const;
export type DataScope = (typeof DATA_SCOPES)[number];
export const DATA_SCOPE_LABEL: Readonly<Record<DataScope, string>> = {
  all: '全部数据',
  org: '本组织及下级',
  delegation: '本代表团',
  unit: '本单位',
  own: '仅本人',
};

export const ROLE_CODE_MAX = 30;
export const ROLE_NAME_MAX = 30;
export const ROLE_REMARK_MAX = 200;
export const OPERATION_CODE_MAX = 50;
export const OPERATION_NAME_MAX = 30;
export const OPERATION_REMARK_MAX = 200;

/** A role code: letters, digits, _ and Chinese characters (the built-in 人大管理员 is one). */
export const ROLE_CODE_PATTERN = '^[A-Za-z0-9_\\u4e00-\\u9fa5]+$';
/** An operation code: a letter, then letters, digits and _. */
export const OPERATION_CODE_PATTERN = '^[A-Za-z][A-Za-z0-9_]*$';

export const RoleRowSchema = Type.Object({
  roleCode: Type.String(),
  roleName: Type.String(),
  baseRole: Type.String(),
  baseRoleName: Type.String(),
  dataScope: Type.String(),
  remark: Nullable(Type.String()),
  sortNo: Type.Integer(),
  isValid: Type.Boolean(),
  isBuiltIn: Type.Boolean(),
  /** Valid accounts holding the role. */
  userCount: Type.Integer(),
  updateTime: Type.String(),
});
export type RoleRow = Static<typeof RoleRowSchema>;

export const RoleListQuery = Type.Object({
  ...PageQuery,
  keyword: Type.Optional(Type.String({ maxLength: 50 })),
});
export type RoleListQuery = Static<typeof RoleListQuery>;
export const RolePageSchema = Type.Object(PageFields(RoleRowSchema));
export type RolePage = Static<typeof RolePageSchema>;

/** Create and edit share the body; the service checks it and names the field it refuses. */
export const RoleBodySchema = Type.Object({
  roleCode: Type.Optional(Type.String({ maxLength: 100 })),
  roleName: Type.Optional(Type.String({ maxLength: 100 })),
  baseRole: Type.Optional(Type.String({ maxLength: 100 })),
  dataScope: Type.Optional(Type.String({ maxLength: 20 })),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
  sortNo: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
});
export type RoleBody = Static<typeof RoleBodySchema>;

export const RoleEnableBodySchema = Type.Object({ isValid: Type.Boolean() });

/** The grants of one role: menu ids and operation ids. */
export const RoleGrantsSchema = Type.Object({
  roleCode: Type.String(),
  menuIds: Type.Array(IdParam, { maxItems: 5000 }),
  competenceIds: Type.Array(IdParam, { maxItems: 5000 }),
});
export type RoleGrants = Static<typeof RoleGrantsSchema>;
export const RoleGrantsBodySchema = Type.Object({
  menuIds: Type.Array(IdParam, { maxItems: 5000 }),
  competenceIds: Type.Array(IdParam, { maxItems: 5000 }),
});
export type RoleGrantsBody = Static<typeof RoleGrantsBodySchema>;

/** GET /api/sysRole/explain: one of menuId, operation, or recordKind with recordId. */
export const ExplainQuerySchema = Type.Object({
  userId: IdParam,
  menuId: Type.Optional(IdParam),
  operation: Type.Optional(Type.String({ maxLength: OPERATION_CODE_MAX })),
  recordKind: Type.Optional(Type.String({ maxLength: 40 })),
  recordId: Type.Optional(Type.String({ maxLength: 40 })),
});
export type ExplainQuery = Static<typeof ExplainQuerySchema>;
export const ExplainAnswerSchema = Type.Object({ allowed: Type.Boolean(), reasons: Type.Array(Type.String()) });
export type ExplainAnswer = Static<typeof ExplainAnswerSchema>;
/** The record kinds 权限说明 can explain, with their names. */
export const EXPLAIN_RECORD_KINDS = { proposal: '议案', suggest: '建议', message: '群众留言' } as const;

export const OperationRowSchema = Type.Object({
  competenceId: Type.Integer(),
  code: Type.String(),
  operator: Type.String(),
  remark: Nullable(Type.String()),
  isEnable: Type.Boolean(),
  hasJurisdiction: Type.Boolean(),
  createName: Nullable(Type.String()),
  createTime: Type.String(),
  updateName: Nullable(Type.String()),
  updateTime: Type.String(),
  /** Menus the operation is linked to, and roles granted it. */
  menuCount: Type.Integer(),
  roleCount: Type.Integer(),
});
export type OperationRow = Static<typeof OperationRowSchema>;

export const OperationBodySchema = Type.Object({
  code: Type.Optional(Type.String({ maxLength: 200 })),
  operator: Type.Optional(Type.String({ maxLength: 200 })),
  remark: Type.Optional(Nullable(Type.String({ maxLength: 1000 }))),
});
export type OperationBody = Static<typeof OperationBodySchema>;
export const OperationEnableBodySchema = Type.Object({ isEnable: Type.Boolean() });

/** Messages of this area the specification does not quote (decisions in docs/decisions.md). */
export const ROLE_MSG = {
  roleCodeRequired: '请输入角色编码',
  roleCodeInvalid: `角色编码只能包含字母、数字、下划线或汉字，且不超过${ROLE_CODE_MAX}个字符`,
  roleCodeTaken: '角色编码已存在',
  roleNameRequired: '请输入角色名称',
  roleNameTooLong: `角色名称不能超过${ROLE_NAME_MAX}个字符`,
  baseRoleRequired: '请选择基础角色',
  baseRoleInvalid: '基础角色须为平台内置角色之一',
  dataScopeRequired: '请选择数据范围',
  remarkTooLong: `备注不能超过${ROLE_REMARK_MAX}个字符`,
  roleNotFound: '角色不存在或已被删除',
  builtInNoDelete: '内置角色不能删除',
  builtInBaseFixed: '内置角色的基础角色不能修改',
  roleInUse: (users: number) => `该角色下有 ${users} 个用户，不能删除`,
  lastSuperAdmin: '不能停用或改变最后一位超级管理员所在的角色',
  lockedGrant: '不能收回超级管理员的角色管理、角色菜单权限',
  overGrant: (names: string) => `不能授予或收回本人未拥有的权限：${names}`,
  superRoleGrants: '只有超级管理员可以修改超级管理员角色的权限',
  menuUnknown: '所选菜单不存在或已被删除',
  operationUnknown: '所选操作不存在或已被删除',
  operationNotOnMenu: (name: string) => `操作「${name}」未关联到已勾选的菜单`,
  explainTargetRequired: '请选择要说明的菜单、操作或记录',
  explainRecordKindInvalid: '记录类型须为议案、建议或群众留言',
  userNotFound: '用户不存在',
  operationCodeRequired: '请输入操作编码',
  operationCodeInvalid: `操作编码须以字母开头，只能包含字母、数字和下划线，且不超过${OPERATION_CODE_MAX}个字符`,
  operationCodeTaken: '操作编码已存在',
  operatorRequired: '请输入操作名称',
  operatorTooLong: `操作名称不能超过${OPERATION_NAME_MAX}个字符`,
  operationRemarkTooLong: `备注不能超过${OPERATION_REMARK_MAX}个字符`,
  operationNotFound: '操作不存在或已被删除',
  operationCodeInUse: '该操作已关联菜单或授予角色，不能修改编码',
  operationInUse: (menus: number, roles: number) => `该操作已关联 ${menus} 个菜单、授予 ${roles} 个角色，不能删除`,
} as const;
