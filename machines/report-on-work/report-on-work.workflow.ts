import type { SnapshotFrom } from 'xstate';
import type { Actor } from '../actor';
import { Role } from '../roles';
import { createWorkflow, eventInfos, type Decision, type WorkflowRecord } from '../workflow';
import { ReportDraftSchema, ReportOnWorkEventSchemas, reportOnWorkEventLabels, type ReportOnWorkEvent, type ReportOnWorkEventType } from './report-on-work.events';
import { REPORT_MSG, reportOnWorkStatuses, type ReportStatus } from './report-on-work.labels';
import { reportOnWorkGuards, reportOnWorkMachine, type ReportOnWorkContext } from './report-on-work.machine';

/** What the server does after writing an event: a deleted draft's row goes. */
export const REPORT_ON_WORK_EFFECTS = ['deleteRecord'] as const;
export type ReportOnWorkEffect = (typeof REPORT_ON_WORK_EFFECTS)[number];

export type ReportOnWorkRecord = WorkflowRecord<ReportOnWorkContext, 'status', ReportStatus>;
export type ReportOnWorkDecision = Decision<ReportStatus, ReportOnWorkContext, ReportOnWorkEffect>;
export type ReportOnWorkSnapshot = SnapshotFrom<typeof reportOnWorkMachine>;

export const reportOnWorkContextDefaults: ReportOnWorkContext = {
  fkDelegateId: 0,
  title: '',
  reportYear: 0,
  meetingDate: null,
  meetingPlace: null,
  content: '',
  attachments: [],
  reviewOpinion: null,
  reviewerName: null,
  submitTime: null,
  reviewTime: null,
};

export const reportOnWorkWorkflow = createWorkflow({
  machine: reportOnWorkMachine,
  title: 'Report on work (述职报告), field `status`',
  statusField: 'status',
  statuses: reportOnWorkStatuses,
  guards: reportOnWorkGuards,
  events: eventInfos(ReportOnWorkEventSchemas, reportOnWorkEventLabels),
  effects: REPORT_ON_WORK_EFFECTS,
  emptyContext: reportOnWorkContextDefaults,
  draftEvents: ['EDIT', 'SUBMIT'],
  // Only a deputy writes a report, and is its author.
  create: { schema: ReportDraftSchema, allows: (actor: Actor) => actor.role === Role.represent && actor.delegateId !== undefined, refusal: REPORT_MSG.onlyAuthor },
  // Who may act is answered before when, in the words users have always read for these cases.
  roleBeforeStatus: true,
  wrongStatusRefusals: { EDIT: REPORT_MSG.notEditable, SUBMIT: REPORT_MSG.notEditable, DELETE: REPORT_MSG.onlyDraftDeleted, RETURN: REPORT_MSG.notSubmitted, ARCHIVE: REPORT_MSG.notSubmitted },
  staleVersionRefusal: REPORT_MSG.stale,
});

export const newReportOnWorkRecord: (fields: Partial<ReportOnWorkContext>, status?: ReportStatus) => ReportOnWorkRecord = reportOnWorkWorkflow.newRecord;
export const decideReportOnWork: (record: ReportOnWorkRecord, event: ReportOnWorkEvent) => ReportOnWorkDecision = reportOnWorkWorkflow.decide;
export const allowedReportOnWorkEvents: (record: ReportOnWorkRecord, actor: Actor) => ReportOnWorkEventType[] = reportOnWorkWorkflow.allowedEvents;
