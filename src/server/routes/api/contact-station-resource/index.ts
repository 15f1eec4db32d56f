import { and, count, desc, eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PORTAL_ARTICLE_COUNT } from '@shared/constants';
import { ArticleSchema, ArticleSummarySchema, PageOf } from '@shared/portal.schemas';
import { contactStation, contactStationColumn, contactStationResource } from '../../../db/schema';
import { publishedArticle, validStationOf } from '../../../services/portal/queries';
import { offsetOf } from '../../../db/paging';
import { summaryOf } from '../../../services/portal/text';
import { sanitizeRichText } from '../../../services/rich-text';
import { isAnyOf, prepared, value } from '../../../db/statements';
import { BoundedPageQuery, ErrorSchema, IdParam, MAX_ID } from '@shared/contracts/common';

/** 'the article does not exist' */
const ARTICLE_NOT_FOUND = '文章不存在';
/** 'column ids must be positive integers separated by commas' */
const COLUMNS_INVALID = '栏目编号须为以逗号分隔的正整数';
const MAX_PAGE_SIZE = 50;
/** More columns than any page shows at once; keeps the IN list small. */
const MAX_COLUMNS = 50;

const ArticleQuery = Type.Object({
  ...BoundedPageQuery(PORTAL_ARTICLE_COUNT, MAX_PAGE_SIZE),
  /** Comma-joined column ids, e.g. "1,2,3". */
  columns: Type.String({ maxLength: 600 }),
  /** The carousel's read: the articles picked for it first, then the newest. */
  carousel: Type.Optional(Type.Boolean()),
});

/** "1,2,3" as ids, or null when any part is not an id. */
function columnIdsOf(text: string): number[] | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > MAX_COLUMNS || !parts.every((part) => /^[1-9]\d{0,9}$/.test(part))) return null;
  const ids = parts.map(Number);
  return ids.every((id) => id <= MAX_ID) ? [...new Set(ids)] : null;
}

/** What a list row and the detail both read of an article and its column. */
const ARTICLE_FIELDS = {
  resourcesId: contactStationResource.resourcesId,
  fkColumnId: contactStationResource.fkColumnId,
  columnName: contactStationColumn.columnName,
  title: contactStationResource.title,
  source: contactStationResource.source,
  thumbnail: contactStationResource.thumbnail,
  content: contactStationResource.content,
  /** The portal shows the publication moment as the article's time. */
  createTime: contactStationResource.publishedAt,
};


/** The portal's articles, newest first, and one article's page. */
const contactStationResourceRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/api/contactStationResource/resource',
    { schema: { querystring: ArticleQuery, response: { 200: PageOf(ArticleSummarySchema), 400: ErrorSchema } } },
    async (request, reply) => {
      const { pageNum, pageSize, carousel = false } = request.query;
      const columnIds = columnIdsOf(request.query.columns);
      if (!columnIds) return reply.code(400).send({ msg: COLUMNS_INVALID });

      // Built once (db/statements.ts): the column ids are one array value.
      const where = and(publishedArticle, isAnyOf(contactStationResource.fkColumnId, value('columnIds')));
      const counted = prepared(app.db, 'articles:of-columns:count', () =>
        app.db
          .select({ total: count() })
          .from(contactStationResource)
          .innerJoin(contactStationColumn, eq(contactStationColumn.columnId, contactStationResource.fkColumnId))
          .where(where),
      );
      const paged = prepared(app.db, `articles:of-columns:${carousel}`, () =>
        app.db
          .select(ARTICLE_FIELDS)
          .from(contactStationResource)
          .innerJoin(contactStationColumn, eq(contactStationColumn.columnId, contactStationResource.fkColumnId))
          .where(where)
          .orderBy(...(carousel ? [desc(contactStationResource.isCarousel)] : []), desc(contactStationResource.publishedAt), desc(contactStationResource.resourcesId))
          .limit(value('limit'))
          .offset(value('offset')),
      );
      const values = { columnIds, limit: pageSize, offset: offsetOf({ pageNum, pageSize }) };
      const [[{ total }], rows] = await Promise.all([counted.execute(values), paged.execute(values)]);
      const list = rows.map(({ content, createTime, ...row }) => ({ ...row, summary: summaryOf(content), createTime: createTime!.toISOString() }));
      return { list, total, pageNum, pageSize };
    },
  );

  app.get(
    '/api/contactStationResource/resource/:resourcesId',
    { schema: { params: Type.Object({ resourcesId: IdParam }), response: { 200: ArticleSchema, 400: ErrorSchema, 404: ErrorSchema } } },
    async (request, reply) => {
      const [article] = await prepared(app.db, 'article', () =>
        app.db
          .select({ ...ARTICLE_FIELDS, fkStationId: contactStationColumn.fkStationId, stationName: contactStation.stationName })
          .from(contactStationResource)
          .innerJoin(contactStationColumn, eq(contactStationColumn.columnId, contactStationResource.fkColumnId))
          .leftJoin(contactStation, validStationOf(contactStationColumn.fkStationId))
          .where(and(publishedArticle, eq(contactStationResource.resourcesId, value('id'))))
          .limit(1),
      ).execute({ id: request.params.resourcesId });
      if (!article) return reply.code(404).send({ msg: ARTICLE_NOT_FOUND });
      // Stored bodies are sanitized on the way in; once more on the way out costs little and
      // covers rows written by other means (imports, the demo seed).
      return { ...article, content: sanitizeRichText(article.content), createTime: article.createTime!.toISOString() };
    },
  );
};

export default contactStationResourceRoutes;
