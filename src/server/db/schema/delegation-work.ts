import { boolean, date, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { identity, ownedBy, stampedNow } from './columns';
import { npcDelegation } from './organisation';
import type { AttachmentRef } from './workflow';

/**
 * What a delegation keeps (shared/delegation-work.ts): documents, activities, meetings,
 * deliberation opinions and working rules, one row each, `kind` saying which. A kind uses some
 * of the columns (a meeting's agenda is `summary`, its minutes `content`); the others stay null.
 */
export const npcDelegationRecord = pgTable(
  'npc_delegation_record',
  {
    recordId: identity('record_id'),
    fkDelegationId: ownedBy('fk_delegation_id', () => npcDelegation.delegationId),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    category: text('category'),
    happenDate: date('happen_date', { mode: 'string' }),
    /** HH:mm */
    clock: text('clock'),
    place: text('place'),
    organiser: text('organiser'),
    summary: text('summary'),
    /** Plain text, or sanitized rich text for the working rules. */
    content: text('content'),
    term: smallint('term'),
    times: smallint('times'),
    /** npc_delegate of the delegation. */
    fkSpeakerId: integer('fk_speaker_id'),
    /** delegate ids of the delegation. */
    participantIds: jsonb('participant_ids').$type<number[]>().notNull().default([]),
    attachments: jsonb('attachments').$type<AttachmentRef[]>().notNull().default([]),
    isPublished: boolean('is_published').notNull().default(true),
    sortNo: integer('sort_no').notNull().default(0),
    fkCreateUserId: integer('fk_create_user_id'),
    createTime: stampedNow('create_time'),
    updateTime: stampedNow('update_time'),
  },
  (t) => [index('npc_delegation_record_kind_idx').on(t.fkDelegationId, t.kind, t.happenDate)],
);
