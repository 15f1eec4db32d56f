import type { DeputyProfileField } from '@machines/deputy-record/deputy-record.fields';
import { DELEGATE_GRADE_LABEL, DEPUTY_FIELD_LABEL } from './deputies';
import type { TextField } from './deputy-form';
import { importMessages, type ImportKind } from './excel-import';

/**
 * 代表信息 → 导入: the roster from an Excel file. Each column is a field of the record form, its
 * header the form's label; a row is checked as the form is, and makes a record awaiting review.
 */

/** The record's fields the template has a column for, in the template's order. */
export const DEPUTY_IMPORT_FIELDS = [
  'delegateName',
  'sex',
  'phone',
  'idCard',
  'birth',
  'nationality',
  'political',
  'educationBackground',
  'presentOccupation',
  'position',
  'fkDelegationId',
  'delegateGrade',
  'fkStationId',
  'district',
  'nominationProcess',
  'electionTimeIdentity',
  'electionResults',
  'resultsTime',
  'reappointment',
] as const satisfies readonly (TextField | DeputyProfileField | 'sex' | 'fkDelegationId' | 'delegateGrade' | 'fkStationId')[];
export type DeputyImportField = (typeof DEPUTY_IMPORT_FIELDS)[number];

/** The header row: the form's label of each field. */
export const DEPUTY_IMPORT_COLUMNS: readonly string[] = DEPUTY_IMPORT_FIELDS.map((field) => DEPUTY_FIELD_LABEL[field]);

/** The columns a row cannot leave blank, as on the form. */
export const DEPUTY_IMPORT_REQUIRED: readonly DeputyImportField[] = ['delegateName', 'sex', 'fkDelegationId', 'delegateGrade'];

/** The most deputies one file may hold: a county's whole roster at once. */
export const DEPUTY_IMPORT_MAX_ROWS = 2000;

export const DEPUTY_IMPORT: ImportKind = { columns: DEPUTY_IMPORT_COLUMNS, maxRows: DEPUTY_IMPORT_MAX_ROWS, counted: '名代表', noun: '代表' };

const GRADE_LABELS = Object.values(DELEGATE_GRADE_LABEL).join('、');

/** What the deputies' import says, for the file and for a row's cell. */
export const DEPUTY_IMPORT_MSG = {
  ...importMessages(DEPUTY_IMPORT),
  imported: (count: number) => `已导入${count}名代表，均为待审核，请在代表审核中审核`,
  sex: '请填写“男”或“女”',
  grade: `请填写：${GRADE_LABELS}`,
  delegationUnknown: (name: string) => `「${name}」不是系统中的代表团`,
  stationUnknown: (name: string) => `「${name}」不是系统中的联络站`,
  notOffered: (value: string, field: string) => `「${value}」不是${field}的可选值，可选值见模板中的“填写说明”`,
  officeOnly: '只有代表联络工作部门可以导入代表信息',
} as const;

/** 代表层级 as written in a cell: its label (市人大代表) or its code (3). */
export function gradeOfCell(cell: string): number | null {
  const code = Object.entries(DELEGATE_GRADE_LABEL).find(([value, label]) => cell === label || cell === value)?.[0];
  return code === undefined ? null : Number(code);
}
