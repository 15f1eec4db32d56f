import { date, index, integer, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { identity, stampedNow } from './columns';
import type { AttachmentRef } from './workflow';

/** 任免人员: one appointment (任命) or removal (免职) the standing committee decided. */
export const npcAppointmentRemoval = pgTable(
  'npc_appointment_removal',
  {
    appointmentId: identity('appointment_id'),
    personName: text('person_name').notNull(),
    sex: text('sex').notNull(),
    birth: date('birth', { mode: 'string' }),
    /** 1 任命, 2 免职 (shared/appointments.ts). */
    kind: smallint('kind').notNull(),
    post: text('post').notNull(),
    unit: text('unit').notNull().default(''),
    decisionDate: date('decision_date', { mode: 'string' }).notNull(),
    /** The standing committee meeting that decided it, e.g. 市五届人大常委会第二十次会议. */
    session: text('session').notNull(),
    documentNo: text('document_no').notNull().default(''),
    remark: text('remark').notNull().default(''),
    /** The appointment document, stored through the file storage. */
    attachments: jsonb('attachments').$type<AttachmentRef[]>().notNull().default([]),
    fkCreateId: integer('fk_create_id'),
    createTime: stampedNow('create_time'),
    updateTime: stampedNow('update_time'),
  },
  (t) => [index('npc_appointment_removal_date_idx').on(t.decisionDate)],
);
