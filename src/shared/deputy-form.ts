import { DEPUTY_PROFILE_FIELDS, DeputyRecordFieldsSchema, type DeputyProfileField, type DeputyRecordFields } from '@machines/deputy-record/deputy-record.fields';
import { ID_CARD_MSG, isValidIdCard } from '@machines/deputy-record/id-card';
import { MOBILE_PHONE_PATTERN } from '@machines/verification-code/verification-code.rules';
import { withNationalitySuffix } from './deputies';
import { fieldMaxLength } from './schema-limits';

/**
 * The deputy record as the office fills it in, every field a text: the record form's values, what
 * is wrong with them field by field, and the body they make. The form and the Excel import
 * (services/deputies/deputies-import.ts) both check a record here, so they refuse alike.
 */

export interface RelativeRow {
  appellation: string;
  name: string;
  birthday: string;
  political: string;
  works: string;
}

/** The text fields of the form, all kept as strings while editing. */
export const TEXT_FIELDS = [
  'delegateName',
  'birth',
  'workTime',
  'nationality',
  'idCard',
  'nativePlace',
  'political',
  'degree',
  'educationBackground',
  'graduateInstitutions',
  'major',
  'phone',
  'officePhone',
  'homePhone',
  'postalAddress',
  'postcode',
  'position',
  'presentOccupation',
  'resume',
] as const;
export type TextField = (typeof TEXT_FIELDS)[number];

export interface Attachment {
  name: string;
  objPath: string;
}

export interface DeputyForm extends Record<TextField, string> {
  sex: '男' | '女';
  fkDelegationId: string;
  delegateGrade: string;
  fkStationId: string;
  isSpecialCommittee: boolean;
  headPortrait: string | null;
  profile: Record<DeputyProfileField, string>;
  relations: RelativeRow[];
  annexList: Attachment[];
  electionReport: Attachment[];
}

/** The fields chosen from a dictionary (its typeCode): the form offers its enabled entries, the import accepts only those. */
export const DEPUTY_DICTIONARY = {
  nationality: 'nationality',
  political: 'political',
  educationBackground: 'education',
  degree: 'degree',
  position: 'delegateComposition',
} as const satisfies Partial<Record<TextField, string>>;
export type DeputyDictionaryField = keyof typeof DEPUTY_DICTIONARY;

/** The form shows four relatives' rows at least. */
export const RELATIVE_ROWS = 4;
const EMPTY_RELATIVE: RelativeRow = { appellation: '', name: '', birthday: '', political: '', works: '' };
const PROFILE_FIELDS = Object.keys(DEPUTY_PROFILE_FIELDS) as DeputyProfileField[];

/** The relatives' rows padded with empty ones to RELATIVE_ROWS. */
export const paddedRelatives = (rows: RelativeRow[]) => [...rows, ...Array.from({ length: Math.max(0, RELATIVE_ROWS - rows.length) }, () => ({ ...EMPTY_RELATIVE }))];

export function emptyForm(fixed: { fkDelegationId?: number | null; delegateGrade?: number | null } = {}): DeputyForm {
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, ''])) as Record<TextField, string>),
    sex: '男',
    fkDelegationId: fixed.fkDelegationId ? String(fixed.fkDelegationId) : '',
    delegateGrade: fixed.delegateGrade ? String(fixed.delegateGrade) : '',
    fkStationId: '',
    isSpecialCommittee: false,
    headPortrait: null,
    profile: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, ''])) as Record<DeputyProfileField, string>,
    relations: paddedRelatives([]),
    annexList: [],
    electionReport: [],
  };
}

/** The longest text of a record field, from the record's schema (the server's limit). */
export const maxLengthOf = (field: TextField): number => fieldMaxLength(DeputyRecordFieldsSchema, field);

export const FORM_MSG = {
  delegateName: '请输入姓名',
  fkDelegationId: '请选择所属代表团',
  delegateGrade: '请选择代表层级',
  phone: '请输入正确的手机号码',
  idCard: ID_CARD_MSG,
  tooLong: (max: number) => `不能超过${max}个字`,
  date: '请输入正确的日期',
} as const;

export type FormProblems = Partial<Record<TextField | 'fkDelegationId' | 'delegateGrade', string>>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day that exists on the calendar (no 02-30). */
export function isCalendarDay(value: string): boolean {
  const parts = DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What is wrong with the form, field by field (empty: it may be sent). */
export function formProblems(form: DeputyForm): FormProblems {
  const problems: FormProblems = {};
  for (const field of TEXT_FIELDS) {
    const max = maxLengthOf(field);
    if (max && form[field].trim().length > max) problems[field] = FORM_MSG.tooLong(max);
  }
  if (!form.delegateName.trim()) problems.delegateName = FORM_MSG.delegateName;
  if (!form.fkDelegationId) problems.fkDelegationId = FORM_MSG.fkDelegationId;
  if (!form.delegateGrade) problems.delegateGrade = FORM_MSG.delegateGrade;
  if (form.phone.trim() && !MOBILE_PHONE_PATTERN.test(form.phone.trim())) problems.phone = FORM_MSG.phone;
  if (form.idCard.trim() && !isValidIdCard(form.idCard)) problems.idCard = FORM_MSG.idCard;
  for (const field of ['birth', 'workTime'] as const) {
    if (form[field] && !isCalendarDay(form[field])) problems[field] = FORM_MSG.date;
  }
  return problems;
}

const textOrNull = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The body the server takes: texts trimmed (empty → null), nationality with its 族, relatives
 * without a name dropped, ids as numbers. A masked identity number (shown to non-office users)
 * is not sent back, so it is never written over.
 */
export function bodyOfForm(form: DeputyForm): DeputyRecordFields {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, textOrNull(form[field])])) as Record<TextField, string | null>;
  const { delegateName, phone, idCard, ...rest } = texts;
  return {
    ...rest,
    delegateName: delegateName ?? '',
    ...(phone ? { phone } : {}),
    ...(idCard && !idCard.includes('*') ? { idCard: idCard.toUpperCase() } : {}),
    nationality: withNationalitySuffix(form.nationality),
    sex: form.sex,
    fkDelegationId: Number(form.fkDelegationId),
    delegateGrade: Number(form.delegateGrade),
    fkStationId: form.fkStationId ? Number(form.fkStationId) : null,
    isSpecialCommittee: form.isSpecialCommittee,
    headPortrait: form.headPortrait,
    profile: Object.fromEntries(PROFILE_FIELDS.map((field) => [field, textOrNull(form.profile[field])])) as DeputyRecordFields['profile'],
    relations: form.relations
      .filter((row) => row.name.trim())
      .map((row) => ({ appellation: textOrNull(row.appellation), name: row.name.trim(), birthday: textOrNull(row.birthday), political: textOrNull(row.political), works: textOrNull(row.works) })),
    annexList: form.annexList,
    electionReport: form.electionReport,
  };
}
