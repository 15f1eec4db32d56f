import { CHINA_UTC_OFFSET, DAY_MS } from '@machines/china-time';
import { asc, eq, sql } from 'drizzle-orm';
import writeXlsxFile, { type SheetData } from 'write-excel-file/node';
import { stationMessageWorkflow } from '@machines/station-message';
import type { StationStatistics, StatisticsAnswer, StatisticsQuery } from '@shared/contracts/portal-content';
import type { Database } from '../../db/database';
import { contactStation, contactStationSuggest } from '../../db/schema';
import { Refusal } from '../refusal';
import type { Keeper } from './access';

/**
 * Days a citizen's message may wait for its answer before it counts as overdue. The documents
 * set no handling period for station messages; fifteen days is the usual period for a
 * people's congress to answer the public (docs/decisions.md).
 */
export const MESSAGE_OVERDUE_DAYS = 15;

const m = contactStationSuggest;
/** The machine's own groups: its final states are "handled", the rest is still open. */
const FINISHED = stationMessageWorkflow.groups.finished.map(Number);

const finished = sql`${m.handleStatus} in (${sql.join(FINISHED.map((code) => sql`${code}`), sql`, `)})`;

/**
 * Per station (the keeper's own, or every station for the administrators): the messages
 * received in the date range (China Standard Time days, both ends included), how many of them
 * are handled, still open, overdue (open and older than MESSAGE_OVERDUE_DAYS at `now`), and the
 * average days from a message to its answer.
 */
export async function stationStatistics(db: Database, keeper: Keeper, query: StatisticsQuery, now = new Date()): Promise<StatisticsAnswer> {
  const { startDate, endDate } = query;
  if (startDate && endDate && startDate > endDate) throw new Refusal(400, '开始日期不能晚于结束日期：startDate');
  const start = startDate ? sql`and ${m.createTime} >= ${`${startDate}T00:00:00${CHINA_UTC_OFFSET}`}::timestamptz` : sql``;
  const end = endDate ? sql`and ${m.createTime} < (${`${endDate}T00:00:00${CHINA_UTC_OFFSET}`}::timestamptz + interval '1 day')` : sql``;
  const overdueBefore = new Date(now.getTime() - MESSAGE_OVERDUE_DAYS * DAY_MS).toISOString();
  const ofStation = sql`${m.fkStationId} = ${contactStation.stationId} ${start} ${end}`;

  const rows = await db
    .select({
      stationId: contactStation.stationId,
      stationName: contactStation.stationName,
      received: sql<number>`(select count(*)::int from ${m} where ${ofStation})`,
      handled: sql<number>`(select count(*)::int from ${m} where ${ofStation} and ${finished})`,
      overdue: sql<number>`(select count(*)::int from ${m} where ${ofStation} and not ${finished} and ${m.createTime} < ${overdueBefore}::timestamptz)`,
      averageDays: sql<
        number | null
      >`(select round((avg(extract(epoch from (${m.handleTime} - ${m.createTime}))) / 86400)::numeric, 1)::float8 from ${m} where ${ofStation} and ${finished} and ${m.handleTime} is not null)`,
    })
    .from(contactStation)
    .where(keeper.all ? undefined : eq(contactStation.stationId, keeper.stationId))
    .orderBy(asc(contactStation.sortNo), asc(contactStation.stationId));

  const list: StationStatistics[] = rows.map((row) => ({
    ...row,
    received: Number(row.received),
    handled: Number(row.handled),
    inProcess: Number(row.received) - Number(row.handled),
    overdue: Number(row.overdue),
    averageDays: row.averageDays === null ? null : Number(row.averageDays),
  }));
  return { list, overdueDays: MESSAGE_OVERDUE_DAYS };
}

const HEADERS = ['联络站', '收到留言', '已办理', '办理中', '超期未办理', '平均办理天数'] as const;

/** The statistics as an .xlsx (write-excel-file), with a total row and the range in the title. */
export async function statisticsWorkbook(answer: StatisticsAnswer, query: StatisticsQuery): Promise<Buffer> {
  const range = `${query.startDate ?? '最早'} 至 ${query.endDate ?? '今天'}`;
  const sum = (key: 'received' | 'handled' | 'inProcess' | 'overdue') => answer.list.reduce((total, row) => total + row[key], 0);
  const data: SheetData = [
    [{ value: `联络站留言统计（${range}；超过 ${answer.overdueDays} 天未办理为超期）`, fontWeight: 'bold' as const }],
    HEADERS.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...answer.list.map((row) => [row.stationName, row.received, row.handled, row.inProcess, row.overdue, row.averageDays ?? '—']),
    [{ value: '合计', fontWeight: 'bold' as const }, sum('received'), sum('handled'), sum('inProcess'), sum('overdue'), ''],
  ];
  return writeXlsxFile(data, { sheet: '联络站统计', columns: [{ width: 36 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 12 }, { width: 14 }] }).toBuffer();
}
