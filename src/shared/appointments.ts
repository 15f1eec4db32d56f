import { isBlank } from './blank';

/**
 * 任免人员 (/manager/deputyStation/appointmentRemovalPersonnel): the state functionaries the
 * standing committee appoints and removes. The form's rules, shared by the dialog (messages next
 * to the fields) and the server (the same message and field in a 400).
 */

export const APPOINTMENT_PAGE = '/manager/deputyStation/appointmentRemovalPersonnel';

export const APPOINTMENT_KIND = { 1: '任命', 2: '免职' } as const;
export type AppointmentKind = keyof typeof APPOINTMENT_KIND;
export const APPOINTMENT_KINDS = Object.entries(APPOINTMENT_KIND).map(([value, label]) => ({ value: Number(value) as AppointmentKind, label }));

export const APPOINTMENT_SEXES = ['男', '女'] as const;

export const APPOINTMENT_LIMITS = {
  personName: 30,
  post: 100,
  unit: 100,
  session: 60,
  documentNo: 60,
  remark: 500,
  attachments: 5,
} as const;

export const APPOINTMENT_MSG = {
  personNameRequired: '请输入姓名',
  personNameTooLong: `姓名不能超过${APPOINTMENT_LIMITS.personName}个字`,
  sexRequired: '请选择性别',
  kindRequired: '请选择任免类别',
  postRequired: '请输入职务',
  postTooLong: `职务不能超过${APPOINTMENT_LIMITS.post}个字`,
  unitTooLong: `工作单位不能超过${APPOINTMENT_LIMITS.unit}个字`,
  decisionDateRequired: '请选择任免日期',
  birthAfterDecision: '出生日期应早于任免日期',
  sessionRequired: '请输入会议届次',
  sessionTooLong: `会议届次不能超过${APPOINTMENT_LIMITS.session}个字`,
  documentNoTooLong: `文号不能超过${APPOINTMENT_LIMITS.documentNo}个字`,
  remarkTooLong: `备注不能超过${APPOINTMENT_LIMITS.remark}个字`,
  tooManyAttachments: `附件最多${APPOINTMENT_LIMITS.attachments}个`,
  dateRange: '开始日期不能晚于结束日期',
  notFound: '该任免记录不存在',
  created: '新增成功',
  saved: '保存成功',
  deleted: '删除成功',
} as const;

export interface AppointmentForm {
  personName: string;
  sex: string;
  birth: string | null;
  kind: number | null;
  post: string;
  unit: string;
  decisionDate: string | null;
  session: string;
  documentNo: string;
  remark: string;
  attachments: { name: string; objPath: string }[];
}

export type AppointmentField = keyof AppointmentForm;
export type AppointmentProblems = Partial<Record<AppointmentField, string>>;

const length = (text: string) => [...text.trim()].length;

/** Field by field, the first problem of each; empty when the form may be sent. */
export function appointmentProblems(form: AppointmentForm): AppointmentProblems {
  const problems: AppointmentProblems = {};
  if (isBlank(form.personName)) problems.personName = APPOINTMENT_MSG.personNameRequired;
  else if (length(form.personName) > APPOINTMENT_LIMITS.personName) problems.personName = APPOINTMENT_MSG.personNameTooLong;
  if (!(APPOINTMENT_SEXES as readonly string[]).includes(form.sex)) problems.sex = APPOINTMENT_MSG.sexRequired;
  if (form.kind === null || !(form.kind in APPOINTMENT_KIND)) problems.kind = APPOINTMENT_MSG.kindRequired;
  if (isBlank(form.post)) problems.post = APPOINTMENT_MSG.postRequired;
  else if (length(form.post) > APPOINTMENT_LIMITS.post) problems.post = APPOINTMENT_MSG.postTooLong;
  if (length(form.unit) > APPOINTMENT_LIMITS.unit) problems.unit = APPOINTMENT_MSG.unitTooLong;
  if (isBlank(form.decisionDate)) problems.decisionDate = APPOINTMENT_MSG.decisionDateRequired;
  else if (form.birth && form.birth >= form.decisionDate!) problems.birth = APPOINTMENT_MSG.birthAfterDecision;
  if (isBlank(form.session)) problems.session = APPOINTMENT_MSG.sessionRequired;
  else if (length(form.session) > APPOINTMENT_LIMITS.session) problems.session = APPOINTMENT_MSG.sessionTooLong;
  if (length(form.documentNo) > APPOINTMENT_LIMITS.documentNo) problems.documentNo = APPOINTMENT_MSG.documentNoTooLong;
  if (length(form.remark) > APPOINTMENT_LIMITS.remark) problems.remark = APPOINTMENT_MSG.remarkTooLong;
  if (form.attachments.length > APPOINTMENT_LIMITS.attachments) problems.attachments = APPOINTMENT_MSG.tooManyAttachments;
  return problems;
}

/** The form as stored: texts trimmed, blanks as empty. */
export function normalisedAppointment(form: AppointmentForm): AppointmentForm {
  return {
    ...form,
    personName: form.personName.trim(),
    post: form.post.trim(),
    unit: form.unit.trim(),
    session: form.session.trim(),
    documentNo: form.documentNo.trim(),
    remark: form.remark.trim(),
    birth: form.birth || null,
  };
}
