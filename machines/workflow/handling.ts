import Type, { type Static, type TProperties, type TSchema } from 'typebox';
import { and, assertEvent, assign } from 'xstate';
import type { Actor } from '../actor';
import { ANSWER_CATEGORY, ASSIGN_TYPE, SATISFACTION, numericCodesOf } from '../codes';
import { HANDLING_UNIT_ROLES, Role } from '../roles';
import type { CreateRule } from './engine';
import {
  AttachmentsSchema,
  IdSchema,
  codeSchema,
  eventBodySchema,
  isBlank,
  opinionEventSchema,
  optionalText,
  payloadField,
  type Attachment,
  type EventEnvelope,
  type WorkflowEventBase,
} from './events';
import { guardBuilder, type Relation } from './guards';

// What the proposal and the suggestion share: their drafts, assigned units, answer category, satisfaction.

/** The draft fields a deputy sends with CREATE, SAVE, SUBMIT and RESUBMIT. */
export const draftFields = {
  title: optionalText(200),
  content: optionalText(100_000),
  coSignerIds: Type.Optional(Type.Array(IdSchema, { maxItems: 1000, description: 'co-signing deputies (delegateId)' })),
  attachments: AttachmentsSchema,
};

/** The draft as the proposal and the suggestion both store it. */
export interface DraftContext {
  title: string | null;
  content: string | null;
  authorDelegateId: number;
  coSignerDelegateIds: number[];
  attachments: Attachment[];
}

/** A new draft, before the author is set. */
export const EMPTY_DRAFT: DraftContext = { title: null, content: null, authorDelegateId: 0, coSignerDelegateIds: [], attachments: [] };

/** The draft fields an event carries → the record fields that store them. */
export const DRAFT_FIELD_NAMES = { title: 'title', content: 'content', coSignerIds: 'coSignerDelegateIds', attachments: 'attachments' } as const;

/** The events that carry the draft: their rules read what they carry (see WorkflowConfig.draftEvents). */
export const DRAFT_EDIT_EVENTS = ['SAVE', 'SUBMIT', 'RESUBMIT'] as const;

/** The draft fields the event sends, under the record's names; a field it leaves out keeps its value. */
export function draftEditsOf<TDraft>(event: WorkflowEventBase, names: Readonly<Record<string, keyof TDraft & string>>): Partial<TDraft> {
  if (!(DRAFT_EDIT_EVENTS as readonly string[]).includes(event.type)) return {};
  const edits: Partial<TDraft> = {};
  for (const [sent, stored] of Object.entries(names)) {
    const value = payloadField(event, sent);
    if (value !== undefined) edits[stored] = value as TDraft[keyof TDraft & string];
  }
  return edits;
}

/**
 * The author's guard and the rule that a draft submitted has a title and a content, judged on
 * the draft as it will be; their refusals name the record's kind (议案, 建议).
 */
function draftGuards<TContext extends DraftContext, TEvent extends WorkflowEventBase>(
  names: Readonly<Record<string, keyof TContext & string>>,
  kind: string,
) {
  const guard = guardBuilder<TContext, TEvent>();
  const draftAfter = (context: TContext, event: TEvent): TContext => ({ ...context, ...draftEditsOf<TContext>(event, names) });
  return {
    isAuthor: guard.role({ relation: 'author', sameId: ['delegateId', 'authorDelegateId'], refusal: `只有提出${kind}的代表本人可以执行此操作` }),
    hasTitleAndContent: guard.payload({
      doc: 'title and content not blank',
      refusal: ({ context, event }) => (isBlank(draftAfter(context, event).title) ? `请填写${kind}标题` : `请填写${kind}内容`),
      check: ({ context, event }) => {
        const draft = draftAfter(context, event);
        return !isBlank(draft.title) && !isBlank(draft.content);
      },
    }),
  };
}

/** Only a deputy creates a proposal or a suggestion, and becomes its author. */
export function deputyCreates(schema: TSchema): CreateRule {
  return {
    schema,
    allows: (actor) => actor.role === Role.represent && actor.delegateId !== undefined,
    refusal: '只有代表可以创建议案建议',
  };
}

/** What the proposal's and the suggestion's workflows share: the status field, the draft events, who creates. */
export function deputyWorkflow(createSchema: TSchema) {
  return { statusField: 'status', draftEvents: DRAFT_EDIT_EVENTS, create: deputyCreates(createSchema) } as const;
}

export const UnitAssignmentSchema = Type.Object(
  {
    unitId: IdSchema,
    assignType: Type.Integer({ description: 'assign type 1–7 (party … responsible unit)' }),
    main: Type.Boolean({ description: 'true for the main unit (主办), false for co-handling (协办)' }),
  },
  { additionalProperties: false },
);


export const AnswerCategorySchema = codeSchema<keyof typeof ANSWER_CATEGORY>(ANSWER_CATEGORY);
export const SatisfactionSchema = codeSchema<keyof typeof SATISFACTION>(SATISFACTION);

export type AnswerCategory = Static<typeof AnswerCategorySchema>;
export type Satisfaction = Static<typeof SatisfactionSchema>;

export const MIN_ASSIGN_TYPE = Math.min(...numericCodesOf(ASSIGN_TYPE));
export const MAX_ASSIGN_TYPE = Math.max(...numericCodesOf(ASSIGN_TYPE));

export interface AssignedUnit {
  unitId: number;
  /** 1 party, 2 appointment committee, 3 supervisory, 4 government, 5 court, 6 procuratorate, 7 responsible unit. */
  assignType: number;
  main: boolean;
  signedAt: string | null;
  /** When a co-handling unit last sent its opinion to the main unit. */
  opinionAt: string | null;
}

export interface HandlingContext {
  units: AssignedUnit[];
  assignedAt: string | null;
  /** Set when an unsatisfied evaluation sent the record back to its units once. */
  rehandled: boolean;
}

/** What the handling records: the main unit's reply and the author's evaluation of it. */
export interface AnsweredContext extends HandlingContext {
  replyContent: string | null;
  answerCategory: AnswerCategory | null;
  repliedAt: string | null;
  satisfaction: Satisfaction | null;
}

/** Not yet assigned to any unit. */
export const UNASSIGNED: Pick<HandlingContext, 'units' | 'assignedAt'> = { units: [], assignedAt: null };

/** Nothing answered yet. */
export const NO_ANSWER: Omit<AnsweredContext, keyof typeof UNASSIGNED> = { replyContent: null, answerCategory: null, repliedAt: null, satisfaction: null, rehandled: false };

export function mainUnitOf(context: HandlingContext): AssignedUnit | undefined {
  return context.units.find((unit) => unit.main);
}

/** The assigned unit the actor belongs to, if the actor is a handling-unit account. */
export function actorsUnit(context: HandlingContext, actor: Actor): AssignedUnit | undefined {
  if (!HANDLING_UNIT_ROLES.includes(actor.role) || actor.unitId === undefined) return undefined;
  return context.units.find((unit) => unit.unitId === actor.unitId);
}

/** Why a list of units cannot be assigned, or null when it can. */
export function unitAssignmentProblem(units: readonly { unitId: number; assignType: number; main: boolean }[]): string | null {
  if (units.length === 0) return '请至少选择一个交办单位';
  if (units.filter((unit) => unit.main).length !== 1) return '请指定一个且只能指定一个主办单位';
  if (new Set(units.map((unit) => unit.unitId)).size !== units.length) return '交办单位不能重复';
  if (units.some((unit) => !Number.isInteger(unit.assignType) || unit.assignType < MIN_ASSIGN_TYPE || unit.assignType > MAX_ASSIGN_TYPE)) {
    return '交办类型应为1至7';
  }
  return null;
}

export function toAssignedUnits(units: readonly { unitId: number; assignType: number; main: boolean }[]): AssignedUnit[] {
  return units.map(({ unitId, assignType, main }) => ({ unitId, assignType, main, signedAt: null, opinionAt: null }));
}

/** Guards shared by the proposal and the suggestion: the draft's, examining, assigning, handling, evaluating. */
export function deputyGuards<TContext extends DraftContext & HandlingContext, TEvent extends WorkflowEventBase>(
  names: Readonly<Record<string, keyof TContext & string>>,
  kind: string,
) {
  const guard = guardBuilder<TContext, TEvent>();
  /** The actor's unit is assigned to the record and fits the relation. */
  const unitGuard = (relation: Relation, refusal: string, fits: (unit: AssignedUnit) => boolean) =>
    guard.role({
      relation,
      refusal,
      check: ({ context, event }) => {
        const unit = actorsUnit(context, event.actor);
        return unit !== undefined && fits(unit);
      },
    });
  return {
    ...draftGuards<TContext, TEvent>(names, kind),
    isAssignedUnit: unitGuard('assignedUnit', '您的单位不是本件的办理单位', () => true),
    isMainUnit: unitGuard('mainUnit', '只有主办单位可以执行此操作', (unit) => unit.main),
    isCoHandlingUnit: unitGuard('coHandlingUnit', '只有协办单位可以提出协办意见', (unit) => !unit.main),
    examineResultIs: guard.payload<{ result: number }>({
      doc: ({ result }) => `result ${result}`,
      refusal: '审查结果不正确',
      selects: true,
      check: ({ event }, { result }) => payloadField(event, 'result') === result,
    }),
    satisfactionIs: guard.payload<{ satisfaction: readonly number[] }>({
      doc: ({ satisfaction }) => `satisfaction ${satisfaction.join(' or ')}`,
      refusal: '满意度评价不正确',
      selects: true,
      check: ({ event }, { satisfaction }) => satisfaction.includes(payloadField(event, 'satisfaction') as number),
    }),
    hasOpinion: guard.text('opinion', '请填写意见'),
    hasReason: guard.text('reason', '请填写申请理由'),
    hasValidUnits: guard.payload({
      doc: 'at least one unit, exactly one main unit, each with an assign type 1–7',
      refusal: ({ event }) => unitAssignmentProblem(unitsOf(event)) ?? '交办单位不正确',
      check: ({ event }) => unitAssignmentProblem(unitsOf(event)) === null,
    }),
    hasReplyContent: guard.text('content', '请填写答复内容', 'reply text not blank'),
    hasAnswerCategory: guard.payload({
      doc: 'answer category A, B or C',
      refusal: '请选择答复类别（A、B、C）',
      check: ({ event }) => payloadField(event, 'answerCategory') as string in ANSWER_CATEGORY,
    }),
    isNotRehandled: guard.rule({ doc: 'not re-handled before', refusal: '本件已重新办理过一次', check: ({ context }) => !context.rehandled }),
    isRehandled: guard.rule({ doc: 're-handled once already', refusal: '本件尚未重新办理', check: ({ context }) => context.rehandled }),
  };
}

type HandlingEvent<TType extends keyof typeof handlingEventSchemas> = Static<(typeof handlingEventSchemas)[TType]> & EventEnvelope;

/**
 * The actions the proposal and the suggestion share: the draft's edits, a co-handling unit's
 * opinion (when it was sent to the main unit), the main unit's reply (text, answer category,
 * time), the author's satisfaction; and the effects the server performs after writing (the
 * machine only names them): the readable number on first submission, deleting a draft.
 */
export function deputyActions<TContext extends DraftContext & AnsweredContext, TEvent extends WorkflowEventBase>(
  names: Readonly<Record<string, keyof TContext & string>>,
) {
  return {
    applyDraftEdits: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => draftEditsOf<TContext>(event, names)),
    recordUnitOpinion: assign<TContext, TEvent, undefined, TEvent, never>(({ context, event }) => ({
      units: context.units.map((unit) => (!unit.main && unit.unitId === event.actor.unitId ? { ...unit, opinionAt: event.at } : unit)),
    }) as Partial<TContext>),
    recordReply: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => {
      assertEvent(event, 'REPLY');
      const reply = event as unknown as HandlingEvent<'REPLY'>;
      return { replyContent: reply.content ?? null, answerCategory: reply.answerCategory ?? null, repliedAt: reply.at } as Partial<TContext>;
    }),
    recordSatisfaction: assign<TContext, TEvent, undefined, TEvent, never>(({ event }) => {
      assertEvent(event, 'EVALUATE');
      return { satisfaction: (event as unknown as HandlingEvent<'EVALUATE'>).satisfaction } as Partial<TContext>;
    }),
    assignNumber: () => {},
    deleteRecord: () => {},
  };
}

function unitsOf(event: object): { unitId: number; assignType: number; main: boolean }[] {
  const units = payloadField(event, 'units');
  return Array.isArray(units) ? units : [];
}

/** The events of a deputy's draft: SAVE, SUBMIT and RESUBMIT carry its fields, DELETE drops it. */
export function draftEventSchemas<TFields extends TProperties>(fields: TFields) {
  return {
    SAVE: eventBodySchema('SAVE', fields),
    SUBMIT: eventBodySchema('SUBMIT', fields),
    RESUBMIT: eventBodySchema('RESUBMIT', fields),
    DELETE: eventBodySchema('DELETE', {}),
  };
}

/** The events of assigning a record to units, their answer and the author's evaluation. */
export const handlingEventSchemas = {
  ASSIGN: eventBodySchema('ASSIGN', { units: Type.Array(UnitAssignmentSchema, { maxItems: 100 }) }),
  REPLY: eventBodySchema('REPLY', {
    content: optionalText(20_000),
    answerCategory: Type.Optional(Type.Union([AnswerCategorySchema, Type.Null()])),
  }),
  OPINION: opinionEventSchema('OPINION'),
  EVALUATE: eventBodySchema('EVALUATE', { satisfaction: SatisfactionSchema, comment: optionalText(2000) }),
  CONCLUDE: opinionEventSchema('CONCLUDE'),
};

/**
 * The events of a deputy's record: the draft's, EXAMINE with the kind's result codes, and the
 * handling's.
 */
export function deputyEventSchemas<TFields extends TProperties, TResult extends TSchema>(fields: TFields, examineResult: TResult) {
  return {
    ...draftEventSchemas(fields),
    EXAMINE: eventBodySchema('EXAMINE', { result: examineResult, opinion: optionalText(2000) }),
    ...handlingEventSchemas,
  };
}

/** The labels of the draft, examine and handling events. */
export const handlingEventLabels = {
  SAVE: '保存',
  SUBMIT: '提交',
  RESUBMIT: '重新提交',
  DELETE: '删除',
  EXAMINE: '审查',
  ASSIGN: '交办',
  REPLY: '答复',
  OPINION: '提出协办意见',
  EVALUATE: '评价',
  CONCLUDE: '办结',
} as const;

// The builders below answer transitions typed `never`: XState types a machine's transitions against
// its own setup(), which they cannot name. createWorkflow checks every guard they use when the module loads.

/** A state config made of such transitions. */
export interface StateOf {
  on: Readonly<Record<string, never>>;
}

interface ExamineOutcome {
  result: number;
  target: string;
  actions?: string;
}

/** The EXAMINE transitions of a review stage: passing needs no opinion, any other result needs one. */
export function examineTransitions(examiner: string, pass: ExamineOutcome, others: readonly ExamineOutcome[]) {
  const transition = ({ result, target, actions }: ExamineOutcome, needs: string[]) => ({
    guard: and([examiner, { type: 'examineResultIs', params: { result } }, ...needs]),
    target,
    ...(actions ? { actions } : {}),
  });
  return [transition(pass, []), ...others.map((outcome) => transition(outcome, ['hasOpinion']))] as never;
}

/** The draft: the author saves it, submits it once the rules hold for what it will be, or deletes it. */
export function draftState(submitRules: readonly string[], submittedTo: string): StateOf {
  return {
    on: {
      SAVE: { guard: 'isAuthor', actions: 'applyDraftEdits' } as never,
      SUBMIT: { guard: and([...submitRules]), target: submittedTo, actions: ['applyDraftEdits', 'assignNumber'] } as never,
      DELETE: { guard: 'isAuthor', actions: 'deleteRecord' } as never,
    },
  };
}

/** A record sent back to its author, who resubmits it, maybe edited, to the stage that returned it: the rules of SUBMIT hold again. */
export function returnedState(submitRules: readonly string[], stage: string): StateOf {
  return { on: { RESUBMIT: { guard: and([...submitRules]), target: stage, actions: 'applyDraftEdits' } as never } };
}

/** The main unit's REPLY, which the handling waits for. */
export const replyTransition = {
  guard: and(['isMainUnit', 'hasReplyContent', 'hasAnswerCategory']),
  target: 'replied',
  actions: 'recordReply',
} as never;

/** A co-handling unit's OPINION to the main unit. */
export const opinionTransition = { guard: and(['isCoHandlingUnit', 'hasOpinion']), actions: 'recordUnitOpinion' } as never;

/** Replied: the author evaluates the reply (see evaluateTransitions), or the concluder concludes it. */
export function repliedState(concluder: string): StateOf {
  return {
    on: {
      EVALUATE: evaluateTransitions('concluded', 'inHandling'),
      CONCLUDE: { guard: concluder, target: 'concluded' } as never,
    },
  };
}

/**
 * The author's EVALUATE: satisfied concludes; unsatisfied sends the record back to its units
 * once, and concludes it the second time.
 */
export function evaluateTransitions(concluded: string, inHandling: string) {
  return [
    { guard: and(['isAuthor', { type: 'satisfactionIs', params: { satisfaction: [1, 2] } }]), target: concluded, actions: 'recordSatisfaction' },
    {
      guard: and(['isAuthor', { type: 'satisfactionIs', params: { satisfaction: [3] } }, 'isNotRehandled']),
      target: inHandling,
      actions: ['recordSatisfaction', 'startRehandling'],
    },
    { guard: and(['isAuthor', { type: 'satisfactionIs', params: { satisfaction: [3] } }, 'isRehandled']), target: concluded, actions: 'recordSatisfaction' },
  ] as never;
}
