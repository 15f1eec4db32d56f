import { phoneProblem } from '@machines/verification-code';
import { isBlank } from './blank';
import { importMessages } from './excel-import';
import { Role, type RoleCode } from './roles';

/**
 * Staff accounts (工作人员, /manager/sysManager/workPeopleManager): every account that is not a
 * deputy's. The form's rules, shared by the dialog (messages next to the fields) and the server
 * (the same message and field in a 400).
 */

export const REAL_NAME_MAX = 30;
export const POST_MAX = 50;

/** The organisation an account of a role belongs to, by the field that names it. */
export type StaffOrgField = 'fkUnitId' | 'fkStationId' | 'fkDelegationId' | 'fkSpecialCommitteeId';

/**
 * What each role needs: handling units a unit, station managers a station, delegation accounts
 * a delegation, special-committee accounts their committee (专门委员会).
 */
export const ROLE_ORGANISATION: Readonly<Partial<Record<RoleCode, StaffOrgField>>> = {
  [Role.gov]: 'fkUnitId',
  [Role.unit]: 'fkUnitId',
  [Role.party]: 'fkUnitId',
  [Role.station]: 'fkStationId',
  [Role.delegation]: 'fkDelegationId',
  [Role.specialCommittee]: 'fkSpecialCommitteeId',
};

export const STAFF_MSG = {
  realNameRequired: '请输入姓名',
  realNameTooLong: `姓名不能超过${REAL_NAME_MAX}个字符`,
  postTooLong: `职务不能超过${POST_MAX}个字符`,
  roleRequired: '请选择角色',
  fkUnitId: '请选择所属单位',
  fkStationId: '请选择所属联络站',
  fkDelegationId: '请选择所属代表团',
  fkSpecialCommitteeId: '请选择所属专门委员会',
  unknownOrganisation: '所选单位、联络站、代表团或专门委员会不存在',
  usernameTaken: '该手机号已被使用',
  roleOutOfReach: '无权设置该角色',
  accountOutOfReach: '无权管理该账号',
  disableSelf: '不能停用自己的账号',
  lastAdmin: '不能停用或变更最后一个启用的超级管理员',
  created: '账号已创建，临时密码已通过短信发送至该手机号',
  passwordReset: '密码已重置，临时密码已通过短信发送至该手机号，用户登录后须修改密码',
  smsFailed: '短信发送失败，请稍后重新重置密码',
} as const;

export interface StaffAccountForm {
  username: string;
  realName: string;
  post: string;
  loginRoleCode: string;
  fkUnitId: number | null;
  fkStationId: number | null;
  fkDelegationId: number | null;
  fkSpecialCommitteeId: number | null;
}

export type StaffField = keyof StaffAccountForm;
export type StaffProblems = Partial<Record<StaffField, string>>;

/**
 * Field by field, the first problem of each; empty when the form may be sent. What the account
 * needs follows the chosen role's base role (a role of the role table acts as its base role).
 */
export function staffAccountProblems(form: StaffAccountForm, baseRole: string = form.loginRoleCode): StaffProblems {
  const problems: StaffProblems = {};
  const phone = phoneProblem(form.username);
  if (phone) problems.username = phone;
  if (isBlank(form.realName)) problems.realName = STAFF_MSG.realNameRequired;
  else if (form.realName.trim().length > REAL_NAME_MAX) problems.realName = STAFF_MSG.realNameTooLong;
  if (form.post.trim().length > POST_MAX) problems.post = STAFF_MSG.postTooLong;
  if (isBlank(form.loginRoleCode)) problems.loginRoleCode = STAFF_MSG.roleRequired;
  const needs = ROLE_ORGANISATION[baseRole as RoleCode];
  if (needs && form[needs] === null) problems[needs] = STAFF_MSG[needs];
  return problems;
}

/** The form as stored: trimmed, and only the organisation the role needs kept. */
export function normalisedStaffAccount(form: StaffAccountForm, baseRole: string = form.loginRoleCode): StaffAccountForm {
  const needs = ROLE_ORGANISATION[baseRole as RoleCode];
  return {
    username: form.username.trim(),
    realName: form.realName.trim(),
    post: form.post.trim(),
    loginRoleCode: form.loginRoleCode,
    fkUnitId: needs === 'fkUnitId' ? form.fkUnitId : null,
    fkStationId: needs === 'fkStationId' ? form.fkStationId : null,
    fkDelegationId: needs === 'fkDelegationId' ? form.fkDelegationId : null,
    fkSpecialCommitteeId: needs === 'fkSpecialCommitteeId' ? form.fkSpecialCommitteeId : null,
  };
}

/** The import file's columns, in order: the template's header row, which a file must repeat. */
export const STAFF_IMPORT_COLUMNS = ['手机号码', '姓名', '职务', '角色', '所属单位/联络站/代表团/专门委员会'] as const;

/** The most accounts one file may hold: each gets a temporary password hashed on import. */
export const STAFF_IMPORT_MAX_ROWS = 200;

const ORGANISATION_NOUN: Readonly<Record<StaffOrgField, string>> = { fkUnitId: '承办单位', fkStationId: '联络站', fkDelegationId: '代表团', fkSpecialCommitteeId: '专门委员会' };

/** What the import refuses, for a whole file or for one row of it. */
export const STAFF_IMPORT_MSG = {
  ...importMessages({ columns: STAFF_IMPORT_COLUMNS, maxRows: STAFF_IMPORT_MAX_ROWS, counted: '个账号', noun: '账号' }),
  imported: (count: number) => `已导入${count}个账号，临时密码已通过短信发送至各手机号，用户登录后须修改密码`,
  importedSomeUntexted: (count: number, untexted: number) => `已导入${count}个账号，其中${untexted}个${STAFF_MSG.smsFailed}`,
  roleUnknown: (name: string) => `角色「${name}」不存在或已停用`,
  organisationUnknown: (name: string, field: StaffOrgField) => `「${name}」不是系统中的${ORGANISATION_NOUN[field]}`,
  takenMeanwhile: '导入时有手机号码刚被其他账号使用，所有账号均未导入，请重新导入',
} as const;

/** The audit log's kinds of action, as the viewer names them. */
export const AUDIT_ACTION_LABEL = {
  login: '登录',
  login_failed: '登录失败',
  logout: '退出登录',
  login_link_issued: '签发登录链接',
  role_change: '角色变更',
  menu_change: '菜单变更',
  operation_change: '操作变更',
  lifecycle_event: '业务流转',
  portal_change: '门户内容',
  reference_change: '基础数据',
  account_change: '账号管理',
  password_recovered: '找回密码',
  session_change: '届次变更',
  submit_settings_change: '提交设置',
  code_rule_change: '编号规则',
  appointment_change: '任免人员',
  delegation_change: '代表团工作',
  group_change: '代表小组',
  electoral_unit_change: '选区管理',
  report_review: '述职报告审阅',
  roster_export: '导出代表名册',
  roster_import: '导入代表信息',
} as const;

/** Every kind of row the audit log holds: the server writes only these (services/audit.ts). */
export type AuditAction = keyof typeof AUDIT_ACTION_LABEL;

/** The account operations of an `account_change` row. */
export const ACCOUNT_OP_LABEL: Readonly<Record<string, string>> = {
  create: '新增账号',
  update: '修改账号',
  disable: '停用账号',
  enable: '启用账号',
  reset_password: '重置密码',
  import: '导入账号',
};

/** What an audit row's action was, as a reader says it: an account change names its operation. */
export function auditActionLabel(entry: { action: string; detail: Record<string, unknown> | null }): string {
  const base = (AUDIT_ACTION_LABEL as Readonly<Record<string, string>>)[entry.action] ?? entry.action;
  const op = entry.detail?.op;
  return entry.action === 'account_change' && typeof op === 'string' ? (ACCOUNT_OP_LABEL[op] ?? base) : base;
}
