import { boolean, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant, ownedBy, stampedNow } from './columns';
import { commArea, npcDelegate } from './organisation';
import { contactStation } from './stations';
import { sysUser } from './users';

/** 代表小组: deputies of one level organised around a home station (usually a township's). */
export const npcGroup = pgTable(
  'npc_group',
  {
    groupId: identity('group_id'),
    groupName: text('group_name').notNull(),
    /** The level of the congress whose deputies it gathers: 3 city, 4 county, 5 township. */
    groupLevel: smallint('group_level').notNull(),
    fkStationId: integer('fk_station_id').references(() => contactStation.stationId),
    fkAreaId: integer('fk_area_id').references(() => commArea.areaId),
    description: text('description'),
    sortNo: integer('sort_no').notNull().default(0),
    isEnable: boolean('is_enable').notNull().default(true),
    createTime: stampedNow('create_time'),
    updateTime: stampedNow('update_time'),
  },
  (t) => [uniqueIndex('npc_group_name_idx').on(t.groupName), index('npc_group_station_idx').on(t.fkStationId)],
);

/** A deputy in a group, with the role held there (1 组长, 2 副组长, 3 成员). */
export const npcGroupMember = pgTable(
  'npc_group_member',
  {
    memberId: identity('member_id'),
    fkGroupId: ownedBy('fk_group_id', () => npcGroup.groupId),
    fkDelegateId: ownedBy('fk_delegate_id', () => npcDelegate.delegateId),
    /** The group's level, copied so that one index keeps a deputy in one group per level. */
    groupLevel: smallint('group_level').notNull(),
    memberRole: smallint('member_role').notNull().default(3),
    createTime: stampedNow('create_time'),
  },
  (t) => [uniqueIndex('npc_group_member_level_idx').on(t.fkDelegateId, t.groupLevel), index('npc_group_member_group_idx').on(t.fkGroupId, t.memberRole)],
);

/** Which NPC_GROUP accounts administer which group. */
export const npcGroupAdmin = pgTable(
  'npc_group_admin',
  {
    fkGroupId: ownedBy('fk_group_id', () => npcGroup.groupId),
    fkUserId: ownedBy('fk_user_id', () => sysUser.userId),
    createTime: stampedNow('create_time'),
  },
  (t) => [primaryKey({ columns: [t.fkGroupId, t.fkUserId] }), index('npc_group_admin_user_idx').on(t.fkUserId)],
);

/** 述职报告: a deputy's report on duty performance to the electors; status 0 草稿, 100 已提交, 200 已退回, 300 已归档. */
export const npcReportOnWork = pgTable(
  'npc_report_on_work',
  {
    reportId: identity('report_id'),
    fkDelegateId: ownedBy('fk_delegate_id', () => npcDelegate.delegateId),
    title: text('title').notNull(),
    reportYear: smallint('report_year').notNull(),
    meetingDate: date('meeting_date', { mode: 'string' }),
    meetingPlace: text('meeting_place'),
    /** Sanitized rich text (services/rich-text.ts). */
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<{ name: string; objPath: string }[]>().notNull().default([]),
    status: smallint('status').notNull().default(0),
    reviewOpinion: text('review_opinion'),
    reviewerName: text('reviewer_name'),
    submitTime: instant('submit_time'),
    reviewTime: instant('review_time'),
    version: integer('version').notNull().default(0),
    createTime: stampedNow('create_time'),
    updateTime: stampedNow('update_time'),
  },
  (t) => [index('npc_report_on_work_author_idx').on(t.fkDelegateId, t.createTime), index('npc_report_on_work_status_idx').on(t.status, t.submitTime)],
);

/** 选区: the electoral unit a deputy was elected in; its name is unique within its term. */
export const npcElectoralUnit = pgTable(
  'npc_electoral_unit',
  {
    unitId: identity('unit_id'),
    unitName: text('unit_name').notNull(),
    /** The term (届) of the election that drew it. */
    term: smallint('term').notNull(),
    /** The county the unit lies in. */
    fkAreaId: integer('fk_area_id').references(() => commArea.areaId),
    /** The towns and communities it covers, as written on the election notice. */
    coverage: text('coverage').notNull().default(''),
    voterCount: integer('voter_count').notNull().default(0),
    population: integer('population').notNull().default(0),
    electionDate: date('election_date', { mode: 'string' }),
    /** The home station that serves it. */
    fkStationId: integer('fk_station_id').references(() => contactStation.stationId),
    sortNo: integer('sort_no').notNull().default(0),
    isEnable: boolean('is_enable').notNull().default(true),
  },
  (t) => [uniqueIndex('npc_electoral_unit_term_name_idx').on(t.term, t.unitName)],
);

/** Who was elected in a unit, with the votes received; a deputy has one unit. */
export const npcElectoralUnitDelegate = pgTable(
  'npc_electoral_unit_delegate',
  {
    fkUnitId: ownedBy('fk_unit_id', () => npcElectoralUnit.unitId),
    fkDelegateId: ownedBy('fk_delegate_id', () => npcDelegate.delegateId),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.fkUnitId, t.fkDelegateId] }), uniqueIndex('npc_electoral_unit_delegate_idx').on(t.fkDelegateId)],
);
