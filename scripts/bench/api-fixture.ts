import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/database';
import { DEPUTIES, deputyUsername } from '../../src/server/seed/deputies';
import { createVerificationCodes } from '../../src/server/services/sms';
import { addMessages, rowsOf } from './api-bulk-data';

/** Who and what the scenarios use: 张明华 (13900000001) at 东城 station, whose manager is 13800000007. */
export const DEPUTY = deputyUsername(0);
export const STATION_MANAGER = '13800000007';

export interface Fixture {
  delegateId: number;
  stationId: number;
  /** The deputy's station's article columns. */
  columnIds: number[];
  /** The deputy's suggestion with the longest history. */
  suggestionId: number;
}

export async function loadFixture(db: Database): Promise<Fixture> {
  const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0];
  const deputy = await one<{ delegate_id: number; fk_station_id: number }>(
    sql`select delegate_id, fk_station_id from npc_delegate where delegate_name = ${DEPUTIES[0].name} order by delegate_id limit 1`,
  );
  const columns = rowsOf<{ column_id: number }>(
    await db.execute(sql`select column_id from contact_station_column where fk_station_id = ${deputy.fk_station_id} order by column_id`),
  );
  const suggestion = await one<{ suggest_id: number }>(sql`
    select s.suggest_id from suggest s join suggest_history h on h.fk_suggest_id = s.suggest_id
    where s.author_delegate_id = ${deputy.delegate_id} group by s.suggest_id order by count(*) desc limit 1`);
  if (!suggestion || columns.length === 0) throw new Error('the demo data no longer has the bench deputy’s suggestion or station columns');
  return { delegateId: deputy.delegate_id, stationId: deputy.fk_station_id, columnIds: columns.map((row) => row.column_id), suggestionId: suggestion.suggest_id };
}

/** Messages to the deputy, new and at version 0, each the target of one PROPOSE. */
export function addProposeTargets(db: Database, delegateId: number, count: number): Promise<string[]> {
  return addMessages(db, { from: 0, count, firstDay: '2024-01-01', delegateId });
}

export interface MessageBody {
  massesName: string;
  massesPhone: string;
  code: string;
  title: string;
  content: string;
  fkDelegateId: number;
}

/**
 * One message per phone, each phone with a live code issued through the intake's own
 * verification-code service (the texts are caught instead of sent). Codes live five minutes:
 * issue them just before the server run that spends them.
 */
export async function prepareMessages(db: Database, delegateId: number, count: number, firstPhone: number): Promise<MessageBody[]> {
  const sent = new Map<string, string>();
  const codes = await createVerificationCodes(db, {
    send: async ({ phone, text }) => void sent.set(phone, /\d{6}/.exec(text)![0]),
  });
  const phones = Array.from({ length: count }, (_, i) => `137${String(firstPhone + i).padStart(8, '0')}`);
  const PARALLEL = 10;
  for (let i = 0; i < phones.length; i += PARALLEL) {
    await Promise.all(
      phones.slice(i, i + PARALLEL).map(async (phone) => {
        const outcome = await codes.request(phone);
        if (outcome.status !== 'sent') throw new Error(`code for ${phone}: ${outcome.status}`);
      }),
    );
  }
  return phones.map((phone, i) => ({
    massesName: '张先生',
    massesPhone: phone,
    code: sent.get(phone)!,
    title: `小区路灯损坏（基准测试 ${i}）`,
    content: '小区门口路灯坏了，晚上出行不便，请帮忙协调修复。',
    fkDelegateId: delegateId,
  }));
}
