import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { decideProposal, proposalContextDefaults, proposalEventLabels, proposalStatusLabel, proposalWorkflow, type ProposalEffect } from '@machines/proposal';
import {
  DUE_DATE_STATUSES,
  decideSuggestion,
  isSuggestionOverdue,
  linkedSuggestionRecord,
  suggestionContextDefaults,
  suggestionEventLabels,
  suggestionStatusLabel,
  suggestionWorkflow,
  type SuggestionEffect,
} from '@machines/suggestion';
import type { RecordType } from '@shared/contracts/records';
import { proposal, proposalHistory, suggest, suggestHistory, type AttachmentRef } from '../../db/schema';
import { deputyRecordKind, type DeputyRecordKind } from './deputy-record.kind';
import { storedIn } from './engine';

/** 议案: may be made in a delegation's name; has no due date; may be turned into a suggestion. */
export const proposalKind: DeputyRecordKind = deputyRecordKind<ProposalEffect>({
  name: 'proposal',
  ...storedIn(proposal, 'proposalId', proposalHistory, 'fkProposalId'),
  idField: 'proposalId',
  contextKeys: Object.keys(proposalContextDefaults),
  timestampKeys: ['assignedAt', 'repliedAt'],
  decide: decideProposal as never,
  events: (record, actor, at) => proposalWorkflow.eventsFor(record, actor, at),
  decideCreate: (actor, body, at) => proposalWorkflow.decideCreate(actor, body, at),
  numbering: { prefix: '议案', lockId: 7101 },
  statusLabel: proposalStatusLabel,
  eventLabels: proposalEventLabels,
  namedDelegation: proposal.delegationId,
  linked: { kind: () => suggestKind, column: 'linkedSuggestId' },
  overdue: null,
  isOverdue: () => false,
  // Being handled again after an unsatisfied evaluation.
  attention: () => and(eq(proposal.status, 500), eq(proposal.rehandled, true))!,
  delayPending: null,
  adjustRequested: null,
  effects: {
    /** A proposal turned into a suggestion (102/202/302) continues as a suggestion at 300; both keep the link. */
    async createLinkedSuggestion(tx, row, actor, now) {
      const record = linkedSuggestionRecord({
        authorDelegateId: row.authorDelegateId as number,
        title: row.title as string,
        content: row.content as string,
        coSignerDelegateIds: row.coSignerDelegateIds as number[],
        authorDelegationId: row.authorDelegationId as number | null,
      });
      const suggestId = await suggestKind.insertNumbered(
        tx,
        {
          term: row.term,
          times: row.times,
          title: record.title,
          content: record.content,
          attachments: row.attachments as AttachmentRef[],
          authorDelegateId: record.authorDelegateId,
          authorUserId: row.authorUserId,
          authorDelegationId: record.authorDelegationId,
          coSignerDelegateIds: record.coSignerDelegateIds,
          status: record.status,
          linkedProposalId: row.proposalId,
          submitTime: now.toISOString(),
          createTime: now.toISOString(),
          updateTime: now.toISOString(),
        },
        { toStatus: record.status, opinion: `由${proposalKind.readableNumber(row)}转为建议`, payload: { fromProposalId: row.proposalId } },
        actor,
        now,
      );
      await tx.update(proposal).set({ linkedSuggestId: suggestId }).where(eq(proposal.proposalId, row.proposalId as number));
    },
  },
});

/** Assigned and not yet answered, past the due date: the SQL twin of isSuggestionOverdue. */
const suggestionOverdue = (now: Date, bind: <T>(name: string, value: T) => unknown) =>
  // The machine's own list of statuses in which a due date runs.
  and(inArray(suggest.status, [...DUE_DATE_STATUSES]), sql`${suggest.dueDate} < ${bind('now', now.toISOString())}`)!;

/** 建议: has a due date, which a unit may ask to delay; a unit may ask to adjust its assignment. */
export const suggestKind: DeputyRecordKind = deputyRecordKind<SuggestionEffect>({
  name: 'suggest',
  ...storedIn(suggest, 'suggestId', suggestHistory, 'fkSuggestId'),
  idField: 'suggestId',
  contextKeys: Object.keys(suggestionContextDefaults),
  timestampKeys: ['assignedAt', 'dueDate', 'repliedAt'],
  decide: decideSuggestion as never,
  events: (record, actor, at) => suggestionWorkflow.eventsFor(record, actor, at),
  decideCreate: (actor, body, at) => suggestionWorkflow.decideCreate(actor, body, at),
  numbering: { prefix: '建议', lockId: 7102 },
  statusLabel: suggestionStatusLabel,
  eventLabels: suggestionEventLabels,
  linked: { kind: () => proposalKind, column: 'linkedProposalId' },
  overdue: suggestionOverdue,
  isOverdue: (record, now) => isSuggestionOverdue(record as never, now),
  // Overdue, its delay request pending, or handled again after an unsatisfied evaluation.
  attention: (now, bind) => or(suggestionOverdue(now, bind), and(eq(suggest.status, 400), or(eq(suggest.delayPending, true), eq(suggest.rehandled, true))))!,
  delayPending: and(eq(suggest.status, 400), eq(suggest.delayPending, true))!,
  adjustRequested: and(eq(suggest.status, 300), isNotNull(suggest.adjustReason))!,
});

/** The deputies' records by the name their URLs use. */
export const recordKinds: Readonly<Record<RecordType, DeputyRecordKind>> = { proposal: proposalKind, suggest: suggestKind };
