import { Type, type Static } from 'typebox';
import { DateParam, DateTimeParam, Nullable, TermNumberParam } from './common';
import { CODE_RULE_LIMITS, MAX_TERM_NUMBER, MIN_SIGNERS_RANGE } from '../terms';

export { CODE_RULE_KINDS, CODE_RULE_LIMITS, MAX_TERM_NUMBER, MIN_SIGNERS_RANGE, NUMBER_PLACEHOLDER, defaultCodeRule, formatReadableNumber, type CodeRuleKind } from '../terms';

/**
 * Terms (届) and sessions (次会议) with their 议案 submission window, the submission settings of a
 * session, and the rules of the readable numbers: GET/POST/PUT/DELETE /api/sysNpcState…,
 * /api/sysCodeRule.
 */

const TermNumber = Type.Integer({ ...TermNumberParam, minimum: 1, maximum: MAX_TERM_NUMBER });

/** One session as GET /api/sysNpcState lists it (the fields current callers read come first). */
export const SessionSchema = Type.Object({
  stateId: Type.Integer(),
  npcId: Type.Integer(),
  term: Type.Integer(),
  times: Type.Integer(),
  termShow: Type.String(),
  timesShow: Type.String(),
  timesStartTime: Nullable(Type.String()),
  isCurrentTermTimes: Type.Boolean(),
  currentMeetStatus: Type.Integer(),
  proposalOpenAt: Nullable(Type.String()),
  proposalCloseAt: Nullable(Type.String()),
  proposalMinSigners: Type.Integer(),
  suggestInRecess: Type.Boolean(),
  /** Proposals, suggestions, handling units and deputies of the session: it cannot be deleted while any exist. */
  recordCount: Type.Integer(),
});
export type Session = Static<typeof SessionSchema>;

export const SessionListQuery = Type.Object({ npcId: Type.Optional(Type.Integer({ minimum: 1 })) });
export const SessionList = Type.Object({ list: Type.Array(SessionSchema) });
export type SessionList = Static<typeof SessionList>;

/** POST /api/sysNpcState and PUT /api/sysNpcState/{stateId}. termShow and timesShow are written from the numbers. */
export const SessionBody = Type.Object(
  {
    npcId: Type.Optional(Type.Integer({ minimum: 1 })),
    term: TermNumber,
    times: TermNumber,
    timesStartTime: Nullable(DateParam),
    currentMeetStatus: Type.Union([Type.Literal(1), Type.Literal(2)]),
    proposalOpenAt: Nullable(DateTimeParam),
    proposalCloseAt: Nullable(DateTimeParam),
    /** true makes this the current session (every other one stops being current). */
    isCurrentTermTimes: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SessionBody = Static<typeof SessionBody>;

/** PUT /api/sysNpcState/{stateId}/submitSettings: what a deputy's submission needs in the session. */
export const SubmitSettingsBody = Type.Object(
  {
    proposalMinSigners: Type.Integer(MIN_SIGNERS_RANGE),
    suggestInRecess: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type SubmitSettingsBody = Static<typeof SubmitSettingsBody>;

export const CodeRuleSchema = Type.Object({
  ruleId: Type.Integer(),
  kind: Type.Union([Type.Literal('proposal'), Type.Literal('suggest')]),
  term: Type.Integer(),
  times: Type.Integer(),
  termTimesShow: Type.String(),
  pattern: Type.String(),
  digits: Type.Integer(),
  startNo: Type.Integer(),
  /** The number the next submission of the kind in the session gets, as it will read. */
  nextNumber: Type.String(),
  /** Numbers already issued in the session under any rule. */
  issued: Type.Integer(),
});
export type CodeRule = Static<typeof CodeRuleSchema>;

export const CodeRuleQuery = Type.Object({
  pageNum: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 10 }),
  kind: Type.Optional(Type.Union([Type.Literal('proposal'), Type.Literal('suggest')])),
});
export const CodeRulePage = Type.Object({ list: Type.Array(CodeRuleSchema), total: Type.Integer(), pageNum: Type.Integer(), pageSize: Type.Integer() });
export type CodeRulePage = Static<typeof CodeRulePage>;

export const CodeRuleBody = Type.Object(
  {
    kind: Type.Union([Type.Literal('proposal'), Type.Literal('suggest')]),
    term: TermNumber,
    times: TermNumber,
    pattern: Type.String({ maxLength: 200 }),
    digits: Type.Integer({ minimum: CODE_RULE_LIMITS.digitsMin, maximum: CODE_RULE_LIMITS.digitsMax }),
    startNo: Type.Integer({ minimum: 1, maximum: CODE_RULE_LIMITS.startMax }),
  },
  { additionalProperties: false },
);
export type CodeRuleBody = Static<typeof CodeRuleBody>;

