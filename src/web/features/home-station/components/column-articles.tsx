import { skipToken } from '../portal-query';
import { PORTAL_ARTICLE_COUNT } from '@shared/constants';
import type { Column } from '@shared/portal';
import { useArticlesQuery } from '../home-station.api';
import { articlePath, type PortalSite } from '../portal-paths.logic';
import { ArticleList } from './article-list';
import { hasNoItems, NoData, QueryView } from './list-states';

/** The newest PORTAL_ARTICLE_COUNT articles of a column, one line each. */
export function ColumnArticles({ site, column, stationId }: { site: PortalSite; column: Column | undefined; stationId: number | null }) {
  const query = useArticlesQuery(column ? { columnIds: [column.columnId], pageSize: PORTAL_ARTICLE_COUNT } : skipToken);
  if (!column) return <NoData compact />;
  return (
    <QueryView query={query} isEmpty={hasNoItems} compact>
      {(page) => <ArticleList articles={page.list} pathOf={(a) => articlePath(site, a.resourcesId, a.columnName, stationId)} />}
    </QueryView>
  );
}
