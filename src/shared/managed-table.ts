import { isBlank } from './blank';

/**
 * A managed table: a plain list of reference rows (dictionaries, units, committees …) that an
 * administrator adds, edits, enables, disables, orders and deletes. One contract per table
 * states its fields with their limits; the server's generic service and the web's generic page
 * both read it, so the form and the server check the same rules with the same messages.
 */

interface FieldBase {
  /** The field's name in the API. */
  name: string;
  /** The field's name on screen, in messages too. */
  label: string;
  required?: boolean;
}

/** A text; `format` adds a rule of its own. */
export interface TextFieldSpec extends FieldBase {
  kind: 'text';
  max: number;
  multiline?: boolean;
  format?: 'url' | 'phone' | 'code';
}

export interface IntFieldSpec extends FieldBase {
  kind: 'int';
  min: number;
  max: number;
}

/** A calendar day, YYYY-MM-DD. */
export interface DateFieldSpec extends FieldBase {
  kind: 'date';
}

/** One of fixed codes (their labels from machines/codes.ts or shared/enums.ts). */
export interface ChoiceFieldSpec extends FieldBase {
  kind: 'choice';
  options: readonly { value: number; label: string }[];
}

/** A row of another table (its options come from that table's list); `text`: the key is a code. */
export interface RefFieldSpec extends FieldBase {
  kind: 'ref';
  valueType: 'int' | 'text';
}

export type FieldSpec = TextFieldSpec | IntFieldSpec | DateFieldSpec | ChoiceFieldSpec | RefFieldSpec;

export interface TableContract {
  /** The table's name on screen (承办单位). */
  label: string;
  /** The key field of a row. */
  idField: string;
  fields: readonly FieldSpec[];
  /** Fields a list may be filtered by (equality). */
  filters?: readonly string[];
  /** Read-only columns the list shows beside the fields (names of joined rows, counts). */
  extras?: Readonly<Record<string, 'text' | 'int'>>;
  /** Rows can be enabled and disabled (isValid). */
  toggles: boolean;
  /** The field that orders rows, moved up and down among rows sharing `sortGroup`. */
  sortField?: string;
  sortGroup?: string;
}

export type FieldValue = string | number | null;
export type RowValues = Record<string, FieldValue>;

const URL_PATTERN = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const PHONE_PATTERN = /^[0-9+\-() ]{5,20}$/;
const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2月30日). */
function isDay(text: string): boolean {
  const match = DAY_PATTERN.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const FORMAT_MESSAGE: Record<NonNullable<TextFieldSpec['format']>, (label: string) => string> = {
  url: (label) => `${label}须以 http:// 或 https:// 开头`,
  phone: (label) => `请输入正确的${label}`,
  code: (label) => `${label}须以字母开头，只能包含字母、数字和下划线`,
};
const FORMAT_PATTERN: Record<NonNullable<TextFieldSpec['format']>, RegExp> = { url: URL_PATTERN, phone: PHONE_PATTERN, code: CODE_PATTERN };

/** Whether the field's value is a text (texts, days, code-keyed refs) rather than a number. */
export const isTextValued = (field: FieldSpec) => field.kind === 'text' || field.kind === 'date' || (field.kind === 'ref' && field.valueType === 'text');

export const requiredMessage = (field: FieldSpec) => (field.kind === 'text' || field.kind === 'int' ? `请输入${field.label}` : `请选择${field.label}`);

/** The rule a value breaks, as the message shown next to the field; null when it keeps them all. */
export function fieldProblem(field: FieldSpec, raw: unknown): string | null {
  if (isBlank(raw)) return field.required ? requiredMessage(field) : null;
  switch (field.kind) {
    case 'text': {
      if (typeof raw !== 'string' && typeof raw !== 'number') return `${field.label}有误`;
      const text = String(raw).trim();
      if (text === '') return field.required ? requiredMessage(field) : null;
      if ([...text].length > field.max) return `${field.label}不能超过${field.max}个字`;
      if (field.format && !FORMAT_PATTERN[field.format].test(text)) return FORMAT_MESSAGE[field.format](field.label);
      return null;
    }
    case 'int': {
      const n = Number(raw);
      if (!Number.isInteger(n) || n < field.min || n > field.max) return `${field.label}应为${field.min}到${field.max}之间的整数`;
      return null;
    }
    case 'date':
      return typeof raw === 'string' && isDay(raw.trim()) ? null : `请输入正确的${field.label}（年-月-日）`;
    case 'choice':
      return field.options.some((o) => o.value === Number(raw)) ? null : `请选择${field.label}`;
    case 'ref': {
      if (field.valueType === 'text') return typeof raw === 'string' && raw.length <= 100 ? null : `请选择${field.label}`;
      const n = Number(raw);
      return Number.isInteger(n) && n >= 1 && n <= 2_147_483_647 ? null : `请选择${field.label}`;
    }
  }
}

/** The value as stored: texts trimmed, numbers as numbers, blanks as null. */
export function fieldValue(field: FieldSpec, raw: unknown): FieldValue {
  if (isBlank(raw)) return null;
  if (isTextValued(field)) {
    const text = String(raw).trim();
    return text === '' ? null : text;
  }
  return Number(raw);
}

export type CheckedValues = { ok: true; values: RowValues } | { ok: false; field: string; msg: string };

/** Every field of a body checked in order; the first problem is the answer. */
export function checkRowValues(contract: TableContract, body: Readonly<Record<string, unknown>>): CheckedValues {
  const values: RowValues = {};
  for (const field of contract.fields) {
    const problem = fieldProblem(field, body[field.name]);
    if (problem) return { ok: false, field: field.name, msg: problem };
    values[field.name] = fieldValue(field, body[field.name]);
  }
  return { ok: true, values };
}

export const MANAGED_PAGE_SIZE_MAX = 1000;
/** `sort_no asc`, `unitName desc`: a sortable column and a direction. */
export const ORDER_BY_PATTERN = '^[A-Za-z_]{1,40}( (asc|desc))?$';

/** The address of a managed table's routes beside its base path. */
export const managedPaths = (base: string) => ({
  list: `${base}/page`,
  add: base,
  one: (id: number | string) => `${base}/${id}`,
  valid: (id: number | string) => `${base}/${id}/valid`,
  move: (id: number | string) => `${base}/${id}/move`,
});

/** A row of a managed table as the list answers it: its fields, extras and isValid. */
export type ManagedRow = Readonly<Record<string, FieldValue | boolean>>;

// A type, not an interface: the route's answer must be an indexable object.
export type ManagedPage = {
  list: ManagedRow[];
  total: number;
  pageNum: number;
  pageSize: number;
};
