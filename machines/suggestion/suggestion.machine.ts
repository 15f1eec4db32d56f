import { SUGGEST_RETURN_RESULT } from '../codes';
import { and, assertEvent, assign, setup } from 'xstate';
import type { Actor } from '../actor';
import { Role } from '../roles';
import {
  actorsUnit,
  addCalendarMonths,
  checksOf,
  evaluateTransitions,
  examineTransitions,
  replyRecorded,
  unitOpinionRecorded,
  guardBuilder,
  handlingGuards,
  isBlank,
  mainUnitOf,
  toAssignedUnits,
  workingDaysBetween,
  type AnswerCategory,
  type Attachment,
  type AssignedUnit,
  type Satisfaction,
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
export interface SuggestionContext {
  title: string | null;
  content: string | null;
  authorDelegateId: number;
  coSignerDelegateIds: number[];
  attachments: Attachment[];
  /** The author's delegation, which examines the suggestion first (status 100). */
  authorDelegationId: number | null;
  units: AssignedUnit[];
  assignedAt: string | null;
  dueDate: string | null;
  /** The one extension has been asked for (whatever the answer). */
  delayRequested: boolean;
  /** An extension awaits the working committee's answer. */
  delayPending: boolean;
  /** Why a unit sent the suggestion back for assignment again; shown to the committee at 300. */
  adjustReason: string | null;
  replyContent: string | null;
  answerCategory: AnswerCategory | null;
  repliedAt: string | null;
  satisfaction: Satisfaction | null;
  rehandled: boolean;
  /** Concluded by an examine result 3 (reference only) rather than by handling. */
  referenceOnly: boolean;
}

type DraftFields = Pick<SuggestionContext, 'title' | 'content' | 'coSignerDelegateIds' | 'attachments'>;

function draftEditsOf(event: SuggestionEvent): Partial<DraftFields> {
  if (event.type !== 'SAVE' && event.type !== 'SUBMIT' && event.type !== 'RESUBMIT') return {};
  const edits: Partial<DraftFields> = {};
  if (event.title !== undefined) edits.title = event.title;
  if (event.content !== undefined) edits.content = event.content;
  if (event.coSignerIds !== undefined) edits.coSignerDelegateIds = event.coSignerIds;
  if (event.attachments !== undefined) edits.attachments = event.attachments;
  return edits;
}

/** The unit a SIGN_FOR signs for: the actor's own, or the main unit when a super administrator signs. */
function signingUnitOf(context: SuggestionContext, actor: Actor): AssignedUnit | undefined {
  return actorsUnit(context, actor) ?? (actor.role === Role.superAdmin ? mainUnitOf(context) : undefined);
}

const guard = guardBuilder<SuggestionContext, SuggestionEvent>();

export const suggestionGuards = {
  ...handlingGuards<SuggestionContext, SuggestionEvent>(),
  isAuthor: guard.role({
    relation: 'author',
    refusal: '只有提出建议的代表本人可以执行此操作',
    check: ({ context, event }) => event.actor.delegateId !== undefined && event.actor.delegateId === context.authorDelegateId,
  }),
  isAuthorsDelegation: guard.role({
    relation: 'authorsDelegation',
    roles: [Role.delegation],
    body: '代表团',
    refusal: '只有提出人所在代表团可以审查此建议',
    check: ({ context, event }) => event.actor.delegationId !== undefined && event.actor.delegationId === context.authorDelegationId,
  }),
  isSuggestionGroup: guard.role({ roles: [Role.work], body: '建议组', refusal: '只有建议组可以审查此建议' }),
  isWorkingCommittee: guard.role({ roles: [Role.work], refusal: '只有工作委员会可以执行此操作' }),
  hasTitleAndContent: guard.payload({
    doc: 'title and content not blank',
    refusal: ({ context, event }) => (isBlank({ ...context, ...draftEditsOf(event) }.title) ? '请填写建议标题' : '请填写建议内容'),
    check: ({ context, event }) => {
      const draft = { ...context, ...draftEditsOf(event) };
      return !isBlank(draft.title) && !isBlank(draft.content);
    },
  }),
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
  isFirstDelayRequest: guard.rule({
    doc: 'no delay asked before',
    refusal: '本件已申请过延期，只能申请一次',
    check: ({ context }) => !context.delayRequested,
  }),
  isDelayPending: guard.rule({
    doc: 'a delay is pending',
    refusal: '没有待审批的延期申请',
    check: ({ context }) => context.delayPending,
  }),
};

export const suggestionMachine = setup({
  types: {
    context: {} as SuggestionContext,
    events: {} as SuggestionEvent,
    input: {} as SuggestionContext,
  },
  guards: checksOf(suggestionGuards),
  actions: {
    applyDraftEdits: assign(({ event }) => draftEditsOf(event)),
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
    recordUnitOpinion: assign(({ context, event }) => unitOpinionRecorded(context, event)),
    recordReply: assign(({ event }) => {
      assertEvent(event, 'REPLY');
      return replyRecorded(event);
    }),
    recordSatisfaction: assign(({ event }) => {
      assertEvent(event, 'EVALUATE');
      return { satisfaction: event.satisfaction };
    }),
    startRehandling: assign(({ event }) => ({ rehandled: true, dueDate: addCalendarMonths(event.at, REHANDLING_MONTHS) })),
    // Effects: the machine only names them; the server performs them after writing the decision.
    assignNumber: () => {},
    deleteRecord: () => {},
  },
}).createMachine({
  id: 'suggestion',
  initial: 'draft',
  context: ({ input }) => input,
  states: {
    draft: {
      on: {
        SAVE: { guard: 'isAuthor', actions: 'applyDraftEdits' },
        SUBMIT: {
          guard: and(['isAuthor', 'hasTitleAndContent']),
          target: 'delegationReview',
          actions: ['applyDraftEdits', 'assignNumber'],
        },
        DELETE: { guard: 'isAuthor', actions: 'deleteRecord' },
      },
    },
    delegationReview: {
      on: {
        EXAMINE: examineTransitions('isAuthorsDelegation', { result: 1, target: 'groupReview' }, [
          { result: SUGGEST_RETURN_RESULT, target: 'delegationReturned' },
          { result: 3, target: 'concluded', actions: 'markReferenceOnly' },
        ]),
      },
    },
    delegationReturned: {
      on: {
        // A returned suggestion may come back edited, so its title and content are checked again.
        RESUBMIT: {
          guard: and(['isAuthor', 'hasTitleAndContent']),
          target: 'delegationReview',
          actions: 'applyDraftEdits',
        },
      },
    },
    groupReview: {
      on: {
        EXAMINE: examineTransitions('isSuggestionGroup', { result: 1, target: 'toBeAssigned' }, [
          { result: SUGGEST_RETURN_RESULT, target: 'groupReturned' },
          { result: 3, target: 'concluded', actions: 'markReferenceOnly' },
        ]),
      },
    },
    groupReturned: {
      on: {
        RESUBMIT: {
          guard: and(['isAuthor', 'hasTitleAndContent']),
          target: 'groupReview',
          actions: 'applyDraftEdits',
        },
      },
    },
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
        OPINION: {
          guard: and(['isCoHandlingUnit', 'hasOpinion']),
          actions: 'recordUnitOpinion',
        },
        REPLY: {
          guard: and(['isMainUnit', 'hasReplyContent', 'hasAnswerCategory']),
          target: 'replied',
          actions: 'recordReply',
        },
      },
    },
    replied: {
      on: {
        EVALUATE: evaluateTransitions('concluded', 'inHandling'),
        CONCLUDE: { guard: 'isWorkingCommittee', target: 'concluded' },
      },
    },
    concluded: { type: 'final' },
  },
});
