import { PROPOSAL_RETURN_RESULT } from '../codes';
import { and, assertEvent, assign, setup } from 'xstate';
import { Role } from '../roles';
import {
  checksOf,
  evaluateTransitions,
  examineTransitions,
  replyRecorded,
  unitOpinionRecorded,
  guardBuilder,
  handlingGuards,
  isBlank,
  toAssignedUnits,
  type AnswerCategory,
  type Attachment,
  type AssignedUnit,
  type Satisfaction,
} from '../workflow';
import type { ProposalEvent } from './proposal.events';

/** A proposal needs this many deputies in all (author + co-signers) unless a delegation makes it. */
export const MIN_PROPOSAL_SIGNERS = 10;

/** The statuses a proposal may be withdrawn from, and so may return to. */
export type WithdrawableStatus = 100 | 200 | 300 | 400;

/** The record fields the machine reads and writes; the server stores each of them. */
export interface ProposalContext {
  title: string | null;
  content: string | null;
  authorDelegateId: number;
  coSignerDelegateIds: number[];
  attachments: Attachment[];
  /** Set when the proposal is made in a delegation's name. */
  delegationId: number | null;
  units: AssignedUnit[];
  assignedAt: string | null;
  replyContent: string | null;
  answerCategory: AnswerCategory | null;
  repliedAt: string | null;
  satisfaction: Satisfaction | null;
  rehandled: boolean;
  /** While a withdrawal is requested (701): the status to return to if it is rejected. */
  withdrawnFrom: WithdrawableStatus | null;
}

type DraftFields = Pick<ProposalContext, 'title' | 'content' | 'coSignerDelegateIds' | 'attachments' | 'delegationId'>;

function draftEditsOf(event: ProposalEvent): Partial<DraftFields> {
  if (event.type !== 'SAVE' && event.type !== 'SUBMIT' && event.type !== 'RESUBMIT') return {};
  const edits: Partial<DraftFields> = {};
  if (event.title !== undefined) edits.title = event.title;
  if (event.content !== undefined) edits.content = event.content;
  if (event.coSignerIds !== undefined) edits.coSignerDelegateIds = event.coSignerIds;
  if (event.attachments !== undefined) edits.attachments = event.attachments;
  if (event.delegationId !== undefined) edits.delegationId = event.delegationId;
  return edits;
}

/** The draft as it will be once the edits sent with the event are saved. */
function draftAfter(context: ProposalContext, event: ProposalEvent): DraftFields {
  return { ...context, ...draftEditsOf(event) };
}

function signerCount(draft: DraftFields, authorDelegateId: number): number {
  return 1 + new Set(draft.coSignerDelegateIds.filter((id) => id !== authorDelegateId)).size;
}

const guard = guardBuilder<ProposalContext, ProposalEvent>();

export const proposalGuards = {
  ...handlingGuards<ProposalContext, ProposalEvent>(),
  isAuthor: guard.role({
    relation: 'author',
    refusal: '只有提出议案的代表本人可以执行此操作',
    check: ({ context, event }) => event.actor.delegateId !== undefined && event.actor.delegateId === context.authorDelegateId,
  }),
  isReviewGroup: guard.role({ roles: [Role.work], body: '审查小组', refusal: '只有审查小组可以审查此议案' }),
  isReviewBody: guard.role({ roles: [Role.specialCommittee], body: '审查机构', refusal: '只有审查机构（专门委员会）可以审查此议案' }),
  isPresidium: guard.role({ roles: [Role.congressAdmin], body: '主席团', refusal: '只有主席团（人大管理员）可以审查此议案' }),
  isAssigner: guard.role({ roles: [Role.congressAdmin, Role.work], refusal: '只有人大管理员或工作委员会可以交办议案' }),
  isCongressAdministrator: guard.role({ roles: [Role.congressAdmin], refusal: '只有人大管理员可以执行此操作' }),
  hasTitleAndContent: guard.payload({
    doc: 'title and content not blank',
    refusal: ({ context, event }) => (isBlank(draftAfter(context, event).title) ? '请填写议案标题' : '请填写议案内容'),
    check: ({ context, event }) => {
      const draft = draftAfter(context, event);
      return !isBlank(draft.title) && !isBlank(draft.content);
    },
  }),
  hasEnoughSigners: guard.rule({
    doc: `at least ${MIN_PROPOSAL_SIGNERS} deputies in all (author + co-signers) or in a delegation's name`,
    refusal: `议案须由${MIN_PROPOSAL_SIGNERS}名以上代表联名（含领衔代表）提出，或以代表团名义提出`,
    check: ({ context, event }) => {
      const draft = draftAfter(context, event);
      return draft.delegationId !== null || signerCount(draft, context.authorDelegateId) >= MIN_PROPOSAL_SIGNERS;
    },
  }),
};

export const proposalMachine = setup({
  types: {
    context: {} as ProposalContext,
    events: {} as ProposalEvent,
    input: {} as ProposalContext,
  },
  guards: checksOf(proposalGuards),
  actions: {
    applyDraftEdits: assign(({ event }) => draftEditsOf(event)),
    rememberWithdrawnFrom: assign((_, params: { status: WithdrawableStatus }) => ({ withdrawnFrom: params.status })),
    forgetWithdrawnFrom: assign({ withdrawnFrom: null }),
    recordAssignment: assign(({ event }) => {
      assertEvent(event, 'ASSIGN');
      return { units: toAssignedUnits(event.units), assignedAt: event.at };
    }),
    recordUnitOpinion: assign(({ context, event }) => unitOpinionRecorded(context, event)),
    recordReply: assign(({ event }) => {
      assertEvent(event, 'REPLY');
      return replyRecorded(event);
    }),
    recordSatisfaction: assign(({ event }) => {
      assertEvent(event, 'EVALUATE');
      return { satisfaction: event.satisfaction };
    }),
    startRehandling: assign({ rehandled: true }),
    // Effects: the machine only names them; the server performs them after writing the decision.
    assignNumber: () => {},
    createLinkedSuggestion: () => {},
    deleteRecord: () => {},
  },
}).createMachine({
  id: 'proposal',
  initial: 'draft',
  context: ({ input }) => input,
  states: {
    draft: {
      on: {
        SAVE: { guard: 'isAuthor', actions: 'applyDraftEdits' },
        SUBMIT: {
          guard: and(['isAuthor', 'hasTitleAndContent', 'hasEnoughSigners']),
          target: 'withdrawable.groupRegistration',
          actions: ['applyDraftEdits', 'assignNumber'],
        },
        DELETE: { guard: 'isAuthor', actions: 'deleteRecord' },
      },
    },
    // The statuses a withdrawal may leave; the history child brings a rejected withdrawal back.
    withdrawable: {
      initial: 'groupRegistration',
      states: {
        groupRegistration: {
          on: {
            EXAMINE: examineTransitions('isReviewGroup', { result: 0, target: 'bodyExamination' }, [
              { result: 1, target: '#proposal.groupTurnedIntoSuggestion', actions: 'createLinkedSuggestion' },
              { result: PROPOSAL_RETURN_RESULT, target: '#proposal.groupReturned' },
            ]),
            REQUEST_WITHDRAWAL: {
              guard: and(['isAuthor', 'hasReason']),
              target: '#proposal.withdrawalRequested',
              actions: { type: 'rememberWithdrawnFrom', params: { status: 100 } },
            },
          },
        },
        bodyExamination: {
          on: {
            EXAMINE: examineTransitions('isReviewBody', { result: 0, target: 'presidiumExamination' }, [
              { result: 1, target: '#proposal.bodyTurnedIntoSuggestion', actions: 'createLinkedSuggestion' },
              { result: PROPOSAL_RETURN_RESULT, target: '#proposal.bodyReturned' },
            ]),
            REQUEST_WITHDRAWAL: {
              guard: and(['isAuthor', 'hasReason']),
              target: '#proposal.withdrawalRequested',
              actions: { type: 'rememberWithdrawnFrom', params: { status: 200 } },
            },
          },
        },
        presidiumExamination: {
          on: {
            EXAMINE: examineTransitions('isPresidium', { result: 0, target: 'toBeAssigned' }, [
              { result: 1, target: '#proposal.presidiumTurnedIntoSuggestion', actions: 'createLinkedSuggestion' },
              { result: PROPOSAL_RETURN_RESULT, target: '#proposal.presidiumReturned' },
            ]),
            REQUEST_WITHDRAWAL: {
              guard: and(['isAuthor', 'hasReason']),
              target: '#proposal.withdrawalRequested',
              actions: { type: 'rememberWithdrawnFrom', params: { status: 300 } },
            },
          },
        },
        toBeAssigned: {
          on: {
            ASSIGN: {
              guard: and(['isAssigner', 'hasValidUnits']),
              target: '#proposal.inHandling',
              actions: 'recordAssignment',
            },
            REQUEST_WITHDRAWAL: {
              guard: and(['isAuthor', 'hasReason']),
              target: '#proposal.withdrawalRequested',
              actions: { type: 'rememberWithdrawnFrom', params: { status: 400 } },
            },
          },
        },
        statusBeforeWithdrawal: { type: 'history' },
      },
    },
    groupReturned: {
      on: {
        RESUBMIT: {
          guard: and(['isAuthor', 'hasTitleAndContent', 'hasEnoughSigners']),
          target: 'withdrawable.groupRegistration',
          actions: 'applyDraftEdits',
        },
      },
    },
    groupTurnedIntoSuggestion: { type: 'final' },
    bodyReturned: {
      on: {
        RESUBMIT: {
          guard: and(['isAuthor', 'hasTitleAndContent', 'hasEnoughSigners']),
          target: 'withdrawable.bodyExamination',
          actions: 'applyDraftEdits',
        },
      },
    },
    bodyTurnedIntoSuggestion: { type: 'final' },
    presidiumReturned: {
      on: {
        RESUBMIT: {
          guard: and(['isAuthor', 'hasTitleAndContent', 'hasEnoughSigners']),
          target: 'withdrawable.presidiumExamination',
          actions: 'applyDraftEdits',
        },
      },
    },
    presidiumTurnedIntoSuggestion: { type: 'final' },
    inHandling: {
      on: {
        REPLY: {
          guard: and(['isMainUnit', 'hasReplyContent', 'hasAnswerCategory']),
          target: 'replied',
          actions: 'recordReply',
        },
        OPINION: {
          guard: and(['isCoHandlingUnit', 'hasOpinion']),
          actions: 'recordUnitOpinion',
        },
      },
    },
    replied: {
      on: {
        EVALUATE: evaluateTransitions('concluded', 'inHandling'),
        CONCLUDE: { guard: 'isCongressAdministrator', target: 'concluded' },
      },
    },
    concluded: { type: 'final' },
    withdrawalRequested: {
      on: {
        APPROVE_WITHDRAWAL: {
          guard: 'isCongressAdministrator',
          target: 'draft',
          actions: 'forgetWithdrawnFrom',
        },
        REJECT_WITHDRAWAL: {
          guard: 'isCongressAdministrator',
          target: 'withdrawable.statusBeforeWithdrawal',
          actions: 'forgetWithdrawnFrom',
        },
      },
    },
  },
});
