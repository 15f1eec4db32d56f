import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { identity, stampedNow, ownedBy } from './columns';
import { npcDelegate } from './organisation';

/**
 * A deputy's public (crowd) contact people (name, phone), kept in the order the
 * deputy entered them. POST /api/doubleContactPerson/ContactCrown replaces the whole list.
 */
export const doubleContactPerson = pgTable(
  'double_contact_person',
  {
    personId: identity('person_id'),
    fkDelegateId: ownedBy('fk_delegate_id', () => npcDelegate.delegateId),
    name: text('name').notNull(),
    /** An 11-digit mainland mobile number. */
    phone: text('phone').notNull(),
    sortNo: integer('sort_no').notNull().default(0),
    createTime: stampedNow('create_time'),
  },
  (t) => [index('double_contact_person_delegate_idx').on(t.fkDelegateId, t.sortNo)],
);
