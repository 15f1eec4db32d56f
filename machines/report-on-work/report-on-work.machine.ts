import { and, assign, or, setup } from 'xstate';
import { isBlank } from '../blank';
import { Role, type RoleCode } from '../roles';
import { checksOf, guardBuilder, payloadField, type Attachment } from '../workflow';
import { reportDraftFields, type ReportOnWorkEvent } from './report-on-work.events';
import { REPORT_MSG } from './report-on-work.labels';

/** Roles that review every submitted report; a group liaison reviews those of its groups' members. */
export const REPORT_REVIEWER_ROLES: readonly RoleCode[] = [Role.superAdmin, Role.congressAdmin, Role.ly];

/** The fields of a report the machine reads and writes. */
export interface ReportOnWorkContext {
  /** The deputy who reports (the author). */
  fkDelegateId: number;
  title: string;
  reportYear: number;
  meetingDate: string | null;
  meetingPlace: string | null;
  /** Sanitized rich text. */
  content: string;
  attachments: Attachment[];
  reviewOpinion: string | null;
  reviewerName: string | null;
  submitTime: string | null;
  reviewTime: string | null;
}

type DraftField = keyof typeof reportDraftFields;
const DRAFT_FIELDS = Object.keys(reportDraftFields) as DraftField[];

/** The draft fields an EDIT or SUBMIT sends; a field left out keeps its value. */
function draftEditsOf(event: ReportOnWorkEvent): Partial<ReportOnWorkContext> {
  if (event.type !== 'EDIT' && event.type !== 'SUBMIT') return {};
  return Object.fromEntries(DRAFT_FIELDS.filter((field) => payloadField(event, field) !== undefined).map((field) => [field, payloadField(event, field)]));
}

const draftAfter = (context: ReportOnWorkContext, event: ReportOnWorkEvent): ReportOnWorkContext => ({ ...context, ...draftEditsOf(event) });

/** Rich text with nothing to read: tags and non-breaking spaces only. */
const isBlankRichText = (html: string | null | undefined) => isBlank((html ?? '').replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' '));

const guard = guardBuilder<ReportOnWorkContext, ReportOnWorkEvent>();

/** A rule on the draft as the event leaves it, refused with the field it names. */
const draftHas = (field: 'title' | 'meetingDate' | 'meetingPlace', refusal: string) =>
  guard.payload({ doc: `${field} not blank`, field, refusal, check: ({ context, event }) => !isBlank(draftAfter(context, event)[field]) });

export const reportOnWorkGuards = {
  isReporter: guard.role({ relation: 'reporter', roles: [Role.represent], personal: true, sameId: ['delegateId', 'fkDelegateId'], refusal: REPORT_MSG.onlyAuthor }),
  isOfficeReviewer: guard.role({ roles: REPORT_REVIEWER_ROLES, body: '人大工作人员', refusal: REPORT_MSG.onlyReviewer }),
  isGroupLiaison: guard.role({
    relation: 'reportersGroupLiaison',
    roles: [Role.group],
    check: ({ context, event }) => event.actor.groupMemberIds?.includes(context.fkDelegateId) ?? false,
    refusal: REPORT_MSG.onlyReviewer,
  }),
  hasTitle: draftHas('title', REPORT_MSG.titleRequired),
  hasMeetingDate: draftHas('meetingDate', REPORT_MSG.meetingDateRequired),
  hasMeetingPlace: draftHas('meetingPlace', REPORT_MSG.meetingPlaceRequired),
  hasContent: guard.payload({
    doc: 'content has text',
    field: 'content',
    refusal: REPORT_MSG.contentRequired,
    check: ({ context, event }) => !isBlankRichText(draftAfter(context, event).content),
  }),
  hasOpinion: guard.text('opinion', REPORT_MSG.opinionRequired),
};

const isReviewer = or(['isOfficeReviewer', 'isGroupLiaison']);

/** What the author may do while the report is theirs: save it, or submit it complete. */
const editing = {
  EDIT: { guard: and(['isReporter', 'hasTitle']), actions: 'applyDraft' },
  SUBMIT: {
    guard: and(['isReporter', 'hasTitle', 'hasMeetingDate', 'hasMeetingPlace', 'hasContent']),
    target: 'submitted',
    actions: ['applyDraft', 'recordSubmission'],
  },
} as const;

/**
 * A deputy's 述职报告: the author writes and saves a draft (or deletes it) and submits it with
 * the meeting's date, place and the text; a reviewer — the office, or the liaison of a group
 * the author belongs to — returns it with an opinion (the author edits and submits again) or
 * archives it for good.
 */
export const reportOnWorkMachine = setup({
  types: {
    context: {} as ReportOnWorkContext,
    events: {} as ReportOnWorkEvent,
    input: {} as ReportOnWorkContext,
  },
  guards: checksOf(reportOnWorkGuards),
  actions: {
    applyDraft: assign(({ event }) => draftEditsOf(event)),
    recordSubmission: assign(({ event }) => ({ submitTime: event.at })),
    recordReview: assign(({ event }) => {
      const opinion = payloadField(event, 'opinion');
      return { reviewOpinion: typeof opinion === 'string' && opinion.trim() ? opinion.trim() : null, reviewerName: event.actor.realName, reviewTime: event.at };
    }),
    // Effect: the server deletes the row; its history stays.
    deleteRecord: () => {},
  },
}).createMachine({
  id: 'reportOnWork',
  initial: 'draft',
  context: ({ input }) => input,
  states: {
    draft: { on: { ...editing, DELETE: { guard: 'isReporter', actions: 'deleteRecord' } } },
    submitted: {
      on: {
        RETURN: { guard: and([isReviewer, 'hasOpinion']), target: 'returned', actions: 'recordReview' },
        ARCHIVE: { guard: isReviewer, target: 'archived', actions: 'recordReview' },
      },
    },
    returned: { on: { ...editing } },
    archived: { type: 'final' },
  },
});
