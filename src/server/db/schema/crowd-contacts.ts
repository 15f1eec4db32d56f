import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { npcDelegate } from './organisation';

/**
 * A deputy's public (crowd) contact people (name, phone), kept in the order the
 * deputy entered them. POST /api/doubleContactPerson/ContactCrown replaces the whole list.
 */
export const doubleContactPerson = pgTable(
  'double_contact_person',
  {
    personId: integer('person_id').primaryKey().generatedAlwaysAsIdentity(),
    fkDelegateId: integer('fk_delegate_id')
      .notNull()
      .references(() => npcDelegate.delegateId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** An 11-digit mainland mobile number. */
    phone: text('phone').notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('double_contact_person_delegate_idx').on(t.fkDelegateId, t.sortNo)],
);
