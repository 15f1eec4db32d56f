import { PROPOSAL_RETURN_RESULT } from '../codes';
import { and, assertEvent, assign, setup } from 'xstate';
import { Role } from '../roles';
import {
  DRAFT_FIELD_NAMES, checksOf, deputyActions, deputyGuards, draftEditsOf, draftState, examineTransitions, guardBuilder,
  opinionTransition, repliedState, replyTransition, returnedState, submissionOf, toAssignedUnits, windowRefusal,
  type AnsweredContext, type DraftContext, type StateOf,
} from '../workflow';
import type { ProposalEvent } from './proposal.events';

/** A proposal needs this many deputies in all (author + co-signers) unless a delegation makes it. */
export const MIN_PROPOSAL_SIGNERS = 10;

/** The statuses a proposal may be withdrawn from, and so may return to. */
export type WithdrawableStatus = 100 | 200 | 300 | 400;

/** The record fields the machine reads and writes; the server stores each of them. */
export interface ProposalContext extends DraftContext, AnsweredContext {
  /** Set when the proposal is made in a delegation's name. */
  delegationId: number | null;
  /** While a withdrawal is requested (701): the status to return to if it is rejected. */
  withdrawnFrom: WithdrawableStatus | null;
}

/** A proposal's draft also says whether a delegation makes it. */
const PROPOSAL_DRAFT_FIELD_NAMES = { ...DRAFT_FIELD_NAMES, delegationId: 'delegationId' } as const;

/** The session's minimum of signers the event carries, or the default. */
const minSignersOf = (event: ProposalEvent) => submissionOf(event)?.proposalMinSigners ?? MIN_PROPOSAL_SIGNERS;

function signerCount(draft: ProposalContext): number {
  return 1 + new Set(draft.coSignerDelegateIds.filter((id) => id !== draft.authorDelegateId)).size;
}

const guard = guardBuilder<ProposalContext, ProposalEvent>();

export const proposalGuards = {
  ...deputyGuards<ProposalContext, ProposalEvent>(PROPOSAL_DRAFT_FIELD_NAMES, '议案'),
  isReviewGroup: guard.role({ roles: [Role.work], body: '审查小组', refusal: '只有审查小组可以审查此议案' }),
  isReviewBody: guard.role({ roles: [Role.specialCommittee], body: '审查机构', refusal: '只有审查机构（专门委员会）可以审查此议案' }),
  isPresidium: guard.role({ roles: [Role.congressAdmin], body: '主席团', refusal: '只有主席团（人大管理员）可以审查此议案' }),
  isAssigner: guard.role({ roles: [Role.congressAdmin, Role.work], refusal: '只有人大管理员或工作委员会可以交办议案' }),
  isCongressAdministrator: guard.role({ roles: [Role.congressAdmin], refusal: '只有人大管理员可以执行此操作' }),
  isWithinSubmissionWindow: guard.rule({
    doc: "within the session's submission window, where it has one",
    refusal: ({ event }) => windowRefusal(submissionOf(event), event.at) ?? '',
    check: ({ event }) => windowRefusal(submissionOf(event), event.at) === null,
  }),
  hasEnoughSigners: guard.rule({
    doc: `at least the session's minimum of deputies (${MIN_PROPOSAL_SIGNERS} unless set) in all (author + co-signers) or in a delegation's name`,
    refusal: ({ event }) => `议案须由${minSignersOf(event)}名以上代表联名（含领衔代表）提出，或以代表团名义提出`,
    check: ({ context, event }) => {
      const draft = { ...context, ...draftEditsOf<ProposalContext>(event, PROPOSAL_DRAFT_FIELD_NAMES) };
      return draft.delegationId !== null || signerCount(draft) >= minSignersOf(event);
    },
  }),
};

/** SUBMIT and RESUBMIT: the author's draft with a title, a content, within the window and with enough signers. */
const SUBMIT_RULES = ['isAuthor', 'hasTitleAndContent', 'isWithinSubmissionWindow', 'hasEnoughSigners'];


/** REQUEST_WITHDRAWAL remembers the status it leaves, to which a rejected withdrawal returns. */
function withdrawalFrom(status: WithdrawableStatus) {
  return {
    guard: and(['isAuthor', 'hasReason']),
    target: '#proposal.withdrawalRequested',
    actions: { type: 'rememberWithdrawnFrom', params: { status } },
  } as never;
}

/**
 * One of the three examinations (the review group, the review body, the presidium): at status
 * `status`, EXAMINE by `examiner` passes on to `passTo`, turns the proposal into a suggestion
 * (`<stage>TurnedIntoSuggestion`) or returns it (`<stage>Returned`); the author may withdraw it.
 */
function examination(stage: string, examiner: string, status: WithdrawableStatus, passTo: string): StateOf {
  return {
    on: {
      EXAMINE: examineTransitions(examiner, { result: 0, target: passTo }, [
        { result: 1, target: `#proposal.${stage}TurnedIntoSuggestion`, actions: 'createLinkedSuggestion' },
        { result: PROPOSAL_RETURN_RESULT, target: `#proposal.${stage}Returned` },
      ]),
      REQUEST_WITHDRAWAL: withdrawalFrom(status),
    },
  };
}

/** Where an examination leaves a proposal it does not pass: returned to the author, or final as a suggestion. */
function examinationOutcomes(stage: string, examinationState: string): Record<string, StateOf | { type: 'final' }> {
  return {
    [`${stage}Returned`]: returnedState(SUBMIT_RULES, `withdrawable.${examinationState}`),
    [`${stage}TurnedIntoSuggestion`]: { type: 'final' },
  };
}

export const proposalMachine = setup({
  types: { context: {} as ProposalContext, events: {} as ProposalEvent, input: {} as ProposalContext },
  guards: checksOf(proposalGuards),
  actions: {
    ...deputyActions<ProposalContext, ProposalEvent>(PROPOSAL_DRAFT_FIELD_NAMES),
    rememberWithdrawnFrom: assign((_, params: { status: WithdrawableStatus }) => ({ withdrawnFrom: params.status })),
    forgetWithdrawnFrom: assign({ withdrawnFrom: null }),
    recordAssignment: assign(({ event }) => {
      assertEvent(event, 'ASSIGN');
      return { units: toAssignedUnits(event.units), assignedAt: event.at };
    }),
    startRehandling: assign({ rehandled: true }),
    // An effect: the machine only names it; the server creates the suggestion after writing the decision.
    createLinkedSuggestion: () => {},
  },
}).createMachine({
  id: 'proposal',
  initial: 'draft',
  context: ({ input }) => input,
  states: {
    draft: draftState(SUBMIT_RULES, 'withdrawable.groupRegistration'),
    // The statuses a withdrawal may leave; the history child brings a rejected withdrawal back.
    withdrawable: {
      initial: 'groupRegistration',
      states: {
        groupRegistration: examination('group', 'isReviewGroup', 100, 'bodyExamination'),
        bodyExamination: examination('body', 'isReviewBody', 200, 'presidiumExamination'),
        presidiumExamination: examination('presidium', 'isPresidium', 300, 'toBeAssigned'),
        toBeAssigned: {
          on: {
            ASSIGN: { guard: and(['isAssigner', 'hasValidUnits']), target: '#proposal.inHandling', actions: 'recordAssignment' },
            REQUEST_WITHDRAWAL: withdrawalFrom(400),
          },
        },
        statusBeforeWithdrawal: { type: 'history' },
      },
    },
    ...examinationOutcomes('group', 'groupRegistration'),
    ...examinationOutcomes('body', 'bodyExamination'),
    ...examinationOutcomes('presidium', 'presidiumExamination'),
    inHandling: { on: { REPLY: replyTransition, OPINION: opinionTransition } },
    replied: repliedState('isCongressAdministrator'),
    concluded: { type: 'final' },
    withdrawalRequested: {
      on: {
        APPROVE_WITHDRAWAL: { guard: 'isCongressAdministrator', target: 'draft', actions: 'forgetWithdrawnFrom' },
        REJECT_WITHDRAWAL: { guard: 'isCongressAdministrator', target: 'withdrawable.statusBeforeWithdrawal', actions: 'forgetWithdrawnFrom' },
      },
    },
  },
});
