/** The limits and forms of terms, sessions, submission settings and number rules, shared by the server and the screens. */

/** The largest term or session number (written as a Chinese numeral up to 九十九). */
export const MAX_TERM_NUMBER = 99;

/** Deputies a proposal may need in all: from the author alone to a large co-signature. */
export const MIN_SIGNERS_RANGE = { minimum: 1, maximum: 100 } as const;

/** The kinds whose readable numbers follow a rule. */
export const CODE_RULE_KINDS = { proposal: '议案', suggest: '建议' } as const;
export type CodeRuleKind = keyof typeof CODE_RULE_KINDS;
/** Where the number goes in a pattern. */
export const NUMBER_PLACEHOLDER = '{n}';
export const CODE_RULE_LIMITS = { patternMax: 30, digitsMin: 1, digitsMax: 6, startMax: 99_999 } as const;

/** A readable number: the pattern with the number, padded to `digits`, where {n} stands. */
export const formatReadableNumber = (pattern: string, digits: number, serialNo: number) => pattern.replace(NUMBER_PLACEHOLDER, String(serialNo).padStart(digits, '0'));

/** The rule a kind follows in a session without one of its own: 议案第012号, 建议第003号. */
export const defaultCodeRule = (kind: CodeRuleKind) => ({ pattern: `${CODE_RULE_KINDS[kind]}第${NUMBER_PLACEHOLDER}号`, digits: 3, startNo: 1 });
