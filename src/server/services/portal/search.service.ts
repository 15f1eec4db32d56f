import { sql, type SQL } from 'drizzle-orm';
import { SEARCH_KINDS, type SearchAnswer, type SearchHit, type SearchKind } from '@shared/portal';
import { rowsOf, type Database } from '../../db/database';
import { contactStation, contactStationColumn, contactStationResource, npcDelegate, npcDelegation } from '../../db/schema';
import { publicDeputy, publishedArticle, visibleColumn } from './queries';
import { offsetOf } from '../../db/paging';
import { containsPattern } from '../../db/like';
import { excerptAround, plainTextOf } from './text';

/** Longest search text, after trimming. */
export const SEARCH_MAX_LENGTH = 50;
/** Terms beyond this many are ignored: each one adds a condition to every branch. */
export const SEARCH_MAX_TERMS = 5;
/** What a column hit says instead of a body; a central column has no station. */
const CENTRAL_STATION_NAME = '中心站';

export interface SearchRequest {
  terms: readonly string[];
  /** Only this station's articles, columns and representatives; null: the central station and every substation. */
  stationId: number | null;
  /** Only hits of this kind on the page; counts still cover every kind. */
  kind?: SearchKind;
  pageNum: number;
  pageSize: number;
}

/**
 * The terms of a search text, or null when it is blank or too long.
 *
 * Chinese is written without spaces between words, so a word cannot be found by splitting the
 * stored text into words (PostgreSQL's full-text parser has no Chinese dictionary and would see
 * a whole sentence as one token). A substring match finds 代表 inside 人大代表联络站, which is
 * what a Chinese reader expects. Spaces the visitor types still separate terms, and every term
 * must occur, so 东城 养老 narrows the result.
 */
export function searchTermsOf(text: string | undefined): string[] | null {
  const trimmed = text?.trim() ?? '';
  const length = Array.from(trimmed).length;
  if (length === 0 || length > SEARCH_MAX_LENGTH) return null;
  const seen = new Set<string>();
  const terms: string[] = [];
  for (const term of trimmed.split(/\s+/u)) {
    const key = term.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    terms.push(term);
  }
  return terms.slice(0, SEARCH_MAX_TERMS);
}

interface HitRow {
  kind: SearchKind;
  id: number;
  title: string;
  body: string | null;
  fkStationId: number | null;
  stationName: string | null;
  createTime: Date | string | null;
}

/** Every term occurs (ILIKE, escaped) in one of the fields. */
function everyTermIn(patterns: readonly string[], fields: readonly SQL[]): SQL {
  return sql.join(
    patterns.map((p) => sql`(${sql.join(fields.map((field) => sql`${field} ilike ${p}`), sql` or `)})`),
    sql` and `,
  );
}

/** How many terms the title holds: title hits rank before body-only hits. */
function titleScore(patterns: readonly string[], title: SQL): SQL {
  return sql.join(
    patterns.map((p) => sql`(${title} ilike ${p})::int`),
    sql` + `,
  );
}

/** The same columns from each kind, so the branches can be one UNION ALL. */
function branches(patterns: readonly string[], stationId: number | null): Record<SearchKind, SQL> {
  const articleBody = sql`regexp_replace(${contactStationResource.content}, '<[^>]*>', ' ', 'g')`;
  const deputyBody = sql`concat_ws('，', ${npcDelegation.delegationName}, ${npcDelegate.presentOccupation})`;
  const ofStation = (column: SQL | typeof contactStationColumn.fkStationId) => (stationId === null ? sql`true` : sql`${column} = ${stationId}`);
  const stationJoin = (stationColumn: typeof contactStationColumn.fkStationId | typeof npcDelegate.fkStationId) =>
    sql`left join ${contactStation} on ${contactStation.stationId} = ${stationColumn} and ${contactStation.isValid}`;

  return {
    article: sql`
      select 'article' as kind, ${contactStationResource.resourcesId} as id, ${contactStationResource.title} as title,
        ${contactStationResource.content} as body, ${contactStationColumn.fkStationId} as "fkStationId",
        ${contactStation.stationName} as "stationName", ${contactStationResource.publishedAt} as "createTime",
        ${titleScore(patterns, sql`${contactStationResource.title}`)} as score
      from ${contactStationResource}
      join ${contactStationColumn} on ${contactStationColumn.columnId} = ${contactStationResource.fkColumnId}
      ${stationJoin(contactStationColumn.fkStationId)}
      where ${publishedArticle} and ${ofStation(contactStationColumn.fkStationId)}
        and ${everyTermIn(patterns, [sql`${contactStationResource.title}`, sql`coalesce(${contactStationResource.source}, '')`, articleBody])}`,
    column: sql`
      select 'column' as kind, ${contactStationColumn.columnId} as id, ${contactStationColumn.columnName} as title,
        null::text as body, ${contactStationColumn.fkStationId} as "fkStationId",
        ${contactStation.stationName} as "stationName", null::timestamptz as "createTime",
        ${titleScore(patterns, sql`${contactStationColumn.columnName}`)} as score
      from ${contactStationColumn}
      ${stationJoin(contactStationColumn.fkStationId)}
      where ${visibleColumn} and ${ofStation(contactStationColumn.fkStationId)}
        and ${everyTermIn(patterns, [sql`${contactStationColumn.columnName}`])}`,
    representative: sql`
      select 'representative' as kind, ${npcDelegate.delegateId} as id, ${npcDelegate.delegateName} as title,
        ${deputyBody} as body, ${contactStation.stationId} as "fkStationId",
        ${contactStation.stationName} as "stationName", null::timestamptz as "createTime",
        ${titleScore(patterns, sql`${npcDelegate.delegateName}`)} as score
      from ${npcDelegate}
      join ${npcDelegation} on ${npcDelegation.delegationId} = ${npcDelegate.fkDelegationId}
      ${stationJoin(npcDelegate.fkStationId)}
      where ${publicDeputy} and ${ofStation(sql`${npcDelegate.fkStationId}`)}
        and ${everyTermIn(patterns, [
          sql`${npcDelegate.delegateName}`,
          sql`${npcDelegation.delegationName}`,
          sql`coalesce(${npcDelegate.presentOccupation}, '')`,
        ])}`,
  };
}


function summaryOf(row: HitRow, terms: readonly string[]): string {
  if (row.kind === 'column') return `${row.stationName ?? CENTRAL_STATION_NAME}的栏目`;
  const text = row.kind === 'article' ? plainTextOf(row.body ?? '') : (row.body ?? '');
  return excerptAround(text, terms);
}

/**
 * Articles, columns and representatives matching every term, title/name hits first, then the
 * newest; one page of them and the number of hits of each kind. Both queries are bounded:
 * counting happens in the database and only one page of rows leaves it.
 */
export async function searchPortal(db: Database, request: SearchRequest): Promise<SearchAnswer> {
  const patterns = request.terms.map(containsPattern);
  const byKind = branches(patterns, request.stationId);
  const all = sql.join(
    SEARCH_KINDS.map((kind) => byKind[kind]),
    sql` union all `,
  );
  const listed = request.kind ? byKind[request.kind] : all;

  const [countRows, pageRows] = await Promise.all([
    db.execute(sql`select kind, count(*)::int as n from (${all}) hits group by kind`),
    db.execute(sql`
      select kind, id, title, body, "fkStationId", "stationName", "createTime" from (${listed}) hits
      order by score desc, "createTime" desc nulls last, kind collate "C", id
      limit ${request.pageSize} offset ${offsetOf(request)}`),
  ]);

  const counts: SearchAnswer['counts'] = { article: 0, column: 0, representative: 0 };
  for (const row of rowsOf<{ kind: SearchKind; n: number }>(countRows)) counts[row.kind] = Number(row.n);
  const total = request.kind ? counts[request.kind] : counts.article + counts.column + counts.representative;

  const list: SearchHit[] = rowsOf<HitRow>(pageRows).map((row) => ({
    kind: row.kind,
    id: Number(row.id),
    title: row.title,
    summary: summaryOf(row, request.terms),
    fkStationId: row.fkStationId === null ? null : Number(row.fkStationId),
    stationName: row.stationName,
    createTime: row.createTime === null ? null : new Date(row.createTime).toISOString(),
  }));
  return { list, total, pageNum: request.pageNum, pageSize: request.pageSize, counts };
}
