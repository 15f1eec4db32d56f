import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AttachmentRef } from './workflow';
import { identity, stampedNow, ownedBy } from './columns';

/** 四川省 → 巴中市 → counties → towns. */
export const commArea = pgTable(
  'comm_area',
  {
    areaId: identity('area_id'),
    areaName: text('area_name').notNull(),
    fkParentArea: integer('fk_parent_area'),
    /** 1 province, 2 city, 3 county, 4 town. */
    areaLevel: smallint('area_level').notNull(),
    sortNo: integer('sort_no').notNull().default(0),
  },
  (t) => [index('comm_area_parent_idx').on(t.fkParentArea), index('comm_area_name_idx').on(t.areaName)],
);

/** Terms (届) and sessions (次会议); one row per session of a term. */
export const sysNpcState = pgTable(
  'sys_npc_state',
  {
  stateId: identity('state_id'),
  /** The congress this term belongs to (the city congress). */
  npcId: integer('npc_id').notNull(),
  term: smallint('term').notNull(),
  times: smallint('times').notNull(),
  termShow: text('term_show').notNull(),
  timesShow: text('times_show').notNull(),
  timesStartTime: date('times_start_time', { mode: 'string' }),
  isCurrentTermTimes: boolean('is_current_term_times').notNull().default(false),
  /** 1 plenary session, otherwise (2) recess. */
  currentMeetStatus: smallint('current_meet_status').notNull().default(2),
  /** The session's 议案 submission window; either end may be open (null). */
  proposalOpenAt: timestamp('proposal_open_at', { withTimezone: true, mode: 'string' }),
  proposalCloseAt: timestamp('proposal_close_at', { withTimezone: true, mode: 'string' }),
  /** Submission settings of the session: deputies a proposal needs in all, suggestions in recess. */
  proposalMinSigners: smallint('proposal_min_signers').notNull().default(10),
  suggestInRecess: boolean('suggest_in_recess').notNull().default(true),
  },
  (t) => [uniqueIndex('sys_npc_state_session_idx').on(t.npcId, t.term, t.times)],
);

/**
 * How the readable numbers of a kind (proposal, suggest) are written in one session: the pattern
 * with {n} where the number goes, padded to `digits`, counting from `startNo`.
 */
export const sysCodeRule = pgTable(
  'sys_code_rule',
  {
    ruleId: identity('rule_id'),
    kind: text('kind').notNull(),
    term: smallint('term').notNull(),
    times: smallint('times').notNull(),
    pattern: text('pattern').notNull(),
    digits: smallint('digits').notNull(),
    startNo: integer('start_no').notNull().default(1),
    updateTime: stampedNow('update_time'),
  },
  (t) => [uniqueIndex('sys_code_rule_session_idx').on(t.kind, t.term, t.times)],
);

export const npcDelegation = pgTable('npc_delegation', {
  delegationId: identity('delegation_id'),
  delegationName: text('delegation_name').notNull(),
  fkNpcId: integer('fk_npc_id').notNull(),
  /** The delegate level of the congress the delegation sits in (3 city). */
  delegationLevel: smallint('delegation_level').notNull(),
  fkAreaId: integer('fk_area_id'),
  sortNo: integer('sort_no').notNull().default(0),
  isValid: boolean('is_valid').notNull().default(true),
});

/** Deputies (代表): the record the office keeps, its audit status decided by machines/deputy-record. */
export const npcDelegate = pgTable(
  'npc_delegate',
  {
    delegateId: identity('delegate_id'),
    delegateName: text('delegate_name').notNull(),
    sex: text('sex').notNull().default('男'),
    birth: date('birth', { mode: 'string' }),
    workTime: date('work_time', { mode: 'string' }),
    nationality: text('nationality'),
    nativePlace: text('native_place'),
    political: text('political'),
    degree: text('degree'),
    educationBackground: text('education_background'),
    graduateInstitutions: text('graduate_institutions'),
    major: text('major'),
    phone: text('phone'),
    officePhone: text('office_phone'),
    homePhone: text('home_phone'),
    postalAddress: text('postal_address'),
    postcode: text('postcode'),
    position: text('position'),
    presentOccupation: text('present_occupation'),
    resume: text('resume'),
    headPortrait: text('head_portrait'),
    fkDelegationId: integer('fk_delegation_id').notNull(),
    /** 1 country, 2 province, 3 city, 4 county, 5 township. */
    delegateGrade: smallint('delegate_grade').notNull(),
    /** 1 passed; 2–6 pending applications and vacancies (see enumerations). */
    auditStatus: smallint('audit_status').notNull().default(0),
    fkStationId: integer('fk_station_id'),
    isSpecialCommittee: boolean('is_special_committee').notNull().default(false),
    term: smallint('term').notNull(),
    times: smallint('times').notNull(),
    /** Stored as entered; shown masked to everyone but the office. */
    idCard: text('id_card'),
    /** The other fields of the full record (birthplace, election results…), machines/deputy-record DEPUTY_PROFILE_FIELDS. */
    profile: jsonb('profile').$type<Record<string, string | null>>().notNull().default({}),
    annexList: jsonb('annex_list').$type<AttachmentRef[]>().notNull().default([]),
    electionReport: jsonb('election_report').$type<AttachmentRef[]>().notNull().default([]),
    /** The application waiting for the office (apply type 1–4), what it asks for, why, and its documents. */
    pendingApplyType: smallint('pending_apply_type'),
    pendingDelegationId: integer('pending_delegation_id'),
    pendingChanges: jsonb('pending_changes').$type<Record<string, unknown>>(),
    applyReason: text('apply_reason'),
    applyAnnex: jsonb('apply_annex').$type<AttachmentRef[]>().notNull().default([]),
    version: integer('version').notNull().default(0),
    createTime: stampedNow('create_time'),
    updateTime: stampedNow('update_time'),
  },
  (t) => [
    index('npc_delegate_delegation_idx').on(t.fkDelegationId, t.delegateGrade),
    index('npc_delegate_station_idx').on(t.fkStationId),
    index('npc_delegate_audit_idx').on(t.auditStatus, t.delegateGrade),
    // The office's roster in its order (level, delegation, record): a deep page without sorting every deputy.
    index('npc_delegate_roster_idx').on(t.delegateGrade, t.fkDelegationId, t.delegateId),
    index('npc_delegate_phone_idx').on(t.phone),
    // A new record (the form or an import of thousands) asks whether its identity card is taken.
    index('npc_delegate_id_card_idx').on(t.idCard),
  ],
);

/**
 * Who was a deputy of which delegation when: one row per stretch of service in a delegation,
 * opened when the record is approved, closed by a vacancy, closed and reopened by a transfer.
 * The roster as of any date reads it.
 */
export const npcDelegateTenure = pgTable(
  'npc_delegate_tenure',
  {
    tenureId: identity('tenure_id'),
    fkDelegateId: ownedBy('fk_delegate_id', () => npcDelegate.delegateId),
    fkDelegationId: integer('fk_delegation_id').notNull(),
    delegateGrade: smallint('delegate_grade').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true, mode: 'string' }).notNull(),
    /** Null while serving. */
    validTo: timestamp('valid_to', { withTimezone: true, mode: 'string' }),
  },
  (t) => [
    index('npc_delegate_tenure_delegate_idx').on(t.fkDelegateId, t.validFrom),
    // The roster of a day in its order (level, delegation, deputy): a page stops at its last row.
    index('npc_delegate_tenure_roster_idx').on(t.delegateGrade, t.fkDelegationId, t.fkDelegateId),
  ],
);

/** Relatives of a deputy (npcDelegateInfoRelations). */
export const npcDelegateRelation = pgTable('npc_delegate_relation', {
  relationId: identity('relation_id'),
  fkDelegateId: ownedBy('fk_delegate_id', () => npcDelegate.delegateId),
  appellation: text('appellation').notNull(),
  name: text('name').notNull(),
  birthday: date('birthday', { mode: 'string' }),
  political: text('political'),
  works: text('works'),
});

/** Handling units (承办单位), per term and session, with their assign type 1–7. */
export const sysNpcUnit = pgTable('sys_npc_unit', {
  unitId: identity('unit_id'),
  unitName: text('unit_name').notNull(),
  assignType: smallint('assign_type').notNull(),
  term: smallint('term').notNull(),
  times: smallint('times').notNull(),
  contactName: text('contact_name'),
  contactPhone: text('contact_phone'),
  isValid: boolean('is_valid').notNull().default(true),
});

export const commDictData = pgTable(
  'comm_dict_data',
  {
    dictId: identity('dict_id'),
    typeCode: text('type_code').notNull(),
    dataKey: text('data_key').notNull(),
    dataValue: text('data_value').notNull(),
    sortNum: integer('sort_num').notNull().default(0),
    isValid: boolean('is_valid').notNull().default(true),
  },
  (t) => [index('comm_dict_type_idx').on(t.typeCode, t.sortNum)],
);
