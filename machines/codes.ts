/**
 * The codes the proposal and suggestion machines decide on, each with the Chinese label users
 * see: one table per enumeration. The machines build their event schemas and guards from the
 * codes; src/shared/enums.ts re-exports the tables for the server and the screens.
 */

export const PROPOSAL_EXAMINE_RESULT = { 0: '作为议案', 1: '转为建议', 3: '退回' } as const;
export const SUGGEST_EXAMINE_RESULT = { 1: '通过', 2: '退回', 3: '仅作参考' } as const;
/** The examine result that sends a record back to its author. */
export const PROPOSAL_RETURN_RESULT = 3;
export const SUGGEST_RETURN_RESULT = 2;
export const SATISFACTION = { 1: '满意', 2: '基本满意', 3: '不满意' } as const;

/** The kind of body a unit is assigned as. */
export const ASSIGN_TYPE = {
  1: '党委部门',
  2: '人大任免机关',
  3: '监察机关',
  4: '政府部门',
  5: '法院',
  6: '检察院',
  7: '责任单位',
} as const;
export type AssignType = keyof typeof ASSIGN_TYPE;

export const ANSWER_CATEGORY = {
  A: '所提问题已经解决或基本解决',
  B: '正在解决或已列入计划逐步解决',
  C: '因条件限制或其他原因暂时难以解决',
} as const;

/** The numeric codes of a table, in order. */
export function numericCodesOf(table: Readonly<Record<number, string>>): number[] {
  return Object.keys(table).map(Number);
}
