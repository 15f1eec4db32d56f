import { SUGGEST_RETURN_RESULT } from '../codes';
import { and, assertEvent, assign, setup } from 'xstate';
import type { Actor } from '../actor';
import { Role } from '../roles';
import {
  DRAFT_FIELD_NAMES, actorsUnit, addCalendarMonths, checksOf, deputyActions, deputyGuards, draftState, examineTransitions, guardBuilder,
  mainUnitOf, opinionTransition, repliedState, replyTransition, returnedState, submissionOf, toAssignedUnits, workingDaysBetween,
  type AnsweredContext, type AssignedUnit, type DraftContext, type StateOf,
} from '../workflow';
import type { SuggestionEvent } from './suggestion.events';

// Deadlines of the national practice for handling deputies' suggestions (design/lifecycles.md).
/** Months to answer after assignment. */
export const HANDLING_MONTHS = 3;
/** Months from assignment once the one extension is approved. */
export const EXTENDED_HANDLING_MONTHS = 6;
/** Months to answer again after an unsatisfied evaluation. */
export const REHANDLING_MONTHS = 1;
/** Working days after assignment in which a unit may send back a wrongly assigned suggestion. */
export const ADJUST_WINDOW_WORKING_DAYS = 7;

/** The record fields the machine reads and writes; the server stores each of them. */
export interface SuggestionContext extends DraftContext, AnsweredContext {
  /** The author's delegation, which examines the suggestion first (status 100). */
  authorDelegationId: number | null;
  dueDate: string | null;
  /** The one extension has been asked for (whatever the answer). */
  delayRequested: boolean;
  /** An extension awaits the working committee's answer. */
  delayPending: boolean;
  /** Why a unit sent the suggestion back for assignment again; shown to the committee at 300. */
  adjustReason: string | null;
  /** Concluded by an examine result 3 (reference only) rather than by handling. */
  referenceOnly: boolean;
}

/** The unit a SIGN_FOR signs for: the actor's own, or the main unit when a super administrator signs. */
function signingUnitOf(context: SuggestionContext, actor: Actor): AssignedUnit | undefined {
  return actorsUnit(context, actor) ?? (actor.role === Role.superAdmin ? mainUnitOf(context) : undefined);
}

const guard = guardBuilder<SuggestionContext, SuggestionEvent>();

export const suggestionGuards = {
  ...deputyGuards<SuggestionContext, SuggestionEvent>(DRAFT_FIELD_NAMES, '建议'),
  isAuthorsDelegation: guard.role({
    relation: 'authorsDelegation',
    roles: [Role.delegation],
    body: '代表团',
    refusal: '只有提出人所在代表团可以审查此建议',
    sameId: ['delegationId', 'authorDelegationId'],
  }),
  isSuggestionGroup: guard.role({ roles: [Role.work], body: '建议组', refusal: '只有建议组可以审查此建议' }),
  isWorkingCommittee: guard.role({ roles: [Role.work], refusal: '只有工作委员会可以执行此操作' }),
  hasNotSignedYet: guard.rule({
    doc: 'the unit has not signed for it yet',
    refusal: '您的单位已签收',
    check: ({ context, event }) => signingUnitOf(context, event.actor)?.signedAt === null,
  }),
  signsForMainUnit: guard.rule({
    doc: 'the main unit signs',
    refusal: '只有主办单位签收后才进入办理',
    check: ({ context, event }) => signingUnitOf(context, event.actor)?.main === true,
  }),
  signsForCoHandlingUnit: guard.rule({
    doc: 'a co-handling unit signs',
    refusal: '签收单位不是协办单位',
    check: ({ context, event }) => signingUnitOf(context, event.actor)?.main === false,
  }),
  isWithinAdjustWindow: guard.rule({
    doc: `within ${ADJUST_WINDOW_WORKING_DAYS} working days of assignment`,
    refusal: `已超过交办后${ADJUST_WINDOW_WORKING_DAYS}个工作日，不能再申请调整`,
    check: ({ context, event }) =>
      context.assignedAt !== null && workingDaysBetween(context.assignedAt, event.at) <= ADJUST_WINDOW_WORKING_DAYS,
  }),
  isFirstDelayRequest: guard.rule({ doc: 'no delay asked before', refusal: '本件已申请过延期，只能申请一次', check: ({ context }) => !context.delayRequested }),
  isDelayPending: guard.rule({ doc: 'a delay is pending', refusal: '没有待审批的延期申请', check: ({ context }) => context.delayPending }),
  isReceivedNow: guard.rule({
    doc: "in plenary session, or in recess where the session's settings receive suggestions then",
    refusal: '本次会议闭会期间不接收建议，请在大会期间提交',
    check: ({ event }) => {
      const rules = submissionOf(event);
      return !rules || rules.inSession || rules.suggestInRecess;
    },
  }),
};

/** SUBMIT and RESUBMIT: the author's draft with a title and a content, at a time the session receives suggestions. */
const SUBMIT_RULES = ['isAuthor', 'hasTitleAndContent', 'isReceivedNow'];

/** A review (the author's delegation, then the suggestion group): pass moves on, return goes back to the author, reference only concludes. */
function review(examiner: string, passTo: string, returned: string): StateOf {
  return {
    on: {
      EXAMINE: examineTransitions(examiner, { result: 1, target: passTo }, [
        { result: SUGGEST_RETURN_RESULT, target: returned },
        { result: 3, target: 'concluded', actions: 'markReferenceOnly' },
      ]),
    },
  };
}

export const suggestionMachine = setup({
  types: { context: {} as SuggestionContext, events: {} as SuggestionEvent, input: {} as SuggestionContext },
  guards: checksOf(suggestionGuards),
  actions: {
    ...deputyActions<SuggestionContext, SuggestionEvent>(DRAFT_FIELD_NAMES),
    markReferenceOnly: assign({ referenceOnly: true }),
    recordAssignment: assign(({ event }) => {
      assertEvent(event, 'ASSIGN');
      return {
        units: toAssignedUnits(event.units),
        assignedAt: event.at,
        dueDate: addCalendarMonths(event.at, HANDLING_MONTHS),
        adjustReason: null,
      };
    }),
    markSigned: assign(({ context, event }) => {
      const signing = signingUnitOf(context, event.actor);
      return { units: context.units.map((unit) => (unit === signing ? { ...unit, signedAt: event.at } : unit)) };
    }),
    returnForReassignment: assign(({ event }) => {
      assertEvent(event, 'APPLY_ADJUST');
      return { units: [], assignedAt: null, dueDate: null, adjustReason: event.reason ?? null };
    }),
    requestDelay: assign({ delayRequested: true, delayPending: true }),
    extendDueDate: assign(({ context }) => ({
      dueDate: context.assignedAt === null ? context.dueDate : addCalendarMonths(context.assignedAt, EXTENDED_HANDLING_MONTHS),
      delayPending: false,
    })),
    closeDelayRequest: assign({ delayPending: false }),
    startRehandling: assign(({ event }) => ({ rehandled: true, dueDate: addCalendarMonths(event.at, REHANDLING_MONTHS) })),
  },
}).createMachine({
  id: 'suggestion',
  initial: 'draft',
  context: ({ input }) => input,
  states: {
    draft: draftState(SUBMIT_RULES, 'delegationReview'),
    delegationReview: review('isAuthorsDelegation', 'groupReview', 'delegationReturned'),
    // A returned suggestion may come back edited, so its title and content are checked again.
    delegationReturned: returnedState(SUBMIT_RULES, 'delegationReview'),
    groupReview: review('isSuggestionGroup', 'toBeAssigned', 'groupReturned'),
    groupReturned: returnedState(SUBMIT_RULES, 'groupReview'),
    toBeAssigned: {
      on: {
        ASSIGN: {
          guard: and(['isWorkingCommittee', 'hasValidUnits']),
          target: 'toBeSignedFor',
          actions: 'recordAssignment',
        },
      },
    },
    toBeSignedFor: {
      on: {
        SIGN_FOR: [
          {
            guard: and(['isAssignedUnit', 'hasNotSignedYet', 'signsForMainUnit']),
            target: 'inHandling',
            actions: 'markSigned',
          },
          {
            guard: and(['isAssignedUnit', 'hasNotSignedYet', 'signsForCoHandlingUnit']),
            actions: 'markSigned',
          },
        ],
        APPLY_ADJUST: {
          guard: and(['isAssignedUnit', 'hasReason', 'isWithinAdjustWindow']),
          target: 'toBeAssigned',
          actions: 'returnForReassignment',
        },
      },
    },
    inHandling: {
      on: {
        APPLY_DELAY: {
          guard: and(['isMainUnit', 'hasReason', 'isFirstDelayRequest']),
          actions: 'requestDelay',
        },
        APPROVE_DELAY: {
          guard: and(['isWorkingCommittee', 'isDelayPending']),
          actions: 'extendDueDate',
        },
        REJECT_DELAY: {
          guard: and(['isWorkingCommittee', 'isDelayPending']),
          actions: 'closeDelayRequest',
        },
        OPINION: opinionTransition,
        REPLY: replyTransition,
      },
    },
    replied: repliedState('isWorkingCommittee'),
    concluded: { type: 'final' },
  },
});
