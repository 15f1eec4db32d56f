import { DEFAULT_PAGE_SIZE } from '@shared/constants';
import type { Column } from '@shared/portal';
import { useArticlesQuery } from '../home-station.api';
import { usePageParam } from '../portal-hooks';
import { articlePath, type PortalSite } from '../portal-paths.logic';
import { ArticleList } from './article-list';
import { hasNoItems, NoData, QueryView } from './list-states';
import styles from './paged-articles.module.css';
import { useSiteColumns } from './portal-home';
import { PortalPager } from './portal-pager';

/** A column's articles, DEFAULT_PAGE_SIZE a page, with the portal pager; the page lives in the address. */
export function PagedArticles({ site, column, stationId }: { site: PortalSite; column: Pick<Column, 'columnId' | 'columnName'>; stationId: number | null }) {
  const [page, setPage] = usePageParam();
  const query = useArticlesQuery({ columnIds: [column.columnId], pageNum: page, pageSize: DEFAULT_PAGE_SIZE });
  return (
    <div className={styles.box}>
      <QueryView query={{ ...query, data: query.currentData, isLoading: query.isLoading || query.isFetching }} isEmpty={hasNoItems}>
        {(data) => (
          <>
            <ArticleList variant="full" label={`${column.columnName}列表`} articles={data.list} pathOf={(a) => articlePath(site, a.resourcesId, column.columnName, stationId)} />
            <div className={styles.pager}>
              <PortalPager total={data.total} page={page} onPageChange={setPage} label={`${column.columnName}分页`} />
            </div>
          </>
        )}
      </QueryView>
    </div>
  );
}

/** The paged articles of the site's column with this name (工作动态, 通知公告, 代表履职). */
export function NamedColumnArticles({ site, stationId, columnName }: { site: PortalSite; stationId: number | null; columnName: string }) {
  const columns = useSiteColumns(stationId);
  return (
    <QueryView query={columns}>
      {(data) => {
        const column = data.list.find((c) => c.columnName === columnName);
        return column ? <PagedArticles site={site} column={column} stationId={stationId} /> : <NoData card />;
      }}
    </QueryView>
  );
}
