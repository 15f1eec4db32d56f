import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { isBlank } from '@shared/blank';
import type { ArticleBody, ArticleListQuery, ArticlePage, ArticleState, ManagedArticle, PublishBody } from '@shared/contracts/portal-content';
import type { Database } from '../../db/database';
import { containsPattern } from '../../db/like';
import { offsetOf } from '../../db/paging';
import { contactStation, contactStationColumn, contactStationResource } from '../../db/schema';
import { auditPortalChange } from '../audit';
import { Refusal } from '../refusal';
import { sanitizeRichText } from '../rich-text';
import { plainTextOf } from '../portal/text';
import type { ObjectStorage } from '../storage/storage.service';
import { keeperOf, pictureToStore, requireStationOf, type AuditRequest, type Keeper, type Tx } from './access';
import { COLUMN_NOT_FOUND, columnScopeOf, keptColumn } from './columns';

/** 'the article does not exist' */
export const ARTICLE_NOT_FOUND = '文章不存在';
const TITLE_REQUIRED = '请输入文章标题：title';
const CONTENT_REQUIRED = '请输入文章内容：content';
/** A carousel slide is the article's thumbnail. */
const CAROUSEL_NEEDS_THUMBNAIL = '轮播文章须上传缩略图：thumbnail';

const r = contactStationResource;

/** The state of an article at `now`, read off its publication moment (the portal's predicate, in words). */
export function articleStateOf(publishedAt: Date | null, now = new Date()): ArticleState {
  if (publishedAt === null) return 'draft';
  return publishedAt.getTime() > now.getTime() ? 'scheduled' : 'published';
}

function stateFilter(state: ArticleState | undefined): SQL | undefined {
  switch (state) {
    case 'draft':
      return isNull(r.publishedAt);
    case 'scheduled':
      return and(isNotNull(r.publishedAt), gt(r.publishedAt, sql`now()`));
    case 'published':
      return and(isNotNull(r.publishedAt), lte(r.publishedAt, sql`now()`));
    default:
      return undefined;
  }
}

const ROW_FIELDS = {
  resourcesId: r.resourcesId,
  fkColumnId: r.fkColumnId,
  title: r.title,
  source: r.source,
  thumbnail: r.thumbnail,
  isCarousel: r.isCarousel,
  columnName: contactStationColumn.columnName,
  fkStationId: contactStationColumn.fkStationId,
  stationName: contactStation.stationName,
  createTime: r.createTime,
  publishedAt: r.publishedAt,
};

type RowOf = { createTime: Date; publishedAt: Date | null };
const answerOf = <T extends RowOf>(row: T, now = new Date()) => ({
  ...row,
  createTime: row.createTime.toISOString(),
  publishedAt: row.publishedAt ? row.publishedAt.toISOString() : null,
  state: articleStateOf(row.publishedAt, now),
});

export async function listArticles(db: Database, keeper: Keeper, query: ArticleListQuery): Promise<ArticlePage> {
  if (query.fkStationId !== undefined) requireStationOf(keeper, query.fkStationId);
  if (query.central) requireStationOf(keeper, null);
  if (query.fkColumnId !== undefined) await keptColumn(db, keeper, query.fkColumnId);
  const title = query.title?.trim();
  const where = and(
    columnScopeOf(keeper),
    query.fkColumnId !== undefined ? eq(r.fkColumnId, query.fkColumnId) : undefined,
    query.fkStationId !== undefined ? eq(contactStationColumn.fkStationId, query.fkStationId) : undefined,
    query.central ? isNull(contactStationColumn.fkStationId) : undefined,
    stateFilter(query.state),
    title ? ilike(r.title, containsPattern(title)) : undefined,
  );
  const [[{ total }], rows] = await Promise.all([
    db.select({ total: count() }).from(r).innerJoin(contactStationColumn, eq(contactStationColumn.columnId, r.fkColumnId)).where(where),
    db
      .select(ROW_FIELDS)
      .from(r)
      .innerJoin(contactStationColumn, eq(contactStationColumn.columnId, r.fkColumnId))
      .leftJoin(contactStation, eq(contactStation.stationId, contactStationColumn.fkStationId))
      .where(where)
      .orderBy(desc(r.createTime), desc(r.resourcesId))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
  ]);
  const now = new Date();
  return { list: rows.map((row) => answerOf(row, now)), total, pageNum: query.pageNum, pageSize: query.pageSize };
}

/** One article the keeper keeps (its column is theirs), or 404. */
export async function getArticle(db: Pick<Database, 'select'>, keeper: Keeper, resourcesId: number): Promise<ManagedArticle> {
  const [row] = await db
    .select({ ...ROW_FIELDS, content: r.content })
    .from(r)
    .innerJoin(contactStationColumn, eq(contactStationColumn.columnId, r.fkColumnId))
    .leftJoin(contactStation, eq(contactStation.stationId, contactStationColumn.fkStationId))
    .where(and(eq(r.resourcesId, resourcesId), columnScopeOf(keeper)))
    .limit(1);
  if (!row) throw new Refusal(404, ARTICLE_NOT_FOUND);
  return answerOf(row);
}

async function valuesOf(tx: Tx, storage: ObjectStorage, keeper: Keeper, body: ArticleBody, currentThumbnail: string | null) {
  if (isBlank(body.title)) throw new Refusal(400, TITLE_REQUIRED);
  const content = sanitizeRichText(body.content ?? '');
  // A body of markup only (an empty paragraph, a lone picture is kept) says nothing.
  if (plainTextOf(content).trim() === '' && !/<img\s/i.test(content)) throw new Refusal(400, CONTENT_REQUIRED);
  try {
    await keptColumn(tx, keeper, body.fkColumnId);
  } catch (error) {
    if (error instanceof Refusal && error.httpStatus === 404) throw new Refusal(400, `${COLUMN_NOT_FOUND}：fkColumnId`);
    throw error;
  }
  // Keeps the column from being deleted before this transaction commits.
  await tx.select({ columnId: contactStationColumn.columnId }).from(contactStationColumn).where(eq(contactStationColumn.columnId, body.fkColumnId)).for('share');
  const thumbnail = await pictureToStore(tx, storage, 'thumbnail', body.thumbnail, currentThumbnail);
  if (body.isCarousel && thumbnail === null) throw new Refusal(400, CAROUSEL_NEEDS_THUMBNAIL);
  return {
    fkColumnId: body.fkColumnId,
    title: body.title.trim(),
    source: isBlank(body.source) ? null : body.source!.trim(),
    content,
    thumbnail,
    isCarousel: body.isCarousel,
  };
}

/** A new article, unpublished: it reaches the portal when published. */
export async function createArticle(db: Database, storage: ObjectStorage, request: AuditRequest, body: ArticleBody): Promise<ManagedArticle> {
  const keeper = keeperOf(request.user!);
  const resourcesId = await db.transaction(async (tx) => {
    const values = await valuesOf(tx, storage, keeper, body, null);
    const [row] = await tx.insert(r).values(values).returning({ resourcesId: r.resourcesId });
    await auditPortalChange(tx, request, 'add', `contact_station_resource:${row.resourcesId}`, { title: values.title, fkColumnId: values.fkColumnId });
    return row.resourcesId;
  });
  return getArticle(db, keeper, resourcesId);
}

/** Locks the keeper's article for a change in this transaction; 404 when it is not theirs. */
async function lockedArticle(tx: Tx, keeper: Keeper, resourcesId: number) {
  const [locked] = await tx.select({ resourcesId: r.resourcesId }).from(r).where(eq(r.resourcesId, resourcesId)).for('update');
  if (!locked) throw new Refusal(404, ARTICLE_NOT_FOUND);
  return getArticle(tx, keeper, resourcesId);
}

export async function updateArticle(db: Database, storage: ObjectStorage, request: AuditRequest, resourcesId: number, body: ArticleBody): Promise<ManagedArticle> {
  const keeper = keeperOf(request.user!);
  await db.transaction(async (tx) => {
    const current = await lockedArticle(tx, keeper, resourcesId);
    const values = await valuesOf(tx, storage, keeper, body, current.thumbnail);
    await tx.update(r).set(values).where(eq(r.resourcesId, resourcesId));
    const changed = Object.keys(values).filter((key) => (current as Record<string, unknown>)[key] !== (values as Record<string, unknown>)[key]);
    await auditPortalChange(tx, request, 'update', `contact_station_resource:${resourcesId}`, { title: values.title, changed });
  });
  return getArticle(db, keeper, resourcesId);
}

/** Publishes now, or from the moment given (a future one schedules it); an earlier moment than now publishes now. */
export async function publishArticle(db: Database, request: AuditRequest, resourcesId: number, body: PublishBody): Promise<ManagedArticle> {
  const keeper = keeperOf(request.user!);
  const now = new Date();
  const requested = body.publishedAt ? new Date(body.publishedAt) : now;
  const publishedAt = requested.getTime() > now.getTime() ? requested : now;
  await db.transaction(async (tx) => {
    const current = await lockedArticle(tx, keeper, resourcesId);
    await tx.update(r).set({ publishedAt }).where(eq(r.resourcesId, resourcesId));
    await auditPortalChange(tx, request, 'publish', `contact_station_resource:${resourcesId}`, {
      title: current.title,
      from: current.publishedAt,
      publishedAt: publishedAt.toISOString(),
      scheduled: publishedAt.getTime() > now.getTime(),
    });
  });
  return getArticle(db, keeper, resourcesId);
}

/** Takes the article off the portal (a scheduled one is not published). */
export async function unpublishArticle(db: Database, request: AuditRequest, resourcesId: number): Promise<ManagedArticle> {
  const keeper = keeperOf(request.user!);
  await db.transaction(async (tx) => {
    const current = await lockedArticle(tx, keeper, resourcesId);
    await tx.update(r).set({ publishedAt: null }).where(eq(r.resourcesId, resourcesId));
    await auditPortalChange(tx, request, 'unpublish', `contact_station_resource:${resourcesId}`, { title: current.title, from: current.publishedAt });
  });
  return getArticle(db, keeper, resourcesId);
}

/** Deletes an article; a published one must be withdrawn first, so nothing leaves the portal by a slip. */
export async function deleteArticle(db: Database, request: AuditRequest, resourcesId: number): Promise<void> {
  const keeper = keeperOf(request.user!);
  await db.transaction(async (tx) => {
    const current = await lockedArticle(tx, keeper, resourcesId);
    if (current.state !== 'draft') throw new Refusal(409, '文章已发布或已定时发布，请先撤销发布再删除');
    await tx.delete(r).where(eq(r.resourcesId, resourcesId));
    await auditPortalChange(tx, request, 'delete', `contact_station_resource:${resourcesId}`, { title: current.title, fkColumnId: current.fkColumnId });
  });
}

