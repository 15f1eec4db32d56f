import { boolean, index, integer, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, ownedBy, stampedNow } from './columns';
import { npcDelegate } from './organisation';

/** The kinds of dictionary (typeCode) the entries of comm_dict_data belong to. */
export const commDictType = pgTable('comm_dict_type', {
  typeId: identity('type_id'),
  typeCode: text('type_code').notNull().unique(),
  typeName: text('type_name').notNull(),
  remark: text('remark'),
  sortNum: integer('sort_num').notNull().default(0),
  isValid: boolean('is_valid').notNull().default(true),
});

/** The people's congresses by level (delegate levels 1 country … 5 township), as a tree. */
export const npcOrganization = pgTable(
  'npc_organization',
  {
    organizationId: identity('organization_id'),
    organizationName: text('organization_name').notNull(),
    fkParentOrganization: integer('fk_parent_organization'),
    /** 1 country, 2 province, 3 city, 4 county, 5 township. */
    delegateGrade: smallint('delegate_grade').notNull(),
    fkAreaId: integer('fk_area_id'),
    remark: text('remark'),
    sortNo: integer('sort_no').notNull().default(0),
    isValid: boolean('is_valid').notNull().default(true),
  },
  (t) => [index('npc_organization_parent_idx').on(t.fkParentOrganization, t.sortNo)],
);

/** The congress's special committees (专门委员会). */
export const npcSpecialCommittee = pgTable('npc_special_committee', {
  specialCommitteeId: identity('special_committee_id'),
  committeeName: text('committee_name').notNull(),
  remark: text('remark'),
  sortNo: integer('sort_no').notNull().default(0),
  isValid: boolean('is_valid').notNull().default(true),
});

/** A deputy's seat on a special committee in a term and session; npc_delegate.is_special_committee follows these rows. */
export const npcSpecialCommitteeMember = pgTable(
  'npc_special_committee_member',
  {
    memberId: identity('member_id'),
    // A committee with members is not deleted (the service refuses), so no cascade here.
    fkSpecialCommitteeId: integer('fk_special_committee_id')
      .notNull()
      .references(() => npcSpecialCommittee.specialCommitteeId),
    fkDelegateId: ownedBy('fk_delegate_id', () => npcDelegate.delegateId),
    specialCommitteePosition: text('special_committee_position').notNull(),
    term: smallint('term').notNull(),
    times: smallint('times').notNull(),
    createTime: stampedNow('create_time'),
  },
  (t) => [
    uniqueIndex('npc_special_committee_member_seat_idx').on(t.fkSpecialCommitteeId, t.fkDelegateId, t.term, t.times),
    index('npc_special_committee_member_delegate_idx').on(t.fkDelegateId),
  ],
);

/** Interface addresses: the third-party pages menus of open type 4 embed. */
export const sysUrl = pgTable('sys_url', {
  urlId: identity('url_id'),
  urlName: text('url_name').notNull(),
  url: text('url').notNull(),
  remark: text('remark'),
  sortNo: integer('sort_no').notNull().default(0),
  isValid: boolean('is_valid').notNull().default(true),
});
