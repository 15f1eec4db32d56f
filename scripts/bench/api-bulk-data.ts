import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';

/**
 * Rows for the benchmark, written with one INSERT … SELECT over generate_series each, so 100,000
 * take seconds. Every row is one the application could have written: messages as the intake
 * stores them (status 0, unread, version 0, no history), suggestions as drafts with the CREATE
 * history row the workflow writes.
 */

/** Both drivers answer `{ rows }`; Drizzle's shared type does not say so. */
export const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Deputies who take messages (approved, at a station in service), numbered from 0. */
const deputiesTakingMessages = (onlyDelegateId: number | null) => sql`
  select (row_number() over (order by d.delegate_id) - 1)::int as i, d.delegate_id, d.delegate_name, d.fk_station_id
  from npc_delegate d join contact_station s on s.station_id = d.fk_station_id
  where d.audit_status = 1 and s.is_valid and (${onlyDelegateId}::int is null or d.delegate_id = ${onlyDelegateId}::int)`;

/** Bulk messages are numbered like the intake's (LY + day + serial) on past days, this many a day. */
const MESSAGES_PER_DAY = 5000;

export interface MessageBatch {
  /** The first serial of the batch: batches that continue one another never share a number. */
  from: number;
  count: number;
  /** The first day of the numbering, yyyy-mm-dd (Bazhong), well before today's numbers. */
  firstDay: string;
  /** All to this deputy; otherwise spread over every deputy taking messages. */
  delegateId?: number;
}

/** Inserts citizens' messages; answers their numbers in order. */
export async function addMessages(db: Database, batch: MessageBatch): Promise<string[]> {
  const result = await db.execute(sql`
    with deputies as (${deputiesTakingMessages(batch.delegateId ?? null)}),
    numbered as (
      select n, (${batch.firstDay}::date + (n / ${MESSAGES_PER_DAY})::int) as day from generate_series(${batch.from}::int, ${batch.from + batch.count - 1}::int) n
    )
    insert into contact_station_suggest
      (masses_suggest_id, title, content, masses_name, fk_delegate_id, delegate_name, fk_station_id, handle_status, is_read, version, create_time)
    select 'LY' || to_char(day, 'YYYYMMDD') || lpad(((n % ${MESSAGES_PER_DAY}) + 1)::text, 4, '0'),
      '群众留言（基准测试）' || n, '小区门口路灯坏了，晚上出行不便。', '张先生', d.delegate_id, d.delegate_name, d.fk_station_id, 0, false, 0,
      day::timestamp at time zone 'Asia/Shanghai' + (n % ${MESSAGES_PER_DAY}) * interval '10 seconds'
    from numbered join deputies d on d.i = n % (select count(*) from deputies)
    order by n
    returning masses_suggest_id`);
  return rowsOf<{ masses_suggest_id: string }>(result).map((row) => row.masses_suggest_id);
}

/** Inserts draft suggestions spread over every deputy with an account, each with its CREATE history row. */
export async function addSuggestions(db: Database, from: number, count: number): Promise<void> {
  await db.execute(sql`
    with deputies as (
      select (row_number() over (order by d.delegate_id) - 1)::int as i, d.delegate_id, d.delegate_name, d.fk_delegation_id, u.user_id
      from npc_delegate d join sys_user u on u.fk_delegate_id = d.delegate_id
    ),
    session as (select term, times from suggest order by suggest_id desc limit 1),
    inserted as (
      insert into suggest (term, times, title, content, author_delegate_id, author_user_id, author_delegation_id, status, version)
      select s.term, s.times, '关于改善城区交通秩序的建议（基准测试）' || n, '<p>建议在学校周边增设减速带和人行横道。</p>',
        d.delegate_id, d.user_id, d.fk_delegation_id, 0, 0
      from generate_series(${from}::int, ${from + count - 1}::int) n
        join deputies d on d.i = n % (select count(*) from deputies) cross join session s
      returning suggest_id, author_delegate_id, author_user_id
    )
    insert into suggest_history (fk_suggest_id, event_type, from_status, to_status, actor_user_id, actor_name, actor_role)
    select i.suggest_id, 'CREATE', null, 0, i.author_user_id, d.delegate_name, 'NPC_REPRESENT'
    from inserted i join deputies d on d.delegate_id = i.author_delegate_id`);
}

export async function rowCount(db: Database, table: 'suggest' | 'contact_station_suggest'): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0].n;
}

/** Fills both tables up to `total` rows each (the demo's own rows count). */
export async function growTo(db: Database, total: number, bulkSoFar: { messages: number; suggestions: number }) {
  const messages = total - (await rowCount(db, 'contact_station_suggest'));
  if (messages > 0) {
    await addMessages(db, { from: bulkSoFar.messages, count: messages, firstDay: '2025-01-01' });
    bulkSoFar.messages += messages;
  }
  const suggestions = total - (await rowCount(db, 'suggest'));
  if (suggestions > 0) {
    await addSuggestions(db, bulkSoFar.suggestions, suggestions);
    bulkSoFar.suggestions += suggestions;
  }
  // What autovacuum does soon after a bulk load: statistics, the visibility map, GIN's pending list.
  for (const table of ['contact_station_suggest', 'suggest', 'suggest_history']) await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
}

/**
 * Grows the roster to `total` deputies of the three levels (city, county, township) over the
 * demo's delegations, each record confirmed with a tenure since the term began, one in ten
 * transferred in 2025 (two tenures) and one in fifty vacant — what the office's lists and the
 * roster as of a day read.
 */
export async function growDeputies(db: Database, total: number): Promise<void> {
  const count = total - rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from npc_delegate`))[0].n;
  if (count <= 0) return;
  await db.execute(sql`
    with delegations as (select (row_number() over (order by delegation_id) - 1)::int as i, delegation_id from npc_delegation),
    inserted as (
      insert into npc_delegate (delegate_name, sex, birth, nationality, political, education_background, position, present_occupation,
        fk_delegation_id, delegate_grade, audit_status, term, times)
      select '基准代表' || n, case when n % 3 = 0 then '女' else '男' end, date '1960-01-01' + (n % 12000),
        case when n % 17 = 0 then '土家族' else '汉族' end, (array['中共党员', '群众', '民盟盟员', '九三学社社员'])[n % 4 + 1],
        (array['研究生', '大学', '大专', '中专', '高中'])[n % 5 + 1], (array['农民', '教师', '企业负责人', '党政机关干部', '医务工作者'])[n % 5 + 1],
        '巴中市某单位职员', d.delegation_id, 3 + n % 3, case when n % 50 = 0 then 6 else 1 end, 5, 3
      from generate_series(1, ${count}::int) n join delegations d on d.i = n % (select count(*) from delegations)
      returning delegate_id, fk_delegation_id, delegate_grade, audit_status
    ),
    moved as (select i.*, (select delegation_id from npc_delegation where delegation_id <> i.fk_delegation_id order by delegation_id limit 1) as before_id from inserted i)
    insert into npc_delegate_tenure (fk_delegate_id, fk_delegation_id, delegate_grade, valid_from, valid_to)
    select delegate_id, case when delegate_id % 10 = 0 then before_id else fk_delegation_id end, delegate_grade, timestamptz '2023-12-28 10:00+08',
      case when delegate_id % 10 = 0 then timestamptz '2025-03-15 10:00+08' when audit_status = 6 then timestamptz '2025-06-30 10:00+08' end
    from moved
    union all
    select delegate_id, fk_delegation_id, delegate_grade, timestamptz '2025-03-15 10:00+08', case when audit_status = 6 then timestamptz '2025-06-30 10:00+08' end
    from moved where delegate_id % 10 = 0`);
  for (const table of ['npc_delegate', 'npc_delegate_tenure']) await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
}
