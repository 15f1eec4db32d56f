import { boolean, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A file attached to a record: where it is stored and what the user called it. */
export interface AttachmentRef {
  name: string;
  objPath: string;
}

/**
 * The columns every lifecycle history row has. History rows are only ever appended:
 * one per accepted event, never updated or deleted.
 */
const historyColumns = () => ({
  historyId: integer('history_id').primaryKey().generatedAlwaysAsIdentity(),
  eventType: text('event_type').notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status'),
  /** Examine result or satisfaction, where the event carries one. */
  result: smallint('result'),
  opinion: text('opinion'),
  /** The rest of the event's payload (units, reply, answer category...). */
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  actorUserId: integer('actor_user_id'),
  actorName: text('actor_name').notNull(),
  actorRole: text('actor_role').notNull(),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
});

/** The columns proposals and suggestions share: authorship, numbering, status and version. */
const recordColumns = () => ({
  term: smallint('term').notNull(),
  times: smallint('times').notNull(),
  /** Readable number within the term and session, given at first submission. */
  serialNo: integer('serial_no'),
  title: text('title').notNull().default(''),
  /** Sanitized rich text. */
  content: text('content').notNull().default(''),
  attachments: jsonb('attachments').$type<AttachmentRef[]>().notNull().default([]),
  authorDelegateId: integer('author_delegate_id').notNull(),
  authorUserId: integer('author_user_id').notNull(),
  authorDelegationId: integer('author_delegation_id').notNull(),
  status: smallint('status').notNull().default(0),
  version: integer('version').notNull().default(1),
  /** Whether the units were already asked to answer again after an unsatisfied evaluation. */
  rehandled: boolean('rehandled').notNull().default(false),
  replyContent: text('reply_content'),
  answerCategory: text('answer_category'),
  satisfaction: smallint('satisfaction'),
  submitTime: timestamp('submit_time', { withTimezone: true }),
  createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
});

export const proposal = pgTable(
  'proposal',
  {
    proposalId: integer('proposal_id').primaryKey().generatedAlwaysAsIdentity(),
    ...recordColumns(),
    /** Set when submitted in a delegation's name instead of by ten deputies. */
    fkDelegationId: integer('fk_delegation_id'),
    /** The status a withdrawal request (701) left, restored if it is rejected. */
    withdrawnFrom: smallint('withdrawn_from'),
    /** The suggestion this proposal was turned into (102/202/302). */
    linkedSuggestId: integer('linked_suggest_id'),
  },
  (t) => [
    index('proposal_status_idx').on(t.term, t.times, t.status, t.proposalId),
    index('proposal_author_idx').on(t.authorDelegateId, t.status),
    uniqueIndex('proposal_serial_idx').on(t.term, t.times, t.serialNo),
  ],
);

export const proposalCosigner = pgTable(
  'proposal_cosigner',
  {
    fkProposalId: integer('fk_proposal_id')
      .notNull()
      .references(() => proposal.proposalId, { onDelete: 'cascade' }),
    fkDelegateId: integer('fk_delegate_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkProposalId, t.fkDelegateId] }), index('proposal_cosigner_delegate_idx').on(t.fkDelegateId)],
);

export const proposalUnit = pgTable(
  'proposal_unit',
  {
    fkProposalId: integer('fk_proposal_id')
      .notNull()
      .references(() => proposal.proposalId, { onDelete: 'cascade' }),
    fkUnitId: integer('fk_unit_id').notNull(),
    assignType: smallint('assign_type').notNull(),
    main: boolean('main').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkProposalId, t.fkUnitId] }), index('proposal_unit_unit_idx').on(t.fkUnitId)],
);

/** Kept even when a draft is deleted, so no FK cascade. */
export const proposalHistory = pgTable(
  'proposal_history',
  { fkProposalId: integer('fk_proposal_id').notNull(), ...historyColumns() },
  (t) => [index('proposal_history_record_idx').on(t.fkProposalId, t.historyId)],
);

export const suggest = pgTable(
  'suggest',
  {
    suggestId: integer('suggest_id').primaryKey().generatedAlwaysAsIdentity(),
    ...recordColumns(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    dueDate: timestamp('due_date', { withTimezone: true }),
    delayRequested: boolean('delay_requested').notNull().default(false),
    delayPending: boolean('delay_pending').notNull().default(false),
    /** The reason a unit gave when sending an assignment back for adjustment. */
    adjustReason: text('adjust_reason'),
    /** The proposal this suggestion was turned from. */
    linkedProposalId: integer('linked_proposal_id'),
  },
  (t) => [
    index('suggest_status_idx').on(t.term, t.times, t.status, t.suggestId),
    index('suggest_author_idx').on(t.authorDelegateId, t.status),
    index('suggest_due_idx').on(t.status, t.dueDate),
    uniqueIndex('suggest_serial_idx').on(t.term, t.times, t.serialNo),
  ],
);

export const suggestCosigner = pgTable(
  'suggest_cosigner',
  {
    fkSuggestId: integer('fk_suggest_id')
      .notNull()
      .references(() => suggest.suggestId, { onDelete: 'cascade' }),
    fkDelegateId: integer('fk_delegate_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.fkSuggestId, t.fkDelegateId] }), index('suggest_cosigner_delegate_idx').on(t.fkDelegateId)],
);

export const suggestUnit = pgTable(
  'suggest_unit',
  {
    fkSuggestId: integer('fk_suggest_id')
      .notNull()
      .references(() => suggest.suggestId, { onDelete: 'cascade' }),
    fkUnitId: integer('fk_unit_id').notNull(),
    assignType: smallint('assign_type').notNull(),
    main: boolean('main').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.fkSuggestId, t.fkUnitId] }), index('suggest_unit_unit_idx').on(t.fkUnitId)],
);

export const suggestHistory = pgTable(
  'suggest_history',
  { fkSuggestId: integer('fk_suggest_id').notNull(), ...historyColumns() },
  (t) => [index('suggest_history_record_idx').on(t.fkSuggestId, t.historyId)],
);

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
    fkDelegateId: integer('fk_delegate_id').notNull(),
    delegateName: text('delegate_name').notNull(),
    fkStationId: integer('fk_station_id').notNull(),
    handleStatus: smallint('handle_status').notNull().default(0),
    isRead: boolean('is_read').notNull().default(false),
    delegateSuggestion: text('delegate_suggestion'),
    stationSuggestion: text('station_suggestion'),
    handleResult: text('handle_result'),
    handleTime: timestamp('handle_time', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_station_suggest_delegate_idx').on(t.fkDelegateId, t.createTime),
    index('contact_station_suggest_station_idx').on(t.fkStationId, t.handleStatus, t.createTime),
  ],
);

export const contactStationSuggestHistory = pgTable(
  'contact_station_suggest_history',
  { fkMassesSuggestId: text('fk_masses_suggest_id').notNull(), ...historyColumns() },
  (t) => [index('contact_station_suggest_history_record_idx').on(t.fkMassesSuggestId, t.historyId)],
);
