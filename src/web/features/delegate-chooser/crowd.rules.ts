import { CROWD_MAX, CROWD_MSG, MOBILE_PATTERN, NAME_MAX_LENGTH } from '@shared/crowd-contacts';

/**
 * The crowd mode's rows of name and phone. The limits and messages are the server's own
 * (src/shared/crowd-contacts.ts); this module adds the editing of rows.
 */
export { CROWD_MAX, CROWD_MSG, MOBILE_PATTERN, NAME_MAX_LENGTH };

export interface CrowdRow {
  /** Stable React key; never sent. */
  key: number;
  name: string;
  phone: string;
}

export interface CrowdRowErrors {
  name?: string;
  phone?: string;
}

export const blankRow = (key: number): CrowdRow => ({ key, name: '', phone: '' });

const isBlankRow = (row: CrowdRow) => !row.name.trim() && !row.phone.trim();

/** The rows the dialog opens with: the stored list, or one blank row when it is empty. */
export function rowsFromList(list: readonly { name: string; phone: string }[], firstKey = 1): CrowdRow[] {
  return list.length > 0 ? list.map((p, i) => ({ key: firstKey + i, name: p.name, phone: p.phone })) : [blankRow(firstKey)];
}

export function canAddRow(rows: readonly CrowdRow[]): boolean {
  return rows.length < CROWD_MAX;
}

export function addRow(rows: readonly CrowdRow[], key: number): CrowdRow[] {
  return canAddRow(rows) ? [...rows, blankRow(key)] : [...rows];
}

/** The last remaining row cannot be deleted: delete is disabled on one row. */
export function canDeleteRow(rows: readonly CrowdRow[]): boolean {
  return rows.length > 1;
}

export function deleteRow(rows: readonly CrowdRow[], key: number): CrowdRow[] {
  return canDeleteRow(rows) ? rows.filter((r) => r.key !== key) : [...rows];
}

/** 清空: back to one blank row. */
export function clearRows(key: number): CrowdRow[] {
  return [blankRow(key)];
}

export function editRow(rows: readonly CrowdRow[], key: number, field: 'name' | 'phone', value: string): CrowdRow[] {
  return rows.map((r) => (r.key === key ? { ...r, [field]: value } : r));
}

export interface CrowdCheck {
  /** Problems by row key; a row without problems has no entry. */
  errors: Map<number, CrowdRowErrors>;
  valid: boolean;
  /** What is saved: trimmed, in order, with wholly blank rows left out. */
  crowds: { name: string; phone: string }[];
}

/**
 * A wholly blank row is left out (so 清空 then 确定 saves an empty list); a row with only one of
 * the two filled needs the other; phones must be mobile numbers and appear once.
 */
export function checkRows(rows: readonly CrowdRow[]): CrowdCheck {
  const errors = new Map<number, CrowdRowErrors>();
  const seen = new Set<string>();
  const crowds: { name: string; phone: string }[] = [];
  for (const row of rows) {
    if (isBlankRow(row)) continue;
    const name = row.name.trim();
    const phone = row.phone.trim();
    const problem: CrowdRowErrors = {};
    if (!name) problem.name = CROWD_MSG.nameRequired;
    else if (name.length > NAME_MAX_LENGTH) problem.name = `姓名不能超过${NAME_MAX_LENGTH}个字`;
    if (!phone) problem.phone = CROWD_MSG.phoneRequired;
    else if (!MOBILE_PATTERN.test(phone)) problem.phone = CROWD_MSG.phoneInvalid;
    else if (seen.has(phone)) problem.phone = CROWD_MSG.phoneDuplicate;
    if (MOBILE_PATTERN.test(phone)) seen.add(phone);
    if (problem.name || problem.phone) errors.set(row.key, problem);
    else crowds.push({ name, phone });
  }
  return { errors, valid: errors.size === 0, crowds };
}
