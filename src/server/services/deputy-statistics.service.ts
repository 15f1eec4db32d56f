import { and, asc, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  AGE_BANDS,
  ARCHIVAL_FIELDS,
  BLANK_LABEL,
  BLANK_VALUE,
  CROSS_COLUMNS,
  DIMENSIONS,
  DIMENSION_TITLE,
  GRADE_LABEL,
  SERVING_STATUSES,
  type Archival,
  type ArchivalRow,
  type Composition,
  type CrossRow,
  type CrossTable,
  type DeputyRow,
  type Dimension,
  type DimensionCount,
  type IncompleteQuery,
  type IncompleteRow,
  type RosterChangeMonth,
  type RosterChanges,
  type Slice,
  type SliceQuery,
  type StatisticsQuery,
} from '@shared/contracts/deputy-statistics';
import { CHINA_OFFSET_MS, chinaDayStart } from '@machines/china-time';
import { monthEnd, monthsBetween, rosterChangeOf, ROSTER_CHANGE_KINDS } from '@machines/deputy-record';
import { rowsOf, type Database } from '../db/database';
import { offsetOf } from '../db/paging';
import { npcDelegate, npcDelegateHistory, npcDelegateTenure, npcDelegation, sysNpcState } from '../db/schema';

/**
 * 代表统计, 代表构成表 and 档案统计: counts of the serving deputies, each a GROUP BY (or one
 * pass of FILTERed counts) in the database, so they stay quick at twenty thousand deputies.
 */

const d = npcDelegate;

/** 中共党员 and its probationary members; everyone else with a stated affiliation is 党外. */
const PARTY_MEMBER = ['中共党员', '中共预备党员'] as const;
/** The education values counted as 大学及以上. */
export const UNIVERSITY_AND_ABOVE = ['研究生', '博士研究生', '硕士研究生', '博士', '硕士', '大学', '大学本科', '本科'] as const;
const HAN = '汉族';

/** The serving deputies under the page's filters. */
export function servingWhere(query: StatisticsQuery): SQL {
  return and(
    inArray(d.auditStatus, [...SERVING_STATUSES]),
    query.delegateGrade !== undefined ? eq(d.delegateGrade, query.delegateGrade) : undefined,
    query.delegationId !== undefined ? eq(d.fkDelegationId, query.delegationId) : undefined,
  )!;
}

/** Whole years of age on `asOf` (a yyyy-MM-dd date). */
const ageOn = (asOf: string) => sql`extract(year from age(${asOf}::date, ${d.birth}))`;

function ageBand(asOf: string): SQL<string> {
  const age = ageOn(asOf);
  return sql<string>`case when ${d.birth} is null then ${BLANK_VALUE}
    when ${age} <= 35 then 'le35' when ${age} <= 45 then '36-45' when ${age} <= 55 then '46-55'
    when ${age} <= 65 then '56-65' else 'gt65' end`;
}

const text = (column: SQL | typeof d.sex) => sql<string>`coalesce(${column}, ${BLANK_VALUE})`;

/** Each dimension's value as SQL: the key the deputies are grouped by and a slice is found by. */
function dimensionValue(dimension: Dimension, asOf: string): SQL<string> {
  switch (dimension) {
    case 'sex':
      return text(sql`${d.sex}`);
    case 'age':
      return ageBand(asOf);
    case 'ethnicGroup':
      return sql<string>`case when coalesce(${d.nationality}, '') = '' then ${BLANK_VALUE} when ${d.nationality} = ${HAN} then 'han' else 'minority' end`;
    case 'nationality':
      return text(sql`nullif(${d.nationality}, '')`);
    case 'political':
      return text(sql`nullif(${d.political}, '')`);
    case 'education':
      return text(sql`nullif(${d.educationBackground}, '')`);
    case 'position':
      return text(sql`nullif(${d.position}, '')`);
    case 'grade':
      return sql<string>`${d.delegateGrade}::text`;
    case 'delegation':
      return sql<string>`${d.fkDelegationId}::text`;
  }
}

const FIXED_ORDER: Partial<Record<Dimension, readonly { value: string; label: string }[]>> = {
  sex: [
    { value: '男', label: '男' },
    { value: '女', label: '女' },
  ],
  age: AGE_BANDS,
  ethnicGroup: [
    { value: 'han', label: HAN },
    { value: 'minority', label: '少数民族' },
  ],
  grade: Object.entries(GRADE_LABEL).map(([value, label]) => ({ value, label })),
};

/** The label a slice shows. */
export function sliceLabel(dimension: Dimension, value: string, delegationNames: ReadonlyMap<string, string>): string {
  if (value === BLANK_VALUE) return BLANK_LABEL;
  if (dimension === 'delegation') return delegationNames.get(value) ?? value;
  return FIXED_ORDER[dimension]?.find((slice) => slice.value === value)?.label ?? value;
}

/** The delegations by their sort order: id (as text) → name. */
async function delegationNames(db: Database): Promise<Map<string, string>> {
  const rows = await db
    .select({ id: npcDelegation.delegationId, name: npcDelegation.delegationName })
    .from(npcDelegation)
    .orderBy(asc(npcDelegation.sortNo), asc(npcDelegation.delegationId));
  return new Map(rows.map((row) => [String(row.id), row.name]));
}

/** The filters' delegations: the valid ones, in their order. */
export async function statisticsOptions(db: Database) {
  const delegations = await db
    .select({ delegationId: npcDelegation.delegationId, delegationName: npcDelegation.delegationName })
    .from(npcDelegation)
    .where(eq(npcDelegation.isValid, true))
    .orderBy(asc(npcDelegation.sortNo), asc(npcDelegation.delegationId));
  return { delegations };
}

/** Slices in the page's order: the fixed bands first, delegations by their sort, the rest by size. */
function ordered(dimension: Dimension, counted: Map<string, number>, names: ReadonlyMap<string, string>): Slice[] {
  const fixed = FIXED_ORDER[dimension]?.map((slice) => slice.value) ?? (dimension === 'delegation' ? [...names.keys()] : []);
  const rank = (value: string) => {
    const at = fixed.indexOf(value);
    return value === BLANK_VALUE ? Number.MAX_SAFE_INTEGER : at < 0 ? fixed.length : at;
  };
  return [...counted.entries()]
    .map(([value, n]) => ({ value, label: sliceLabel(dimension, value, names), count: n }))
    .sort((a, b) => rank(a.value) - rank(b.value) || b.count - a.count || a.value.localeCompare(b.value, 'zh-CN'));
}

export async function composition(db: Database, query: StatisticsQuery, asOf: string): Promise<Composition> {
  const where = servingWhere(query);
  const names = await delegationNames(db);
  const dimensions: DimensionCount[] = [];
  let total = 0;
  for (const dimension of DIMENSIONS) {
    const value = dimensionValue(dimension, asOf);
    // By position: the expression carries parameters, which GROUP BY would not see as the same.
    const rows = await db.select({ value, n: count() }).from(d).where(where).groupBy(sql`1`);
    const counted = new Map(rows.map((row) => [row.value, row.n]));
    if (dimension === 'sex') total = rows.reduce((sum, row) => sum + row.n, 0);
    dimensions.push({ dimension, title: DIMENSION_TITLE[dimension], slices: ordered(dimension, counted, names) });
  }
  return { total, asOf, dimensions };
}

const deputyColumns = {
  delegateId: d.delegateId,
  delegateName: d.delegateName,
  sex: d.sex,
  birth: d.birth,
  nationality: d.nationality,
  political: d.political,
  educationBackground: d.educationBackground,
  position: d.position,
  presentOccupation: d.presentOccupation,
  delegateGrade: d.delegateGrade,
  delegationName: npcDelegation.delegationName,
  phone: d.phone,
};

/** What the slice list is titled: 性别：女. */
export async function sliceTitle(db: Database, query: Pick<SliceQuery, 'dimension' | 'value'>): Promise<string> {
  const names = query.dimension === 'delegation' ? await delegationNames(db) : new Map<string, string>();
  return `${DIMENSION_TITLE[query.dimension]}：${sliceLabel(query.dimension, query.value, names)}`;
}

/** The deputies behind one slice, by delegation, grade and name. */
export async function sliceDeputies(db: Database, query: Omit<SliceQuery, 'pageNum' | 'pageSize'>, asOf: string, page?: { pageNum: number; pageSize: number }) {
  const where = and(servingWhere(query), eq(dimensionValue(query.dimension, asOf), query.value));
  const rows = db
    .select(deputyColumns)
    .from(d)
    .innerJoin(npcDelegation, eq(npcDelegation.delegationId, d.fkDelegationId))
    .where(where)
    .orderBy(asc(npcDelegation.sortNo), asc(d.fkDelegationId), asc(d.delegateGrade), sql`${d.delegateName} collate "C"`, asc(d.delegateId));
  const [list, [{ total }]] = await Promise.all([
    page ? rows.limit(page.pageSize).offset(offsetOf(page)) : rows,
    db.select({ total: count() }).from(d).where(where),
  ]);
  return { list: list as DeputyRow[], total, title: await sliceTitle(db, query) };
}

const countWhere = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** 代表构成表: per delegation, the composition columns; with the totals row. */
export async function crossTable(db: Database, query: StatisticsQuery, asOf: string): Promise<CrossTable> {
  const rows = await db
    .select({
      delegationId: npcDelegation.delegationId,
      delegationName: npcDelegation.delegationName,
      total: sql<number>`count(*)::int`,
      women: countWhere(sql`${d.sex} = '女'`),
      minority: countWhere(sql`coalesce(${d.nationality}, '') not in ('', ${HAN})`),
      nonParty: countWhere(sql`coalesce(${d.political}, '') not in ('', ${sql.join(PARTY_MEMBER.map((p) => sql`${p}`), sql`, `)})`),
      under35: countWhere(sql`${ageOn(asOf)} <= 35`),
      university: countWhere(inArray(d.educationBackground, [...UNIVERSITY_AND_ABOVE])),
      grade3: countWhere(sql`${d.delegateGrade} = 3`),
      grade4: countWhere(sql`${d.delegateGrade} = 4`),
      grade5: countWhere(sql`${d.delegateGrade} = 5`),
    })
    .from(d)
    .innerJoin(npcDelegation, eq(npcDelegation.delegationId, d.fkDelegationId))
    .where(servingWhere(query))
    .groupBy(npcDelegation.delegationId, npcDelegation.delegationName, npcDelegation.sortNo)
    .orderBy(asc(npcDelegation.sortNo), asc(npcDelegation.delegationId));
  const totals: CrossRow = { delegationId: null, delegationName: '合计', total: 0, women: 0, minority: 0, nonParty: 0, under35: 0, university: 0, grade3: 0, grade4: 0, grade5: 0 };
  for (const row of rows) for (const { key } of CROSS_COLUMNS) totals[key] += row[key];
  return { rows, totals, asOf };
}

const filled = (column: SQL | typeof d.headPortrait | typeof d.resume | typeof d.phone | typeof d.educationBackground) => sql`coalesce(btrim(${column}), '') <> ''`;
const ARCHIVAL_CHECK: Record<(typeof ARCHIVAL_FIELDS)[number]['key'], SQL> = {
  photo: filled(d.headPortrait),
  resume: filled(d.resume),
  phone: filled(d.phone),
  education: filled(d.educationBackground),
};
const allFilled = and(...Object.values(ARCHIVAL_CHECK))!;

const percentOf = (part: number, whole: number) => (whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10);

/** 档案统计: per delegation, how many serving deputies have each field filled, and the complete share. */
export async function archival(db: Database, query: StatisticsQuery): Promise<Archival> {
  const rows = await db
    .select({
      delegationId: npcDelegation.delegationId,
      delegationName: npcDelegation.delegationName,
      total: sql<number>`count(*)::int`,
      photo: countWhere(ARCHIVAL_CHECK.photo),
      resume: countWhere(ARCHIVAL_CHECK.resume),
      phone: countWhere(ARCHIVAL_CHECK.phone),
      education: countWhere(ARCHIVAL_CHECK.education),
      complete: countWhere(allFilled),
    })
    .from(d)
    .innerJoin(npcDelegation, eq(npcDelegation.delegationId, d.fkDelegationId))
    .where(servingWhere(query))
    .groupBy(npcDelegation.delegationId, npcDelegation.delegationName, npcDelegation.sortNo)
    .orderBy(asc(npcDelegation.sortNo), asc(npcDelegation.delegationId));
  const totals = { delegationId: null, delegationName: '合计', total: 0, photo: 0, resume: 0, phone: 0, education: 0, complete: 0 };
  for (const row of rows) for (const key of ['total', 'photo', 'resume', 'phone', 'education', 'complete'] as const) totals[key] += row[key];
  const withPercent = <R extends Omit<ArchivalRow, 'percent'>>(row: R): ArchivalRow => ({ ...row, percent: percentOf(row.complete, row.total) });
  return { rows: rows.map(withPercent), totals: withPercent(totals) };
}

/** The serving deputies with a field of the record missing, each with what is missing. */
export async function incompleteDeputies(db: Database, query: Omit<IncompleteQuery, 'pageNum' | 'pageSize'>, page?: { pageNum: number; pageSize: number }) {
  const where = and(servingWhere(query), sql`not (${allFilled})`);
  const rows = db
    .select({
      delegateId: d.delegateId,
      delegateName: d.delegateName,
      delegationName: npcDelegation.delegationName,
      delegateGrade: d.delegateGrade,
      photo: sql<boolean>`${ARCHIVAL_CHECK.photo}`,
      resume: sql<boolean>`${ARCHIVAL_CHECK.resume}`,
      phone: sql<boolean>`${ARCHIVAL_CHECK.phone}`,
      education: sql<boolean>`${ARCHIVAL_CHECK.education}`,
    })
    .from(d)
    .innerJoin(npcDelegation, eq(npcDelegation.delegationId, d.fkDelegationId))
    .where(where)
    .orderBy(asc(npcDelegation.sortNo), asc(d.fkDelegationId), asc(d.delegateGrade), sql`${d.delegateName} collate "C"`, asc(d.delegateId));
  const [found, [{ total }]] = await Promise.all([page ? rows.limit(page.pageSize).offset(offsetOf(page)) : rows, db.select({ total: count() }).from(d).where(where)]);
  const list: IncompleteRow[] = found.map((row) => ({
    delegateId: row.delegateId,
    delegateName: row.delegateName,
    delegationName: row.delegationName,
    delegateGrade: row.delegateGrade,
    missing: ARCHIVAL_FIELDS.filter((field) => !row[field.key]).map((field) => field.label),
  }));
  return { list, total };
}

// ── Workbooks ────────────────────────────────────────────────────────────

/** A sheet name Excel accepts: no []:*?/\ and at most 31 characters, unique in the book. */
export function sheetNameOf(name: string, taken: Set<string>): string {
  const base = name.replace(/[[\]:*?/\\]/g, '_').slice(0, 28) || '表';
  let candidate = base;
  for (let n = 2; taken.has(candidate); n++) candidate = `${base}(${n})`;
  taken.add(candidate);
  return candidate;
}

/** A plain sheet: a bold header row frozen on top, then the rows. */
function addTableSheet(book: ExcelJS.Workbook, name: string, header: readonly string[], rows: readonly (string | number)[][], widths: readonly number[]) {
  const sheet = book.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = header.map((title, i) => ({ header: title, width: widths[i] ?? 14 }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRows(rows.map((row) => [...row]));
  return sheet;
}

const newBook = () => {
  const book = new ExcelJS.Workbook();
  book.creator = '巴中市人大代表履职服务平台';
  return book;
};

const bufferOf = async (book: ExcelJS.Workbook) => Buffer.from(await book.xlsx.writeBuffer());

/** 代表统计 as a workbook: one sheet per dimension, as the page's tables. */
export async function compositionWorkbook(value: Composition): Promise<Buffer> {
  const book = newBook();
  const taken = new Set<string>();
  for (const dim of value.dimensions) {
    addTableSheet(
      book,
      sheetNameOf(dim.title, taken),
      [dim.title, '人数', '占比'],
      [...dim.slices.map((s) => [s.label, s.count, `${percentOf(s.count, value.total)}%`]), ['合计', value.total, value.total ? '100%' : '0%']],
      [20, 10, 10],
    );
  }
  return bufferOf(book);
}

const DEPUTY_HEADER = ['姓名', '性别', '出生年月', '民族', '政治面貌', '学历', '职业类别', '工作单位及职务', '代表层级', '代表团', '手机号码'];

/** yyyy-MM-dd → yyyy.MM, the way a roster writes a birth. */
export const birthMonth = (birth: string | null) => (birth ? `${birth.slice(0, 4)}.${birth.slice(5, 7)}` : '');

export async function deputiesWorkbook(title: string, list: readonly DeputyRow[]): Promise<Buffer> {
  const book = newBook();
  addTableSheet(
    book,
    sheetNameOf(title, new Set()),
    DEPUTY_HEADER,
    list.map((r) => [
      r.delegateName,
      r.sex,
      birthMonth(r.birth),
      r.nationality ?? '',
      r.political ?? '',
      r.educationBackground ?? '',
      r.position ?? '',
      r.presentOccupation ?? '',
      GRADE_LABEL[r.delegateGrade] ?? '',
      r.delegationName,
      r.phone ?? '',
    ]),
    [10, 6, 10, 8, 12, 8, 14, 40, 10, 14, 14],
  );
  return bufferOf(book);
}

export async function crossTableWorkbook(table: CrossTable): Promise<Buffer> {
  const book = newBook();
  const line = (row: CrossRow) => [row.delegationName, ...CROSS_COLUMNS.map((c) => row[c.key])];
  addTableSheet(book, '代表构成表', ['代表团', ...CROSS_COLUMNS.map((c) => c.label)], [...table.rows.map(line), line(table.totals)], [16]);
  return bufferOf(book);
}

export async function archivalWorkbook(value: Archival, incomplete: readonly IncompleteRow[]): Promise<Buffer> {
  const book = newBook();
  const line = (row: ArchivalRow) => [row.delegationName, row.total, ...ARCHIVAL_FIELDS.map((f) => row[f.key]), row.complete, `${row.percent}%`];
  addTableSheet(book, '档案统计', ['代表团', '代表数', ...ARCHIVAL_FIELDS.map((f) => `${f.label}已填`), '档案完整', '完整率'], [...value.rows.map(line), line(value.totals)], [16]);
  addTableSheet(
    book,
    '待补充档案',
    ['姓名', '代表团', '代表层级', '缺少项目'],
    incomplete.map((r) => [r.delegateName, r.delegationName, GRADE_LABEL[r.delegateGrade] ?? '', r.missing.join('、')]),
    [10, 16, 10, 30],
  );
  return bufferOf(book);
}

/** The first day of the current term: its earliest session's start, or null when none is dated. */
async function currentTermStart(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ start: sql<string | null>`min(${sysNpcState.timesStartTime})::text` })
    .from(sysNpcState)
    .where(sql`${sysNpcState.term} = (select ${sysNpcState.term} from ${sysNpcState} where ${sysNpcState.isCurrentTermTimes} limit 1)`);
  return row?.start ?? null;
}

/**
 * 本届代表变动: month by month from the current term's first session to `today`, who served at
 * each month's end (the tenures, so a transfer counts in the delegation of its day) and the
 * approvals that changed the roster (counted under the deputy's level and delegation now).
 */
export async function rosterChanges(db: Database, query: StatisticsQuery, today: string): Promise<RosterChanges> {
  const from = (await currentTermStart(db)) ?? today;
  const months = monthsBetween(from, today);
  const u = npcDelegateTenure;
  const ends = months.map((month) => sql`(${monthEnd(month).toISOString()}::timestamptz)`);
  const serving = months.length
    ? rowsOf<{ at: string; n: number }>(
        await db.execute(sql`select to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') as at, count(${u.tenureId})::int as n
          from (values ${sql.join(ends, sql`, `)}) as e(at)
          left join ${u} on ${u.validFrom} < e.at and (${u.validTo} is null or ${u.validTo} >= e.at)
            ${query.delegateGrade !== undefined ? sql`and ${u.delegateGrade} = ${query.delegateGrade}` : sql``}
            ${query.delegationId !== undefined ? sql`and ${u.fkDelegationId} = ${query.delegationId}` : sql``}
          group by e.at`),
      )
    : [];
  const servingAt = new Map(serving.map((row) => [row.at.slice(0, 19), Number(row.n)]));

  const h = npcDelegateHistory;
  const shifted = sql`(${h.createTime} at time zone 'UTC') + ${sql.raw(`interval '${CHINA_OFFSET_MS / 3_600_000} hours'`)}`;
  const approvals = months.length
    ? await db
        .select({ month: sql<string>`to_char(${shifted}, 'YYYY-MM')`, fromStatus: h.fromStatus, n: count() })
        .from(h)
        .innerJoin(d, eq(d.delegateId, h.fkDelegateId))
        .where(
          and(
            eq(h.eventType, 'APPROVE'),
            sql`${h.createTime} >= ${chinaDayStart(`${months[0]}-01`).toISOString()}`,
            query.delegateGrade !== undefined ? eq(d.delegateGrade, query.delegateGrade) : undefined,
            query.delegationId !== undefined ? eq(d.fkDelegationId, query.delegationId) : undefined,
          ),
        )
        .groupBy(sql`1`, h.fromStatus)
    : [];
  const byMonth = new Map<string, RosterChangeMonth>(
    months.map((month) => [
      month,
      { month, serving: servingAt.get(monthEnd(month).toISOString().slice(0, 19)) ?? 0, ...Object.fromEntries(ROSTER_CHANGE_KINDS.map((kind) => [kind, 0])) } as RosterChangeMonth,
    ]),
  );
  for (const row of approvals) {
    const kind = rosterChangeOf('APPROVE', row.fromStatus);
    const month = byMonth.get(row.month);
    if (kind && month) month[kind] += Number(row.n);
  }
  return { from, to: today, months: [...byMonth.values()] };
}
