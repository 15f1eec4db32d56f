import type { SnapshotFrom } from 'xstate';
import type { Actor } from '../actor';
import { EMPTY_DRAFT, NO_ANSWER, UNASSIGNED, createWorkflow, deputyWorkflow, eventInfos, type Decision, type WorkflowRecord } from '../workflow';
import { SuggestionCreateBodySchema, SuggestionEventSchemas, suggestionEventLabels, type SuggestionEvent, type SuggestionEventType } from './suggestion.events';
import { suggestionStatuses, type SuggestionStatus } from './suggestion.labels';
import { suggestionGuards, suggestionMachine, type SuggestionContext } from './suggestion.machine';

/** What the server does after writing an accepted event (see README.md). */
export const SUGGESTION_EFFECTS = ['assignNumber', 'deleteRecord'] as const;
export type SuggestionEffect = (typeof SUGGESTION_EFFECTS)[number];

/** A stored suggestion as the machine needs it: `status`, `version` and every context field. */
export type SuggestionRecord = WorkflowRecord<SuggestionContext, 'status', SuggestionStatus>;
export type SuggestionDecision = Decision<SuggestionStatus, SuggestionContext, SuggestionEffect>;
export type SuggestionSnapshot = SnapshotFrom<typeof suggestionMachine>;

export const suggestionContextDefaults: SuggestionContext = {
  ...EMPTY_DRAFT,
  authorDelegationId: null,
  ...UNASSIGNED,
  dueDate: null,
  delayRequested: false,
  delayPending: false,
  adjustReason: null,
  ...NO_ANSWER,
  referenceOnly: false,
};

export const suggestionWorkflow = createWorkflow({
  ...deputyWorkflow(SuggestionCreateBodySchema),
  machine: suggestionMachine,
  title: 'Suggestion (建议)',
  statuses: suggestionStatuses,
  guards: suggestionGuards,
  events: eventInfos(SuggestionEventSchemas, suggestionEventLabels),
  effects: SUGGESTION_EFFECTS,
  emptyContext: suggestionContextDefaults,
});

type NewSuggestionFields = Pick<SuggestionContext, 'authorDelegateId'> &
  Partial<Pick<SuggestionContext, 'title' | 'content' | 'coSignerDelegateIds' | 'authorDelegationId'>>;

/** A new draft (POST /api/suggest): status 0, version 0. */
export const newSuggestionRecord: (fields: NewSuggestionFields) => SuggestionRecord = suggestionWorkflow.newRecord;

/** The suggestion a proposal turns into (effect createLinkedSuggestion): it starts at 300, to be assigned. */
export function linkedSuggestionRecord(fields: NewSuggestionFields): SuggestionRecord {
  return suggestionWorkflow.newRecord(fields, 300);
}

export const restoreSuggestion = suggestionWorkflow.restore as (record: SuggestionRecord) => SuggestionSnapshot;

/** Whether the event may happen to the record; if so, what to write and which effects to run. */
export const decideSuggestion: (record: SuggestionRecord, event: SuggestionEvent) => SuggestionDecision = suggestionWorkflow.decide;

/** The event types the actor may send now (status, role and relation; payload and rules are checked on send). */
export const allowedSuggestionEvents: (record: SuggestionRecord, actor: Actor) => SuggestionEventType[] = suggestionWorkflow.allowedEvents;

/** Statuses in which a due date runs: assigned and not yet answered. */
export const DUE_DATE_STATUSES: readonly SuggestionStatus[] = [301, 400];

/** 已审查: submitted suggestions no examination waits on any more (returned, passed, or further on). */
export const EXAMINED_STATUSES: readonly SuggestionStatus[] = (() => {
  const underExamination = new Set(suggestionWorkflow.transitions().filter((row) => row.eventType === 'EXAMINE').map((row) => row.from));
  return suggestionWorkflow.groups.submitted.filter((status) => !underExamination.has(status));
})();

/** Past its due date and not yet answered (500) or concluded (600); drafts and reviews have no due date. */
export function isSuggestionOverdue(record: Pick<SuggestionRecord, 'status' | 'dueDate'>, now: Date | string): boolean {
  if (record.dueDate === null || !DUE_DATE_STATUSES.includes(record.status)) return false;
  return Date.parse(record.dueDate) < new Date(now).getTime();
}
