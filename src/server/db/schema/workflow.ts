import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex, type AnyPgColumn, type PgColumnBuilderBase } from 'drizzle-orm/pg-core';
import { identity } from './columns';

/** A file attached to a record: where it is stored and what the user called it. */
export interface AttachmentRef {
  name: string;
  objPath: string;
}

/** An assigned handling unit as the lifecycle machines keep it (machines/workflow/). */
export interface StoredUnit {
  unitId: number;
  assignType: number;
  main: boolean;
  signedAt: string | null;
  opinionAt: string | null;
}

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * The columns every lifecycle history row has. History rows are only ever appended:
 * one per accepted event, never updated or deleted.
 */
const historyColumns = () => ({
  historyId: identity('history_id'),
  eventType: text('event_type').notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status'),
  /** Examine result, where the event carries one. */
  result: smallint('result'),
  satisfaction: smallint('satisfaction'),
  /** The opinion, reason, comment, reply or suggestion text sent with the event. */
  opinion: text('opinion'),
  /** The rest of the event's payload (units, answer category...). */
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  actorUserId: integer('actor_user_id'),
  actorName: text('actor_name').notNull(),
  actorRole: text('actor_role').notNull(),
  createTime: ts('create_time').notNull().defaultNow(),
});

/**
 * What proposals and suggestions share. The machine context is stored field for field (same
 * names), so a row is the record the machine restores from; the rest is the server's own.
 */
const recordColumns = () => ({
  term: smallint('term').notNull(),
  times: smallint('times').notNull(),
  /** Readable number within the term and session, given at first submission. */
  serialNo: integer('serial_no'),
  /** The readable number as issued (议案第012号), kept as written whatever the rule becomes. */
  readableNo: text('readable_no'),
  title: text('title'),
  /** Sanitized rich text. */
  content: text('content'),
  attachments: jsonb('attachments').$type<AttachmentRef[]>().notNull().default([]),
  authorDelegateId: integer('author_delegate_id').notNull(),
  authorUserId: integer('author_user_id').notNull(),
  authorDelegationId: integer('author_delegation_id'),
  coSignerDelegateIds: integer('co_signer_delegate_ids').array().notNull().default(sql`'{}'::integer[]`),
  status: smallint('status').notNull().default(0),
  version: integer('version').notNull().default(0),
  units: jsonb('units').$type<StoredUnit[]>().notNull().default([]),
  assignedAt: ts('assigned_at'),
  replyContent: text('reply_content'),
  answerCategory: text('answer_category').$type<'A' | 'B' | 'C'>(),
  repliedAt: ts('replied_at'),
  satisfaction: smallint('satisfaction').$type<1 | 2 | 3>(),
  /** Whether the units were already asked to answer again after an unsatisfied evaluation. */
  rehandled: boolean('rehandled').notNull().default(false),
  submitTime: ts('submit_time'),
  createTime: ts('create_time').notNull().defaultNow(),
  updateTime: ts('update_time').notNull().defaultNow(),
});

/**
 * A lifecycle's history table, its rows pointing at their record by `recordKey`. No foreign key:
 * the history is kept when a draft is deleted.
 */
const historyTable = <K extends string, C extends PgColumnBuilderBase>(name: string, recordKey: K, recordColumn: C) =>
  pgTable(name, { ...({ [recordKey]: recordColumn } as Record<K, C>), ...historyColumns() }, (t) => [
    index(`${name}_record_idx`).on(t[recordKey] as AnyPgColumn, t.historyId),
  ]);

type RecordColumns = { [K in keyof ReturnType<typeof recordColumns>]: AnyPgColumn };

/** The indexes of the queues every record kind answers, over its table `name` keyed by `id`. */
const recordIndexes = (name: string, t: RecordColumns, id: AnyPgColumn) => [
  index(`${name}_status_idx`).on(t.term, t.times, t.status, id),
  // A deputy's own records newest first, and counted from the index alone (records.service ownPage).
  index(`${name}_author_newest_idx`).on(t.authorDelegateId, id, t.status),
  index(`${name}_cosigner_idx`).using('gin', t.coSignerDelegateIds),
  index(`${name}_units_idx`).using('gin', t.units),
  uniqueIndex(`${name}_serial_idx`).on(t.term, t.times, t.serialNo),
];

export const proposal = pgTable(
  'proposal',
  {
    proposalId: identity('proposal_id'),
    ...recordColumns(),
    /** Set when submitted in a delegation's name instead of by ten deputies. */
    delegationId: integer('delegation_id'),
    /** The status a withdrawal request (701) left, restored if it is rejected. */
    withdrawnFrom: smallint('withdrawn_from'),
    /** The suggestion this proposal was turned into (102/202/302). */
    linkedSuggestId: integer('linked_suggest_id'),
  },
  (t) => recordIndexes('proposal', t, t.proposalId),
);

export const proposalHistory = historyTable('proposal_history', 'fkProposalId', integer('fk_proposal_id').notNull());

export const suggest = pgTable(
  'suggest',
  {
    suggestId: identity('suggest_id'),
    ...recordColumns(),
    dueDate: ts('due_date'),
    delayRequested: boolean('delay_requested').notNull().default(false),
    delayPending: boolean('delay_pending').notNull().default(false),
    /** Why a unit sent the assignment back; shown to the committee at 300. */
    adjustReason: text('adjust_reason'),
    /** Concluded by an examine result 3 (reference only) rather than by handling. */
    referenceOnly: boolean('reference_only').notNull().default(false),
    /** The proposal this suggestion was turned from. */
    linkedProposalId: integer('linked_proposal_id'),
  },
  (t) => [
    ...recordIndexes('suggest', t, t.suggestId),
    index('suggest_delegation_idx').on(t.authorDelegationId, t.status),
    index('suggest_due_idx').on(t.status, t.dueDate),
  ],
);

export const suggestHistory = historyTable('suggest_history', 'fkSuggestId', integer('fk_suggest_id').notNull());

/** A message a citizen left for a deputy at a contact station. */
export const contactStationSuggest = pgTable(
  'contact_station_suggest',
  {
    /** The message number the citizen keeps to query the feedback. */
    massesSuggestId: text('masses_suggest_id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    address: text('address'),
    /** Attachment file names, comma-separated. */
    annex: text('annex'),
    massesName: text('masses_name'),
    massesPhone: text('masses_phone'),
    fkDelegateId: integer('fk_delegate_id'),
    delegateName: text('delegate_name'),
    fkStationId: integer('fk_station_id'),
    handleStatus: smallint('handle_status').notNull().default(0),
    isRead: boolean('is_read').notNull().default(false),
    delegateSuggestion: text('delegate_suggestion'),
    stationSuggestion: text('station_suggestion'),
    handleResult: text('handle_result'),
    handleTime: ts('handle_time'),
    version: integer('version').notNull().default(0),
    createTime: ts('create_time').notNull().defaultNow(),
  },
  (t) => [
    index('contact_station_suggest_delegate_idx').on(t.fkDelegateId, t.createTime),
    index('contact_station_suggest_station_idx').on(t.fkStationId, t.handleStatus, t.createTime),
    // The station's whole list, newest first, without sorting all its messages.
    index('contact_station_suggest_station_time_idx').on(t.fkStationId, t.createTime),
  ],
);

/** The deputy record's events (applications and decisions), with the before and after of what they changed. */
export const npcDelegateHistory = historyTable('npc_delegate_history', 'fkDelegateId', integer('fk_delegate_id').notNull());

/** A 述职报告's events (save, submit, return, archive, delete): the history of npc_report_on_work, kept when a draft is deleted. */
export const npcReportOnWorkHistory = historyTable('npc_report_on_work_history', 'fkReportId', integer('fk_report_id').notNull());

export const contactStationSuggestHistory = historyTable('contact_station_suggest_history', 'fkMassesSuggestId', text('fk_masses_suggest_id').notNull());
